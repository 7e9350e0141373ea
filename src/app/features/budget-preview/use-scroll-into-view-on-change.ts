import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the element to the top of the view each time `key` becomes a new defined value (a
 * budget read or opened), never on the first render without one. Smoothly, unless the user
 * asked their system for reduced motion.
 */
export function useScrollIntoViewOnChange(
  ref: RefObject<HTMLElement | null>,
  key: object | undefined,
): void {
  useEffect(() => {
    if (key === undefined) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [ref, key]);
}
