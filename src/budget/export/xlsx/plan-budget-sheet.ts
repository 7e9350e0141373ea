/**
 * The rows of a budget laid out as Presto's "Exportar a Excel" writes it: a header (company,
 * work, client, date), the column titles `Código | Nat | Ud | Resumen | CanPres | PrPres |
 * ImpPres`, then one row per concept in tree order, each chapter (`Capítulo`) before its
 * items (`Partida`) and subchapters and after them a `Total capítulo 01` row, and the closing block (PEM, GG, BI, IVA, contract
 * total, each percentage in the CanPres column, labelled `Total …` as readers of such sheets
 * take a closing line rather than an item). Amounts are formulas, so the sheet recalculates when a quantity is changed, each
 * with its value cached, so it shows the right figures before it does: an item's ImpPres is
 * `ROUND(CanPres*PrPres,2)`, a chapter's the sum of its children's. Where some item has a note
 * (`BudgetItem.note`), an `Observaciones` column after ImpPres holds it, as a sheet typed by
 * hand keeps its remarks and as the table reader reads them (read-header-role.ts); a budget
 * without notes has no such column, its sheet the same as before.
 */
import { computeBudgetSummary } from '../../check/compute-budget-summary.ts';
import type { Budget, BudgetChapter } from '../../model/budget.ts';
import { noteLines, separateItemNote } from '../../model/item-note.ts';
import { knownClient } from '../known-client.ts';
import {
  amountDecimalsOf,
  amountRounder,
  fitQuantity,
  quantityOf,
} from '../fit-item-quantities.ts';

export const SHEET_COLUMNS = [
  'Código',
  'Nat',
  'Ud',
  'Resumen',
  'CanPres',
  'PrPres',
  'ImpPres',
] as const;

/** The column of the items' notes, after the figures; written only where some item has one. */
export const NOTE_COLUMN = 'Observaciones';

/** A cell: text, a number, or a formula (without `=`) with its computed value. */
export type SheetCell =
  string | number | { formula: string; value: number; format?: 'amount' | 'percent' } | null;

export interface BudgetSheetPlan {
  rows: SheetCell[][];
  /** 1-based row of the column titles: rows above it and it stay in view (frozen). */
  headerRow: number;
  /** The rows of each chapter (its code -> 1-based row), for tests and the proof. */
  chapterRows: Map<string, number>;
  /** 1-based row of the PEM. */
  pemRow: number;
  /** The quantity written for each item (fit-item-quantities.ts), in the budget's order. */
  quantities: number[];
  /** Decimals the amounts are rounded to: 2, or 0 for a budget in pesetas. */
  amountDecimals: number;
}

export interface BudgetSheetOptions {
  company?: string;
  /** The date shown, as text (`27/11/2026`). */
  date?: string;
}

interface Node {
  chapter: BudgetChapter | undefined;
  items: number[];
  children: Node[];
}

/** Column letters of ImpPres, CanPres and PrPres. */
const AMOUNT = 'G';
const QUANTITY = 'E';
const PRICE = 'F';

function buildTree(budget: Budget): Node {
  const chapters = budget.chapters ?? [];
  const nodes = new Map<string, Node>();
  for (const chapter of chapters)
    if (!nodes.has(chapter.code)) nodes.set(chapter.code, { chapter, items: [], children: [] });
  const root: Node = { chapter: undefined, items: [], children: [] };
  for (const node of nodes.values()) {
    // A parent that is missing, or a loop of parents, puts the chapter at the top.
    let ancestor = node.chapter!.parentCode;
    const seen = new Set([node.chapter!.code]);
    while (ancestor !== undefined && !seen.has(ancestor) && nodes.has(ancestor)) {
      seen.add(ancestor);
      ancestor = nodes.get(ancestor)!.chapter!.parentCode;
    }
    const parent = node.chapter!.parentCode;
    const loops = ancestor !== undefined && seen.has(ancestor);
    (parent !== undefined && nodes.has(parent) && !loops ? nodes.get(parent)! : root).children.push(
      node,
    );
  }
  budget.items.forEach((item, index) => {
    const node = item.chapterCode === undefined ? undefined : nodes.get(item.chapterCode);
    (node ?? root).items.push(index);
  });
  return root;
}

/** Ranges of consecutive rows as `G8:G20` or `G8`, for a SUM. */
function sumOf(rows: readonly number[]): string {
  if (rows.length === 0) return '0';
  const parts: string[] = [];
  let start = rows[0]!;
  let previous = start;
  for (const row of [...rows.slice(1), Number.NaN]) {
    if (row === previous + 1) {
      previous = row;
      continue;
    }
    parts.push(start === previous ? `${AMOUNT}${start}` : `${AMOUNT}${start}:${AMOUNT}${previous}`);
    start = row;
    previous = row;
  }
  return `SUM(${parts.join(',')})`;
}

