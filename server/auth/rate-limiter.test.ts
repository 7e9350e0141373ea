import { describe, expect, it } from 'vitest';
import { perFiveMinutes, RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows a burst, then refills at the configured rate', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = perFiveMinutes(150)!; // burst 30, 0.5 per second
    for (let i = 0; i < 30; i++) expect(limiter.take('token:1.2.3.4', rule)).toBe(true);
    expect(limiter.take('token:1.2.3.4', rule)).toBe(false);
    expect(limiter.secondsUntilAllowed('token:1.2.3.4', rule)).toBe(2);
    now += 2_000;
    expect(limiter.take('token:1.2.3.4', rule)).toBe(true);
    expect(limiter.take('token:1.2.3.4', rule)).toBe(false);
  });

  it('keeps keys apart and checks without spending with allows()', () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { burst: 1, refillPerSecond: 1 / 60 };
    expect(limiter.allows('a', rule)).toBe(true);
    expect(limiter.allows('a', rule)).toBe(true);
    expect(limiter.take('a', rule)).toBe(true);
    expect(limiter.allows('a', rule)).toBe(false);
    expect(limiter.take('b', rule)).toBe(true);
  });

  it('treats a zero limit as no limit', () => {
    const limiter = new RateLimiter(() => 0);
    expect(perFiveMinutes(0)).toBeUndefined();
    for (let i = 0; i < 1_000; i++) expect(limiter.take('x', perFiveMinutes(0))).toBe(true);
  });
});
