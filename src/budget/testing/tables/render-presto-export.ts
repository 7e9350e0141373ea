/**
 * Presto's "Exportar a Excel" of the budget window: one row per concept of the tree, under
 * the header `Código | Nat | Ud | Resumen | CanPres | PrPres | ImpPres`. The first row is
 * the root (the project's code, nature `Capítulo`, 1 × the budget's total); every chapter
 * and subchapter is a row of nature `Capítulo` whose CanPres is 1 and whose PrPres and
 * ImpPres are its total; after a chapter's last child a closing row repeats the chapter's
 * code in `Resumen` with its total. Items are mostly `Partida`, some bare resources
 * (`Material`, `Mano de obra`, `Maquinaria`, `Otros`); a few concepts (`GCI`, `VRP`,
 * `BoteMat`) sit in every chapter under the same short code, title, unit and price; some
 * items are measured 0. Resumen holds the title only (the long text is another column
 * Presto leaves out of this view). Figures are number cells; saved as CSV they show as the
 * sheet formats them, `1.234,56`.
 */
import type { Budget, BudgetItem } from '../../model/budget.ts';
import { formatReportNumber } from '../generate-budget.ts';
import { quantityOf } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal, walkBudget } from '../walk-budget.ts';
import { reshapeItems, withTitleOnly } from './reshape-items.ts';
import { quantityText, settleBudgetTotals } from './settle-budget-totals.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

export const PRESTO_HEADER = ['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres'];
/** The root concept's code: Presto shows the project's code without its `##`. */
export const PRESTO_ROOT_CODE = 'URB24';
const PRESTO_ROOT_TITLE = 'PROYECTO DE URBANIZACIÓN Y REPOSICIÓN DE SERVICIOS';

/** Concepts a Presto budget repeats in chapter after chapter, at these places in the chapter. */
const REPEATED_CONCEPTS: Readonly<
  Record<number, Pick<BudgetItem, 'codigo' | 'resumen' | 'uds' | 'precio_unitario'>>
> = {
  2: {
    codigo: 'GCI',
    resumen: 'GESTIÓN Y CONTROL DE CALIDAD INTERNO',
    uds: 'PA',
    precio_unitario: 185.4,
  },
  4: {
    codigo: 'VRP',
    resumen: 'VARIOS Y REPOSICIONES PUNTUALES',
    uds: 'ud',
    precio_unitario: 62.15,
  },
  6: {
    codigo: 'BoteMat',
    resumen: 'Bote de material a pie de obra',
    uds: 'ud',
    precio_unitario: 9.8,
  },
};
/** An item measured 0 (its amount 0), at this place in every chapter. */
const ZERO_QUANTITY_POSITION = 3;
/** Natures other than `Partida`, by the place in the chapter: resources hung from a chapter. */
const RESOURCE_NATURES: Readonly<Record<number, string>> = {
  5: 'Material',
  7: 'Mano de obra',
  8: 'Maquinaria',
  9: 'Otros',
};

export function shapePrestoExport(budget: Budget): Budget {
  return settleBudgetTotals(
    reshapeItems(budget, (item, position) => {
      const concept = REPEATED_CONCEPTS[position];
      const shaped = concept ? { ...item, ...concept } : withTitleOnly(item);
      return position === ZERO_QUANTITY_POSITION
        ? { ...shaped, cantidad: quantityText(0) }
        : shaped;
    }),
  );
}

export function renderPrestoExport(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  const total = printedBudgetTotal(budget);
  builder.row(...PRESTO_HEADER);
  builder.row(PRESTO_ROOT_CODE, 'Capítulo', '', PRESTO_ROOT_TITLE, 1, total, total);
  walkBudget(budget, {
    openChapter(chapter) {
      const amount = printedChapterTotal(chapter);
      builder.row(chapter.code, 'Capítulo', '', chapter.title, 1, amount, amount);
    },
    item(item, position) {
      builder.itemRow(
        [
          item.codigo,
          RESOURCE_NATURES[position] ?? 'Partida',
          item.uds,
          item.resumen,
          quantityOf(item),
          item.precio_unitario,
          item.total,
        ],
        [4, 5, 6],
      );
    },
    closeChapter(chapter) {
      builder.row('', '', '', chapter.code, null, null, printedChapterTotal(chapter));
    },
  });
  return builder.blocks;
}

export const PRESTO_EXPORT_FAMILY: TableFamily = {
  id: 'presto-export',
  description: 'Presto "Exportar a Excel" (Código, Nat, Ud, Resumen, CanPres, PrPres, ImpPres)',
  generate: {},
  shape: shapePrestoExport,
  render: renderPrestoExport,
  files: ['xlsx', 'xls', 'ods', 'csv'],
  csvNumber: formatReportNumber,
};
