/**
 * A budget whose figures group thousands with a space (`12 345,67`), as a French-style
 * locale or a word processor's table prints them: `Código Ud Descripción Cantidad Precio
 * Importe`, each item's figures on its first line, `CAPÍTULO 01 …` headings, totals
 * `Total capítulo 01 …   12 345,67` and `TOTAL PRESUPUESTO DE EJECUCIÓN MATERIAL 1 234 567,89 €`.
 * The spaces make a row of figures ambiguous (`1 605,90 7,85 12 606,32`): only the
 * arithmetic tells which digits belong together.
 */
import type { Budget, BudgetItem } from '../model/budget.ts';
import { quantityOf, spacedFigure } from './format-figures.ts';
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

const DESCRIPTION_WIDTH = 70;
const LINES_PER_PAGE = 62;

const COLUMNS = {
  code: { x: 28, align: 'left' },
  unit: { x: 82, align: 'left' },
  text: { x: 106, align: 'left' },
  quantity: { x: 430, align: 'right' },
  price: { x: 490, align: 'right' },
  amount: { x: 562, align: 'right' },
  page: { x: 562, align: 'right' },
} as const;

const KEYWORDS = ['CAPÍTULO', 'SUBCAPÍTULO', 'APARTADO'] as const;

function keyword(level: number): string {
  return KEYWORDS[Math.min(level, KEYWORDS.length) - 1] ?? 'CAPÍTULO';
}

function itemLines(item: BudgetItem): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  return [
    line(
      cell('code', item.codigo),
      cell('unit', item.uds),
      cell('text', title),
      cell('quantity', spacedFigure(quantityOf(item))),
      cell('price', spacedFigure(item.precio_unitario)),
      cell('amount', spacedFigure(item.total)),
    ),
    ...wrapText(description, DESCRIPTION_WIDTH).map((part) => line(cell('text', part))),
  ];
}

function renderSpacedThousandsReport(budget: Budget): ReportDocument {
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
      const label = `Total ${keyword(chapter.level).toLowerCase()} ${chapter.code} ${chapter.title}`;
      body.push(
        boldLine(cell('text', label), cell('amount', spacedFigure(printedChapterTotal(chapter)))),
        line(),
      );
    },
  });
  body.push(
    boldLine(
      cell('text', 'TOTAL PRESUPUESTO DE EJECUCIÓN MATERIAL'),
      cell('amount', `${spacedFigure(printedBudgetTotal(budget))} €`),
    ),
  );
  const pages = paginate(
    body,
    LINES_PER_PAGE,
    () => [
      boldLine(cell('code', `Presupuesto: ${budget.client}`)),
      line(),
      boldLine(
        cell('code', 'Código'),
        cell('unit', 'Ud'),
        cell('text', 'Descripción'),
        cell('quantity', 'Cantidad'),
        cell('price', 'Precio'),
        cell('amount', 'Importe'),
      ),
    ],
    (page, pageCount) => [line(), line(cell('page', `${page} / ${pageCount}`))],
  );
  return { columns: COLUMNS, pages };
}

export const SPACED_THOUSANDS_FAMILY: LayoutFamily = {
  id: 'spaced-thousands',
  description: 'a budget table with spaces as thousands separators (12 345,67)',
  generate: {},
  shape: (budget) => budget,
  render: renderSpacedThousandsReport,
  figure: spacedFigure,
  textStyle: { kind: 'layout' },
};
