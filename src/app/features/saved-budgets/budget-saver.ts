/**
 * Saves one document (a budget on the page) to the `budgets` table and keeps
 * it saved as it changes: the first save creates the row, later ones update it
 * only where nobody saved meanwhile. A failed save keeps the latest version and
 * tries again with growing pauses; a conflict stops and waits for the user.
 * The row's id is chosen here before the first attempt, so retrying a create
 * whose answer was lost finds that row rather than making a second one.
 * "Saved" is said of one exact version: the saver keeps the version the server last
 * acknowledged, and a later version (an edit, an undo back to an earlier state) is
 * written until the server holds it, whichever version that is.
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
import { listFacts, type SourceFacts, type StoredReading } from './saved-document.ts';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  /** `result`: the exact version the server acknowledged. */
  | { state: 'saved'; summary: SavedBudgetSummary; result: CheckedParseResult }
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
  /** The latest version asked for: the one that must end up on the server. */
  private wanted: CheckedParseResult | undefined;
  /** The version the server last acknowledged (the row holds exactly this). */
  private acknowledged: CheckedParseResult | undefined;
  private inFlight = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The pause after an edit before its version is written. */
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
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

  /** A budget opened from the list, as `result`: nothing to save until it changes. */
  startExisting(summary: SavedBudgetSummary, facts: SourceFacts, result: CheckedParseResult): void {
    this.summary = summary;
    this.facts = facts;
    this.acknowledged = result;
    this.wanted = result;
    this.options.onStatus({ state: 'saved', summary, result });
  }

  /**
   * Saves this version, at once or after `afterMs` (an edit, once the user pauses: a newer
   * version before then replaces it). The version the server already holds is not written
   * again, but is said to be saved: an undo back to it is saved as it stands.
   */
  save(result: CheckedParseResult, afterMs = 0): void {
    this.wanted = result;
    clearTimeout(this.pauseTimer);
    if (afterMs > 0) {
      this.pauseTimer = setTimeout(() => this.save(result), afterMs);
      return;
    }
    if (!this.inFlight && result === this.acknowledged && this.summary !== undefined) {
      clearTimeout(this.retryTimer);
      this.attempt = 0;
      this.options.onStatus({ state: 'saved', summary: this.summary, result });
      return;
    }
    void this.flush();
  }

  /**
   * The page moves to another document: the latest version is sent once if the server does not
   * hold it yet (an undo made just before leaving is not lost), then nothing more is reported.
   */
  leave(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.pauseTimer);
    if (!this.stopped && this.wanted !== this.acknowledged) void this.flush();
    this.stopped = true;
  }

  /** Another part of the page saved this row (a rename): later saves expect its time. */
  adopt(summary: SavedBudgetSummary): void {
    if (this.summary?.id === summary.id) this.summary = summary;
  }

  /** After a conflict: keep this version as a new budget, leaving the other one as it is. */
  saveAsCopy(result: CheckedParseResult): void {
    this.summary = undefined;
    this.acknowledged = undefined;
    this.newId = crypto.randomUUID();
    this.attempt = 0;
    this.save(result);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.pauseTimer);
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.stopped || this.facts === undefined) return;
    const result = this.wanted;
    if (result === undefined || (result === this.acknowledged && this.summary !== undefined))
      return;
    clearTimeout(this.retryTimer);
    this.inFlight = true;
    this.options.onStatus({ state: 'saving' });
    try {
      const { summary, landed } = await this.write(result, this.facts);
      this.summary = summary;
      // A create an earlier attempt already made landed with what it sent then: not this version.
      if (landed) this.acknowledged = result;
      this.attempt = 0;
      if (this.stopped) return;
      if (this.wanted === this.acknowledged)
        this.options.onStatus({ state: 'saved', summary, result });
    } catch (error) {
      // The latest version (this one or a newer) waits for the retry.
      if (!this.stopped) this.onFailure(error);
      return;
    } finally {
      this.inFlight = false;
    }
    void this.flush();
  }

  private async write(
    result: CheckedParseResult,
    facts: SourceFacts,
  ): Promise<{ summary: SavedBudgetSummary; landed: boolean }> {
    const { budget } = result;
    const verdict = readingOf(result);
    if (this.summary === undefined) {
      this.newId ??= crypto.randomUUID();
      const { alreadySaved, ...summary } = await createBudget(this.options.client, {
        id: this.newId,
        // The list names it by its work title, client or file until the user renames it.
        title: '',
        ...listFacts(budget),
        sourceName: facts.name,
        sourceKind: facts.kind,
        sourceSize: facts.size,
        sourceSha256: facts.sha256,
        model: budget,
        verdict,
      });
      // An earlier attempt landed with what it sent then: this version follows as an update.
      return { summary, landed: !alreadySaved };
    }
    const summary = await updateBudget(
      this.options.client,
      this.summary.id,
      this.summary.updatedAt,
      { ...listFacts(budget), model: budget, verdict },
    );
    return { summary, landed: true };
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
