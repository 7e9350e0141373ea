-- Mis presupuestos: every budget a user processed, theirs alone.
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`)
-- and on the local server, which applies it at start after its own bootstrap
-- (server/db/migrations: roles anon/authenticated/service_role and auth.uid()).
-- Only core Postgres: no extension, role or auth.* object is created here.

create table public.budgets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Searchable copies of the model's header, as the user last set them.
  title text not null default '' check (char_length(title) <= 500),
  client text not null default '' check (char_length(client) <= 500),
  code text not null default '' check (char_length(code) <= 100),
  -- The file the budget was read from ('text' = pasted, no file).
  source_name text not null check (char_length(source_name) between 1 and 255),
  source_kind text not null check (source_kind in ('text', 'txt', 'docx', 'doc', 'odt', 'rtf', 'spreadsheet', 'csv', 'pdf', 'bc3')),
  source_size bigint not null check (source_size >= 0),
  source_sha256 text not null check (source_sha256 ~ '^[0-9a-f]{64}$'),
  -- The Budget as read, with the user's corrections applied (src/budget/model/budget.ts).
  model jsonb not null check (jsonb_typeof(model) = 'object'),
  -- The check against the document's own totals for that model.
  verdict jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The list: one user's budgets, newest first.
create index budgets_user_id_created_at_idx on public.budgets (user_id, created_at desc);

-- updated_at is the server's clock on every change, so a client's
-- `.eq('updated_at', seen)` detects that another tab saved in between. It
-- always moves forward, even for two saves within one clock tick (or a clock
-- set back), or the check would let the second through. created_at never changes.
create function public.budgets_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := greatest(pg_catalog.now(), old.updated_at + interval '1 microsecond');
  new.created_at := old.created_at;
  return new;
end;
$$;

create trigger budgets_touch before update on public.budgets
  for each row execute function public.budgets_touch();

alter table public.budgets enable row level security;

-- `(select auth.uid())` runs once per statement, not once per row.
create policy budgets_select_own on public.budgets
  for select to authenticated using ((select auth.uid()) = user_id);
create policy budgets_insert_own on public.budgets
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy budgets_update_own on public.budgets
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy budgets_delete_own on public.budgets
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Hosted projects no longer grant new tables to the API roles by default:
-- authenticated gets what the policies above filter; anon gets nothing.
revoke all on table public.budgets from anon;
grant select, insert, update, delete on table public.budgets to authenticated;
grant select, insert, update, delete on table public.budgets to service_role;
revoke all on function public.budgets_touch() from public, anon, authenticated;
