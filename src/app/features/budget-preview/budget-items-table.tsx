import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { LOCALE } from '../../../budget/constants.ts';
import type { BudgetEdit, EditableItemField } from '../../../budget/edit/apply-budget-edit.ts';
import { computeColumnWidths } from '../../../budget/export/compute-column-widths.ts';
import {
  formatItemCell,
  NUMERIC_COLUMNS,
  splitResumen,
} from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { editTexts, previewTexts } from '../../texts.ts';
import { CellEditor, type CommitMove } from './cell-editor.tsx';
import { previewHeader } from './preview-format.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

/**
 * Rows per block. Each block is its own row group with `content-visibility:
 * auto`, so the browser skips layout and paint of blocks out of view: a
 * 2,000-item budget costs little more than the rows on screen. (Table rows
 * cannot be contained, hence an ARIA table of grid rows rather than <table>.)
 */
const ROWS_PER_BLOCK = 25;
/** Blocks rendered in the first commit, then added per animation frame. */
const FIRST_BLOCKS = 1;
const BLOCKS_PER_FRAME = 4;
/**
 * Narrowest readable widths: RESUMEN needs room for a title, every other column
 * for an amount such as "12.345.678,90 €". Below their sum the table scrolls sideways.
 */
const RESUMEN_MIN_REM = 12;
const OTHER_COLUMN_MIN_REM = 6.5;

/**
 * The columns a user may correct. UDS always prints 1 (spec §9) and TOTAL is quantity × price,
 * so neither is typed; the unit is part of the RESUMEN cell.
 */
const EDITABLE_FIELDS: Partial<Record<ColumnName, EditableItemField>> = {
  CÓDIGO: 'codigo',
  RESUMEN: 'summary',
  LONGITUD: 'longitud',
  ANCHURA: 'anchura',
  ALTURA: 'altura',
  PARCIALES: 'parciales',
  CANTIDAD: 'cantidad',
  'P. UNIT.': 'precio_unitario',
};

/** A price as the user would type it back: "1.234,50", no currency sign. */
const priceInput = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

function initialText(item: BudgetItem, field: EditableItemField): string {
  switch (field) {
    case 'summary':
      return splitResumen(item).title;
    case 'unit':
      return item.uds;
    case 'precio_unitario':
      return priceInput.format(item.precio_unitario);
    default:
      return item[field];
  }
}

interface CellPosition {
  row: number;
  /** Index among the editable columns. */
  column: number;
}

type CommitHandler = (
  row: number,
  field: EditableItemField,
  value: string,
  move: CommitMove,
) => string | undefined;

function ResumenContent({ item }: { item: BudgetItem }) {
  const { title, description, unit } = splitResumen(item);
  return (
    <>
      <span className="font-medium">
        {unit && <span className="mr-1 text-muted-foreground">{unit}</span>}
        {title}
      </span>
      {description.map((line, index) => (
        <span key={index} className="block text-muted-foreground">
          {line}
        </span>
      ))}
    </>
  );
}

const ItemRow = memo(function ItemRow({
  item,
  index,
  columns,
  editable,
  activeColumn,
  editingColumn,
  onCommit,
  onCancel,
}: {
  item: BudgetItem;
  index: number;
  columns: readonly ColumnName[];
  editable: boolean;
  /** Editable-column index of the row's focusable cell, or -1 when another row has it. */
  activeColumn: number;
  /** Editable-column index being edited, or -1. */
  editingColumn: number;
  onCommit: CommitHandler;
  onCancel: () => void;
}) {
  const editableColumns = columns.filter((column) => EDITABLE_FIELDS[column] !== undefined);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cn('grid grid-cols-(--preview-columns)', index % 2 === 1 && 'bg-row-alt')}
    >
      {columns.map((column) => {
        const numeric = NUMERIC_COLUMNS.has(column);
        const content =
          column === 'RESUMEN' ? <ResumenContent item={item} /> : formatItemCell(item, column);
        const field = editable ? EDITABLE_FIELDS[column] : undefined;
        const cellClass = cn(
          'min-w-0 px-2 py-1.5 break-words',
          // An amount never breaks before its '€'.
          numeric && 'text-right whitespace-nowrap tabular-nums',
        );
        if (field === undefined)
          return (
            <div role="cell" key={column} className={cellClass}>
              {content}
            </div>
          );
        const editableIndex = editableColumns.indexOf(column);
        const label = editTexts.editCell(editTexts.fieldNames[field], item.codigo);
        if (editableIndex === editingColumn)
          return (
            <div role="cell" key={column} className="min-w-0 px-1 py-1">
              <CellEditor
                label={label}
                initial={initialText(item, field)}
                className={numeric ? 'text-right' : undefined}
                onCommit={(value, move) => onCommit(index, field, value, move)}
                onCancel={onCancel}
              />
            </div>
          );
        return (
          <div role="cell" key={column} className={cn(cellClass, 'p-0')}>
            <button
              type="button"
              data-row={index}
              data-column={editableIndex}
              tabIndex={editableIndex === activeColumn ? 0 : -1}
              title={label}
              className={cn(
                'block min-h-full w-full cursor-text px-2 py-1.5 text-inherit hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                numeric ? 'text-right' : 'text-left',
              )}
            >
              {content}
            </button>
          </div>
        );
      })}
    </div>
  );
});

