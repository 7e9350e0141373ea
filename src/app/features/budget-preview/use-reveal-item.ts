import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Scrolls the table so that an item is its first row below the header: right under the
 * search box, so in sight even when the bottom of the table is below the window's edge. The
 * folded chapters around it are unfolded first; the scroll waits for the render that shows it.
 * `scrollToRow` gets the item's row among the shown rows, and the item's position.
 */
export function useRevealItem({
  unfoldAround,
  rowOfItem,
  scrollToRow,
}: {
  unfoldAround: (item: number) => void;
  rowOfItem: Int32Array;
  scrollToRow: (row: number, item: number) => void;
}): (item: number) => void {
  const pending = useRef<number | undefined>(undefined);
  const [requests, setRequests] = useState(0);
  const latest = useRef(scrollToRow);
  useLayoutEffect(() => {
    latest.current = scrollToRow;
  });
  useLayoutEffect(() => {
    const item = pending.current;
    if (item === undefined) return;
    pending.current = undefined;
    const row = rowOfItem[item] ?? -1;
    if (row >= 0) latest.current(row, item);
  }, [requests, rowOfItem]);
  return useCallback(
    (item: number) => {
      unfoldAround(item);
      pending.current = item;
      setRequests((count) => count + 1);
    },
    [unfoldAround],
  );
}
