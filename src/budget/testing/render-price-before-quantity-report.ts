/**
 * A TCQ-style "PRESUPUESTO", whose columns put the price before the quantity
 * (`NÚM. CÓDIGO UD DESCRIPCIÓN PRECIO CANTIDAD IMPORTE`): items numbered within their
 * chapter, the figures on the item's last text line after TCQ's price reference
 * (`(P - 12)   15,39   12,000   184,68`), quantities with three decimals,
 * `TOTAL Subcapítulo 01.02 …` and `TOTAL Capítulo 01 …`, then a "RESUMEN DE PRESUPUESTO"
 * page listing the chapters and the `PRESUPUESTO DE EJECUCIÓN MATERIAL`.
 */
import type { Budget, BudgetItem } from '../model/budget.ts';
import { quantityOf, spanishFigure, spanishQuantity } from './format-figures.ts';
import type { LayoutFamily } from './layout-family.ts';
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

/** The DESCRIPCIÓN column ends where the price reference starts. */
const DESCRIPTION_WIDTH = 58;
const LINES_PER_PAGE = 60;

const COLUMNS = {
  number: { x: 40, align: 'right' },
  code: { x: 46, align: 'left' },
  unit: { x: 96, align: 'left' },
  text: { x: 120, align: 'left' },
  reference: { x: 345, align: 'left' },
  price: { x: 430, align: 'right' },
  quantity: { x: 490, align: 'right' },
  amount: { x: 560, align: 'right' },
  heading: { x: 28, align: 'left' },
  furniture: { x: 28, align: 'left' },
  page: { x: 560, align: 'right' },
} as const;

const KEYWORDS = ['Capítulo', 'Subcapítulo', 'Apartado'] as const;

function keyword(level: number): string {
  return KEYWORDS[Math.min(level, KEYWORDS.length) - 1] ?? 'Capítulo';
}

function itemLines(item: BudgetItem, position: number, reference: number): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  const text = [title, ...wrapText(description, DESCRIPTION_WIDTH)];
  const figures = [
    cell('reference', `(P - ${reference})`),
    cell('price', spanishFigure(item.precio_unitario)),
    cell('quantity', spanishQuantity(quantityOf(item))),
    cell('amount', spanishFigure(item.total)),
  ];
  return text.map((part, index) => {
    const lead =
      index === 0
        ? [cell('number', String(position)), cell('code', item.codigo), cell('unit', item.uds)]
        : [];
    const tail = index === text.length - 1 ? figures : [];
    return line(...lead, cell('text', part), ...tail);
  });
}

function renderPriceBeforeQuantityReport(budget: Budget): ReportDocument {
  const project = `Obra 01 Presupuesto ${budget.client.toUpperCase()}`;
  const body: ReportLine[] = [];
  let reference = 0;
  walkBudget(budget, {
    openChapter(chapter) {
      body.push(
        boldLine(cell('heading', `${keyword(chapter.level)} ${chapter.code} ${chapter.title}`)),
      );
    },
    item(item, position) {
      body.push(...itemLines(item, position, ++reference), line());
    },
    closeChapter(chapter) {
      body.push(
        boldLine(
          cell('heading', `TOTAL ${keyword(chapter.level)} ${chapter.code} ${chapter.title}`),
          cell('amount', spanishFigure(printedChapterTotal(chapter))),
        ),
        line(),
      );
    },
  });
  const header = (): ReportLine[] => [
    boldLine(cell('furniture', 'PRESUPUESTO')),
    line(cell('furniture', project)),
    line(),
    boldLine(
      cell('number', 'NÚM.'),
      cell('code', 'CÓDIGO'),
      cell('unit', 'UD'),
      cell('text', 'DESCRIPCIÓN'),
      cell('price', 'PRECIO'),
      cell('quantity', 'CANTIDAD'),
      cell('amount', 'IMPORTE'),
    ),
    line(),
  ];
  const pages = paginate(body, LINES_PER_PAGE, header, () => []);
  const summary: ReportLine[] = [
    boldLine(cell('furniture', 'RESUMEN DE PRESUPUESTO')),
    line(cell('furniture', project)),
    line(),
  ];
  for (const chapter of budget.chapters ?? [])
    if (chapter.level === 1)
      summary.push(
        line(
          cell('heading', `${keyword(1)} ${chapter.code} ${chapter.title}`),
          cell('amount', spanishFigure(printedChapterTotal(chapter))),
        ),
      );
  summary.push(
    line(),
    boldLine(
      cell('heading', 'PRESUPUESTO DE EJECUCIÓN MATERIAL'),
      cell('amount', spanishFigure(printedBudgetTotal(budget))),
    ),
  );
  pages.push(summary);
  pages.forEach((page, index) =>
    page.push(
      line(),
      line(cell('furniture', 'TCQ - Presupuesto'), cell('page', `Pág.: ${index + 1}`)),
    ),
  );
  return { columns: COLUMNS, pages };
}

export const PRICE_BEFORE_QUANTITY_FAMILY: LayoutFamily = {
  id: 'price-before-quantity',
  description: 'TCQ-style "PRESUPUESTO" with the price before the quantity',
  generate: { depth: 3 },
  shape: (budget) => budget,
  render: renderPriceBeforeQuantityReport,
  figure: spanishFigure,
  textStyle: { kind: 'layout' },
};
