import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import type { BudgetEdit } from '../../../budget/edit/apply-budget-edit.ts';
import type { BudgetChapter, BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { editTexts, previewTexts } from '../../texts.ts';
import { ChapterRow } from './chapter-row.tsx';
import { ConfirmDeleteItem } from './confirm-delete-item.tsx';
import { useCommitHandler } from './use-commit-handler.ts';
import { editableColumnsOf } from './editable-fields.ts';
import { ItemRow, type RowMatch } from './item-row.tsx';
import { ItemsTableToolbar } from './items-table-toolbar.tsx';
import { PreviewTableHeader } from './preview-table-header.tsx';
import { useBudgetOutline } from './use-budget-outline.ts';
import { useItemSearch } from './use-item-search.ts';
import { usePhoneLayout } from '../../shared/use-phone-layout.ts';
import { usePreviewColumns } from './use-preview-columns.ts';
import { useRevealItem } from './use-reveal-item.ts';
import { useRowsVirtualizer } from './use-rows-virtualizer.ts';
import { moveByKey, type CellPosition } from './walk-table-cells.ts';

/**
 * Up to this many rows (items and chapter headings) every row is rendered: a small budget is
 * cheap to lay out, prints whole and the browser's own find (Ctrl+F) sees all of it. Above it
 * only the rows in view (and a few either side) exist in the page, whatever the budget's size.
 */
const RENDER_ALL_ROWS_UP_TO = 200;

/** What the rest of the preview may ask of the table (the verdict's doubts lead to their items). */
export interface ItemsTableHandle {
  /** Scrolls the item into view, marks it and moves the focus to it. */
  showItem: (row: number) => void;
}

/**
 * The preview's 'Detalle de servicios' table, shaped like the budget: chapters and subchapters
 * with the sums of their lines, each folding; every item on one line, its description and
 * measurements opening under it; every figure correctable in place, with a find-as-you-type
 * search above it. A large budget is virtualised: only the rows in view are in the page, so
 * 5,000 items in 700 chapters open, scroll and search as quickly as 50.
 */
export function BudgetItemsTable({
  items,
  chapters,
  columns: readColumns,
  documentFigures = false,
  onEdit,
  handle,
}: {
  items: readonly BudgetItem[];
  /** The budget's chapters in reading order, when it has any. */
  chapters?: readonly BudgetChapter[];
  columns: readonly ColumnName[];
  /**
   * True while no line has been corrected: chapter rows show the subtotals the document states,
   * as the Word and PDF print them; afterwards, the sums of the lines as they stand.
   */
  documentFigures?: boolean;
  /** Present when the table may be corrected; returns the Spanish reason of a refusal. */
  onEdit?: (edit: BudgetEdit) => string | undefined;
  /** Lets the rest of the preview take the user to an item. */
  handle?: Ref<ItemsTableHandle>;
}) {
  const outline = useBudgetOutline(items, chapters, documentFigures);
  const largestSubtotal = outline.largestSubtotal;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { columns, template, stickyRight, roomyProbeRef, fitProbeRef, roomyWidth, minWidth } =
    usePreviewColumns(readColumns, items, largestSubtotal, scrollRef);
  const editableColumns = useMemo(
    () => (onEdit ? editableColumnsOf(columns) : []),
    [columns, onEdit],
  );
  const editableColumnCount = editableColumns.length;
  const tableId = useId();

  const [active, setActive] = useState<CellPosition>({ row: 0, column: 0 });
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState<number>();
  /** Items whose description and measurements are open under their title. */
  const [openDetails, setOpenDetails] = useState<ReadonlySet<number>>(() => new Set());
  const { rows: shownRows, rowOfItem, shownItems } = outline;
  /** Where an item stands among the shown items: the order arrow keys and Tab walk. */
  const shownPosition = useMemo(() => {
    const position = new Int32Array(items.length).fill(-1);
    shownItems.forEach((item, at) => (position[item] = at));
    return position;
  }, [items.length, shownItems]);
  /** The item another part of the preview took the user to: marked until another is. */
  const [pointedRow, setPointedRow] = useState<number>();
  /** Set when an item was shown, so that the next render focuses its row. */
  const pointFocusPending = useRef(false);
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

  // Judged on every row the budget may show, not those unfolded now: folding a chapter must not
  // switch the table between its two ways of rendering.
  const virtual = items.length + outline.chapterCount > RENDER_ALL_ROWS_UP_TO;
  const { placed, bodyHeight, measureRef, scrollToRow } = useRowsVirtualizer({
    rows: shownRows,
    virtual,
    activeRow: rowOfItem[activeRow] ?? -1,
    scrollRef,
    headerHeight,
  });

  const revealRow = useRevealItem({
    unfoldAround: outline.unfoldAround,
    rowOfItem,
    scrollToRow: virtual
      ? scrollToRow
      : (_, item) => {
          const region = scrollRef.current;
          const element = tableRef.current?.querySelector<HTMLElement>(
            `[role="row"][data-item="${item}"]`,
          );
          // Every row is in the page: its offset within the body is its distance below the header.
          if (region && element) region.scrollTop = element.offsetTop;
        },
  });

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
        ?.querySelector<HTMLElement>(`[role="row"][data-item="${pointedRow}"]`)
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

  const onCommit = useCommitHandler({
    items,
    onEdit,
    column: active.column,
    editableColumnCount,
    shownItems,
    shownPosition,
    setEditing,
    setActive,
    moveTo,
  });
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
    const move = moveByKey(event.key, cell, {
      shownItems,
      shownPosition,
      columnCount: editableColumnCount,
    });
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

  const toggleDetails = useCallback(
    (index: number) =>
      setOpenDetails((current) => {
        const next = new Set(current);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    [],
  );
  const deleting = confirmingDelete !== undefined ? items[confirmingDelete] : undefined;

  const matchOf = (index: number): RowMatch =>
    index === search.currentRow ? 'current' : matched.has(index) ? 'match' : 'none';
  const showSubtotal = columns.includes('TOTAL');
  const stacked = usePhoneLayout();

  return (
    <div className="relative flex flex-col gap-2">
      {/* As wide as the table with its measurement figures beside a readable title, and as
          the narrowest it may be before it scrolls sideways. */}
      <div aria-hidden="true" className="invisible absolute inset-0 overflow-hidden">
        <div ref={roomyProbeRef} className="h-0 max-w-none text-xs" style={{ width: roomyWidth }} />
        <div ref={fitProbeRef} className="h-0 max-w-none text-xs" style={{ width: minWidth }} />
      </div>
      <ItemsTableToolbar
        search={search}
        controls={tableId}
        onUnfoldAll={outline.hasChapters ? outline.unfoldAll : undefined}
        onFoldAll={outline.hasChapters ? outline.foldAll : undefined}
      />
      {onEdit && <p className="text-xs text-muted-foreground">{editTexts.hint}</p>}
      {deleting !== undefined && confirmingDelete !== undefined && (
        <ConfirmDeleteItem
          code={deleting.codigo}
          onConfirm={() => confirmDelete(confirmingDelete)}
          onCancel={cancelDelete}
        />
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
          aria-rowcount={shownRows.length + 1}
          className="text-xs sm:min-w-(--preview-min-width)"
          style={template}
          onKeyDown={onEdit ? onKeyDown : undefined}
          onClick={onEdit ? onClick : undefined}
        >
          <PreviewTableHeader ref={measureHeader} columns={columns} stickyRight={stickyRight} />
          <div
            role="rowgroup"
            className="relative"
            style={bodyHeight === undefined ? undefined : { height: bodyHeight }}
          >
            {placed.map(({ row, offset }) => {
              const shown = shownRows[row]!;
              if (shown.kind === 'chapter')
                return (
                  <ChapterRow
                    key={shown.key}
                    node={shown.node}
                    expanded={shown.expanded}
                    rowIndex={row + 2}
                    virtualIndex={row}
                    columnCount={columns.length}
                    showSubtotal={showSubtotal}
                    stickySubtotal={stickyRight.TOTAL !== undefined}
                    documentFigures={documentFigures}
                    stacked={stacked}
                    controls={tableId}
                    offset={offset}
                    measureRef={measureRef}
                    onToggle={outline.toggle}
                  />
                );
              const { index } = shown;
              const isActive = index === activeRow;
              return (
                <ItemRow
                  key={shown.key}
                  item={items[index]!}
                  index={index}
                  rowIndex={row + 2}
                  virtualIndex={row}
                  columns={columns}
                  editableColumns={editableColumns}
                  editable={onEdit !== undefined}
                  activeColumn={isActive ? active.column : -1}
                  editingColumn={isActive && editing ? active.column : -1}
                  match={matchOf(index)}
                  pointed={index === pointedRow}
                  detailsOpen={openDetails.has(index)}
                  stacked={stacked}
                  stickyRight={stickyRight}
                  offset={offset}
                  measureRef={measureRef}
                  onCommit={onCommit}
                  onCancel={onCancel}
                  onToggleDetails={toggleDetails}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
