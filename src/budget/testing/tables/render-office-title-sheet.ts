/**
 * A budget typed in a sheet with no code at all (`DESCRIPCIÓN | UD | CANTIDAD | PRECIO |
 * IMPORTE`): each chapter and subchapter is a title in capitals on a row of its own, a
 * chapter's title standing right above its first subchapter's; each item's title on its
 * row with the figures, its description in capitals typed in the rows under it (phrases
 * that look like codes or titles: `ENTRE LOS 30` / `Y 50 M DE PROFUNDIDAD`); a chapter
 * closed by `TOTAL <its title>`, the budget by `TOTAL PRESUPUESTO`. The reader numbers
 * such chapters in the order they open (1, 2, 3…).
 */
import type { Budget } from '../../model/budget.ts';
import { quantityOf } from '../format-figures.ts';
import { renameChapters } from '../layout-family.ts';
import {
  printedBudgetTotal,
  printedChapterTotal,
  splitResumen,
  walkBudget,
  wrapText,
} from '../walk-budget.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

/** The width the description is typed at, in the rows under the item's row. */
const DESCRIPTION_WIDTH = 48;

/** No item codes; chapters numbered 1, 2, 3… in the order the sheet opens them. */
export function shapeOfficeTitleSheet(budget: Budget): Budget {
  const numbers = new Map<string, string>();
  walkBudget(budget, {
    openChapter: (chapter) => numbers.set(chapter.code, String(numbers.size + 1)),
    item: () => undefined,
    closeChapter: () => undefined,
  });
  const renamed = renameChapters(budget, (code) => numbers.get(code) ?? code);
  return {
    ...renamed,
    items: renamed.items.map((item) => {
      const { title, description } = splitResumen(item.resumen);
      return {
        ...item,
        codigo: '',
        resumen: description === '' ? title : `${title}\n${description.toUpperCase()}`,
      };
    }),
  };
}

export function renderOfficeTitleSheet(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder.row('PRESUPUESTO').row();
  builder.row('DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE');
  walkBudget(budget, {
    openChapter: (chapter) => builder.row(chapter.title),
    item(item) {
      const { title, description } = splitResumen(item.resumen);
      builder.itemRow(
        [title, item.uds, quantityOf(item), item.precio_unitario, item.total],
        [2, 3, 4],
      );
      for (const line of wrapText(description, DESCRIPTION_WIDTH)) builder.row(line);
    },
    closeChapter: (chapter) =>
      builder.row(`TOTAL ${chapter.title}`, '', null, null, printedChapterTotal(chapter)),
  });
  builder.row('TOTAL PRESUPUESTO', '', null, null, printedBudgetTotal(budget));
  return builder.blocks;
}

export const OFFICE_TITLE_SHEET_FAMILY: TableFamily = {
  id: 'office-title-sheet',
  description:
    'an office sheet without codes (chapters as stacked titles, descriptions in capitals below)',
  generate: { codeLikeText: true },
  shape: shapeOfficeTitleSheet,
  render: renderOfficeTitleSheet,
  files: ['xlsx', 'csv'],
};