export function planBudgetSheet(budget: Budget, options: BudgetSheetOptions = {}): BudgetSheetPlan {
  // A note line in an item's text (`Observaciones: …`) goes to the note column too: the reader
  // would take it out of the text into the note (item-note.ts).
  const texts = budget.items.map((item) => separateItemNote(item.resumen, item.note));
  const withNotes = texts.some((text) => noteLines(text.note).length > 0);
  const work = budget.title?.trim() ?? '';
  const client = knownClient(budget);
  const rows: SheetCell[][] = [
    [options.company ?? ''],
    // One cell each, as Presto heads its export: a label in the code column would read as a row.
    // As on the Word, a label with nothing known under it is left out, and the readers'
    // placeholder client ("Cliente no identificado") is never printed.
    ...(work !== '' ? [[`Obra: ${work}`]] : []),
    ...(client !== undefined ? [[`Cliente: ${client}`]] : []),
    ...(options.date !== undefined && options.date.trim() !== ''
      ? [[`Fecha: ${options.date.trim()}`]]
      : []),
    [],
    [...SHEET_COLUMNS, ...(withNotes ? [NOTE_COLUMN] : [])],
  ];
  const headerRow = rows.length;
  const chapterRows = new Map<string, number>();
  // A budget in whole currency units (pesetas) rounds its amounts to the unit.
  const amountDecimals = amountDecimalsOf(budget.items);
  const roundAmount = amountRounder(amountDecimals);
  const quantities: number[] = [];

  /** Writes a node's items and subchapters; returns the rows whose ImpPres it sums, and their cents. */
  const writeChildren = (node: Node): { rows: number[]; cents: number } => {
    const summed: number[] = [];
    let cents = 0;
    for (const index of node.items) {
      const item = budget.items[index]!;
      const quantity = fitQuantity(quantityOf(item), item.precio_unitario, item.total, roundAmount);
      quantities[index] = quantity;
      const row = rows.length + 1;
      const amount = roundAmount(quantity * item.precio_unitario);
      const { resumen, note } = texts[index]!;
      const cells: SheetCell[] = [
        item.codigo,
        'Partida',
        item.uds,
        resumen,
        quantity,
        item.precio_unitario,
        { formula: `ROUND(${QUANTITY}${row}*${PRICE}${row},${amountDecimals})`, value: amount },
      ];
      const noteText = noteLines(note).join('\n');
      if (noteText !== '') cells.push(noteText);
      rows.push(cells);
      summed.push(row);
      cents += Math.round(amount * 100);
    }
    for (const child of node.children) {
      const chapter = child.chapter!;
      const row = rows.length + 1;
      chapterRows.set(chapter.code, row);
      const cells: SheetCell[] = [chapter.code, 'Capítulo', null, chapter.title, 1, null, null];
      rows.push(cells);
      const inner = writeChildren(child);
      const total = inner.cents / 100;
      cells[5] = { formula: `${AMOUNT}${row}`, value: total };
      cells[6] = { formula: sumOf(inner.rows), value: total };
      // Closed by name, so the next chapter is not taken for a child of this one's last subchapter.
      rows.push([
        null,
        null,
        null,
        `Total capítulo ${chapter.code}`,
        null,
        null,
        { formula: `${AMOUNT}${row}`, value: total },
      ]);
      summed.push(row);
      cents += inner.cents;
    }
    return { rows: summed, cents };
  };
  const top = writeChildren(buildTree(budget));
  rows.push([]);

  const pem = top.cents / 100;
  const pemRow = rows.length + 1;
  rows.push([
    null,
    null,
    null,
    'PRESUPUESTO DE EJECUCIÓN MATERIAL',
    null,
    null,
    { formula: sumOf(top.rows), value: pem },
  ]);
  const summary = computeBudgetSummary({ ...budget, total: pem, statedTotal: pem });
  if (summary) {
    const percentRow = (title: string, percent: number, value: number) => {
      const row = rows.length + 1;
      rows.push([
        null,
        null,
        null,
        title,
        percent,
        null,
        { formula: `ROUND(${AMOUNT}${pemRow}*${QUANTITY}${row}/100,2)`, value },
      ]);
      return row;
    };
    const gg = percentRow(
      'Total gastos generales',
      summary.gastosGeneralesPercent,
      summary.gastosGenerales,
    );
    const bi = percentRow(
      'Total beneficio industrial',
      summary.beneficioIndustrialPercent,
      summary.beneficioIndustrial,
    );
    const baseRow = rows.length + 1;
    rows.push([
      null,
      null,
      null,
      'Suma',
      null,
      null,
      {
        formula: `ROUND(${AMOUNT}${pemRow}+${AMOUNT}${gg}+${AMOUNT}${bi},2)`,
        value: summary.baseBeforeIva,
        format: 'amount',
      },
    ]);
    const ivaRow = rows.length + 1;
    rows.push([
      null,
      null,
      null,
      'Total IVA',
      summary.ivaPercent,
      null,
      {
        formula: `ROUND(${AMOUNT}${baseRow}*${QUANTITY}${ivaRow}/100,2)`,
        value: summary.iva,
        format: 'amount',
      },
    ]);
    rows.push([
      null,
      null,
      null,
      'Total presupuesto de ejecución por contrata',
      null,
      null,
      {
        formula: `ROUND(${AMOUNT}${baseRow}+${AMOUNT}${ivaRow},2)`,
        value: summary.contractTotal,
        format: 'amount',
      },
    ]);
  }
  return { rows, headerRow, chapterRows, pemRow, quantities, amountDecimals };
}
