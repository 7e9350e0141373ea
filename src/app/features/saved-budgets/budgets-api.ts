/**
 * Mis presupuestos, the data access: the `budgets` table through supabase-js
 * only (supabase/migrations/*_budgets.sql), hosted or local alike. Pure
 * functions of a SupabaseClient; rows are checked with zod on the way in, so
 * the UI never reads a shape it did not expect. Row-level security decides
 * whose rows a call sees: nothing here filters by user.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
// zod/mini, as the login form: the classic API would pull more of zod's shared core into the
// chunk the login screen loads (issue 14: the login route at most 150 KB gzipped).
import { z } from 'zod/mini';
import { chooseShownTotal } from '../../../budget/check/choose-shown-total.ts';
import type { VerdictStatus } from '../../../budget/check/judge-reading.ts';
import { BUDGET_SOURCE_FORMATS, type Budget } from '../../../budget/model/budget.ts';
import { searchWords } from './fold-search-text.ts';

export const BUDGETS_TABLE = 'budgets';

/**
 * The list needs neither the model nor the verdict: their work title, total and status are
 * columns of their own (supabase/migrations/*_budget_list_facts.sql), so 200 budgets stay small.
 */
const SUMMARY_COLUMNS =
  'id,title,work_title,client,code,total,status,source_name,source_kind,source_size,created_at,updated_at';
const ALL_COLUMNS = `${SUMMARY_COLUMNS},source_sha256,model,verdict`;

/** One screen of the list; search narrows it further. */
export const LIST_PAGE_SIZE = 200;

const sourceKindSchema = z.enum(BUDGET_SOURCE_FORMATS);
export type SavedBudgetSourceKind = z.infer<typeof sourceKindSchema>;

/** The Budget fields the app relies on; the rest of the stored model passes through as saved. */
const budgetModelSchema = z.looseObject({
  id: z.string(),
  client: z.string(),
  items: z.array(z.looseObject({ codigo: z.string(), resumen: z.string(), total: z.number() })),
  total: z.number(),
  availableColumns: z.array(z.string()),
});

const VERDICT_STATUSES = ['reconciled', 'rounding', 'review', 'mismatch', 'unchecked'] as const;

const summaryRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  work_title: z.string(),
  client: z.string(),
  code: z.string(),
  total: z.nullable(z.number()),
  status: z.nullable(z.string()),
  source_name: z.string(),
  source_kind: sourceKindSchema,
  source_size: z.int().check(z.nonnegative()),
  created_at: z.string(),
  updated_at: z.string(),
});

const fullRowSchema = z.extend(summaryRowSchema, {
  source_sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  model: budgetModelSchema,
  verdict: z.nullable(z.json()),
});

export interface SavedBudgetSummary {
  id: string;
  /** A name the user gave in the list; empty when they gave none. */
  title: string;
  /** The budget's work title (its header's "Obra"), empty when it has none. */
  workTitle: string;
  /** The client, empty when none is known. */
  client: string;
  code: string;
  /** The total the preview shows; null for a row saved before the list kept it. */
  total: number | null;
  /** The verdict's status; null for a row saved without a verdict. */
  status: VerdictStatus | null;
  sourceName: string;
  sourceKind: SavedBudgetSourceKind;
  sourceSize: number;
  createdAt: string;
  /** The server's time of the last save; pass it back to updateBudget. */
  updatedAt: string;
}

export interface SavedBudget extends SavedBudgetSummary {
  sourceSha256: string;
  model: Budget;
  verdict: unknown;
}

export interface NewBudget {
  /**
   * Chosen by the client (crypto.randomUUID()) when the budget is first saved
   * and sent again with every retry, so a create whose answer was lost finds
   * its row instead of making a second one.
   */
  id: string;
  title: string;
  client: string;
  code: string;
  sourceName: string;
  sourceKind: SavedBudgetSourceKind;
  sourceSize: number;
  /** SHA-256 of the source bytes (of the pasted text in UTF-8), lower-case hex. */
  sourceSha256: string;
  model: Budget;
  verdict: unknown;
}

export type BudgetChanges = Partial<
  Pick<NewBudget, 'title' | 'client' | 'code' | 'model' | 'verdict'>
>;

export type BudgetStoreErrorCode =
  /** Saved meanwhile elsewhere (another tab): reload before saving again. */
  | 'conflict'
  | 'not-found'
  /** A save or a kept original would take its owner past the space the database allows. */
  | 'quota-exceeded'
  /** The user has as many saved budgets as the database allows. */
  | 'budgets-limit'
  /** One budget is over the database's size limit for one budget. */
  | 'budget-too-large'
  /** A kept original is over the database's size limit for one file. */
  | 'file-too-large'
  /** Signed out or the session expired. */
  | 'unauthorized'
  /** The server could not be reached. */
  | 'network'
  | 'invalid-row'
  | 'server';

