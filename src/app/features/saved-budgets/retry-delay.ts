/** First pause before retrying a failed save; it doubles each time. */
export const RETRY_BASE_MS = 1_000;
/** A server down for long is retried twice a minute, not hammered. */
export const RETRY_MAX_MS = 30_000;

/** The pause before retry number `attempt` (1 for the first). */
export function retryDelay(attempt: number, base = RETRY_BASE_MS): number {
  return Math.min(base * 2 ** (attempt - 1), RETRY_MAX_MS);
}
