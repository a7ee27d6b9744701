-- haversine_km becomes strict: with a missing coordinate it gave 20015.1 km, not null (least(1, null) is
-- 1, so asin(1), half the Earth's circumference). assignable_riders offered a rider with no deliveries, or
-- any rider for an outlet with no coordinates, as 20015.1 km away (its "nulls last" never applied), and
-- complete_delivery's coalesce(haversine_km(...), delivery_distance_km, 0) paid a rider for 20015 km when
-- the outlet had no coordinates. place_order reads only outlets that have coordinates, so it is unchanged.
alter function private.haversine_km(double precision, double precision, double precision, double precision) strict;
