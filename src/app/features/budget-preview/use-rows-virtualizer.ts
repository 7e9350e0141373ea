import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, type RefObject } from 'react';
import type { PreviewRow } from './build-budget-outline.ts';
import { measureRow, ONE_LINE_ROW_PX } from './measure-row.ts';
import { withRow } from './walk-table-cells.ts';

/** Rows rendered beyond each edge of the view, so a quick scroll or an arrow key meets no gap. */
const OVERSCAN_ROWS = 8;

const estimateRowSize = () => ONE_LINE_ROW_PX;

/** A row to render, and when the table is virtualised its offset within the table body. */
export interface PlacedRow {
  row: number;
  offset?: number;
}

/**
 * The rows of a virtualised table in the page: those in view, a few either side, and the
 * active row wherever it is (the focus must be able to land on it). When `virtual` is false,
 * every row.
 */
export function useRowsVirtualizer({
  rows,
  virtual,
  activeRow,
  scrollRef,
  headerHeight,
}: {
  rows: readonly PreviewRow[];
  virtual: boolean;
  /** The display row of the table's focusable cell, or -1. */
  activeRow: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The sticky header's height: the rows start below it, inside the same scrolling box. */
  headerHeight: number;
}) {
  const rangeExtractor = useCallback(
    (range: Range) => withRow(defaultRangeExtractor(range), activeRow, range.count),
    [activeRow],
  );
  // Measured heights belong to a row, not a place: folding a chapter moves the rows below it.
  const rowKey = useCallback((row: number) => rows[row]?.key ?? row, [rows]);
  // The React Compiler is not used here; the virtualiser's figures reach the rows as plain props.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getItemKey: rowKey,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    measureElement: measureRow,
    overscan: OVERSCAN_ROWS,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
  });
  const placed: PlacedRow[] = virtual
    ? virtualizer
        .getVirtualItems()
        .map((row) => ({ row: row.index, offset: row.start - headerHeight }))
    : rows.map((_, row) => ({ row }));
  return {
    placed,
    /** The table body's height when virtualised. */
    bodyHeight: virtual ? virtualizer.getTotalSize() - headerHeight : undefined,
    measureRef: virtual ? virtualizer.measureElement : undefined,
    scrollToRow: (row: number) => virtualizer.scrollToIndex(row, { align: 'start' }),
  };
}
