-- Kept original files in parts: the bytes of one file are stored as rows of at
-- most 256 KiB each, so that no statement writes or reads more than that.
-- On the local server the database answers one statement at a time: a 10 MiB
-- file written in one statement held it for about a second (hex input, SHA-256
-- and TOAST of 10 MiB inside the WebAssembly build), and every other user's
-- list, sign-in and token refresh waited for it (issue 24). Parts let their
-- statements run between the parts of an upload, here and on hosted Supabase alike.
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`,
-- after 20261127100000_storage_quota.sql) and on the local server.
-- Only core Postgres: no extension, role or auth.* object is created here.
--
-- How a file is kept now:
--   1. a row in budget_files with its name, size and SHA-256 (hex), as the
--      client declares them: the quota and the per-file limit are checked
--      against that size here, before a byte is sent, and it stays reserved;
--   2. its bytes as rows of budget_file_parts, numbered from 0, each at most
--      budget_file_part_max_bytes(); their sum may never pass the declared
--      size. The file is whole when the parts add up to it; the reader checks
--      the bytes against the SHA-256 (a half-sent file reads as damaged).
-- Limits, named once here (the view budget_files_usage hands the others to the app):
--   budget_file_part_max_bytes() = 256 KiB for one part: 512 KiB of hex in
--     PostgREST's JSON, written in well under 50 ms by the local database.
-- Refusals raise SQLSTATE 'PT413' (HTTP 413 through PostgREST) with the
-- messages 'file part too large' and 'file larger than declared'.

create function public.budget_file_part_max_bytes() returns bigint
language sql immutable parallel safe
set search_path = ''
as $$ select 262144::bigint $$;

-- size and sha256 were computed from the bytes in the row; they are now the
-- declared size (what the quota counts) and the hash the reader checks.
alter table public.budget_files alter column size drop expression;
alter table public.budget_files alter column sha256 drop expression;
alter table public.budget_files alter column size set not null;
alter table public.budget_files alter column sha256 set not null;
alter table public.budget_files add constraint budget_files_size_check check (size >= 0);
alter table public.budget_files
  add constraint budget_files_sha256_check check (sha256 ~ '^[0-9a-f]{64}$');
-- A part's owner is its file's owner, as a file's is its budget's.
alter table public.budget_files
  add constraint budget_files_budget_id_user_id_key unique (budget_id, user_id);

create table public.budget_file_parts (
  budget_id uuid not null,
  user_id uuid not null default auth.uid(),
  part integer not null check (part >= 0),
  content bytea not null,
  -- Computed by the database from the bytes, so they cannot disagree with them.
  size bigint generated always as (octet_length(content)) stored,
  -- The key also makes a retried part idempotent (on conflict do nothing).
  primary key (budget_id, part),
  foreign key (budget_id, user_id) references public.budget_files (budget_id, user_id)
    on delete cascade
);

create index budget_file_parts_user_id_idx on public.budget_file_parts (user_id);

-- The files kept so far move into parts, in the same transaction.
insert into public.budget_file_parts (budget_id, user_id, part, content)
  select f.budget_id, f.user_id, p.part,
         pg_catalog.substring(f.content, p.part * 262144 + 1, 262144)
    from public.budget_files f,
         pg_catalog.generate_series(0, ((f.size + 262143) / 262144 - 1)::integer) as p(part);
alter table public.budget_files drop column content;

-- The file's row is checked on its declared size, as it was on its bytes.
create or replace function public.budget_files_check_quota() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  incoming bigint := new.size;
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

-- A part fits in its file's declared size, with the parts already stored.
-- Runs as the caller: the policies let it see only the caller's own file and
-- parts, the only ones a part of the caller's may belong to (the foreign key).
create function public.budget_file_parts_check_size() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  incoming bigint := pg_catalog.octet_length(new.content);
  declared bigint;
  stored bigint;
begin
  if incoming > public.budget_file_part_max_bytes() then
    raise exception using
      errcode = 'PT413',
      message = 'file part too large',
      detail = pg_catalog.format('The part has %s bytes; one part may have at most %s.',
        incoming, public.budget_file_part_max_bytes());
  end if;
  perform public.storage_lock_user(new.user_id);
  select f.size into declared from public.budget_files f
   where f.budget_id = new.budget_id and f.user_id = new.user_id;
  -- No such file: the foreign key refuses the part.
  if declared is null then
    return new;
  end if;
  select coalesce(sum(p.size), 0) into stored from public.budget_file_parts p
   where p.budget_id = new.budget_id and p.part <> new.part;
  if stored + incoming > declared then
    raise exception using
      errcode = 'PT413',
      message = 'file larger than declared',
      detail = pg_catalog.format('%s bytes are stored; %s more would pass the declared %s.',
        stored, incoming, declared);
  end if;
  return new;
end;
$$;

create trigger budget_file_parts_check_size before insert or update on public.budget_file_parts
  for each row execute function public.budget_file_parts_check_size();

alter table public.budget_file_parts enable row level security;

create policy budget_file_parts_select_own on public.budget_file_parts
  for select to authenticated using ((select auth.uid()) = user_id);
create policy budget_file_parts_insert_own on public.budget_file_parts
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy budget_file_parts_delete_own on public.budget_file_parts
  for delete to authenticated using ((select auth.uid()) = user_id);

-- budget_files_usage keeps counting the declared sizes: a file's space is
-- taken from the moment its row is written.
create or replace view public.budget_files_usage with (security_invoker = true) as
  select (coalesce((select sum(f.size) from public.budget_files f), 0)
        + coalesce((select sum(b.stored_bytes) from public.budgets b), 0))::bigint as used_bytes,
         public.user_storage_quota_bytes() as quota_bytes,
         public.budget_files_max_file_bytes() as max_file_bytes,
         public.budgets_max_per_user() as max_budgets,
         public.budgets_max_model_bytes() as max_budget_bytes,
         public.budget_file_part_max_bytes() as max_part_bytes;

revoke all on table public.budget_file_parts from anon;
grant select, insert, delete on table public.budget_file_parts to authenticated;
grant select, insert, update, delete on table public.budget_file_parts to service_role;
revoke all on table public.budget_files_usage from anon;
grant select on table public.budget_files_usage to authenticated, service_role;
revoke all on function public.budget_file_parts_check_size() from public, anon, authenticated;
grant execute on function public.budget_file_part_max_bytes() to authenticated, service_role;
