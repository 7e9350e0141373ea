-- What a hosted Supabase project already has and the app's migrations
-- (supabase/migrations) rely on: the API roles PostgREST switches to and the
-- auth helpers that read the request's JWT claims. Local only: on hosted
-- Supabase these exist before any migration runs, and `postgres` there may
-- not create them.

-- As supabase/postgres' initial schema: anon and authenticated obey RLS,
-- service_role bypasses it. All three log in only through the API server.
create role anon nologin;
create role authenticated nologin;
create role service_role nologin bypassrls;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

-- The bodies of supabase/auth's migrations 20220224000811 and 20220531120530:
-- the legacy per-claim setting first, then `request.jwt.claims`, which is the
-- only one PostgREST >= 12 sets. `nullif` because after a transaction ends an
-- unset custom setting reads '' rather than NULL.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Hosted Supabase grants these to the API roles (supabase/auth migrations).
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
