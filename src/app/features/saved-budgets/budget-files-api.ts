/**
 * Kept original files (supabase/migrations/*_budget_files.sql) through
 * supabase-js only: one per budget, the owner's alone (row-level security),
 * within a per-user quota that the database enforces. Bytes travel as
 * PostgREST carries bytea, hex text in JSON, in parts of at most 256 KiB
 * (*_budget_file_parts.sql): no request then holds the database long enough
 * to keep other users waiting.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod/mini';
import { BudgetStoreError, LIMIT_CODE, storeError } from './budgets-api.ts';
import { fromByteaHex, toByteaHex } from './bytea-hex.ts';
import { sha256Hex } from './hash-source.ts';
import { KEPT_ORIGINAL_MAX_BYTES, KEPT_ORIGINAL_PART_BYTES } from './original-file-limits.ts';

export const BUDGET_FILES_TABLE = 'budget_files';
export const BUDGET_FILE_PARTS_TABLE = 'budget_file_parts';
export const BUDGET_FILES_USAGE_VIEW = 'budget_files_usage';
/** Each file with what has arrived of it (*_budget_file_uploads.sql). */
export const BUDGET_FILES_PROGRESS_VIEW = 'budget_files_progress';

/** The migration's message for the per-file limit (the quota is read by storeError). */
const FILE_TOO_LARGE_MESSAGE = 'original file too large';
/** Foreign key: the budget the file was for is gone (deleted in another tab). */
const MISSING_BUDGET_CODE = '23503';

/**
 * Budget ids asked for in one request: 100 uuids keep the URL under 4 KB,
 * well inside what proxies in front of PostgREST accept.
 */
const IDS_PER_REQUEST = 100;

/** Parts read in one request: 1 MiB of bytes, 2 MiB of hex, a short statement. */
const PARTS_PER_READ = 4;

/**
 * What has arrived of a kept file, as the database tells (*_budget_file_uploads.sql):
 * all of it; part of it, with a part less than a few minutes ago (an upload under
 * way, here or in another tab); or part of it and nothing more for longer (the tab
 * was closed or the network dropped): that one is never completed, only deleted.
 */
export type KeptOriginalState = 'complete' | 'uploading' | 'interrupted';

export interface KeptOriginal {
  budgetId: string;
  name: string;
  /** The declared size: the file's size once complete. */
  size: number;
  state: KeptOriginalState;
}

export interface OriginalFile {
  name: string;
  bytes: Uint8Array;
}

export interface StorageUsage {
  /** Everything the user stores: saved budgets and kept originals. */
  usedBytes: number;
  quotaBytes: number;
  maxFileBytes: number;
  maxBudgets: number;
  maxBudgetBytes: number;
}

const keptRowSchema = z.object({
  budget_id: z.uuid(),
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  state: z.enum(['complete', 'uploading', 'interrupted']),
});

const interruptedRowSchema = z.object({ budget_id: z.uuid(), created_at: z.string() });

