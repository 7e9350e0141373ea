import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import type { BudgetEdit } from '../../../budget/edit/apply-budget-edit.ts';
import { computeColumnWidths } from '../../../budget/export/compute-column-widths.ts';
import { NUMERIC_COLUMNS } from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { editTexts, previewTexts } from '../../texts.ts';
import { editableColumnsOf, initialText } from './editable-fields.ts';
import { ItemRow, type CommitHandler, type RowMatch } from './item-row.tsx';
import { ItemSearchBox } from './item-search-box.tsx';
import { previewHeader } from './preview-format.ts';
import { useItemSearch } from './use-item-search.ts';

/**
 * Up to this many items every row is rendered: a small budget is cheap to lay out, prints
 * whole and the browser's own find (Ctrl+F) sees all of it. Above it only the rows in view
 * (and a few either side) exist in the page, whatever the budget's size.
 */
const RENDER_ALL_ROWS_UP_TO = 200;
/** A row's height until it is measured: a title and one line of description at text-xs. */
const ESTIMATED_ROW_PX = 52;
/** Rows rendered beyond each edge of the view, so a quick scroll or an arrow key meets no gap. */
const OVERSCAN_ROWS = 8;
/**
 * Narrowest readable widths: RESUMEN needs room for a title, every other column
 * for an amount such as "12.345.678,90 €". Below their sum the table scrolls sideways.
 */
const RESUMEN_MIN_REM = 12;
const OTHER_COLUMN_MIN_REM = 6.5;

interface CellPosition {
  row: number;
  /** Index among the editable columns. */
  column: number;
}

const estimateRowSize = () => ESTIMATED_ROW_PX;

/** What the rest of the preview may ask of the table (the verdict's doubts lead to their items). */
export interface ItemsTableHandle {
  /** Scrolls the item into view, marks it and moves the focus to it. */
  showItem: (row: number) => void;
}

/**
 * The rows in view, plus the row that holds the table's focusable (or open) cell wherever it
 * is: scrolled away, the cell a keyboard user is on, or a correction being typed, stays.
 */
function withRow(indexes: number[], row: number, count: number): number[] {
  if (row >= count || indexes.includes(row)) return indexes;
  return row < (indexes[0] ?? 0) ? [row, ...indexes] : [...indexes, row];
}

/**
 * The preview's 'Detalle de servicios' table, every figure correctable in place, with a
 * find-as-you-type search above it. A large budget is virtualised: only the rows in view are
 * in the page, so 5,000 items open, scroll and search as quickly as 50.
 */
