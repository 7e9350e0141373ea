-- Mis presupuestos past a few budgets (issue 22): the list shows each budget's
-- work title, total and verdict without fetching its model; search ignores case,
-- accents and ñ; the list is ordered by the last save, as it is labelled; and a
-- file already saved is found by its hash.
-- Runs unchanged on a hosted Supabase project (SQL editor or `supabase db push`,
-- after 20261127100000_storage_quota.sql) and on the local server.
-- Only core Postgres: no extension (no unaccent, no pg_trgm), role or auth.* object.
--
-- Columns added to public.budgets:
--   work_title  the model's work title (model->>'title'), generated: never out of step.
--   status      the verdict's status (verdict->'check'->>'status': reconciled, rounding,
--               review, mismatch, unchecked), generated likewise; null for a row saved
--               without a verdict.
--   total       the total the preview shows (src/budget/check/choose-shown-total.ts: the
--               document's stated total as read, the sum of the lines once the user edited
--               one). A product rule, so the app sends it with every save of the model
--               rather than the database repeating the rule.
--   search_text title, work title, client, code (the budget's number) and file name, folded
--               by fold_search_text(): what the list's search matches with `ilike`. A user
--               holds at most budgets_max_per_user() rows, read through the user_id index,
--               so matching them needs no text index.
-- The `title` column now holds only a name the user gave in the list (renamed); empty,
-- the list shows the work title, else the client, else the file name.

-- Lower case without accents, as the app folds what the user types
-- (src/app/features/saved-budgets/fold-search-text.ts): 'URBANIZACIÓN' -> 'urbanizacion',
-- 'ALBAÑILERIA' -> 'albanileria'. translate() rather than the unaccent extension, which a
-- project may not have; lower() after it, so that the letters left are ASCII ones, which
-- lower() folds in every locale (PGlite's C locale included).
create function public.fold_search_text(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.translate(value,
    'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy'))
$$;

alter table public.budgets
  add column work_title text generated always as (coalesce(model ->> 'title', '')) stored,
  add column status text generated always as (verdict -> 'check' ->> 'status') stored,
  add column total numeric(16, 2),
  add column search_text text generated always as (public.fold_search_text(
    title || ' ' || coalesce(model ->> 'title', '') || ' ' || client || ' ' || code || ' '
      || source_name)) stored;

-- Rows saved before this migration (their updated_at kept: an open tab's next save must
-- not look like a conflict): the total as choose-shown-total.ts chooses it; the client
-- the readers fill in when none is known is no client; a title that is only the file's
-- name without its extension was never given by the user.
alter table public.budgets disable trigger budgets_touch;
update public.budgets set
  total = case
    when model ->> 'linesEdited' = 'true' or jsonb_typeof(model -> 'statedTotal') <> 'number'
      or abs((model ->> 'statedTotal')::numeric) >= 1e12
      then (model ->> 'total')::numeric
    else (model ->> 'statedTotal')::numeric
  end,
  client = case when client = 'Cliente no identificado' then '' else client end,
  title = case when title = regexp_replace(source_name, '\.[^.]*$', '') then '' else title end;
alter table public.budgets enable trigger budgets_touch;

-- The list: one user's budgets, last saved first.
drop index public.budgets_user_id_created_at_idx;
create index budgets_user_id_updated_at_idx on public.budgets (user_id, updated_at desc);
-- A file uploaded again: the user's budgets read from the same bytes.
create index budgets_user_id_source_sha256_idx on public.budgets (user_id, source_sha256);

revoke all on function public.fold_search_text(text) from public, anon;
grant execute on function public.fold_search_text(text) to authenticated, service_role;
