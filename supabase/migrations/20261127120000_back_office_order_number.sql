-- The admins' notifications name an order as every back-office screen does (backoffice spec: "'Order #'
-- plus last 6 characters of id"), so the number in the bell is the one the orders screen shows and its
-- search finds. It named the first 8 characters in upper case, a number no screen of the admin showed.
-- (The customer's own screens and mails keep the storefront's first 8 characters.)
create or replace function private.short_id(id uuid) returns text
language sql
immutable
set search_path = ''
as $$
  select right(id::text, 6)
$$;
