import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to render now: `first` at once, then `step` more
 * per animation frame until all are shown. Creating the DOM of a 2,000-item
 * table in one commit blocks the main thread for far more than 50 ms; in
 * slices each frame stays short and the first rows appear at once.
 * A new `resetKey` (a new budget) starts again from the first slice.
 */
export function useProgressiveCount(
  total: number,
  resetKey: unknown,
  first: number,
  step: number,
): number {
  const [state, setState] = useState({ key: resetKey, count: Math.min(total, first) });
  let count = state.count;
  if (state.key !== resetKey) {
    // Derived during render, as React advises for state that follows a prop.
    count = Math.min(total, first);
    setState({ key: resetKey, count });
  }

  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => {
      // Interruptible, so a click or keystroke is never stuck behind a slice.
      startTransition(() => {
        setState((current) => ({ ...current, count: Math.min(total, current.count + step) }));
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [count, total, step]);

  return Math.min(count, total);
}
