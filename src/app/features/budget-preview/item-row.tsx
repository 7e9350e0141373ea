import { memo, type CSSProperties, type Ref } from 'react';
import type { EditableItemField } from '../../../budget/edit/apply-budget-edit.ts';
import {
  formatItemCell,
  NUMERIC_COLUMNS,
  splitResumen,
} from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { cn } from '../../components/ui/cn.ts';
import { editTexts, outlineTexts } from '../../texts.ts';
import { CellEditor, type CommitMove } from './cell-editor.tsx';
import { EDITABLE_FIELDS, initialText } from './editable-fields.ts';
import { ItemDetails } from './item-details.tsx';
import { previewHeader } from './preview-format.ts';

export type CommitHandler = (
  row: number,
  field: EditableItemField,
  value: string,
  move: CommitMove,
) => string | undefined;

/** How a row stands against the search: not found, found, or the match the search is on. */
export type RowMatch = 'none' | 'match' | 'current';

/**
 * Where each cell goes on a phone, where the row stacks on a six-track grid: the code and the
 * title share the first line, the figures (three to a line) follow under their own labels.
 */
function phoneSpan(column: ColumnName, withCode: boolean): string {
  // Without codes (a sheet typed without them) the title has the whole first line.
  if (column === 'RESUMEN')
    return withCode ? 'col-span-4 sm:col-span-1' : 'col-span-6 sm:col-span-1';
  // Spec §9's UDS is 1 on every row: on a phone its room goes to the figures.
  if (column === 'UDS') return 'max-sm:hidden';
  return 'col-span-2 sm:col-span-1';
}

/**
 * A phone's figures stand three to a line, a third of the row each: less padding leaves room
 * for an amount of eight digits (`1.298.030,67 €` ran past the table's edge at 390 px).
 */
const PHONE_FIGURE_PADDING = 'max-sm:px-1';

/**
 * One item of the preview table. Memoised: a correction, a keystroke of the search or a scroll
 * re-renders only the rows whose own props changed.
 */
