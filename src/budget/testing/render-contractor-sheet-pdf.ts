/**
 * A contractor's budget typed in a spreadsheet and printed to PDF: items numbered by hand
 * (`1`, `2`, `3`, `6`: rows deleted after numbering), no chapters, the number and the title
 * on one line and the unit opening the next line of the description cell (`M2 Demolición de
 * …`), the figures at the foot of the cell (the sheet aligns cells to the bottom), a column
 * header over two lines (`MEDICIÓN PRECIO PRECIO` / `UNITARIO TOTAL`), and the total over
 * two lines: `PRESUPUESTO SIN IVA.` then `EUROS. 53.527,95`. Descriptions speak of
 * thicknesses (`chapa de esp 0.6 mm`) that wrap onto lines of their own.
 */
import type { Budget, BudgetItem } from '../model/budget.ts';
import { spanishFigure, quantityOf } from './format-figures.ts';
import type { LayoutFamily } from './layout-family.ts';
import {
  boldLine,
  cell,
  line,
  paginate,
  type ReportDocument,
  type ReportLine,
} from './report-document.ts';
import { printedBudgetTotal, splitResumen, wrapText } from './walk-budget.ts';

/** Characters of the description cell. */
const DESCRIPTION_WIDTH = 64;
const LINES_PER_PAGE = 56;
/** Items numbered in a row before the contractor deleted some (`1 2 3 6`). */
const NUMBERED_RUN = 3;
const DELETED_ROWS = 2;
/** Every other item's description speaks of a sheet's thickness. */
const THICKNESS_EVERY = 2;
const THICKNESS = 'Chapa de acero de esp 0.6 mm lacada.';

const COLUMNS = {
  heading: { x: 40, align: 'left' },
  code: { x: 48, align: 'right' },
  text: { x: 60, align: 'left' },
  quantity: { x: 400, align: 'right' },
  price: { x: 470, align: 'right' },
  amount: { x: 545, align: 'right' },
  page: { x: 545, align: 'right' },
} as const;

/** `1 2 3 6 7 8 11 …`: the item numbers left after rows were deleted. */
function itemNumber(index: number): string {
  return String(index + 1 + Math.floor(index / NUMBERED_RUN) * DELETED_ROWS);
}

/** The sheet holds items only: no chapters, numbered by hand. */
function shape(budget: Budget): Budget {
  const items = budget.items.map((item, index) => {
    const numbered = { ...item, codigo: itemNumber(index) };
    delete numbered.chapterCode;
    return numbered;
  });
  return { ...budget, items, chapters: [] };
}

function itemLines(item: BudgetItem, index: number): ReportLine[] {
  const { title, description } = splitResumen(item.resumen);
  const text = description === '' ? title.toLowerCase() : description;
  const thick = index % THICKNESS_EVERY === 1 ? ` ${THICKNESS}` : '';
  const cellText = `${item.uds} ${text.charAt(0).toUpperCase()}${text.slice(1)}${thick}`;
  const wrapped = wrapText(cellText, DESCRIPTION_WIDTH);
  const out: ReportLine[] = [boldLine(cell('code', item.codigo), cell('text', title))];
  wrapped.forEach((part, at) => {
    if (at < wrapped.length - 1) {
      out.push(line(cell('text', part)));
      return;
    }
    out.push(
      line(
        cell('text', part),
        cell('quantity', spanishFigure(quantityOf(item))),
        cell('price', spanishFigure(item.precio_unitario)),
        cell('amount', spanishFigure(item.total)),
      ),
    );
  });
  out.push(line());
  return out;
}

function renderContractorSheet(budget: Budget): ReportDocument {
  const body: ReportLine[] = budget.items.flatMap((item, index) => itemLines(item, index));
  body.push(
    boldLine(cell('text', 'PRESUPUESTO SIN IVA.')),
    boldLine(cell('price', 'EUROS.'), cell('amount', spanishFigure(printedBudgetTotal(budget)))),
  );
  const pages = paginate(
    body,
    LINES_PER_PAGE,
    (page) => [
      ...(page === 1
        ? [
            boldLine(cell('heading', 'PRESUPUESTO')),
            line(cell('heading', `OBRA: ${budget.client}`)),
          ]
        : []),
      line(),
      boldLine(
        cell('code', 'Nº'),
        cell('text', 'DESCRIPCIÓN'),
        cell('quantity', 'MEDICIÓN'),
        cell('price', 'PRECIO'),
        cell('amount', 'PRECIO'),
      ),
      boldLine(cell('price', 'UNITARIO'), cell('amount', 'TOTAL')),
      line(),
    ],
    (page, pageCount) => [line(), line(cell('page', `Página ${page} de ${pageCount}`))],
  );
  return { columns: COLUMNS, pages };
}

export const CONTRACTOR_SHEET_FAMILY: LayoutFamily = {
  id: 'contractor-sheet',
  description:
    "a contractor's spreadsheet printed to PDF, the unit opening the line under the title",
  generate: {},
  shape,
  render: renderContractorSheet,
  figure: spanishFigure,
  textStyle: { kind: 'layout' },
};
