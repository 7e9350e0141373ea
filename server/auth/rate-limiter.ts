/**
 * Token buckets keyed by "rule:ip" or "rule:email", as GoTrue's limiters
 * (tollbooth, burst 30). In memory: limits reset on restart, which is fine for
 * a single-process server. The map is capped so a flood of keys cannot grow it
 * without bound.
 */

export interface BucketRule {
  /** Tokens the bucket holds when full. */
  burst: number;
  /** Tokens added back per second. */
  refillPerSecond: number;
}

/** GoTrue's limits are "N per 5 minutes" with a burst of 30. */
export const FIVE_MINUTES_SECONDS = 300;
export const DEFAULT_BURST = 30;
const MAX_BUCKETS = 50_000;

export function perFiveMinutes(
  count: number,
  burst = Math.min(DEFAULT_BURST, count),
): BucketRule | undefined {
  return count === 0 ? undefined : { burst, refillPerSecond: count / FIVE_MINUTES_SECONDS };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  private current(key: string, rule: BucketRule): Bucket {
    const now = this.now();
    const existing = this.buckets.get(key);
    if (existing === undefined) {
      if (this.buckets.size >= MAX_BUCKETS) {
        // Maps iterate in insertion order: drop the oldest bucket.
        const oldest = this.buckets.keys().next().value;
        if (oldest !== undefined) this.buckets.delete(oldest);
      }
      const bucket = { tokens: rule.burst, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    existing.tokens = Math.min(
      rule.burst,
      existing.tokens + ((now - existing.updatedAt) / 1000) * rule.refillPerSecond,
    );
    existing.updatedAt = now;
    return existing;
  }

  /** Whether one more request fits, without spending it. An absent rule means "no limit". */
  allows(key: string, rule: BucketRule | undefined): boolean {
    return rule === undefined || this.current(key, rule).tokens >= 1;
  }

  /** Spends one token; false when the bucket was empty. */
  take(key: string, rule: BucketRule | undefined): boolean {
    if (rule === undefined) return true;
    const bucket = this.current(key, rule);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Seconds until one token is back (for "you can only request this after N seconds"). */
  secondsUntilAllowed(key: string, rule: BucketRule): number {
    const bucket = this.current(key, rule);
    return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) / rule.refillPerSecond);
  }
}
