/**
 * pyCost's LaTeX "Presupuestos parciales", with English numbers (`1,234.56`): `Capítulo 1`
 * and its title, subchapters `1.1.  MOVIMIENTO DE TIERRAS`, the header
 * `Partida Cantidad Descripción Precio Importe` with `unitario` under Precio, items
 * `CODE  5,211.000 M3  first line of a narrow description  2.54  13,235.94` whose description
 * goes on below, totals named by title only (`Total: MOVIMIENTO DE TIERRAS  37,766.25`,
 * `Total: URBANIZACIÓN DE LA PLAZA . . . . 405,026.55`), and page furniture (`../..`, the
 * page number, the running head `4   CAPÍTULO 1. URBANIZACIÓN DE LA PLAZA`).
 */
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';
import { englishFigure, englishQuantity, quantityOf } from './format-figures.ts';
import { renameChapters, unpadChapterCode, type LayoutFamily } from './layout-family.ts';
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

/** pyCost's Descripción column is narrow: about 36 characters. */
const DESCRIPTION_WIDTH = 36;
/** Body lines per page of the LaTeX book layout. */
const LINES_PER_PAGE = 52;
/** The spaced dot leader of a chapter's total (`. . . .`). */
const SPACED_LEADER = ' .'.repeat(12);

const COLUMNS = {
  code: { x: 40, align: 'left' },
  quantity: { x: 150, align: 'right' },
  unit: { x: 156, align: 'left' },
  text: { x: 186, align: 'left' },
  price: { x: 400, align: 'right' },
  amount: { x: 470, align: 'right' },
  heading: { x: 40, align: 'left' },
  subTitle: { x: 80, align: 'left' },
  runningHead: { x: 120, align: 'left' },
  pageNumber: { x: 300, align: 'left' },
} as const;

function itemLines(item: BudgetItem): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  const text = wrapText(
    description === '' ? title : `${title} ${description}`,
    DESCRIPTION_WIDTH,
    true,
  );
  const out: ReportLine[] = [
    line(
      cell('code', item.codigo),
      cell('quantity', englishQuantity(quantityOf(item))),
      cell('unit', item.uds),
      cell('text', text[0] ?? ''),
      cell('price', englishFigure(item.precio_unitario)),
      cell('amount', englishFigure(item.total)),
    ),
  ];
  for (const rest of text.slice(1)) out.push(line(cell('text', rest)));
  out.push(line());
  return out;
}

const columnHeader = (): ReportLine[] => [
  line(
    cell('code', 'Partida'),
    cell('quantity', 'Cantidad'),
    cell('text', 'Descripción'),
    cell('price', 'Precio'),
    cell('amount', 'Importe'),
  ),
  line(cell('price', 'unitario')),
];

function renderEnglishNumbersReport(budget: Budget): ReportDocument {
  const project = `Urbanización para ${budget.client}`;
  const body: ReportLine[] = [
    boldLine(cell('heading', 'Parte I')),
    line(),
    boldLine(cell('heading', 'Presupuestos parciales')),
    line(),
  ];
  /** The top chapter open at each body line, for the running head. */
  const openAt: Array<BudgetChapter | undefined> = [];
  let openTop: BudgetChapter | undefined;
  const push = (...lines: ReportLine[]): void => {
    for (const one of lines) {
      body.push(one);
      openAt.push(openTop);
    }
  };
  const hasChildren = (chapter: BudgetChapter): boolean =>
    (budget.chapters ?? []).some((other) => other.parentCode === chapter.code);
  walkBudget(budget, {
    openChapter(chapter) {
      if (chapter.level === 1) {
        openTop = chapter;
        // LaTeX opens every chapter on a new page.
        push(
          { ...boldLine(cell('heading', `Capítulo ${chapter.code}`)), newPage: true },
          line(),
          boldLine(cell('heading', chapter.title)),
          line(),
        );
        if (!hasChildren(chapter)) push(...columnHeader());
      } else {
        push(
          boldLine(cell('heading', `${chapter.code}.`), cell('subTitle', chapter.title)),
          line(),
          ...columnHeader(),
        );
      }
    },
    item(item) {
      push(...itemLines(item));
    },
    closeChapter(chapter) {
      const amount = cell('amount', englishFigure(printedChapterTotal(chapter)));
      if (chapter.level === 1)
        push(boldLine(cell('heading', `Total: ${chapter.title}${SPACED_LEADER}`), amount), line());
      else push(line(cell('heading', `Total: ${chapter.title}`), amount), line());
    },
  });
  push(
    boldLine(
      cell('heading', `Total: ${project}${SPACED_LEADER}`),
      cell('amount', englishFigure(printedBudgetTotal(budget))),
    ),
  );
  const pages = paginate(
    body,
    LINES_PER_PAGE,
    (page, firstLine) => {
      const chapter = openAt[firstLine];
      if (page === 1 || !chapter) return [];
      return [
        line(
          cell('heading', String(page)),
          cell('runningHead', `CAPÍTULO ${chapter.code}. ${chapter.title}`),
        ),
        line(),
      ];
    },
    (page, pageCount) => [
      line(),
      ...(page < pageCount ? [line(cell('amount', '../..'))] : []),
      line(cell('pageNumber', String(page))),
    ],
  );
  return { columns: COLUMNS, pages };
}

export const ENGLISH_NUMBERS_FAMILY: LayoutFamily = {
  id: 'english-numbers',
  description: 'pyCost "Presupuestos parciales" with English numbers (1,234.56)',
  generate: {},
  shape: (budget) => renameChapters(budget, unpadChapterCode),
  render: renderEnglishNumbersReport,
  figure: englishFigure,
  textStyle: { kind: 'layout' },
};