export class BudgetStoreError extends Error {
  constructor(
    readonly code: BudgetStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BudgetStoreError';
  }
}

const UNAUTHORIZED_CODES = new Set(['42501', 'PGRST301', 'PGRST303']);

/** The SQLSTATE the storage limits raise (supabase/migrations/*_storage_quota.sql): HTTP 413. */
export const LIMIT_CODE = 'PT413';
/** The migrations' messages for each limit; a kept file's own limit is handled with files. */
const LIMIT_MESSAGES: Record<string, BudgetStoreErrorCode> = {
  'storage quota exceeded': 'quota-exceeded',
  'original files quota exceeded': 'quota-exceeded',
  'budgets limit reached': 'budgets-limit',
  'budget too large': 'budget-too-large',
};

/** PostgREST's refusal of a request body larger than the server takes (HTTP 413). */
const BODY_TOO_LARGE_CODE = 'PGRST102';

export function storeError(error: PostgrestError, status: number): BudgetStoreError {
  const limit = error.code === LIMIT_CODE ? LIMIT_MESSAGES[error.message] : undefined;
  if (limit !== undefined)
    return new BudgetStoreError(limit, `${error.message}: ${error.details ?? ''}`);
  // A budget whose request the server refuses for its size is a budget too large to keep.
  if (status === 413 && error.code === BODY_TOO_LARGE_CODE)
    return new BudgetStoreError('budget-too-large', error.message);
  if (status === 401 || status === 403 || UNAUTHORIZED_CODES.has(error.code))
    return new BudgetStoreError('unauthorized', error.message);
  // postgrest-js turns a failed fetch into status 0 with the fetch error's message.
  if (status === 0 || status >= 502) return new BudgetStoreError('network', error.message);
  return new BudgetStoreError('server', `${error.code}: ${error.message}`);
}

function verdictStatus(value: string | null): VerdictStatus | null {
  return VERDICT_STATUSES.find((status) => status === value) ?? null;
}

function summaryFrom(row: z.infer<typeof summaryRowSchema>): SavedBudgetSummary {
  return {
    id: row.id,
    title: row.title,
    workTitle: row.work_title,
    client: row.client,
    code: row.code,
    total: row.total,
    status: verdictStatus(row.status),
    sourceName: row.source_name,
    sourceKind: row.source_kind,
    sourceSize: row.source_size,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function summaryRowFrom(value: unknown): z.infer<typeof summaryRowSchema> {
  const parsed = summaryRowSchema.safeParse(value);
  if (!parsed.success) throw new BudgetStoreError('invalid-row', parsed.error.message);
  return parsed.data;
}

function budgetFrom(value: unknown): SavedBudget {
  const parsed = fullRowSchema.safeParse(value);
  if (!parsed.success) throw new BudgetStoreError('invalid-row', parsed.error.message);
  const row = parsed.data;
  return {
    ...summaryFrom(row),
    sourceSha256: row.source_sha256,
    // Checked above for the fields the app reads; the rest is the model as the app saved it.
    model: row.model as unknown as Budget,
    verdict: row.verdict,
  };
}

function changesRow(changes: BudgetChanges): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key of ['title', 'client', 'code', 'model', 'verdict'] as const)
    if (changes[key] !== undefined) row[key] = changes[key];
  // The list's total goes with every model written, so the two never disagree.
  if (changes.model !== undefined) row.total = chooseShownTotal(changes.model);
  return row;
}

/**
 * One folded word as a PostgREST `ilike` value matching it anywhere: `%` and `_` are LIKE
 * wildcards and `\\` their escape, so they are escaped to be searched for as text.
 */
function containsPattern(word: string): string {
  // PostgREST turns every `*` into `%` before LIKE sees it, so a `*` cannot be searched for literally.
  return `*${word.replaceAll('*', '').replace(/[\\%_]/g, '\\$&')}*`;
}

/**
 * The user's budgets, last saved first. `search` ignores case, accents and ñ: each of its
 * words must appear in the title, work title, client, code (the budget's number) or file
 * name, matched against the column the database keeps folded (search_text).
 */
export async function listBudgets(
  client: SupabaseClient,
  search = '',
): Promise<SavedBudgetSummary[]> {
  let query = client.from(BUDGETS_TABLE).select(SUMMARY_COLUMNS);
  for (const word of searchWords(search)) {
    const pattern = containsPattern(word);
    if (pattern !== '**') query = query.ilike('search_text', pattern);
  }
  const { data, error, status } = await query
    .order('updated_at', { ascending: false })
    .limit(LIST_PAGE_SIZE);
  if (error !== null) throw storeError(error, status);
  const parsed = z.array(summaryRowSchema).safeParse(data);
  if (!parsed.success) throw new BudgetStoreError('invalid-row', parsed.error.message);
  return parsed.data.map(summaryFrom);
}

