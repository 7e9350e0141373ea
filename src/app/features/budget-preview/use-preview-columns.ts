import { useMemo, useRef, type CSSProperties, type RefObject } from 'react';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import {
  chooseShownColumns,
  fitShownColumns,
  layoutPreviewColumns,
  type PreviewColumnLayout,
} from './fit-preview-columns.ts';
import { useBoxNarrowerThan } from './use-box-narrower-than.ts';

const NOT_STICKY: PreviewColumnLayout['stickyRight'] = {};

export interface PreviewColumns {
  columns: readonly ColumnName[];
  /** The grid's tracks and narrowest width, as CSS variables for the table. */
  template: CSSProperties;
  /**
   * Where each figure column sticks, when the table scrolls sideways; none when it fits its box
   * (every width from 1,280 px without measurement figures): a sticky cell is one more layer
   * for the browser to place on every frame of a scroll, three per row in view.
   */
  stickyRight: PreviewColumnLayout['stickyRight'];
  /** Invisible probes as wide as the table needs: rendered in the scrolling box's parent. */
  roomyProbeRef: RefObject<HTMLDivElement | null>;
  fitProbeRef: RefObject<HTMLDivElement | null>;
  roomyWidth: string;
  minWidth: string;
}

/**
 * The preview table's columns: those with a value on some row, less the measurement figures
 * when the box cannot hold them beside a readable title, each as wide as its widest cell.
 */
export function usePreviewColumns(
  readColumns: readonly ColumnName[],
  items: readonly BudgetItem[],
  largestSubtotal: number,
  scrollRef: RefObject<HTMLElement | null>,
): PreviewColumns {
  // Columns empty on every row (a PDF's Long., Anch., Alt. over no figure) take no room.
  const readShown = useMemo(() => chooseShownColumns(readColumns, items), [readColumns, items]);
  const roomyWidth = useMemo(
    () => layoutPreviewColumns(readShown, items, largestSubtotal).roomyWidth,
    [readShown, items, largestSubtotal],
  );
  const roomyProbeRef = useRef<HTMLDivElement>(null);
  const fitProbeRef = useRef<HTMLDivElement>(null);
  // A box too narrow for the measurement figures beside a readable title: they stay in the
  // item's details (its measurement lines), the title gets their room.
  const narrow = useBoxNarrowerThan(scrollRef, roomyProbeRef);
  const columns = useMemo(
    () => fitShownColumns(readShown, items, narrow),
    [readShown, items, narrow],
  );
  const layout = useMemo(
    () => layoutPreviewColumns(columns, items, largestSubtotal),
    [columns, items, largestSubtotal],
  );
  const scrollsSideways = useBoxNarrowerThan(scrollRef, fitProbeRef);
  const template = useMemo(
    () =>
      ({
        '--preview-columns': layout.template,
        '--preview-min-width': layout.minWidth,
      }) as CSSProperties,
    [layout],
  );
  return {
    columns,
    template,
    stickyRight: scrollsSideways ? layout.stickyRight : NOT_STICKY,
    roomyProbeRef,
    fitProbeRef,
    roomyWidth,
    minWidth: layout.minWidth,
  };
}