/** The preview's 'Detalle de servicios' table, rendered in blocks; every figure correctable in place. */
export function BudgetItemsTable({
  items,
  columns,
  onEdit,
}: {
  items: readonly BudgetItem[];
  columns: readonly ColumnName[];
  /** Present when the table may be corrected; returns the Spanish reason of a refusal. */
  onEdit?: (edit: BudgetEdit) => string | undefined;
}) {
  const blocks = useMemo(() => {
    const result: Array<{ firstIndex: number; items: readonly BudgetItem[] }> = [];
    for (let start = 0; start < items.length; start += ROWS_PER_BLOCK) {
      result.push({ firstIndex: start, items: items.slice(start, start + ROWS_PER_BLOCK) });
    }
    return result;
  }, [items]);
  // A correction gives a new items array, but the rows are already there: no re-staging.
  const shownBlocks = useProgressiveCount(blocks.length, columns, FIRST_BLOCKS, BLOCKS_PER_FRAME);
  const shownRows = Math.min(items.length, shownBlocks * ROWS_PER_BLOCK);
  const editableColumnCount = onEdit
    ? columns.filter((column) => EDITABLE_FIELDS[column] !== undefined).length
    : 0;

  const [active, setActive] = useState<CellPosition>({ row: 0, column: 0 });
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState<number>();
  const tableRef = useRef<HTMLDivElement>(null);
  /** Set when a key moved the active cell, so that the next render focuses it (never on load). */
  const focusPending = useRef(false);

  const lastRow = Math.max(0, shownRows - 1);
  const activeRow = Math.min(active.row, lastRow);

  useEffect(() => {
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
  // correction re-renders the one row it changed, not all 5,000.
  const latest = useRef({ items, onEdit, column: active.column, editableColumnCount, shownRows });
  useLayoutEffect(() => {
    latest.current = { items, onEdit, column: active.column, editableColumnCount, shownRows };
  });
  const onCommit = useCallback<CommitHandler>(
    (row, field, value, move) => {
      const {
        items: current,
        onEdit: edit,
        column,
        editableColumnCount: width,
        shownRows: rows,
      } = latest.current;
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
        Math.min(rows * width - 1, row * width + column + (move === 'next' ? 1 : -1)),
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

  return (
    <div className="flex flex-col gap-2">
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
        role="region"
        aria-label={previewTexts.servicesDetail}
        // Scrollable, so keyboard users must be able to focus it to scroll.
        tabIndex={0}
        className="max-h-[70vh] overflow-auto rounded-md border border-border"
      >
        <div
          ref={tableRef}
          role="table"
          aria-label={previewTexts.servicesDetail}
          aria-rowcount={items.length + 1}
          className="text-xs"
          style={template}
          onKeyDown={onEdit ? onKeyDown : undefined}
          onClick={onEdit ? onClick : undefined}
        >
          <div role="rowgroup" className="sticky top-0 z-10 bg-table-header text-white">
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
          {blocks.slice(0, shownBlocks).map((block) => (
            <div
              role="rowgroup"
              key={block.firstIndex}
              className="[contain-intrinsic-size:auto_1500px] [content-visibility:auto]"
            >
              {block.items.map((item, offset) => {
                const index = block.firstIndex + offset;
                const isActive = index === activeRow;
                return (
                  <ItemRow
                    key={index}
                    item={item}
                    index={index}
                    columns={columns}
                    editable={onEdit !== undefined}
                    activeColumn={isActive ? active.column : -1}
                    editingColumn={isActive && editing ? active.column : -1}
                    onCommit={onCommit}
                    onCancel={onCancel}
                  />
                );
              })}
            </div>
          ))}
        </div>
        {shownRows < items.length && (
          <p role="status" className="p-2 text-center text-xs text-muted-foreground">
            {previewTexts.renderingRows(shownRows, items.length)}
          </p>
        )}
      </div>
    </div>
  );
}
