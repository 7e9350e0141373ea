/**
 * Budgets typed in a spreadsheet by an office, in shapes no program's export has:
 *
 * - `office-sheet-split`: columns `Nº ORDEN | CÓDIGO | DESCRIPCIÓN | UD | (blank) | MEDICIÓN
 *   | PRECIO UNITARIO | IMPORTE | %`, the description typed in the rows under the item's
 *   row (other cells empty), prices of four decimals with the amount rounded to the cent,
 *   credits (`ABONO POR …`, a negative quantity) and items measured 0, `TOTAL CAPÍTULO`
 *   rows, and under the budget the block `TOTAL EJECUCIÓN MATERIAL`, `13% GG`, `6% BI`,
 *   `SUMA`, `21% IVA`, `TOTAL PRESUPUESTO`;
 * - `office-sheet-code-last`: no column header, the code typed last (`DESCRIPCIÓN | UD |
 *   MEDICIÓN | PRECIO | IMPORTE | CÓDIGO`), every figure text with `€` (`1.234,56 €`), a
 *   chapter as its code and title with no total, and the sheet cut in pages: `Suma y sigue`
 *   at a page's foot, the title and page number, `Suma anterior` at the next page's head;
 * - `office-sheet-partials`: measurement lines typed under the item as rows of a comment
 *   and its partial in the quantity column (`Fachada principal | | 74,52`), no measurement
 *   columns.
 */
import type { Budget, BudgetItem } from '../../model/budget.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { roundToCents } from '../../model/money.ts';
import { formatReportNumber, summaryOfPem } from '../generate-budget.ts';
import { quantityOf, valueOfSpanish } from '../format-figures.ts';
import {
  printedBudgetTotal,
  printedChapterTotal,
  splitResumen,
  walkBudget,
  wrapText,
} from '../walk-budget.ts';
import { reshapeItems } from './reshape-items.ts';
import { settleBudgetTotals } from './settle-budget-totals.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const TITLE = 'PRESUPUESTO DE OBRA';
/** The width an office types a description's lines at, under the item's row. */
const DESCRIPTION_WIDTH = 60;
/** Items on a printed page of the code-last sheet, before its `Suma y sigue`. */
const ITEMS_PER_PAGE = 6;

/** Every 5th item a credit, every 7th measured 0, prices of four decimals. */
export function shapeOfficeSheet(budget: Budget): Budget {
  let index = 0;
  const items = reshapeItems(budget, (item) => {
    index++;
    const price =
      Math.round((item.precio_unitario + ((index * 37) % 100) / 10_000 + 0.0003) * 1e4) / 1e4;
    const shaped: BudgetItem = { ...item, precio_unitario: price };
    if (index % 5 === 0 && quantityOf(item) !== 0)
      return {
        ...shaped,
        resumen: `ABONO POR ${item.resumen}`,
        cantidad: index % 10 === 0 ? '-1,00' : `-${item.cantidad}`,
      };
    if (index % 7 === 3) return { ...shaped, cantidad: '0,00' };
    return shaped;
  }).items;
  return settleBudgetTotals({ ...budget, items });
}

export function renderOfficeSheetSplit(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  const total = printedBudgetTotal(budget);
  // order, code, description, unit, spacer, quantity, price, amount, share
  const put = (cells: TableCell[]) => builder.row(...cells);
  builder.row(TITLE).row();
  put(['Nº ORDEN', 'CÓDIGO', 'DESCRIPCIÓN', 'UD', '', 'MEDICIÓN', 'PRECIO', 'IMPORTE', '%']);
  put(['', '', '', '', '', '', 'UNITARIO', 'TOTAL', '']);
  let order = 0;
  walkBudget(budget, {
    openChapter: (chapter) => put(['', chapter.code, chapter.title]),
    item(item) {
      const { title, description } = splitResumen(item.resumen);
      const share = total === 0 ? 0 : Math.round((item.total / total) * 10_000) / 100;
      builder.itemRow(
        [
          ++order,
          item.codigo,
          title,
          item.uds,
          '',
          quantityOf(item),
          item.precio_unitario,
          item.total,
          share,
        ],
        [5, 6, 7],
      );
      for (const line of wrapText(description, DESCRIPTION_WIDTH)) put(['', '', line]);
    },
    closeChapter: (chapter) =>
      put([
        '',
        '',
        `TOTAL CAPÍTULO ${chapter.code}`,
        '',
        '',
        null,
        null,
        printedChapterTotal(chapter),
      ]),
  });
  // The usual rates; summaryOfPem works each figure out to the cent.
  const { gastosGenerales = 0, beneficioIndustrial = 0, iva = 0 } = summaryOfPem(total);
  const sum = roundToCents(total + gastosGenerales + beneficioIndustrial);
  const block: Array<[string, number]> = [
    ['TOTAL EJECUCIÓN MATERIAL', total],
    ['13% GG', gastosGenerales],
    ['6% BI', beneficioIndustrial],
    ['SUMA', sum],
    ['21% IVA', iva],
    ['TOTAL PRESUPUESTO', roundToCents(sum + iva)],
  ];
  builder.row();
  for (const [label, amount] of block) put(['', '', label, '', '', null, null, amount]);
  return builder.blocks;
}

