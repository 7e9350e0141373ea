-- An interrupted upload does not keep a user's space forever (issue 24).
-- A kept original is declared first (a row of budget_files with its size) and
-- then sent in parts; if the tab is closed or the network drops half way, the
-- row stays with fewer bytes than declared. Its declared size counted in the
-- quota forever, and the file could never be read back (its hash fails).
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`,
-- after 20261127140000_budget_file_parts.sql) and on the local server.
-- Only core Postgres: no extension, role, scheduled job or auth.* object.
--
-- The rule: a file is
--   complete     when its parts add up to its declared size;
--   uploading    when they do not yet, and its row or its last part was
--                written less than budget_file_upload_idle_limit() ago;
--   interrupted  otherwise: nothing arrived for that long.
-- The quota counts a complete or uploading file's declared size and an
-- interrupted file's stored parts only. An interrupted file takes no more
-- parts (SQLSTATE 'PT409', 'file upload interrupted'): it can only be deleted
-- (the app deletes the user's own when it lists them, and before an upload)
-- and sent again. Its space is freed without any job: the count is computed
-- when it is read.
--
-- What bounds abuse: every write is still checked under the user's lock
-- against the quota, counting uploading files at their declared size, so
-- uploads started at once can reserve no more than the quota together. A
-- file's count only ever goes down by itself (uploading -> interrupted, from
-- the declared size to the bytes stored), and the bytes stored in any file
-- are never more than what it counts, so what a user stores never passes the
-- quota. Keeping a reservation alive needs a part at least every few minutes,
-- and is bounded by the quota all the same. The number of parts of a file is
-- bounded by its declared size (no empty or tiny parts past its end), so the
-- rows one user has stay a few hundred.
-- Limits, named once here:
--   budget_file_upload_idle_limit() = 5 minutes without a part: a 256 KiB part
--     (512 KiB of hex) takes seconds even on a slow mobile connection, and the
--     app retries a failed part within 30 s.
-- The timestamps are the database's (now() of the writing transaction), never
-- the client's: whatever a client sends for them on insert is overwritten.

create function public.budget_file_upload_idle_limit() returns interval
language sql immutable parallel safe
set search_path = ''
as $$ select interval '5 minutes' $$;

alter table public.budget_file_parts
  add column written_at timestamptz not null default pg_catalog.now();

-- Each file with what has arrived of it. security_invoker: the caller sees
-- their own files only; the triggers below read their own user's rows here.
create view public.budget_files_progress with (security_invoker = true) as
  select f.budget_id, f.user_id, f.name, f.size, f.created_at,
         p.stored_bytes, p.last_written_at,
         case when p.stored_bytes >= f.size then 'complete'
              when p.last_written_at > pg_catalog.now() - public.budget_file_upload_idle_limit()
                then 'uploading'
              else 'interrupted' end as state,
         case when p.stored_bytes < f.size
                   and p.last_written_at > pg_catalog.now() - public.budget_file_upload_idle_limit()
                then f.size
              else p.stored_bytes end as counted_bytes
    from public.budget_files f
    cross join lateral (
      select coalesce(sum(fp.size), 0)::bigint as stored_bytes,
             greatest(f.created_at, max(fp.written_at)) as last_written_at
        from public.budget_file_parts fp
       where fp.budget_id = f.budget_id) p;

-- Bytes one user stores, leaving out one budget and its file: files as the
-- rule above counts them.
create or replace function public.storage_used_bytes(owner uuid, except_budget uuid) returns bigint
language sql stable
set search_path = ''
as $$
  select coalesce((select sum(b.stored_bytes) from public.budgets b
                    where b.user_id = owner and b.id is distinct from except_budget), 0)
       + coalesce((select sum(f.counted_bytes) from public.budget_files_progress f
                    where f.user_id = owner and f.budget_id is distinct from except_budget), 0)
$$;

-- The file's row: its declared size checked against the space left, as
-- before, with the other files counted by the rule; created_at is the
-- database's, so that a client cannot declare a file already interrupted or
-- forever uploading.
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
  if tg_op = 'INSERT' then
    new.created_at := pg_catalog.now();
  end if;
  perform public.storage_lock_user(new.user_id);
  -- Every budget, this file's own too, and the other files (a retried
  -- declaration of this one must not count twice).
  stored := (select coalesce(sum(b.stored_bytes), 0) from public.budgets b
              where b.user_id = new.user_id)
          + (select coalesce(sum(f.counted_bytes), 0) from public.budget_files_progress f
              where f.user_id = new.user_id and f.budget_id <> new.budget_id);
  if stored + incoming > public.user_storage_quota_bytes() then
    perform public.raise_storage_quota(stored, incoming);
  end if;
  return new;
end;
$$;

-- A part: at most 256 KiB, numbered below the parts its file's declared size
-- needs, fitting in that size with the parts already stored, and only while
-- the file is being uploaded.
create or replace function public.budget_file_parts_check_size() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  incoming bigint := pg_catalog.octet_length(new.content);
  declared bigint;
  upload text;
  stored bigint;
begin
  if incoming > public.budget_file_part_max_bytes() then
    raise exception using
      errcode = 'PT413',
      message = 'file part too large',
      detail = pg_catalog.format('The part has %s bytes; one part may have at most %s.',
        incoming, public.budget_file_part_max_bytes());
  end if;
  if tg_op = 'INSERT' then
    new.written_at := pg_catalog.now();
  end if;
  perform public.storage_lock_user(new.user_id);
  select f.size, f.state into declared, upload from public.budget_files_progress f
   where f.budget_id = new.budget_id and f.user_id = new.user_id;
  -- No such file: the foreign key refuses the part.
  if declared is null then
    return new;
  end if;
  if tg_op = 'INSERT' and upload = 'interrupted' then
    raise exception using
      errcode = 'PT409',
      message = 'file upload interrupted',
      detail = pg_catalog.format('No part arrived for %s; the file must be deleted and sent again.',
        public.budget_file_upload_idle_limit()),
      hint = 'Delete the row of budget_files and keep the file again.';
  end if;
  -- Part 3 of a 10-byte file, or an empty part past its end, would be a row
  -- that counts nothing: refused as a part past the declared size.
  select coalesce(sum(p.size), 0) into stored from public.budget_file_parts p
   where p.budget_id = new.budget_id and p.part <> new.part;
  if stored + incoming > declared
     or new.part::bigint * public.budget_file_part_max_bytes() >= greatest(declared, 1) then
    raise exception using
      errcode = 'PT413',
      message = 'file larger than declared',
      detail = pg_catalog.format('%s bytes are stored; part %s of %s bytes would pass the declared %s.',
        stored, new.part, incoming, declared);
  end if;
  return new;
end;
$$;

-- 'Espacio usado' counts files by the same rule.
create or replace view public.budget_files_usage with (security_invoker = true) as
  select (coalesce((select sum(f.counted_bytes) from public.budget_files_progress f), 0)
        + coalesce((select sum(b.stored_bytes) from public.budgets b), 0))::bigint as used_bytes,
         public.user_storage_quota_bytes() as quota_bytes,
         public.budget_files_max_file_bytes() as max_file_bytes,
         public.budgets_max_per_user() as max_budgets,
         public.budgets_max_model_bytes() as max_budget_bytes,
         public.budget_file_part_max_bytes() as max_part_bytes;

revoke all on table public.budget_files_progress from anon;
grant select on table public.budget_files_progress to authenticated, service_role;
revoke all on function public.budget_file_upload_idle_limit() from public, anon;
grant execute on function public.budget_file_upload_idle_limit() to authenticated, service_role;
