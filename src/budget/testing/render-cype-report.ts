/**
 * CYPE Arquímedes "Mediciones y Presupuesto": chapters `Capítulo nº 4 ESTRUCTURA` repeated
 * at the top of every page, subchapters `4.1.- ESTRUCTURA VIVIENDA`, items opened by an
 * order number, a code (cut with `…` when long) and a unit (`1.2   VALLADO… M   Vallado…`),
 * an optional measurement table (`Uds. Largo Ancho Alto Parcial Subtotal`), each item
 * closed by `Total m² : 51,00 106,40 € 5.426,40 €`, chapters by
 * `Parcial nº 4 ESTRUCTURA : 101.738,05 €`, and a last "Presupuesto de ejecución
 * material" page listing chapter and subchapter totals, `Total .........: 549.636,90 €`
 * and the amount in words.
 */
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';
import { spanishFigure } from './format-figures.ts';
import { renameChapters, unpadChapterCode, type LayoutFamily } from './layout-family.ts';
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

/** CYPE's code column holds 9 characters; a longer code is cut to 7 and an ellipsis. */
const CODE_WIDTH = 9;
const CUT_CODE_LENGTH = 7;
/** Characters of the Descripción column at 7 pt. */
const DESCRIPTION_WIDTH = 92;
/** Body lines per page: an A4 page of this report holds about 45 lines. */
const LINES_PER_PAGE = 45;
/** Words of the closing sentence per line. */
const WORDS_WIDTH = 100;
/** Every other measured item prints its table; CYPE leaves it out where the quantity was typed. */
const TABLE_EVERY = 2;

const COLUMNS = {
  order: { x: 28, align: 'left' },
  code: { x: 58, align: 'left' },
  unit: { x: 104, align: 'left' },
  text: { x: 124, align: 'left' },
  comment: { x: 36, align: 'left' },
  uds: { x: 250, align: 'right' },
  largo: { x: 305, align: 'right' },
  ancho: { x: 360, align: 'right' },
  alto: { x: 415, align: 'right' },
  parcial: { x: 480, align: 'right' },
  subtotal: { x: 545, align: 'right' },
  totalLabel: { x: 300, align: 'right' },
  quantity: { x: 370, align: 'right' },
  price: { x: 450, align: 'right' },
  amount: { x: 545, align: 'right' },
  page: { x: 545, align: 'right' },
  furniture: { x: 110, align: 'left' },
  furnitureValue: { x: 160, align: 'left' },
  reportName: { x: 330, align: 'left' },
  summaryTitle: { x: 28, align: 'left' },
  summarySub: { x: 40, align: 'left' },
} as const;

const euros = (value: number): string => `${spanishFigure(value)} €`;

/** `m2` -> `M²` on the item line and `m²` on its total line, as CYPE prints units. */
function printedUnit(unit: string): { heading: string; total: string } {
  const total = unit.replace(/^m2$/i, 'm²').replace(/^m3$/i, 'm³').replace(/^ud$/i, 'Ud');
  return { heading: total.charAt(0).toUpperCase() + total.slice(1), total };
}

function cutCode(code: string): string {
  return code.length > CODE_WIDTH ? `${code.slice(0, CUT_CODE_LENGTH)}…` : code;
}

function shape(budget: Budget): Budget {
  const renamed = renameChapters(budget, unpadChapterCode);
  return {
    ...renamed,
    items: renamed.items.map((item) => ({ ...item, codigo: cutCode(item.codigo) })),
  };
}

function itemLines(item: BudgetItem, order: string, withTable: boolean): ReportLine[] {
  const out: ReportLine[] = [];
  const { title, description } = splitResumen(item.resumen);
  const unit = printedUnit(item.uds);
  const joined =
    description === '' ? title : `${title}${title.endsWith('.') ? '' : '.'} ${description}`;
  const text = wrapText(joined, DESCRIPTION_WIDTH);
  out.push(
    line(
      cell('order', order),
      cell('code', item.codigo),
      cell('unit', unit.heading),
      cell('text', text[0] ?? ''),
    ),
  );
  for (const rest of text.slice(1)) out.push(line(cell('text', rest)));
  out.push(line());
  const measurements = item.measurements ?? [];
  if (withTable && measurements.length > 0) {
    out.push(
      line(
        cell('uds', 'Uds.'),
        cell('largo', 'Largo'),
        cell('ancho', 'Ancho'),
        cell('alto', 'Alto'),
        cell('parcial', 'Parcial'),
        cell('subtotal', 'Subtotal'),
      ),
    );
    for (const measurement of measurements)
      out.push(
        line(
          cell('comment', measurement.comment),
          cell('uds', measurement.uds),
          cell('largo', measurement.longitud),
          cell('ancho', measurement.anchura),
          cell('alto', measurement.altura),
          cell('parcial', measurement.parcial),
        ),
      );
    out.push(line(cell('parcial', item.cantidad), cell('subtotal', item.cantidad)));
  }
  out.push(
    line(
      cell('totalLabel', `Total ${unit.total} :`),
      cell('quantity', item.cantidad),
      cell('price', euros(item.precio_unitario)),
      cell('amount', euros(item.total)),
    ),
  );
  out.push(line());
  return out;
}

