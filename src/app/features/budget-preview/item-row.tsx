import { memo, type Ref } from 'react';
import type { EditableItemField } from '../../../budget/edit/apply-budget-edit.ts';
import {
  formatItemCell,
  NUMERIC_COLUMNS,
  splitResumen,
} from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { cn } from '../../components/ui/cn.ts';
import { editTexts } from '../../texts.ts';
import { CellEditor, type CommitMove } from './cell-editor.tsx';
import { EDITABLE_FIELDS, initialText } from './editable-fields.ts';

export type CommitHandler = (
  row: number,
  field: EditableItemField,
  value: string,
  move: CommitMove,
) => string | undefined;

/** How a row stands against the search: not found, found, or the match the search is on. */
export type RowMatch = 'none' | 'match' | 'current';

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

/**
 * One item of the preview table. Memoised: a correction, a keystroke of the search or a scroll
 * re-renders only the rows whose own props changed.
 */
export const ItemRow = memo(function ItemRow({
  item,
  index,
  columns,
  editableColumns,
  editable,
  activeColumn,
  editingColumn,
  match,
  pointed = false,
  offset,
  measureRef,
  onCommit,
  onCancel,
}: {
  item: BudgetItem;
  index: number;
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
  /** The row's top within the table body when the table is virtualised (rendered in a window). */
  offset?: number;
  /** Lets the virtualiser measure the row's real height. */
  measureRef?: Ref<HTMLDivElement>;
  onCommit: CommitHandler;
  onCancel: () => void;
}) {
  return (
    <div
      ref={measureRef}
      role="row"
      aria-rowindex={index + 2}
      aria-current={match === 'current' ? 'true' : undefined}
      data-index={index}
      data-match={match === 'none' ? undefined : match}
      data-pointed={pointed ? 'true' : undefined}
      tabIndex={pointed ? -1 : undefined}
      style={offset === undefined ? undefined : { transform: `translateY(${offset}px)` }}
      className={cn(
        'grid grid-cols-(--preview-columns)',
        offset !== undefined && 'absolute top-0 left-0 w-full',
        index % 2 === 1 && 'bg-row-alt',
        match === 'match' && 'bg-warning/10',
        match === 'current' && 'bg-warning/20 outline-2 -outline-offset-2 outline-warning',
        pointed && 'bg-primary/10 outline-2 -outline-offset-2 outline-primary',
      )}
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
