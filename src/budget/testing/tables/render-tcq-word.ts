/**
 * A budget re-printed as Word tables in TCQ's column order, the price before the quantity
 * (`Código | Ud | Descripción | Precio | Cantidad | Importe`): each chapter's heading a
 * paragraph (`Capítulo 01 …`, `Subcapítulo 01.02 …`), then a table of its items (title and
 * description as the Descripción cell's paragraphs, quantities with three decimals) and its
 * `TOTAL Subcapítulo 01.02` row; an enclosing chapter's total row follows its last
 * subchapter's in the same table. The total is a last row, `PRESUPUESTO DE EJECUCIÓN MATERIAL`.
 */
import type { Budget } from '../../model/budget.ts';
import { quantityOf, spanishFigure, spanishQuantity } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal, walkBudget } from '../walk-budget.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const KEYWORDS = ['Capítulo', 'Subcapítulo', 'Apartado'] as const;
const HEADER = ['Código', 'Ud', 'Descripción', 'Precio', 'Cantidad', 'Importe'];

function keyword(level: number): string {
  return KEYWORDS[Math.min(level, KEYWORDS.length) - 1] ?? 'Capítulo';
}

export function renderTcqWord(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder.paragraph('PRESUPUESTO').paragraph(`Obra 01 Presupuesto ${budget.client.toUpperCase()}`);
  let headed = false;
  walkBudget(budget, {
    openChapter(chapter) {
      builder.paragraph(`${keyword(chapter.level)} ${chapter.code} ${chapter.title}`);
      headed = false;
    },
    item(item) {
      if (!headed) builder.newTable().row(...HEADER);
      headed = true;
      builder.itemRow(
        [
          item.codigo,
          item.uds,
          item.resumen,
          spanishFigure(item.precio_unitario),
          spanishQuantity(quantityOf(item)),
          spanishFigure(item.total),
        ],
        [3, 4, 5],
      );
    },
    closeChapter(chapter) {
      builder.row(
        '',
        '',
        `TOTAL ${keyword(chapter.level)} ${chapter.code} ${chapter.title}`,
        '',
        '',
        spanishFigure(printedChapterTotal(chapter)),
      );
    },
  });
  builder.row(
    '',
    '',
    'PRESUPUESTO DE EJECUCIÓN MATERIAL',
    '',
    '',
    spanishFigure(printedBudgetTotal(budget)),
  );
  return builder.blocks;
}

export const TCQ_WORD_FAMILY: TableFamily = {
  id: 'tcq-word',
  description:
    "a budget as Word tables in TCQ's order (Código, Ud, Descripción, Precio, Cantidad, Importe)",
  generate: { depth: 3 },
  shape: (budget) => budget,
  render: renderTcqWord,
  files: ['docx', 'odt', 'rtf'],
};
