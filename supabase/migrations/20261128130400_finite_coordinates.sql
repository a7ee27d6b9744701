-- A coordinate that is not a point on Earth (NaN, ±Infinity, out of range) is in no country. Postgres's
-- point containment answers true for NaN, so private.is_in_uganda('NaN', 'NaN') was true (a table's
-- check caught it later); the browser's isInUganda already answers false. Otherwise as in
-- 20261121000150_uganda_boundary.
create or replace function private.is_in_country(country text, latitude double precision, longitude double precision)
returns boolean
language sql
stable
set search_path = ''
as $$
  -- NaN compares greater than every number, so these ranges also refuse it.
  select coalesce(latitude between -90 and 90 and longitude between -180 and 180, false)
     and exists (
    select 1
      from private.country_boundaries shell
     where shell.country_code = country
       and not shell.is_hole
       and shell.outline @> point(longitude, latitude)
       and not exists (
         select 1
           from private.country_boundaries hole
          where hole.country_code = country
            and hole.part = shell.part
            and hole.is_hole
            and hole.outline @> point(longitude, latitude)
       )
  )
$$;
