-- A category added without a slug gets one from its name (private.slugify). The trigger ran as the caller,
-- who may not use the private schema, so an admin's insert without a slug failed with 42501; it now runs
-- as its owner, doing nothing but that.
alter function private.default_category_slug() security definer;