const fileRowSchema = z.object({
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

const partRowSchema = z.object({ part: z.int().check(z.nonnegative()), content: z.string() });

const usageRowSchema = z.object({
  used_bytes: z.int().check(z.nonnegative()),
  quota_bytes: z.int().check(z.positive()),
  max_file_bytes: z.int().check(z.positive()),
  max_budgets: z.int().check(z.positive()),
  max_budget_bytes: z.int().check(z.positive()),
});

function filesError(error: PostgrestError, status: number): BudgetStoreError {
  if (error.code === LIMIT_CODE && error.message === FILE_TOO_LARGE_MESSAGE)
    return new BudgetStoreError('file-too-large', `${error.message}: ${error.details ?? ''}`);
  if (error.code === MISSING_BUDGET_CODE) return new BudgetStoreError('not-found', error.message);
  return storeError(error, status);
}

function parsed<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BudgetStoreError('invalid-row', result.error.message);
  return result.data;
}

/**
 * Keeps `bytes` as the original of the user's budget `budgetId`: first its
 * name, size and hash (the database reserves the size in the quota, or
 * refuses it before a byte is sent), then its parts one request each. Sending
 * it again (a retry after a lost answer, or after a part failed) stores
 * nothing twice: the rows that are there already are skipped.
 * 'file-too-large' before sending anything when over the limit;
 * 'quota-exceeded' when the database refuses for lack of space; 'not-found'
 * when the budget is gone.
 */
export async function keepOriginalFile(
  client: SupabaseClient,
  budgetId: string,
  file: OriginalFile,
): Promise<void> {
  const size = file.bytes.byteLength;
  if (size > KEPT_ORIGINAL_MAX_BYTES) throw new BudgetStoreError('file-too-large', `${size} bytes`);
  // An earlier attempt that stopped half way (this budget's among them) is deleted
  // first: it takes no more parts, and this upload starts it again.
  await deleteInterruptedOriginals(client);
  const declared = await client.from(BUDGET_FILES_TABLE).upsert(
    {
      budget_id: budgetId,
      name: file.name,
      size,
      sha256: await sha256Hex(new Uint8Array(file.bytes)),
    },
    { onConflict: 'budget_id', ignoreDuplicates: true },
  );
  if (declared.error !== null) throw filesError(declared.error, declared.status);
  for (let part = 0; part * KEPT_ORIGINAL_PART_BYTES < size; part++) {
    const start = part * KEPT_ORIGINAL_PART_BYTES;
    const bytes = file.bytes.subarray(start, start + KEPT_ORIGINAL_PART_BYTES);
    const { error, status } = await client
      .from(BUDGET_FILE_PARTS_TABLE)
      .upsert(
        { budget_id: budgetId, part, content: toByteaHex(bytes) },
        { onConflict: 'budget_id,part', ignoreDuplicates: true },
      );
    if (error !== null) throw filesError(error, status);
  }
}

/** Which of these budgets keep their original, by budget id (the bytes are not fetched). */
export async function listKeptOriginals(
  client: SupabaseClient,
  budgetIds: readonly string[],
): Promise<Map<string, KeptOriginal>> {
  const groups: string[][] = [];
  for (let start = 0; start < budgetIds.length; start += IDS_PER_REQUEST)
    groups.push(budgetIds.slice(start, start + IDS_PER_REQUEST));
  const answers = await Promise.all(
    groups.map((ids) =>
      client
        .from(BUDGET_FILES_PROGRESS_VIEW)
        .select('budget_id,name,size,state')
        .in('budget_id', ids),
    ),
  );
  const kept = new Map<string, KeptOriginal>();
  for (const { data, error, status } of answers) {
    if (error !== null) throw filesError(error, status);
    for (const row of parsed(z.array(keptRowSchema), data))
      kept.set(row.budget_id, {
        budgetId: row.budget_id,
        name: row.name,
        size: row.size,
        state: row.state,
      });
  }
  return kept;
}

/**
 * Deletes the user's own kept files whose upload was interrupted (a closed tab, a
 * dropped network): they can never be read back nor completed. Never a complete
 * file, nor one still arriving (here or in another tab), nor another user's (the
 * policies let a user see and delete only their own). Each is deleted by its
 * budget and the time its row was written, so that a new upload of the same
 * budget, started meanwhile in another tab, is left alone. Returns how many.
 */
export async function deleteInterruptedOriginals(client: SupabaseClient): Promise<number> {
  const { data, error, status } = await client
    .from(BUDGET_FILES_PROGRESS_VIEW)
    .select('budget_id,created_at')
    .eq('state', 'interrupted');
  if (error !== null) throw filesError(error, status);
  const rows = parsed(z.array(interruptedRowSchema), data);
  const deleted = await Promise.all(
    rows.map(async (row) => {
      const answer = await client
        .from(BUDGET_FILES_TABLE)
        .delete()
        .eq('budget_id', row.budget_id)
        .eq('created_at', row.created_at)
        .select('budget_id');
      if (answer.error !== null) throw filesError(answer.error, answer.status);
      return answer.data.length;
    }),
  );
  return deleted.reduce((sum, count) => sum + count, 0);
}

async function readParts(
  client: SupabaseClient,
  budgetId: string,
  size: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(size);
  const parts = Math.ceil(size / KEPT_ORIGINAL_PART_BYTES);
  for (let first = 0; first < parts; first += PARTS_PER_READ) {
    const { data, error, status } = await client
      .from(BUDGET_FILE_PARTS_TABLE)
      .select('part,content')
      .eq('budget_id', budgetId)
      .gte('part', first)
      .lt('part', first + PARTS_PER_READ)
      .order('part');
    if (error !== null) throw filesError(error, status);
    for (const row of parsed(z.array(partRowSchema), data)) {
      let part: Uint8Array;
      try {
        part = fromByteaHex(row.content);
      } catch (decodeError) {
        throw new BudgetStoreError('invalid-row', `content: ${String(decodeError)}`);
      }
      const start = row.part * KEPT_ORIGINAL_PART_BYTES;
      if (start + part.byteLength > size)
        throw new BudgetStoreError('invalid-row', `budget ${budgetId}: part ${row.part} too long`);
      bytes.set(part, start);
    }
  }
  return bytes;
}

/**
 * The kept original of a budget, checked against the hash declared with it
 * (a file whose parts did not all arrive fails the check; the list offers it
 * only once complete); null when the budget keeps none (or is not the user's).
 */
export async function getOriginalFile(
  client: SupabaseClient,
  budgetId: string,
): Promise<OriginalFile | null> {
  const { data, error, status } = await client
    .from(BUDGET_FILES_TABLE)
    .select('name,size,sha256')
    .eq('budget_id', budgetId)
    .maybeSingle();
  if (error !== null) throw filesError(error, status);
  if (data === null) return null;
  const row = parsed(fileRowSchema, data);
  const bytes = await readParts(client, budgetId, row.size);
  if ((await sha256Hex(bytes)) !== row.sha256)
    throw new BudgetStoreError(
      'invalid-row',
      `budget ${budgetId}: original does not match its hash`,
    );
  return { name: row.name, bytes };
}

/** The space the user's budgets and kept originals take, and the limits the database enforces. */
export async function getStorageUsage(client: SupabaseClient): Promise<StorageUsage> {
  const { data, error, status } = await client
    .from(BUDGET_FILES_USAGE_VIEW)
    .select('used_bytes,quota_bytes,max_file_bytes,max_budgets,max_budget_bytes')
    .single();
  if (error !== null) throw filesError(error, status);
  const row = parsed(usageRowSchema, data);
  return {
    usedBytes: row.used_bytes,
    quotaBytes: row.quota_bytes,
    maxFileBytes: row.max_file_bytes,
    maxBudgets: row.max_budgets,
    maxBudgetBytes: row.max_budget_bytes,
  };
}