export function BudgetItemsTable({
  items,
  columns,
  onEdit,
  handle,
}: {
  items: readonly BudgetItem[];
  columns: readonly ColumnName[];
  /** Present when the table may be corrected; returns the Spanish reason of a refusal. */
  onEdit?: (edit: BudgetEdit) => string | undefined;
  /** Lets the rest of the preview take the user to an item. */
  handle?: Ref<ItemsTableHandle>;
}) {
  const editableColumns = useMemo(
    () => (onEdit ? editableColumnsOf(columns) : []),
    [columns, onEdit],
  );
  const editableColumnCount = editableColumns.length;
  const tableId = useId();

  const [active, setActive] = useState<CellPosition>({ row: 0, column: 0 });
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState<number>();
  /** The item another part of the preview took the user to: marked until another is. */
  const [pointedRow, setPointedRow] = useState<number>();
  /** Set when an item was shown, so that the next render focuses its row. */
  const pointFocusPending = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  /** Set when a key moved the active cell, so that the next render focuses it (never on load). */
  const focusPending = useRef(false);
  // The header row stays on top of the scrolled rows: what scrolls a row into view allows for it.
  const [headerHeight, setHeaderHeight] = useState(0);
  const measureHeader = useCallback((node: HTMLDivElement | null) => {
    if (node !== null) setHeaderHeight(node.offsetHeight);
  }, []);

  const lastRow = Math.max(0, items.length - 1);
  const activeRow = Math.min(active.row, lastRow);

  const virtual = items.length > RENDER_ALL_ROWS_UP_TO;
  const rangeExtractor = useCallback(
    (range: Range) => withRow(defaultRangeExtractor(range), activeRow, range.count),
    [activeRow],
  );
  // The React Compiler is not used here; the virtualiser's figures reach the rows as plain props.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: items.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: OVERSCAN_ROWS,
    // The rows start below the header, inside the same scrolling box.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
  });

  /**
   * Scrolls the table so that the row is its first below the header: right under the search
   * box, so in sight even when the bottom of the table is below the window's edge.
   */
  const revealRow = useCallback(
    (row: number) => {
      if (virtual) {
        virtualizer.scrollToIndex(row, { align: 'start' });
        return;
      }
      const region = scrollRef.current;
      const element = tableRef.current?.querySelector<HTMLElement>(
        `[role="row"][aria-rowindex="${row + 2}"]`,
      );
      // Every row is in the page: its offset within the body is its distance below the header.
      if (region && element) region.scrollTop = element.offsetTop;
    },
    [virtual, virtualizer],
  );

  // The match the search goes to becomes the table's focusable row: Tab from the search box
  // lands on it, ready to correct. A correction being typed keeps its row.
  const goToMatch = useCallback(
    (row: number) => {
      if (!editing) setActive((current) => ({ row, column: current.column }));
      revealRow(row);
    },
    [editing, revealRow],
  );
  const search = useItemSearch(items, goToMatch);
  const matched = useMemo(() => new Set(search.matches), [search.matches]);

  // The shown item becomes the table's focusable row, as a search match does: always
  // rendered, however far it is from the view, so that the focus can land on it.
  const showItem = useCallback(
    (row: number) => {
      const target = Math.max(0, Math.min(row, lastRow));
      if (!editing) setActive((current) => ({ row: target, column: current.column }));
      setPointedRow(target);
      pointFocusPending.current = true;
      revealRow(target);
    },
    [editing, lastRow, revealRow],
  );
  useImperativeHandle(handle, () => ({ showItem }), [showItem]);

  useEffect(() => {
    if (pointFocusPending.current && pointedRow !== undefined) {
      pointFocusPending.current = false;
      // Focusing the row also scrolls the page to it, when the table is below the window's edge.
      tableRef.current
        ?.querySelector<HTMLElement>(`[role="row"][data-index="${pointedRow}"]`)
        ?.focus();
      return;
    }
    if (!focusPending.current || editing) return;
    focusPending.current = false;
    tableRef.current
      ?.querySelector<HTMLElement>(`[data-row="${activeRow}"][data-column="${active.column}"]`)
      ?.focus();
  });

  const moveTo = useCallback((position: CellPosition) => {
    focusPending.current = true;
    setActive(position);
  }, []);

  // The rows are memoised: the commit handler reads the latest state through a ref, so that a
  // correction re-renders the one row it changed, not every row in view.
  const latest = useRef({ items, onEdit, column: active.column, editableColumnCount });
  useLayoutEffect(() => {
    latest.current = { items, onEdit, column: active.column, editableColumnCount };
  });
  const onCommit = useCallback<CommitHandler>(
    (row, field, value, move) => {
      const { items: current, onEdit: edit, column, editableColumnCount: width } = latest.current;
      const item = current[row];
      if (edit === undefined || item === undefined) return undefined;
      if (value.trim() !== initialText(item, field).trim()) {
        const refused = edit({ kind: 'set-item-field', index: row, field, value });
        if (refused !== undefined) return refused;
      }
      if (move === 'stay') {
        setEditing(false);
        moveTo({ row, column });
        return undefined;
      }
      // Tab walks the fields of the row, then on to the next row's first, as a spreadsheet does.
      const target = Math.max(
        0,
        Math.min(current.length * width - 1, row * width + column + (move === 'next' ? 1 : -1)),
      );
      setActive({ row: Math.floor(target / width), column: target % width });
      return undefined;
    },
    [moveTo],
  );
  const onCancel = useCallback(() => {
    setEditing(false);
    focusPending.current = true;
    setActive((current) => ({ ...current }));
  }, []);

  function cellOf(target: EventTarget): CellPosition | undefined {
    if (!(target instanceof HTMLElement) || target.dataset.row === undefined) return undefined;
    return { row: Number(target.dataset.row), column: Number(target.dataset.column) };
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const cell = cellOf(event.target);
    if (cell === undefined || editing) return;
    const moves: Record<string, CellPosition> = {
      ArrowDown: { row: Math.min(lastRow, cell.row + 1), column: cell.column },
      ArrowUp: { row: Math.max(0, cell.row - 1), column: cell.column },
      ArrowRight: { row: cell.row, column: Math.min(editableColumnCount - 1, cell.column + 1) },
      ArrowLeft: { row: cell.row, column: Math.max(0, cell.column - 1) },
      Home: { row: cell.row, column: 0 },
      End: { row: cell.row, column: editableColumnCount - 1 },
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveTo(move);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      setActive(cell);
      setEditing(true);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      setActive(cell);
      setConfirmingDelete(cell.row);
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = event.target instanceof Element ? event.target.closest('[data-row]') : null;
    const cell = button ? cellOf(button) : undefined;
    if (cell === undefined) return;
    setActive(cell);
    setEditing(true);
  }

  function confirmDelete(row: number) {
    setConfirmingDelete(undefined);
    setPointedRow(undefined);
    onEdit?.({ kind: 'delete-item', index: row });
    moveTo({ row: Math.max(0, Math.min(row, items.length - 2)), column: active.column });
  }

  function cancelDelete() {
    setConfirmingDelete(undefined);
    moveTo({ ...active });
  }

  // The Word document's column shares (spec §9: RESUMEN 35 %, the rest split equally).
  const template = useMemo(
    () =>
      ({
        // Each track keeps its minimum, then takes its share of any room left.
        '--preview-columns': computeColumnWidths(columns, 100)
          .map(
            (width, index) =>
              `minmax(${columns[index] === 'RESUMEN' ? RESUMEN_MIN_REM : OTHER_COLUMN_MIN_REM}rem, ${width}fr)`,
          )
          .join(' '),
        minWidth: `${RESUMEN_MIN_REM + OTHER_COLUMN_MIN_REM * (columns.length - 1)}rem`,
      }) as CSSProperties,
    [columns],
  );
  const deleting = confirmingDelete !== undefined ? items[confirmingDelete] : undefined;

  // A large budget: the rows the virtualiser places, each at its offset below the header.
  const rows: Array<{ index: number; offset?: number }> = virtual
    ? virtualizer
        .getVirtualItems()
        .map((row) => ({ index: row.index, offset: row.start - headerHeight }))
    : items.map((_, index) => ({ index }));
  const matchOf = (index: number): RowMatch =>
    index === search.currentRow ? 'current' : matched.has(index) ? 'match' : 'none';

  return (
    <div className="flex flex-col gap-2">
      <ItemSearchBox search={search} controls={tableId} />
      {onEdit && <p className="text-xs text-muted-foreground">{editTexts.hint}</p>}
      {deleting !== undefined && confirmingDelete !== undefined && (
        <div
          role="alertdialog"
          aria-label={editTexts.confirmDeleteTitle}
          aria-describedby="confirm-delete-text"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              cancelDelete();
            }
          }}
        >
          <p id="confirm-delete-text" className="grow font-medium">
            {editTexts.confirmDelete(deleting.codigo)}
          </p>
          <Button
            className="bg-destructive text-white hover:bg-destructive/90"
            size="sm"
            autoFocus
            onClick={() => confirmDelete(confirmingDelete)}
          >
            {editTexts.delete}
          </Button>
          <Button variant="outline" size="sm" onClick={cancelDelete}>
            {editTexts.cancel}
          </Button>
        </div>
      )}
      <div
        ref={scrollRef}
        role="region"
        aria-label={previewTexts.servicesDetail}
        // Scrollable, so keyboard users must be able to focus it to scroll.
        tabIndex={0}
        // A row focused near the top is scrolled clear of the sticky header.
        style={{ scrollPaddingTop: headerHeight }}
        className="max-h-[70vh] overflow-auto rounded-md border border-border"
      >
        <div
          ref={tableRef}
          id={tableId}
          role="table"
          aria-label={previewTexts.servicesDetail}
          aria-rowcount={items.length + 1}
          className="text-xs"
          style={template}
          onKeyDown={onEdit ? onKeyDown : undefined}
          onClick={onEdit ? onClick : undefined}
        >
          <div
            ref={measureHeader}
            role="rowgroup"
            className="sticky top-0 z-10 bg-table-header text-white"
          >
            <div role="row" aria-rowindex={1} className="grid grid-cols-(--preview-columns)">
              {columns.map((column) => (
                <div
                  role="columnheader"
                  key={column}
                  className={cn(
                    'min-w-0 px-2 py-2 font-semibold break-words',
                    NUMERIC_COLUMNS.has(column) && 'text-right',
                  )}
                >
                  {previewHeader(column)}
                </div>
              ))}
            </div>
          </div>
          <div
            role="rowgroup"
            className="relative"
            style={virtual ? { height: virtualizer.getTotalSize() - headerHeight } : undefined}
          >
            {rows.map(({ index, offset }) => {
              const isActive = index === activeRow;
              return (
                <ItemRow
                  key={index}
                  item={items[index]!}
                  index={index}
                  columns={columns}
                  editableColumns={editableColumns}
                  editable={onEdit !== undefined}
                  activeColumn={isActive ? active.column : -1}
                  editingColumn={isActive && editing ? active.column : -1}
                  match={matchOf(index)}
                  pointed={index === pointedRow}
                  offset={offset}
                  measureRef={virtual ? virtualizer.measureElement : undefined}
                  onCommit={onCommit}
                  onCancel={onCancel}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
