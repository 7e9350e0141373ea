/**
 * A short `;` CSV with no header: the chapter's roll-up row first (its code ending in `#`,
 * as FIEBDC names a chapter, its title, 1 × the chapter's total), then its items (code,
 * unit, title, quantity, price, amount). Figures are text as a Spanish sheet shows them.
 */
import type { Budget, BudgetChapter } from '../../model/budget.ts';
import { quantityOf, spanishFigure } from '../format-figures.ts';
import { printedChapterTotal, walkBudget } from '../walk-budget.ts';
import { reshapeItems, withTitleOnly } from './reshape-items.ts';
import { settleBudgetTotals } from './settle-budget-totals.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

/** One chapter holds every item: the file is one chapter's roll-up. */
export function shapeRollup(budget: Budget): Budget {
  const first = (budget.chapters ?? [])[0];
  const chapter: BudgetChapter = { code: '01', title: first?.title ?? 'OBRA', level: 1, total: 0 };
  const items = reshapeItems(budget, (item) =>
    withTitleOnly({ ...item, chapterCode: chapter.code }),
  ).items;
  return settleBudgetTotals({ ...budget, items, chapters: [chapter] });
}

export function renderRollupCsv(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  walkBudget(budget, {
    openChapter(chapter) {
      const amount = spanishFigure(printedChapterTotal(chapter));
      builder.row(`${chapter.code}#`, '', chapter.title, spanishFigure(1), amount, amount);
    },
    item(item) {
      builder.itemRow(
        [
          item.codigo,
          item.uds,
          item.resumen,
          spanishFigure(quantityOf(item)),
          spanishFigure(item.precio_unitario),
          spanishFigure(item.total),
        ],
        [3, 4, 5],
      );
    },
    closeChapter: () => undefined,
  });
  return builder.blocks;
}

export const ROLLUP_CSV_FAMILY: TableFamily = {
  id: 'rollup-csv',
  description: 'a ; CSV whose chapter is a roll-up row (NN#, 1 × total) above its items',
  generate: {},
  shape: shapeRollup,
  render: renderRollupCsv,
  files: ['csv'],
};
