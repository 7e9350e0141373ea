/**
 * Presto "PRESUPUESTO" by chapters ("presupuestos parciales"), as text copied from the PDF
 * (Navas de Tolosa): headings `01 FASE 2` and `01.01 LEVANTADO…`, each item on one line
 * `code unit SUMMARY qty price amount` (a compound unit glued to the summary,
 * `m2/dALQUILER`) with its description below, `TOTAL 01.01.......... 6.838,73`, the
 * chapter's `TOTAL 01....` and the final `TOTAL....`.
 */
import type { Budget, BudgetItem } from '../model/budget.ts';
import { spanishFigure } from './format-figures.ts';
import type { LayoutFamily } from './layout-family.ts';
import {
  boldLine,
  cell,
  line,
  paginate,
  type ReportDocument,
  type ReportLine,
} from './report-document.ts';
import { leaderLabel } from './render-presto-measurements-report.ts';
import {
  printedBudgetTotal,
  printedChapterTotal,
  splitResumen,
  walkBudget,
  wrapText,
} from './walk-budget.ts';

/** Characters of a description line in the RESUMEN column. */
const DESCRIPTION_WIDTH = 84;
/** Body lines per portrait A4 page at 7 pt. */
const LINES_PER_PAGE = 68;
/** `TOTAL 01.01` and its dot leader. */
const TOTAL_LINE_WIDTH = 90;

const COLUMNS = {
  code: { x: 28, align: 'left' },
  summary: { x: 112, align: 'left' },
  cantidad: { x: 448, align: 'right' },
  precio: { x: 500, align: 'right' },
  importe: { x: 566, align: 'right' },
  title: { x: 28, align: 'left' },
} as const;

function itemLines(item: BudgetItem): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  // Presto's text export glues a compound unit to the summary; a simple one keeps its space.
  const head = item.uds.includes('/') ? `${item.uds}${title}` : `${item.uds} ${title}`;
  const out: ReportLine[] = [
    line(
      cell('code', item.codigo),
      cell('summary', head),
      cell('cantidad', item.cantidad),
      cell('precio', spanishFigure(item.precio_unitario)),
      cell('importe', spanishFigure(item.total)),
    ),
  ];
  for (const text of wrapText(description, DESCRIPTION_WIDTH, true))
    out.push(line(cell('summary', text)));
  return out;
}

function renderPrestoPartialsReport(budget: Budget): ReportDocument {
  const project = `PROYECTO DE URBANIZACIÓN PARA ${budget.client.toUpperCase()}`;
  const body: ReportLine[] = [];
  walkBudget(budget, {
    openChapter(chapter) {
      body.push(boldLine(cell('title', `${chapter.code} ${chapter.title}`)));
    },
    item(item) {
      body.push(...itemLines(item));
    },
    closeChapter(chapter) {
      body.push(
        boldLine(
          cell('title', leaderLabel(`TOTAL ${chapter.code}`, TOTAL_LINE_WIDTH)),
          cell('importe', spanishFigure(printedChapterTotal(chapter))),
        ),
      );
    },
  });
  body.push(
    boldLine(
      cell('title', leaderLabel('TOTAL', TOTAL_LINE_WIDTH + 10)),
      cell('importe', spanishFigure(printedBudgetTotal(budget))),
    ),
  );
  const header = (): ReportLine[] => [
    boldLine(cell('title', 'PRESUPUESTO')),
    line(cell('title', project)),
    boldLine(
      cell('code', 'CÓDIGO'),
      cell('summary', 'RESUMEN'),
      cell('cantidad', 'CANTIDAD'),
      cell('precio', 'PRECIO'),
      cell('importe', 'IMPORTE'),
    ),
  ];
  return { columns: COLUMNS, pages: paginate(body, LINES_PER_PAGE, header, () => []) };
}

export const PRESTO_PARTIALS_FAMILY: LayoutFamily = {
  id: 'presto-partials',
  description: 'Presto "PRESUPUESTO" by chapters, one line per item (copied text)',
  generate: { depth: 3 },
  shape: (budget) => budget,
  render: renderPrestoPartialsReport,
  figure: spanishFigure,
  textStyle: { kind: 'runs', separator: ' ' },
};
