import { memo, useMemo, type CSSProperties } from 'react';
import { computeColumnWidths } from '../../../budget/export/compute-column-widths.ts';
import {
  formatItemCell,
  NUMERIC_COLUMNS,
  splitResumen,
} from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { cn } from '../../components/ui/cn.ts';
import { previewTexts } from '../../texts.ts';
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

const ItemRow = memo(function ItemRow({
  item,
  columns,
  shaded,
}: {
  item: BudgetItem;
  columns: readonly ColumnName[];
  shaded: boolean;
}) {
  return (
    <div role="row" className={cn('grid grid-cols-(--preview-columns)', shaded && 'bg-row-alt')}>
      {columns.map((column) => {
        if (column === 'RESUMEN') {
          const { title, description, unit } = splitResumen(item);
          return (
            <div role="cell" key={column} className="min-w-0 px-2 py-1.5 break-words">
              <span className="font-medium">
                {unit && <span className="mr-1 text-muted-foreground">{unit}</span>}
                {title}
              </span>
              {description.map((line, index) => (
                <span key={index} className="block text-muted-foreground">
                  {line}
                </span>
              ))}
            </div>
          );
        }
        return (
          <div
            role="cell"
            key={column}
            className={cn(
              'min-w-0 px-2 py-1.5 break-words',
              // An amount never breaks before its '€'.
              NUMERIC_COLUMNS.has(column) && 'text-right whitespace-nowrap tabular-nums',
            )}
          >
            {formatItemCell(item, column)}
          </div>
        );
      })}
    </div>
  );
});

const ItemBlock = memo(function ItemBlock({
  items,
  firstIndex,
  columns,
}: {
  items: readonly BudgetItem[];
  firstIndex: number;
  columns: readonly ColumnName[];
}) {
  return (
    <div role="rowgroup" className="[contain-intrinsic-size:auto_1500px] [content-visibility:auto]">
      {items.map((item, offset) => (
        <ItemRow
          key={firstIndex + offset}
          item={item}
          columns={columns}
          shaded={(firstIndex + offset) % 2 === 1}
        />
      ))}
    </div>
  );
});

/** The preview's 'Detalle de servicios' table, rendered in blocks. */
export function BudgetItemsTable({
  items,
  columns,
}: {
  items: readonly BudgetItem[];
  columns: readonly ColumnName[];
}) {
  const blocks = useMemo(() => {
    const result: Array<{ firstIndex: number; items: readonly BudgetItem[] }> = [];
    for (let start = 0; start < items.length; start += ROWS_PER_BLOCK) {
      result.push({ firstIndex: start, items: items.slice(start, start + ROWS_PER_BLOCK) });
    }
    return result;
  }, [items]);
  const shownBlocks = useProgressiveCount(blocks.length, items, FIRST_BLOCKS, BLOCKS_PER_FRAME);
  const shownRows = Math.min(items.length, shownBlocks * ROWS_PER_BLOCK);
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

  return (
    <div
      role="region"
      aria-label={previewTexts.servicesDetail}
      // Scrollable, so keyboard users must be able to focus it to scroll.
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-md border border-border"
    >
      <div
        role="table"
        aria-label={previewTexts.servicesDetail}
        aria-rowcount={items.length + 1}
        className="text-xs"
        style={template}
      >
        <div role="rowgroup" className="sticky top-0 z-10 bg-table-header text-white">
          <div role="row" className="grid grid-cols-(--preview-columns)">
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
          <ItemBlock
            key={block.firstIndex}
            items={block.items}
            firstIndex={block.firstIndex}
            columns={columns}
          />
        ))}
      </div>
      {shownRows < items.length && (
        <p role="status" className="p-2 text-center text-xs text-muted-foreground">
          {previewTexts.renderingRows(shownRows, items.length)}
        </p>
      )}
    </div>
  );
}
