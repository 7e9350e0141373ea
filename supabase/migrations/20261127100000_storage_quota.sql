-- Every byte a user stores is bounded by the database: the number of saved
-- budgets, the size of one budget's stored model, and one quota for all of a
-- user's bytes, saved budgets and kept original files together.
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`,
-- after 20261125090000_budget_files.sql) and on the local server.
-- Only core Postgres: no extension, role or auth.* object is created here.
--
-- Limits, named once here (the view budget_files_usage hands them to the app):
--   budgets_max_per_user() = 200 saved budgets. The list shows 200 at a time.
--   budgets_max_model_bytes() = 8 MiB for one budget's model and verdict, as JSON
--     text. A generated 5,000-item budget with measurement lines is 3.5 MB of
--     JSON (src/budget/testing/generate-budget.ts); the largest real one seen
--     (4,349 items) is about 2 MB.
--   user_storage_quota_bytes() = 50 MiB for everything one user stores: the
--     models and verdicts of their budgets plus their kept original files.
--     budget_files_quota_bytes() now returns it, so there is one quota.
-- Refusals raise SQLSTATE 'PT413' (HTTP 413 through PostgREST), with the
-- messages 'budgets limit reached', 'budget too large' and 'storage quota
-- exceeded'; the app tells them apart by message.
-- To change a limit: `create or replace` its function with another number.

create function public.budgets_max_per_user() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select 200::bigint $$;

create function public.budgets_max_model_bytes() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select 8388608::bigint $$;

create function public.user_storage_quota_bytes() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select 52428800::bigint $$;

create or replace function public.budget_files_quota_bytes() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select public.user_storage_quota_bytes() $$;

-- What one budget row takes, kept by the trigger below so that the quota sums
-- numbers instead of re-reading every model. Whatever a client writes here is
-- overwritten.
alter table public.budgets add column stored_bytes bigint not null default 0;

-- Rows saved before this migration count from now on (their updated_at kept:
-- an open tab's next save must not look like a conflict).
alter table public.budgets disable trigger budgets_touch;
update public.budgets set stored_bytes = pg_catalog.octet_length(model::text)
  + coalesce(pg_catalog.octet_length(verdict::text), 0);
alter table public.budgets enable trigger budgets_touch;

-- One user's writes are counted one at a time (budgets and files share the
-- lock), or two at once could each fit alone.
create function public.storage_lock_user(owner uuid) returns void
language sql
set search_path = ''
as $$ select pg_catalog.pg_advisory_xact_lock(
  pg_catalog.hashtextextended('public.storage:' || owner::text, 0)) $$;

-- Bytes one user stores, leaving out one budget (the row being written) and,
-- for files, one budget's file (a retried upload or an update of itself).
create function public.storage_used_bytes(owner uuid, except_budget uuid) returns bigint
language sql stable
set search_path = ''
as $$
  select coalesce((select sum(b.stored_bytes) from public.budgets b
                    where b.user_id = owner and b.id is distinct from except_budget), 0)
       + coalesce((select sum(f.size) from public.budget_files f
                    where f.user_id = owner and f.budget_id is distinct from except_budget), 0)
$$;

create function public.raise_storage_quota(stored bigint, incoming bigint) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'PT413',
    message = 'storage quota exceeded',
    detail = pg_catalog.format('%s bytes are stored; %s more would pass the quota of %s.',
      stored, incoming, public.user_storage_quota_bytes()),
    hint = 'Delete saved budgets (and kept original files) to free space.';
end;
$$;

-- Runs as the caller: the policies let it count only the caller's own rows,
-- which are the only ones the caller may add to.
create function public.budgets_check_quota() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  incoming bigint;
  stored bigint;
  budgets bigint;
begin
  -- A rename leaves model and verdict as they were: comparing them is cheaper
  -- than writing a 5,000-item model out as text again.
  if tg_op = 'UPDATE' and new.model is not distinct from old.model
     and new.verdict is not distinct from old.verdict then
    new.stored_bytes := old.stored_bytes;
    return new;
  end if;
  incoming := pg_catalog.octet_length(new.model::text)
    + coalesce(pg_catalog.octet_length(new.verdict::text), 0);
  if incoming > public.budgets_max_model_bytes() then
    raise exception using
      errcode = 'PT413',
      message = 'budget too large',
      detail = pg_catalog.format('The budget has %s bytes; one budget may have at most %s.',
        incoming, public.budgets_max_model_bytes());
  end if;
  new.stored_bytes := incoming;
  perform public.storage_lock_user(new.user_id);
  if tg_op = 'INSERT' then
    select pg_catalog.count(*) into budgets
      from public.budgets b where b.user_id = new.user_id and b.id <> new.id;
    if budgets >= public.budgets_max_per_user() then
      raise exception using
        errcode = 'PT413',
        message = 'budgets limit reached',
        detail = pg_catalog.format('%s budgets are saved; at most %s may be.',
          budgets, public.budgets_max_per_user()),
        hint = 'Delete saved budgets to save new ones.';
    end if;
  end if;
  -- A budget that shrinks, or stays as it was, never fails: one over the
  -- quota (after the quota was lowered) can still be renamed or emptied.
  if tg_op = 'UPDATE' and incoming <= old.stored_bytes then
    return new;
  end if;
  stored := public.storage_used_bytes(new.user_id, new.id);
  if stored + incoming > public.user_storage_quota_bytes() then
    perform public.raise_storage_quota(stored, incoming);
  end if;
  return new;
end;
$$;

create trigger budgets_check_quota before insert or update on public.budgets
  for each row execute function public.budgets_check_quota();

-- The files' trigger now counts the budgets too, under the shared lock.
create or replace function public.budget_files_check_quota() returns trigger
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
  perform public.storage_lock_user(new.user_id);
  stored := (select coalesce(sum(b.stored_bytes), 0) from public.budgets b
              where b.user_id = new.user_id)
          + (select coalesce(sum(f.size), 0) from public.budget_files f
              where f.user_id = new.user_id and f.budget_id <> new.budget_id);
  if stored + incoming > public.user_storage_quota_bytes() then
    perform public.raise_storage_quota(stored, incoming);
  end if;
  return new;
end;
$$;

-- 'Espacio usado' now counts everything the user stores.
create or replace view public.budget_files_usage with (security_invoker = true) as
  select (coalesce((select sum(f.size) from public.budget_files f), 0)
        + coalesce((select sum(b.stored_bytes) from public.budgets b), 0))::bigint as used_bytes,
         public.user_storage_quota_bytes() as quota_bytes,
         public.budget_files_max_file_bytes() as max_file_bytes,
         public.budgets_max_per_user() as max_budgets,
         public.budgets_max_model_bytes() as max_budget_bytes;

revoke all on function public.budgets_check_quota() from public, anon, authenticated;
-- The triggers run as the caller, so authenticated may run their helpers.
revoke all on function public.storage_lock_user(uuid) from public, anon;
revoke all on function public.storage_used_bytes(uuid, uuid) from public, anon;
revoke all on function public.raise_storage_quota(bigint, bigint) from public, anon;
grant execute on function public.storage_lock_user(uuid) to authenticated, service_role;
grant execute on function public.storage_used_bytes(uuid, uuid) to authenticated, service_role;
grant execute on function public.raise_storage_quota(bigint, bigint) to authenticated, service_role;
grant execute on function public.budgets_max_per_user() to authenticated, service_role;
grant execute on function public.budgets_max_model_bytes() to authenticated, service_role;
grant execute on function public.user_storage_quota_bytes() to authenticated, service_role;
