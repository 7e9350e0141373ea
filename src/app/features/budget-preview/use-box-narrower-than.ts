import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the box is narrower than the probe: the probe is an invisible element as wide as a
 * CSS length the table needs (`calc(11.25rem + 12ch + …)`), so the browser does the sum in
 * the table's own font. Followed as the window (or the page's columns) resizes.
 */
export function useBoxNarrowerThan(
  box: RefObject<HTMLElement | null>,
  probe: RefObject<HTMLElement | null>,
): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const boxElement = box.current;
    const probeElement = probe.current;
    if (!boxElement || !probeElement) return;
    const check = () => setNarrower(boxElement.clientWidth < probeElement.offsetWidth);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(boxElement);
    observer.observe(probeElement);
    return () => observer.disconnect();
  }, [box, probe]);
  return narrower;
}
