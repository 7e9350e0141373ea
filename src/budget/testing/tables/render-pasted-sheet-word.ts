/**
 * A budget sheet copied from Excel and pasted into Word: one big table, chapters and
 * subchapters as rows of their own (code and title, no figures), items with their title and
 * description in the RESUMEN cell (an Alt+Enter line break becomes a new paragraph), a
 * `TOTAL CAPÍTULO 01.02` row after each chapter and `TOTAL PRESUPUESTO` at the end. The
 * figures are the text the sheet showed (`1.605,90`).
 */
import type { Budget } from '../../model/budget.ts';
import { quantityOf, spanishFigure } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal, walkBudget } from '../walk-budget.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const HEADER = ['CÓDIGO', 'RESUMEN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'];

export function renderPastedSheetWord(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder
    .paragraph(`PRESUPUESTO ${budget.client.toUpperCase()}`)
    .newTable()
    .row(...HEADER);
  walkBudget(budget, {
    openChapter(chapter) {
      builder.row(chapter.code, chapter.title, '', '', '', '');
    },
    item(item) {
      builder.itemRow(
        [
          item.codigo,
          item.resumen,
          item.uds,
          spanishFigure(quantityOf(item)),
          spanishFigure(item.precio_unitario),
          spanishFigure(item.total),
        ],
        [3, 4, 5],
      );
    },
    closeChapter(chapter) {
      builder.row(
        '',
        `TOTAL CAPÍTULO ${chapter.code}`,
        '',
        '',
        '',
        spanishFigure(printedChapterTotal(chapter)),
      );
    },
  });
  builder.row('', 'TOTAL PRESUPUESTO', '', '', '', spanishFigure(printedBudgetTotal(budget)));
  return builder.blocks;
}

export const PASTED_SHEET_WORD_FAMILY: TableFamily = {
  id: 'pasted-sheet-word',
  description: 'a budget sheet pasted into Word (one big table, chapters as rows)',
  generate: {},
  shape: (budget) => budget,
  render: renderPastedSheetWord,
  files: ['docx', 'odt', 'rtf'],
};
