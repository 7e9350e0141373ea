/**
 * Saves one document (a budget on the page) to the `budgets` table and keeps
 * it saved as it changes: the first save creates the row, later ones update it
 * only where nobody saved meanwhile. A failed save keeps the latest version and
 * tries again with growing pauses; a conflict stops and waits for the user.
 * The row's id is chosen here before the first attempt, so retrying a create
 * whose answer was lost finds that row rather than making a second one.
 * Plain TypeScript so it runs the same under React and in tests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import {
  BudgetStoreError,
  createBudget,
  updateBudget,
  type BudgetStoreErrorCode,
  type SavedBudgetSummary,
} from './budgets-api.ts';
import { retryDelay } from './retry-delay.ts';
import { titleFromSourceName, type SourceFacts, type StoredReading } from './saved-document.ts';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; summary: SavedBudgetSummary }
  | { state: 'retrying'; reason: BudgetStoreErrorCode; attempt: number; retryInMs: number }
  /** Saved meanwhile elsewhere ('conflict') or deleted ('not-found'): the user decides. */
  | { state: 'conflict'; reason: 'conflict' | 'not-found' }
  /** Over a storage limit the database enforces: retrying cannot help until the user deletes. */
  | { state: 'refused'; reason: StorageRefusal };

/** The storage limits of supabase/migrations/*_storage_quota.sql. */
export type StorageRefusal = 'quota-exceeded' | 'budgets-limit' | 'budget-too-large';

const STORAGE_REFUSALS: ReadonlySet<BudgetStoreErrorCode> = new Set([
  'quota-exceeded',
  'budgets-limit',
  'budget-too-large',
]);

export interface BudgetSaverOptions {
  client: SupabaseClient;
  onStatus: (status: SaveStatus) => void;
  /** First pause before a retry (RETRY_BASE_MS unless a test wants it shorter). */
  retryBaseMs?: number;
}

function readingOf(result: CheckedParseResult): StoredReading {
  return { check: result.check, warnings: result.warnings };
}

export class BudgetSaver {
  private summary: SavedBudgetSummary | undefined;
  /** The id the next create sends, the same on every retry of it. */
  private newId: string | undefined;
  private facts: SourceFacts | undefined;
  /** The latest version not yet acknowledged by the server. */
  private pending: CheckedParseResult | undefined;
  private inFlight = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly retryBaseMs: number | undefined;

  constructor(private readonly options: BudgetSaverOptions) {
    this.retryBaseMs = options.retryBaseMs;
  }

  /** The saved row's summary, once the server acknowledged a save. */
  get saved(): SavedBudgetSummary | undefined {
    return this.summary;
  }

  /** A new budget: created now. */
  startNew(facts: SourceFacts, result: CheckedParseResult): void {
    this.facts = facts;
    this.summary = undefined;
    this.newId = crypto.randomUUID();
    this.save(result);
  }

  /** A budget opened from the list: nothing to save until it changes. */
  startExisting(summary: SavedBudgetSummary, facts: SourceFacts): void {
    this.summary = summary;
    this.facts = facts;
    this.options.onStatus({ state: 'saved', summary });
  }

  /** Saves this version (the caller debounces edits). */
  save(result: CheckedParseResult): void {
    this.pending = result;
    void this.flush();
  }

  /** Another part of the page saved this row (a rename): later saves expect its time. */
  adopt(summary: SavedBudgetSummary): void {
    if (this.summary?.id === summary.id) this.summary = summary;
  }

  /** After a conflict: keep this version as a new budget, leaving the other one as it is. */
  saveAsCopy(result: CheckedParseResult): void {
    this.summary = undefined;
    this.newId = crypto.randomUUID();
    this.attempt = 0;
    this.save(result);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.stopped || this.pending === undefined || this.facts === undefined)
      return;
    clearTimeout(this.retryTimer);
    const result = this.pending;
    this.pending = undefined;
    this.inFlight = true;
    this.options.onStatus({ state: 'saving' });
    try {
      this.summary = await this.write(result, this.facts);
      this.attempt = 0;
      if (this.stopped) return;
      if (this.pending === undefined)
        this.options.onStatus({ state: 'saved', summary: this.summary });
    } catch (error) {
      // A newer version waiting replaces this one; otherwise this one waits for the retry.
      this.pending ??= result;
      if (!this.stopped) this.onFailure(error);
      return;
    } finally {
      this.inFlight = false;
    }
    void this.flush();
  }

  private async write(result: CheckedParseResult, facts: SourceFacts): Promise<SavedBudgetSummary> {
    const { budget } = result;
    const verdict = readingOf(result);
    if (this.summary === undefined) {
      this.newId ??= crypto.randomUUID();
      const { alreadySaved, ...summary } = await createBudget(this.options.client, {
        id: this.newId,
        title: titleFromSourceName(facts.name),
        client: budget.client,
        code: budget.id,
        sourceName: facts.name,
        sourceKind: facts.kind,
        sourceSize: facts.size,
        sourceSha256: facts.sha256,
        model: budget,
        verdict,
      });
      // An earlier attempt landed with what it sent then: this version follows as an update.
      if (alreadySaved) this.pending ??= result;
      return summary;
    }
    return updateBudget(this.options.client, this.summary.id, this.summary.updatedAt, {
      client: budget.client,
      code: budget.id,
      model: budget,
      verdict,
    });
  }

  private onFailure(error: unknown): void {
    const code = error instanceof BudgetStoreError ? error.code : 'server';
    if (code === 'conflict' || code === 'not-found') {
      this.options.onStatus({ state: 'conflict', reason: code });
      return;
    }
    if (STORAGE_REFUSALS.has(code)) {
      // No timer: the next change (after the user deleted something) tries again.
      this.options.onStatus({ state: 'refused', reason: code as StorageRefusal });
      return;
    }
    console.error('No se pudo guardar el presupuesto', error);
    this.attempt += 1;
    const retryInMs = retryDelay(this.attempt, this.retryBaseMs);
    this.options.onStatus({ state: 'retrying', reason: code, attempt: this.attempt, retryInMs });
    this.retryTimer = setTimeout(() => void this.flush(), retryInMs);
  }

  /** Back online: try now rather than at the end of the pause. */
  retryNow(): void {
    if (this.attempt > 0) void this.flush();
  }
}
