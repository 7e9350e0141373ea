/**
 * Keeps the original file of a saved budget, once its row exists: the upload
 * is retried with growing pauses while it fails for reasons that pass
 * (network, session, server), and stops for good when the database refuses it
 * for size or space. The budget itself is saved either way; only the file is
 * missing. Plain TypeScript so it runs the same under React and in tests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { keepOriginalFile } from './budget-files-api.ts';
import { BudgetStoreError, type BudgetStoreErrorCode } from './budgets-api.ts';
import { KEPT_ORIGINAL_MAX_BYTES } from './original-file-limits.ts';
import { retryDelay } from './retry-delay.ts';

export type OriginalRefusal = 'quota-exceeded' | 'file-too-large' | 'unreadable';

export type OriginalStatus =
  | { state: 'idle' }
  | { state: 'keeping' }
  | { state: 'kept'; budgetId: string }
  | { state: 'retrying'; reason: BudgetStoreErrorCode; attempt: number; retryInMs: number }
  /** For good: no space left, too large, or the browser could no longer read the file. */
  | { state: 'refused'; reason: OriginalRefusal };

export interface OriginalKeeperOptions {
  client: SupabaseClient;
  onStatus: (status: OriginalStatus) => void;
  /** First pause before a retry (RETRY_BASE_MS unless a test wants it shorter). */
  retryBaseMs?: number;
}

class UnreadableFileError extends Error {
  constructor(cause: unknown) {
    super('the original file could not be read', { cause });
    this.name = 'UnreadableFileError';
  }
}

export class OriginalKeeper {
  private budgetId: string | undefined;
  private file: File | undefined;
  private attempt = 0;
  private inFlight = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: OriginalKeeperOptions) {}

  /** Keeps `file` with the saved budget `budgetId`; asking again for the same budget does nothing. */
  keep(budgetId: string, file: File): void {
    if (this.stopped || this.budgetId === budgetId) return;
    clearTimeout(this.retryTimer);
    this.budgetId = budgetId;
    this.file = file;
    this.attempt = 0;
    if (file.size > KEPT_ORIGINAL_MAX_BYTES) {
      this.options.onStatus({ state: 'refused', reason: 'file-too-large' });
      return;
    }
    void this.send();
  }

  /** Back online: try now rather than at the end of the pause. */
  retryNow(): void {
    if (this.attempt > 0 && !this.inFlight) {
      clearTimeout(this.retryTimer);
      void this.send();
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  private async send(): Promise<void> {
    const { budgetId, file } = this;
    if (this.stopped || this.inFlight || budgetId === undefined || file === undefined) return;
    this.inFlight = true;
    this.options.onStatus({ state: 'keeping' });
    try {
      const bytes = await file.arrayBuffer().then(
        (buffer) => new Uint8Array(buffer),
        (error: unknown) => {
          throw new UnreadableFileError(error);
        },
      );
      await keepOriginalFile(this.options.client, budgetId, { name: file.name, bytes });
      if (!this.stopped && this.budgetId === budgetId)
        this.options.onStatus({ state: 'kept', budgetId });
    } catch (error) {
      if (!this.stopped && this.budgetId === budgetId) this.onFailure(error);
    } finally {
      this.inFlight = false;
    }
    // Another budget was asked for while this one was on its way.
    if (!this.stopped && this.budgetId !== budgetId) void this.send();
  }

  private onFailure(error: unknown): void {
    if (error instanceof UnreadableFileError) {
      console.error('No se pudo leer el archivo original', error);
      this.options.onStatus({ state: 'refused', reason: 'unreadable' });
      return;
    }
    const code = error instanceof BudgetStoreError ? error.code : 'server';
    if (code === 'quota-exceeded' || code === 'file-too-large') {
      this.options.onStatus({ state: 'refused', reason: code });
      return;
    }
    if (code === 'not-found') {
      // The budget was deleted meanwhile (another tab): there is nothing to keep it with.
      this.options.onStatus({ state: 'idle' });
      return;
    }
    console.error('No se pudo guardar el archivo original', error);
    this.attempt += 1;
    const retryInMs = retryDelay(this.attempt, this.options.retryBaseMs);
    this.options.onStatus({ state: 'retrying', reason: code, attempt: this.attempt, retryInMs });
    this.retryTimer = setTimeout(() => void this.send(), retryInMs);
  }
}