/** The code-last sheet keeps no chapter total: the chapters state none. */
export function shapeOfficeSheetCodeLast(budget: Budget): Budget {
  const shaped = shapeOfficeSheet(budget);
  return {
    ...shaped,
    chapters: (shaped.chapters ?? []).map((chapter) => {
      const { statedTotal, ...rest } = chapter;
      void statedTotal;
      return rest;
    }),
  };
}

/** A figure typed as text with its euro sign, to as many decimals as it has (`534,654 €`). */
function euros(value: number): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(4).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped},${decimals} €`;
}

export function renderOfficeSheetCodeLast(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder.row(TITLE).row();
  let running = 0;
  let count = 0;
  let page = 1;
  walkBudget(budget, {
    openChapter: (chapter) => builder.row(chapter.title, '', '', '', '', chapter.code),
    item(item) {
      builder.itemRow(
        [
          item.resumen,
          item.uds,
          formatReportNumber(quantityOf(item)),
          euros(item.precio_unitario),
          euros(item.total),
          item.codigo,
        ],
        [2, 3, 4],
      );
      running = roundToCents(running + item.total);
      if (++count % ITEMS_PER_PAGE !== 0) return;
      builder.row('Suma y sigue', '', '', '', euros(running));
      builder.row().row(TITLE, '', '', '', `Página ${++page}`);
      builder.row('Suma anterior', '', '', '', euros(running));
    },
    closeChapter: () => undefined,
  });
  builder.row('TOTAL PRESUPUESTO', '', '', '', euros(printedBudgetTotal(budget)));
  return builder.blocks;
}

export function renderOfficeSheetPartials(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder.row(TITLE).row();
  builder.row('CÓDIGO', 'UD', 'DESCRIPCIÓN', 'CANTIDAD', 'PRECIO', 'IMPORTE');
  walkBudget(budget, {
    openChapter: (chapter) => builder.row(chapter.code, '', chapter.title),
    item(item) {
      builder.itemRow(
        [item.codigo, item.uds, item.resumen, quantityOf(item), item.precio_unitario, item.total],
        [3, 4, 5],
      );
      for (const line of item.measurements ?? [])
        builder.row('', '', line.comment, valueOfSpanish(line.parcial));
    },
    closeChapter: (chapter) =>
      builder.row('', '', `TOTAL ${chapter.code}`, null, null, printedChapterTotal(chapter)),
  });
  builder.row('', '', 'TOTAL PRESUPUESTO', null, null, printedBudgetTotal(budget));
  return builder.blocks;
}

/** The partials sheet has no dimension columns: each line keeps its comment and partial. */
export function shapeOfficeSheetPartials(budget: Budget): Budget {
  return {
    ...budget,
    items: budget.items.map((item) => ({
      ...item,
      ...(item.measurements
        ? {
            measurements: item.measurements.map((line) => ({
              comment: line.comment,
              uds: '',
              longitud: '',
              anchura: '',
              altura: '',
              parcial: line.parcial,
            })),
          }
        : {}),
    })),
  };
}

export const OFFICE_SHEET_SPLIT_FAMILY: TableFamily = {
  id: 'office-sheet-split',
  description:
    'an office sheet (Nº orden, spacer and % columns, description in the rows below, GG/BI/IVA block)',
  generate: {},
  shape: shapeOfficeSheet,
  render: renderOfficeSheetSplit,
  files: ['xlsx', 'csv'],
};

export const OFFICE_SHEET_CODE_LAST_FAMILY: TableFamily = {
  id: 'office-sheet-code-last',
  description: 'an office sheet without header, code last, figures as € text, Suma y sigue pages',
  generate: {},
  shape: shapeOfficeSheetCodeLast,
  render: renderOfficeSheetCodeLast,
  files: ['xlsx', 'csv'],
  printsChapterTotals: false,
};

export const OFFICE_SHEET_PARTIALS_FAMILY: TableFamily = {
  id: 'office-sheet-partials',
  description: 'an office sheet with measurement lines typed under each item (comment, partial)',
  generate: { measurements: true },
  shape: shapeOfficeSheetPartials,
  render: renderOfficeSheetPartials,
  files: ['xlsx', 'csv'],
};