/**
 * The user's budget last saved from the same bytes (a file uploaded again), if any. Asked
 * once, without supabase-js's retries: the save of a new reading waits for this answer, and
 * offline it is better saved (and retried) at once than held back for a question.
 */
export async function findBudgetBySource(
  client: SupabaseClient,
  sourceSha256: string,
): Promise<SavedBudgetSummary | null> {
  const { data, error, status } = await client
    .from(BUDGETS_TABLE)
    .select(SUMMARY_COLUMNS)
    .eq('source_sha256', sourceSha256)
    .order('updated_at', { ascending: false })
    .limit(1)
    .retry(false)
    .maybeSingle();
  if (error !== null) throw storeError(error, status);
  return data === null ? null : summaryFrom(summaryRowFrom(data));
}

/** One budget with its model; null when it does not exist or is not the user's. */
export async function getBudget(client: SupabaseClient, id: string): Promise<SavedBudget | null> {
  const { data, error, status } = await client
    .from(BUDGETS_TABLE)
    .select(ALL_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error !== null) throw storeError(error, status);
  return data === null ? null : budgetFrom(data);
}

export interface CreatedBudget extends SavedBudgetSummary {
  /**
   * The row was there already: an earlier attempt with this id landed but its
   * answer was lost. It holds what that attempt sent, which may be older than
   * this version.
   */
  alreadySaved: boolean;
}

async function getSummary(client: SupabaseClient, id: string): Promise<SavedBudgetSummary | null> {
  const { data, error, status } = await client
    .from(BUDGETS_TABLE)
    .select(SUMMARY_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error !== null) throw storeError(error, status);
  return data === null ? null : summaryFrom(summaryRowFrom(data));
}

/**
 * Saves a new budget under its client-chosen id; answers its summary (id,
 * times), not the model the caller already holds. Sending the same id again
 * is safe: an insert that meets its own row is skipped (PostgREST's
 * `resolution=ignore-duplicates`) and the row is read back, marked
 * `alreadySaved`. 'not-found' when no row of the user's has the id (another
 * tab deleted it meanwhile).
 */
export async function createBudget(
  client: SupabaseClient,
  budget: NewBudget,
): Promise<CreatedBudget> {
  const { data, error, status } = await client
    .from(BUDGETS_TABLE)
    .upsert(
      {
        id: budget.id,
        title: budget.title,
        client: budget.client,
        code: budget.code,
        total: chooseShownTotal(budget.model),
        source_name: budget.sourceName,
        source_kind: budget.sourceKind,
        source_size: budget.sourceSize,
        source_sha256: budget.sourceSha256,
        model: budget.model,
        verdict: budget.verdict ?? null,
      },
      { onConflict: 'id', ignoreDuplicates: true },
    )
    .select(SUMMARY_COLUMNS)
    .maybeSingle();
  if (error !== null) throw storeError(error, status);
  if (data !== null) return { ...summaryFrom(summaryRowFrom(data)), alreadySaved: false };
  const existing = await getSummary(client, budget.id);
  if (existing === null)
    throw new BudgetStoreError('not-found', `budget ${budget.id} is not there`);
  return { ...existing, alreadySaved: true };
}

/**
 * Saves changes only if nobody saved since `expectedUpdatedAt` (the
 * `updatedAt` this tab last read): otherwise 'conflict', so two tabs never
 * overwrite each other silently; 'not-found' when it was deleted meanwhile.
 * Answers the summary with the new `updatedAt` for the next save: sending a
 * 5,000-item model back would double the cost of every save.
 */
export async function updateBudget(
  client: SupabaseClient,
  id: string,
  expectedUpdatedAt: string,
  changes: BudgetChanges,
): Promise<SavedBudgetSummary> {
  const { data, error, status } = await client
    .from(BUDGETS_TABLE)
    .update(changesRow(changes))
    .eq('id', id)
    .eq('updated_at', expectedUpdatedAt)
    .select(SUMMARY_COLUMNS)
    .maybeSingle();
  if (error !== null) throw storeError(error, status);
  if (data !== null) return summaryFrom(summaryRowFrom(data));
  const current = await getBudget(client, id);
  throw current === null
    ? new BudgetStoreError('not-found', `budget ${id} does not exist`)
    : new BudgetStoreError('conflict', `budget ${id} was saved at ${current.updatedAt}`);
}

export async function deleteBudget(client: SupabaseClient, id: string): Promise<void> {
  const { data, error, status } = await client
    .from(BUDGETS_TABLE)
    .delete()
    .eq('id', id)
    .select('id');
  if (error !== null) throw storeError(error, status);
  if (data.length === 0) throw new BudgetStoreError('not-found', `budget ${id} does not exist`);
}
