-- A saved budget's model and verdict are stored with a fast compression, or,
-- where the database has none, uncompressed: compressing a 5,000-item model
-- (3.8 MB of JSON) with Postgres' default pglz took about 50 ms of the local
-- server's database (PGlite, WebAssembly, built without lz4), which answers
-- one statement at a time, so every other user's request waited for it (issue 24).
-- lz4 compresses several times faster than pglz at a similar ratio for JSON;
-- hosted Supabase has it. Without it (PGlite) the columns are stored EXTERNAL:
-- out of line, uncompressed; a model then takes its JSON size on disk, about
-- three times its compressed size, within the same per-user quota of 50 MiB,
-- which counts JSON text (*_storage_quota.sql), not disk. Reading a budget
-- back is faster too (no decompression). Rows saved before keep their
-- compression until they are saved again.
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`,
-- after 20261127140000_budget_file_parts.sql) and on the local server.
-- Only core Postgres: no extension, role or auth.* object is created here.

do $$
begin
  alter table public.budgets
    alter column model set compression lz4,
    alter column verdict set compression lz4;
exception when feature_not_supported then
  -- 'compression method lz4 not supported': Postgres built without lz4.
  alter table public.budgets
    alter column model set storage external,
    alter column verdict set storage external;
end;
$$;
