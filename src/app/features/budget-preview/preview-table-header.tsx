import type { Ref } from 'react';
import { NUMERIC_COLUMNS } from '../../../budget/export/format-item-cell.ts';
import type { ColumnName } from '../../../budget/model/budget.ts';
import { cn } from '../../components/ui/cn.ts';
import { previewHeader } from './preview-format.ts';

/**
 * The preview table's header row, on top of the scrolled rows; the figure columns stay at its
 * right edge as their cells do. On a phone each figure carries its own label: the header row
 * is then for screen readers only.
 */
export function PreviewTableHeader({
  ref,
  columns,
  stickyRight,
}: {
  ref: Ref<HTMLDivElement>;
  columns: readonly ColumnName[];
  stickyRight: Partial<Record<ColumnName, string>>;
}) {
  return (
    <div
      ref={ref}
      role="rowgroup"
      className="sticky top-0 z-10 bg-table-header text-white max-sm:sr-only"
    >
      <div role="row" aria-rowindex={1} className="grid grid-cols-(--preview-columns)">
        {columns.map((column) => {
          const sticky = stickyRight[column];
          return (
            <div
              role="columnheader"
              key={column}
              style={sticky === undefined ? undefined : { right: sticky }}
              className={cn(
                'min-w-0 px-2 py-2 font-semibold break-words',
                NUMERIC_COLUMNS.has(column) && 'text-right',
                sticky !== undefined && 'sticky z-[1] bg-table-header',
              )}
            >
              {previewHeader(column)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
