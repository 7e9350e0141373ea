/**
 * A Presto "PRESUPUESTO Y MEDICIONES" turned into a spreadsheet and pasted as text (El
 * Casar): one row per printed line, cells joined by tabs (`CÓDIGO RESUMEN UDS LONGITUD
 * ANCHURA ALTURA CANTIDAD PRECIO IMPORTE`), General-format numbers with a decimal comma and
 * no thousands separator (`24562,54`, `22,4`, `38`), `code` then `unit TITLE` in RESUMEN,
 * description rows, measurement rows whose partial sits in CANTIDAD, a figures row
 * `qty price amount`, chapter headings whose top level is unpadded (`1` … `TOTAL 01`),
 * `TOTAL 01.01` rows, the page header rows repeated, the page number alone in IMPORTE, and
 * the closing sentence with the contract total in words.
 */
import type { Budget, BudgetItem } from '../model/budget.ts';
import { spreadsheetFigure, valueOfSpanish } from './format-figures.ts';
import type { LayoutFamily } from './layout-family.ts';
import {
  boldLine,
  cell,
  line,
  paginate,
  type ReportDocument,
  type ReportLine,
} from './report-document.ts';
import { spellEuros } from './spell-euros.ts';
import {
  printedBudgetTotal,
  printedChapterTotal,
  splitResumen,
  walkBudget,
  wrapText,
} from './walk-budget.ts';

const DESCRIPTION_WIDTH = 86;
const LINES_PER_PAGE = 64;

/** Spreadsheet cells, and where a printed page puts them. */
const COLUMNS = {
  code: { x: 28, align: 'left', cell: 0 },
  summary: { x: 80, align: 'left', cell: 1 },
  uds: { x: 300, align: 'right', cell: 2 },
  longitud: { x: 342, align: 'right', cell: 3 },
  anchura: { x: 384, align: 'right', cell: 4 },
  altura: { x: 426, align: 'right', cell: 5 },
  cantidad: { x: 472, align: 'right', cell: 6 },
  precio: { x: 516, align: 'right', cell: 7 },
  importe: { x: 566, align: 'right', cell: 8 },
} as const;

/** A figure the model keeps as Spanish report text, as the spreadsheet cell shows it. */
const asCell = (text: string): string =>
  text === '' ? '' : spreadsheetFigure(valueOfSpanish(text));

/** El Casar's sheet spells some units with a stop (`Ud.`, `ML.`, `m.`), which readers must still take for units. */
const DOTTED_UNITS: Readonly<Record<string, string>> = { ud: 'Ud.', Ml: 'ML.', m: 'm.', PA: 'P.A' };

function printedUnit(unit: string): string {
  return DOTTED_UNITS[unit] ?? unit;
}

function itemLines(item: BudgetItem): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  const out: ReportLine[] = [
    line(cell('code', item.codigo), cell('summary', `${printedUnit(item.uds)} ${title}`)),
  ];
  for (const part of wrapText(description, DESCRIPTION_WIDTH, true))
    out.push(line(cell('summary', part)));
  for (const measurement of item.measurements ?? [])
    out.push(
      line(
        cell('summary', measurement.comment),
        cell('uds', asCell(measurement.uds)),
        cell('longitud', asCell(measurement.longitud)),
        cell('anchura', asCell(measurement.anchura)),
        cell('altura', asCell(measurement.altura)),
        cell('cantidad', asCell(measurement.parcial)),
      ),
    );
  out.push(
    line(
      cell('cantidad', asCell(item.cantidad)),
      cell('precio', spreadsheetFigure(item.precio_unitario)),
      cell('importe', spreadsheetFigure(item.total)),
    ),
  );
  return out;
}

function renderSpreadsheetTabs(budget: Budget): ReportDocument {
  const body: ReportLine[] = [];
  walkBudget(budget, {
    openChapter(chapter) {
      // The top level's heading is a number cell (`1`); its total row keeps the padding (`TOTAL 01`).
      const code = chapter.level === 1 ? String(Number(chapter.code)) : chapter.code;
      body.push(boldLine(cell('code', code), cell('summary', chapter.title)));
    },
    item(item) {
      body.push(...itemLines(item));
    },
    closeChapter(chapter) {
      body.push(
        boldLine(
          cell('summary', `TOTAL ${chapter.code}`),
          cell('importe', spreadsheetFigure(printedChapterTotal(chapter))),
        ),
      );
    },
  });
  body.push(
    boldLine(
      cell('summary', 'TOTAL'),
      cell('importe', spreadsheetFigure(printedBudgetTotal(budget))),
    ),
  );
  const pages = paginate(
    body,
    LINES_PER_PAGE,
    () => [
      boldLine(cell('code', 'PRESUPUESTO Y MEDICIONES')),
      boldLine(
        cell('code', 'CÓDIGO'),
        cell('summary', 'RESUMEN'),
        cell('uds', 'UDS'),
        cell('longitud', 'LONGITUD'),
        cell('anchura', 'ANCHURA'),
        cell('altura', 'ALTURA'),
        cell('cantidad', 'CANTIDAD'),
        cell('precio', 'PRECIO'),
        cell('importe', 'IMPORTE'),
      ),
    ],
    (page) => [line(cell('importe', String(page))), line()],
  );
  const contractTotal = budget.summary?.contractTotal ?? printedBudgetTotal(budget);
  const words = `Asciende el presupuesto a la expresada cantidad de ${spellEuros(contractTotal)}`;
  pages[pages.length - 1]?.push(
    ...wrapText(words, DESCRIPTION_WIDTH).map((part) => line(cell('summary', part))),
  );
  return { columns: COLUMNS, pages };
}

export const SPREADSHEET_TABS_FAMILY: LayoutFamily = {
  id: 'spreadsheet-tabs',
  description: 'a Presto "PRESUPUESTO Y MEDICIONES" sheet pasted from a spreadsheet (tabs)',
  generate: { measurements: true, commentlessMeasurements: true, depth: 3 },
  shape: (budget) => budget,
  render: renderSpreadsheetTabs,
  figure: spreadsheetFigure,
  textStyle: { kind: 'tabs' },
};
