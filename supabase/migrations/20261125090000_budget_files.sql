-- Mis presupuestos: the original file a user chose to keep with a saved budget
-- ('Guardar también el archivo original'), at most one per budget, theirs alone,
-- within a per-user quota that the database enforces, not the app.
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`,
-- after 20261124070000_budgets.sql) and on the local server, which applies it at start.
-- Only core Postgres: no extension, role or auth.* object is created here.
--
-- Limits, named once here (the view budget_files_usage hands them to the app):
--   budget_files_max_file_bytes() = 10 MiB for one file. The largest real budget
--     seen (a 4,349-item Menfis .bc3) is 3.8 MB; 10 MiB holds a PDF of a few
--     hundred pages. PostgREST carries bytea as hex text in JSON, so one file
--     travels as twice its size in a single request.
--   budget_files_quota_bytes() = 50 MiB for all of one user's files: five of the
--     largest, or dozens of ordinary budgets (tens to hundreds of KB each).
-- Refusals raise SQLSTATE 'PT413', which PostgREST answers as HTTP 413 with
-- {"code":"PT413","message":…,"details":…,"hint":…}; the message tells which
-- limit it was ('original file too large' or 'original files quota exceeded').

create function public.budget_files_max_file_bytes() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select 10485760::bigint $$;

create function public.budget_files_quota_bytes() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select 52428800::bigint $$;

-- A file's owner is its budget's owner: the file refers to the pair, so no
-- file can hang on someone else's budget, whoever writes it (service_role too).
alter table public.budgets add constraint budgets_id_user_id_key unique (id, user_id);

create table public.budget_files (
  -- One original per budget; the key also makes a retried upload idempotent.
  budget_id uuid primary key,
  user_id uuid not null default auth.uid(),
  -- The file's name as the user chose it, for the download.
  name text not null check (char_length(name) between 1 and 255),
  content bytea not null,
  -- Computed by the database from the bytes, so they cannot disagree with them.
  size bigint generated always as (octet_length(content)) stored,
  sha256 text generated always as (encode(sha256(content), 'hex')) stored,
  created_at timestamptz not null default now(),
  foreign key (budget_id, user_id) references public.budgets (id, user_id) on delete cascade
);

-- The quota sums one user's files.
create index budget_files_user_id_idx on public.budget_files (user_id);

-- Refuses a file over the size limit, or one that would take its owner's files
-- past the quota. Runs as the caller: the policies below let it sum only the
-- caller's own files, which are the only ones the caller may add to.
create function public.budget_files_check_quota() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  incoming bigint := pg_catalog.octet_length(new.content);
  stored bigint;
begin
  if incoming > public.budget_files_max_file_bytes() then
    raise exception using
      errcode = 'PT413',
      message = 'original file too large',
      detail = pg_catalog.format('The file has %s bytes; one file may have at most %s.',
        incoming, public.budget_files_max_file_bytes());
  end if;
  -- One user's uploads are counted one at a time, or two at once could each fit alone.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('public.budget_files:' || new.user_id::text, 0));
  -- A retried upload of the same budget replaces nothing (on conflict do nothing)
  -- and must not count twice; the same holds for an update of the row itself.
  select coalesce(sum(f.size), 0) into stored
    from public.budget_files f
   where f.user_id = new.user_id and f.budget_id <> new.budget_id;
  if stored + incoming > public.budget_files_quota_bytes() then
    raise exception using
      errcode = 'PT413',
      message = 'original files quota exceeded',
      detail = pg_catalog.format('%s bytes are stored; %s more would pass the quota of %s.',
        stored, incoming, public.budget_files_quota_bytes()),
      hint = 'Delete saved budgets that keep their original file to free space.';
  end if;
  return new;
end;
$$;

create trigger budget_files_check_quota before insert or update on public.budget_files
  for each row execute function public.budget_files_check_quota();

alter table public.budget_files enable row level security;

-- As for budgets: `(select auth.uid())` runs once per statement. A kept file is
-- never changed, only added and deleted (with its budget, or on its own).
create policy budget_files_select_own on public.budget_files
  for select to authenticated using ((select auth.uid()) = user_id);
create policy budget_files_insert_own on public.budget_files
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy budget_files_delete_own on public.budget_files
  for delete to authenticated using ((select auth.uid()) = user_id);

-- The caller's space: what their files take and the limits, read by the app for
-- 'Espacio usado'. security_invoker: the view sees what the caller's policies let
-- them see (their own files), never the view owner's.
create view public.budget_files_usage with (security_invoker = true) as
  select coalesce(sum(f.size), 0)::bigint as used_bytes,
         public.budget_files_quota_bytes() as quota_bytes,
         public.budget_files_max_file_bytes() as max_file_bytes
    from public.budget_files f;

-- Granted explicitly: hosted projects no longer grant new objects to the API roles.
revoke all on table public.budget_files from anon;
grant select, insert, delete on table public.budget_files to authenticated;
grant select, insert, update, delete on table public.budget_files to service_role;
revoke all on table public.budget_files_usage from anon;
grant select on table public.budget_files_usage to authenticated, service_role;
revoke all on function public.budget_files_check_quota() from public, anon, authenticated;
grant execute on function public.budget_files_max_file_bytes() to authenticated, service_role;
grant execute on function public.budget_files_quota_bytes() to authenticated, service_role;
