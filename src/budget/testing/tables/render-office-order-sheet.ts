/**
 * A budget typed in a sheet whose only identifier is the order number (`Nº ORDEN |
 * DESCRIPCIÓN | UD | MEDICIÓN | PRECIO | IMPORTE`): items numbered 1, 2, 3… through the whole
 * budget, a chapter's row its code in the same column (`01`, `01.02`, whose keys are the
 * items' `1`, `2`) and its title, closed by `TOTAL CAPÍTULO <code>`. The reader shows the
 * order number as the item's code, as Presto shows its `Nº orden` where a budget has no codes.
 */
import type { Budget } from '../../model/budget.ts';
import { quantityOf } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal, walkBudget } from '../walk-budget.ts';
import { reshapeItems } from './reshape-items.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

/** Each item's code is its order number in the budget, counted from 1. */
export function shapeOfficeOrderSheet(budget: Budget): Budget {
  let order = 0;
  return reshapeItems(budget, (item) => ({ ...item, codigo: String(++order) }));
}

export function renderOfficeOrderSheet(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder.row('PRESUPUESTO').row();
  builder.row('Nº ORDEN', 'DESCRIPCIÓN', 'UD', 'MEDICIÓN', 'PRECIO', 'IMPORTE');
  walkBudget(budget, {
    openChapter: (chapter) => builder.row(chapter.code, chapter.title),
    item: (item) =>
      builder.itemRow(
        [
          Number(item.codigo),
          item.resumen,
          item.uds,
          quantityOf(item),
          item.precio_unitario,
          item.total,
        ],
        [3, 4, 5],
      ),
    closeChapter: (chapter) =>
      builder.row(
        '',
        `TOTAL CAPÍTULO ${chapter.code}`,
        '',
        null,
        null,
        printedChapterTotal(chapter),
      ),
  });
  builder.row('', 'TOTAL PRESUPUESTO', '', null, null, printedBudgetTotal(budget));
  return builder.blocks;
}

export const OFFICE_ORDER_SHEET_FAMILY: TableFamily = {
  id: 'office-order-sheet',
  description: 'an office sheet whose only identifier is the order number (Nº ORDEN)',
  generate: {},
  shape: shapeOfficeOrderSheet,
  render: renderOfficeOrderSheet,
  files: ['xlsx', 'csv', 'ods'],
};