export const ItemRow = memo(function ItemRow({
  item,
  index,
  rowIndex,
  virtualIndex,
  columns,
  editableColumns,
  editable,
  activeColumn,
  editingColumn,
  match,
  pointed = false,
  detailsOpen,
  stacked,
  stickyRight,
  offset,
  measureRef,
  onCommit,
  onCancel,
  onToggleDetails,
}: {
  item: BudgetItem;
  /** The item's position in the budget. */
  index: number;
  /** The row's aria-rowindex: its place among the shown rows, the header being 1. */
  rowIndex: number;
  /** The row's index among the virtualiser's rows, which it measures by. */
  virtualIndex: number;
  columns: readonly ColumnName[];
  /** The correctable columns among `columns`, in order. */
  editableColumns: readonly ColumnName[];
  editable: boolean;
  /** Editable-column index of the row's focusable cell, or -1 when another row has it. */
  activeColumn: number;
  /** Editable-column index being edited, or -1. */
  editingColumn: number;
  match: RowMatch;
  /** The item the verdict took the user to: marked, and focusable so the focus can land on it. */
  pointed?: boolean;
  /** Whether the full description and measurement lines are open under the title. */
  detailsOpen: boolean;
  /** A phone's stacked layout: each figure shows its column's name above it. */
  stacked: boolean;
  /** The figure columns' distances from the right edge, where they stay when the table scrolls. */
  stickyRight: Partial<Record<ColumnName, string>>;
  /** The row's top within the table body when the table is virtualised (rendered in a window). */
  offset?: number;
  /** Lets the virtualiser measure the row's real height. */
  measureRef?: Ref<HTMLDivElement>;
  onCommit: CommitHandler;
  onCancel: () => void;
  onToggleDetails: (index: number) => void;
}) {
  const { title, description, unit } = splitResumen(item);
  const hasDetails =
    description.length > 0 || (item.measurements?.length ?? 0) > 0 || item.note !== undefined;
  const detailsId = `item-details-${index}`;
  return (
    <div
      ref={measureRef}
      role="row"
      aria-rowindex={rowIndex}
      aria-current={match === 'current' ? 'true' : undefined}
      data-index={virtualIndex}
      data-item={index}
      data-match={match === 'none' ? undefined : match}
      data-pointed={pointed ? 'true' : undefined}
      // Its title on one line, its details folded: its height is known before it is measured.
      data-one-line={!stacked && !detailsOpen ? '' : undefined}
      tabIndex={pointed ? -1 : undefined}
      style={offset === undefined ? undefined : { transform: `translateY(${offset}px)` }}
      className={cn(
        'grid grid-cols-6 border-t border-border/60 sm:grid-cols-(--preview-columns)',
        offset !== undefined && 'absolute top-0 left-0 w-full',
        index % 2 === 1 ? 'bg-row-alt' : 'bg-white',
        match === 'match' && 'bg-warning/10',
        match === 'current' && 'bg-warning/20 outline-2 -outline-offset-2 outline-warning',
        pointed && 'bg-primary/10 outline-2 -outline-offset-2 outline-primary',
      )}
    >
      {columns.map((column) => {
        const numeric = NUMERIC_COLUMNS.has(column);
        const sticky = stickyRight[column];
        const field = editable ? EDITABLE_FIELDS[column] : undefined;
        const label =
          !stacked || column === 'CÓDIGO' || column === 'RESUMEN' ? undefined : (
            <span
              aria-hidden="true"
              className={cn(
                'block px-2 pt-1 text-[0.625rem] font-semibold text-muted-foreground uppercase sm:hidden',
                numeric && PHONE_FIGURE_PADDING,
              )}
            >
              {previewHeader(column)}
            </span>
          );
        const cellClass = cn(
          'min-w-0',
          phoneSpan(column, columns.includes('CÓDIGO')),
          numeric && 'text-right whitespace-nowrap tabular-nums',
          // The figures stay at the right edge while measurement columns scroll under them.
          sticky !== undefined && 'bg-inherit sm:sticky sm:z-[1]',
        );
        const cellStyle: CSSProperties | undefined =
          sticky === undefined ? undefined : { right: sticky };
        const text =
          column === 'RESUMEN' ? (
            // On a phone the row is stacked and measured: the title wraps whole instead of
            // being cut to its first words ("DESMONTAJE DE PA…" at 390 px).
            <span className="block font-medium break-words sm:truncate" title={title}>
              {unit && <span className="mr-1 font-normal text-muted-foreground">{unit}</span>}
              {title}
            </span>
          ) : (
            formatItemCell(item, column)
          );
        const toggle = column === 'RESUMEN' && hasDetails && (
          <button
            type="button"
            aria-expanded={detailsOpen}
            aria-controls={detailsOpen ? detailsId : undefined}
            aria-label={
              detailsOpen
                ? outlineTexts.hideDetails(item.codigo)
                : outlineTexts.showDetails(item.codigo)
            }
            title={
              detailsOpen
                ? outlineTexts.hideDetails(item.codigo)
                : outlineTexts.showDetails(item.codigo)
            }
            onClick={() => onToggleDetails(index)}
            className="shrink-0 self-start rounded p-1.5 text-muted-foreground hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            {/* A glyph, not an icon: one element fewer on every row a scroll mounts. */}
            <span
              aria-hidden="true"
              className={cn('block w-3 text-center leading-4', detailsOpen && 'rotate-90')}
            >
              ›
            </span>
          </button>
        );
        const editableIndex = field === undefined ? -1 : editableColumns.indexOf(column);
        let body;
        if (field === undefined) {
          // A figure no one corrects (TOTAL) is its cell's own text: no box inside the cell.
          body =
            label === undefined && typeof text === 'string' ? (
              text
            ) : (
              <div
                className={cn(
                  'min-w-0 px-2 py-1.5',
                  column === 'RESUMEN' && 'grow',
                  numeric && PHONE_FIGURE_PADDING,
                )}
              >
                {text}
              </div>
            );
        } else if (editableIndex === editingColumn) {
          body = (
            <div className="min-w-0 grow px-1 py-1">
              <CellEditor
                label={editTexts.editCell(editTexts.fieldNames[field], item.codigo)}
                initial={initialText(item, field)}
                className={numeric ? 'text-right' : undefined}
                onCommit={(value, move) => onCommit(index, field, value, move)}
                onCancel={onCancel}
              />
            </div>
          );
        } else {
          body = (
            <button
              type="button"
              data-row={index}
              data-column={editableIndex}
              tabIndex={editableIndex === activeColumn ? 0 : -1}
              title={editTexts.editCell(editTexts.fieldNames[field], item.codigo)}
              className={cn(
                'block w-full min-w-0 cursor-text px-2 py-1.5 sm:min-h-full text-inherit hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                numeric ? cn('text-right', PHONE_FIGURE_PADDING) : 'text-left',
                // A long code (`OAAW000006`) is cut, not wrapped: every item keeps to one line.
                column === 'CÓDIGO' && 'truncate',
              )}
            >
              {text}
            </button>
          );
        }
        return (
          <div
            role="cell"
            key={column}
            style={cellStyle}
            className={cn(
              cellClass,
              column === 'RESUMEN' && 'flex items-start',
              typeof body === 'string' && 'px-2 py-1.5',
              typeof body === 'string' && column === 'CÓDIGO' && 'truncate',
            )}
          >
            {label}
            {toggle}
            {body}
          </div>
        );
      })}
      {hasDetails && detailsOpen && (
        <div
          role="cell"
          id={detailsId}
          aria-colspan={columns.length}
          className="col-span-full min-w-0 px-2 pb-2 sm:pl-8"
        >
          <ItemDetails item={item} description={description} />
        </div>
      )}
    </div>
  );
});
