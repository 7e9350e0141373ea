import { useEffect, useState } from 'react';

/**
 * Rows rendered in the first paint, then added per animation frame. A
 * 2,000-item budget rendered in one go blocks the main thread for well over
 * 50 ms; in slices of this size each frame stays short and the first rows
 * appear at once.
 */
export const FIRST_ROWS = 60;
export const ROWS_PER_FRAME = 120;

/** How many of `total` rows to render now; grows to `total` over the next frames. */
export function useProgressiveCount(total: number, resetKey: unknown): number {
  const [state, setState] = useState({ key: resetKey, count: Math.min(total, FIRST_ROWS) });
  // A new budget starts again from the first slice (state derived during render, as React advises).
  let count = state.count;
  if (state.key !== resetKey) {
    count = Math.min(total, FIRST_ROWS);
    setState({ key: resetKey, count });
  }

  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => {
      setState((current) => ({
        ...current,
        count: Math.min(total, current.count + ROWS_PER_FRAME),
      }));
    });
    return () => cancelAnimationFrame(frame);
  }, [count, total]);

  return Math.min(count, total);
}
