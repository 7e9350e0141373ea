import { BudgetError } from '../errors.ts';
import type { TableCell } from './format-table-rows.ts';
import type { SheetRows } from './read-spreadsheet-rows.ts';

/**
 * Which sheets of a workbook hold the budget. Presto and Arquímedes exports,
 * and offices' own workbooks, often hold several: a summary by chapter
 * ("RESUMEN": chapter, amount, %), the budget (code, unit, summary, quantity,
 * price, amount) and the measurements (uds × length × width × height = partial).
 *
 * A budget sheet has PRICED rows (two figures whose product is a third: quantity
 * × price = amount) and names a price or an amount somewhere in its text. Every
 * such sheet is read, in workbook order (some offices keep one chapter per sheet);
 * the others are left out: the summary repeats the chapter totals the budget
 * sheet already states (the parser checks the total against those), and a
 * measurements sheet's products (2 × 3,12 = 6,24) are not prices. When no sheet
 * names a price, the sheets with priced rows are read; when none has priced
 * rows, every sheet with figures goes to the parser, which says what it could
 * not place. A workbook without a single figure is refused.
 */

/** Words of a budget sheet's header, as Presto, Arquímedes and offices write them. */
const PRICE_WORDS = /\b(precio|importe|p\.\s*unit|pr\.\s*unit|total)\b|€/i;
/** Amounts are stated to the cent: a product within a cent (plus a rounding margin) matches. */
const CENT_TOLERANCE = 0.011;
/** Large amounts are sometimes rounded to the euro: allow this share of the amount too. */
const RELATIVE_TOLERANCE = 0.0005;
/** Only the row's first figures are tried: a budget row has at most ~8 (uds, 3 dimensions, quantity, price, amount). */
const MAX_FIGURES_PER_ROW = 12;

export function selectBudgetSheets(sheets: readonly SheetRows[]): SheetRows[] {
  const scored = sheets.map((sheet) => ({ sheet, ...scoreSheet(sheet.rows) }));
  if (!scored.some((entry) => entry.figures > 0)) throw new BudgetError('spreadsheet-no-figures');
  const priced = scored.filter((entry) => entry.pricedRows > 0);
  const named = priced.filter((entry) => entry.namesPrice);
  const chosen = named.length > 0 ? named : priced.length > 0 ? priced : scored;
  return chosen.filter((entry) => entry.figures > 0).map((entry) => entry.sheet);
}

function scoreSheet(rows: readonly (readonly TableCell[])[]) {
  let figures = 0;
  let pricedRows = 0;
  let namesPrice = false;
  for (const row of rows) {
    const numbers: number[] = [];
    for (const cell of row) {
      if (typeof cell === 'number' && Number.isFinite(cell)) {
        figures++;
        if (cell !== 0 && numbers.length < MAX_FIGURES_PER_ROW) numbers.push(cell);
      } else if (typeof cell === 'string') {
        if (!namesPrice && PRICE_WORDS.test(cell)) namesPrice = true;
        const number = parseFigure(cell);
        if (number !== undefined) {
          figures++;
          if (number !== 0 && numbers.length < MAX_FIGURES_PER_ROW) numbers.push(number);
        }
      }
    }
    if (isPricedRow(numbers)) pricedRows++;
  }
  return { figures, pricedRows, namesPrice };
}

/** Some figure is the product of two others (quantity × price = amount). */
function isPricedRow(numbers: readonly number[]): boolean {
  if (numbers.length < 3) return false;
  for (let result = 0; result < numbers.length; result++) {
    const amount = numbers[result]!;
    const tolerance = Math.max(CENT_TOLERANCE, Math.abs(amount) * RELATIVE_TOLERANCE);
    for (let first = 0; first < numbers.length; first++) {
      for (let second = first + 1; second < numbers.length; second++) {
        if (first === result || second === result) continue;
        const [a, b] = [numbers[first]!, numbers[second]!];
        // 1 × 17,69 = 17,69 matches trivially; a unit quantity is no evidence of a price.
        if (Math.abs(a) === 1 || Math.abs(b) === 1) continue;
        if (Math.abs(a * b - amount) <= tolerance) return true;
      }
    }
  }
  return false;
}

/** A figure typed as text: `1.234,56`, `12,5`, `-3` (what a sheet imported from a report holds). */
const TEXT_FIGURE = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

function parseFigure(text: string): number | undefined {
  const trimmed = text.trim();
  if (!TEXT_FIGURE.test(trimmed)) return undefined;
  return Number(trimmed.replace(/\./g, '').replace(',', '.'));
}
