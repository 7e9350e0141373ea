/**
 * Presto "PRESUPUESTO Y MEDICIONES" as pdf.js gives it: the ten-column header
 * `CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE` under a
 * rule, `CAPÍTULO C01 …` and `SUBCAPÍTULO C01.02 …`, items `CODE    m3    TITLE` with a
 * hyphenated description, measurement lines with and without a comment (negative
 * deductions, count-only lines), an underscore rule and then `qty    price    amount`,
 * `TOTAL SUBCAPÍTULO …` and `TOTAL CAPÍTULO … ....    301,30` after a short rule, the final
 * `TOTAL ....    96.337,89`, and a footer with the date and `Página1`.
 */
import type { Budget, BudgetItem } from '../model/budget.ts';
import { spanishFigure } from './format-figures.ts';
import { renameChapters, type LayoutFamily } from './layout-family.ts';
import {
  boldLine,
  cell,
  line,
  paginate,
  type ReportDocument,
  type ReportLine,
} from './report-document.ts';
import {
  printedBudgetTotal,
  printedChapterTotal,
  splitResumen,
  walkBudget,
  wrapText,
} from './walk-budget.ts';

/** Characters of a description line: Presto wraps the long text to the page width. */
const DESCRIPTION_WIDTH = 100;
/** Body lines per page of a portrait A4 report at 7 pt. */
const LINES_PER_PAGE = 70;
/** A chapter total line, label and dot leader, is this many characters long. */
const TOTAL_LINE_WIDTH = 95;
const ITEM_RULE = '_'.repeat(55);
const TOTAL_RULE = '_'.repeat(15);
const PAGE_RULE = '_'.repeat(120);

const COLUMNS = {
  code: { x: 28, align: 'left' },
  unit: { x: 82, align: 'left' },
  summary: { x: 102, align: 'left' },
  uds: { x: 262, align: 'right' },
  longitud: { x: 305, align: 'right' },
  anchura: { x: 345, align: 'right' },
  altura: { x: 385, align: 'right' },
  parciales: { x: 432, align: 'right' },
  cantidad: { x: 474, align: 'right' },
  precio: { x: 518, align: 'right' },
  importe: { x: 566, align: 'right' },
  itemRule: { x: 290, align: 'left' },
  totalRule: { x: 505, align: 'left' },
} as const;

const HEADER_CELLS = [
  cell('code', 'CÓDIGO'),
  cell('summary', 'RESUMEN'),
  cell('uds', 'UDS'),
  cell('longitud', 'LONGITUD'),
  cell('anchura', 'ANCHURA'),
  cell('altura', 'ALTURA'),
  cell('parciales', 'PARCIALES'),
  cell('cantidad', 'CANTIDAD'),
  cell('precio', 'PRECIO'),
  cell('importe', 'IMPORTE'),
];

const KEYWORDS = ['CAPÍTULO', 'SUBCAPÍTULO', 'APARTADO'] as const;

function keyword(level: number): string {
  return KEYWORDS[Math.min(level, KEYWORDS.length) - 1] ?? 'CAPÍTULO';
}

/** `TOTAL CAPÍTULO C01 TITLE........` then the amount, as Presto pads its total lines. */
export function leaderLabel(label: string, width: number): string {
  return label + '.'.repeat(Math.max(3, width - label.length));
}

function itemLines(item: BudgetItem): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  const out: ReportLine[] = [
    line(cell('code', item.codigo), cell('unit', item.uds), cell('summary', title)),
  ];
  for (const text of wrapText(description, DESCRIPTION_WIDTH, true))
    out.push(line(cell('code', text)));
  for (const measurement of item.measurements ?? [])
    out.push(
      line(
        cell('summary', measurement.comment),
        cell('uds', measurement.uds),
        cell('longitud', measurement.longitud),
        cell('anchura', measurement.anchura),
        cell('altura', measurement.altura),
        cell('parciales', measurement.parcial),
      ),
    );
  out.push(line(cell('itemRule', ITEM_RULE)));
  out.push(
    line(
      cell('cantidad', item.cantidad),
      cell('precio', spanishFigure(item.precio_unitario)),
      cell('importe', spanishFigure(item.total)),
    ),
  );
  return out;
}

function renderPrestoMeasurementsReport(budget: Budget): ReportDocument {
  const body: ReportLine[] = [];
  walkBudget(budget, {
    openChapter(chapter) {
      body.push(
        boldLine(cell('code', `${keyword(chapter.level)} ${chapter.code} ${chapter.title}`)),
      );
    },
    item(item) {
      body.push(...itemLines(item));
    },
    closeChapter(chapter) {
      const label = `TOTAL ${keyword(chapter.level)} ${chapter.code} ${chapter.title}`;
      body.push(
        line(cell('totalRule', TOTAL_RULE)),
        boldLine(
          cell('summary', leaderLabel(label, TOTAL_LINE_WIDTH)),
          cell('importe', spanishFigure(printedChapterTotal(chapter))),
        ),
      );
    },
  });
  body.push(
    line(cell('totalRule', TOTAL_RULE)),
    boldLine(
      cell('summary', leaderLabel('TOTAL', TOTAL_LINE_WIDTH)),
      cell('importe', spanishFigure(printedBudgetTotal(budget))),
    ),
  );
  const pages = paginate(
    body,
    LINES_PER_PAGE,
    () => [
      boldLine(cell('code', 'PRESUPUESTO Y MEDICIONES')),
      boldLine(...HEADER_CELLS),
      line(cell('code', PAGE_RULE)),
    ],
    (page) => [
      line(cell('code', PAGE_RULE)),
      line(cell('code', '23 de diciembre de 2025')),
      line(cell('importe', `Página${page}`)),
    ],
  );
  return { columns: COLUMNS, pages };
}

export const PRESTO_MEASUREMENTS_FAMILY: LayoutFamily = {
  id: 'presto-measurements',
  description: 'Presto "PRESUPUESTO Y MEDICIONES" with measurement lines (pdf.js runs)',
  generate: { measurements: true, commentlessMeasurements: true, depth: 3 },
  shape: (budget) => renameChapters(budget, (code) => `C${code}`),
  render: renderPrestoMeasurementsReport,
  figure: spanishFigure,
  textStyle: { kind: 'runs', separator: '    ' },
};