function renderCypeReport(budget: Budget): ReportDocument {
  const project = `P${String(budget.items.length).padStart(6, '0')} PRESUPUESTO ${budget.client.toUpperCase()}`;
  const body: ReportLine[] = [];
  /** The chapter open at each body line, whose heading CYPE repeats on a new page. */
  const openAt: Array<BudgetChapter | undefined> = [];
  let openTop: BudgetChapter | undefined;
  let itemCount = 0;
  const push = (...lines: ReportLine[]): void => {
    for (const one of lines) {
      body.push(one);
      openAt.push(openTop);
    }
  };
  walkBudget(budget, {
    openChapter(chapter) {
      if (chapter.level === 1) {
        openTop = chapter;
        // Every chapter opens a page, whose header prints the chapter's heading.
        push({ ...line(), newPage: true });
      } else {
        push(boldLine(cell('order', `${chapter.code}.- ${chapter.title}`)));
      }
    },
    item(item, position) {
      const order = `${item.chapterCode ?? '0'}.${position}`;
      push(...itemLines(item, order, itemCount++ % TABLE_EVERY === 0));
    },
    closeChapter(chapter) {
      if (chapter.level !== 1) return;
      push(
        boldLine(
          cell('price', `Parcial nº ${chapter.code} ${chapter.title} :`),
          cell('amount', euros(printedChapterTotal(chapter))),
        ),
        line(),
      );
      openTop = undefined;
    },
  });

  const summary: ReportLine[] = [
    boldLine(cell('summaryTitle', 'Presupuesto de ejecución material')),
    line(),
  ];
  for (const chapter of budget.chapters ?? []) {
    const amount = cell('amount', euros(printedChapterTotal(chapter)));
    summary.push(
      chapter.level === 1
        ? line(cell('summaryTitle', `${chapter.code} ${chapter.title}`), amount)
        : line(cell('summarySub', `${chapter.code}.- ${chapter.title}`), amount),
    );
  }
  const total = printedBudgetTotal(budget);
  summary.push(
    boldLine(cell('totalLabel', 'Total .........:'), cell('amount', euros(total))),
    line(),
  );
  const words = `Asciende el presupuesto de ejecución material a la expresada cantidad de ${spellEuros(total)}.`;
  for (const part of wrapText(words, WORDS_WIDTH)) summary.push(line(cell('summaryTitle', part)));

  const header = (): ReportLine[] => [
    line(cell('furniture', 'Proyecto:'), cell('furnitureValue', project)),
    line(cell('furniture', 'Promotor:')),
    line(cell('furniture', 'Situación:')),
    line(),
    line(cell('furniture', ':'), cell('reportName', 'IV - V Mediciones y Presupuesto')),
    line(),
  ];
  const columnHeader = line(
    cell('order', 'Nº'),
    cell('unit', 'Ud'),
    cell('text', 'Descripción'),
    cell('quantity', 'Medición'),
    cell('price', 'Precio'),
    cell('amount', 'Importe'),
  );
  const bodyPages = paginate(
    body,
    LINES_PER_PAGE,
    (_page, firstLine) => {
      const chapter = openAt[firstLine];
      const heading = chapter
        ? [boldLine(cell('order', `Capítulo nº ${chapter.code} ${chapter.title}`)), line()]
        : [];
      return [...header(), ...heading, columnHeader];
    },
    () => [],
  );
  const pages = [...bodyPages, [...header(), ...summary]];
  pages.forEach((page, index) =>
    page.push(line(), line(cell('page', `Página: ${index + 1} - ${pages.length}`))),
  );
  const cover = [
    line(cell('order', 'IV - V Mediciones y Presupuesto')),
    line(cell('order', project)),
    line(),
  ];
  pages[0]?.unshift(...cover);
  return { columns: COLUMNS, pages };
}

export const CYPE_FAMILY: LayoutFamily = {
  id: 'cype',
  description: 'CYPE Arquímedes "Mediciones y Presupuesto"',
  generate: { measurements: true },
  shape,
  render: renderCypeReport,
  figure: spanishFigure,
  textStyle: { kind: 'layout' },
};
