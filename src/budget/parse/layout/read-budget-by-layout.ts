/**
 * The layout reader: reads a budget report by inferring its layout from the document
 * itself. Stages, each in its own file:
 *   lines → words and figures (read-layout-line) in the document's number format
 *   (infer-number-format) → line roles (read-line-role) and page furniture (lines
 *   repeated across pages) → item assembly by arithmetic (assemble-items, with
 *   find-priced-figures) → chapter tree and stated totals (build-chapter-tree).
 * Returns undefined when it finds no item.
 */
import { AMOUNT_TOLERANCE } from '../../constants.ts';
import type { Budget, BudgetSourceFormat, ColumnName } from '../../model/budget.ts';
import { createBudgetId } from '../../model/budget-id.ts';
import { sumTotals } from '../../model/money.ts';
import { detectClient } from '../detect-client.ts';
import type { ParseResult, ParseWarning } from '../parse-result.ts';
import { ItemAssembler } from './assemble-items.ts';
import { codeNamedBy } from './build-chapter-tree.ts';
import { inferDecimalMark, inferSpacedThousands, type DecimalMark } from './infer-number-format.ts';
import { findPricedFigures } from './find-priced-figures.ts';
import {
  isFigureLine,
  isFiguresOnly,
  readLayoutLine,
  type LayoutLine,
} from './read-layout-line.ts';
import { readLineRole, type LineRole } from './read-line-role.ts';

export interface LayoutReadOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
  /** The client when no line names one. */
  unknownClient: string;
}

/** A line printed this many times (digits aside) is page furniture: header, footer, project name. */
const FURNITURE_REPEATS = 3;
/** A title printed above the column header this many times is the page's (see findPageTitles). */
const PAGE_TITLE_REPEATS = 2;
const MAX_UNPLACED_WARNINGS = 1000;
const WARNING_TEXT_LENGTH = 160;
const PRICED_COLUMNS: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
const MEASURED_COLUMNS: ColumnName[] = [
  'CÓDIGO',
  'RESUMEN',
  'UDS',
  'LONGITUD',
  'ANCHURA',
  'ALTURA',
  'PARCIALES',
  'CANTIDAD',
  'P. UNIT.',
  'TOTAL',
];

const WHOLE_NUMBER = /^\d+$/;

/**
 * What a line is on every page it repeats on: the line with a page number at either
 * end (`4 CAPÍTULO 1. URBANIZACIÓN…`, `25 marzo 2025 1`) written as `#`.
 */
function furnitureKey(line: LayoutLine): string {
  const tokens = line.tokens;
  if (tokens.length < 2) return line.text;
  const first = WHOLE_NUMBER.test(tokens[0] as string) ? '#' : (tokens[0] as string);
  const last = WHOLE_NUMBER.test(tokens[tokens.length - 1] as string)
    ? '#'
    : (tokens[tokens.length - 1] as string);
  return `${first} ${tokens.slice(1, -1).join(' ')} ${last}`;
}

/**
 * Page furniture: lines repeated on several pages (header, footer, project name). Never
 * headings with a unit, chapter keywords, totals, or lines of measured or priced figures,
 * which repeat because budgets repeat (`1 1,000`), not because pages do.
 */
function findFurniture(
  lines: readonly LayoutLine[],
  roles: readonly LineRole[],
  mark: DecimalMark,
): Set<string> {
  const counts = new Map<string, number>();
  const keys: (string | undefined)[] = lines.map((line, index) => {
    const role = roles[index] as LineRole;
    if (line.tokens.length === 0 || role.kind === 'total') return undefined;
    if (
      role.kind === 'heading' &&
      (role.heading.unit !== '' || role.heading.keywordLevel !== undefined)
    )
      return undefined;
    if (isFigureLine(line) && line.figures.some((figure) => figure.printed.includes(mark)))
      return undefined;
    const key = furnitureKey(line);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return key;
  });
  const furniture = new Set<string>();
  for (const key of keys)
    if (key !== undefined && (counts.get(key) ?? 0) >= FURNITURE_REPEATS) furniture.add(key);
  return furniture;
}

/**
 * The spreadsheet column of items' amounts: the column where most lines of figures
 * that multiply out (`qty price amount`) end. A measurement's partial ends in another
 * column (CANTIDAD), even when its figures happen to multiply out too.
 */
function findAmountCell(lines: readonly LayoutLine[]): number {
  const counts = new Map<number, number>();
  let best = -1;
  let bestCount = 0;
  for (const line of lines) {
    if (!isFiguresOnly(line)) continue;
    const priced = findPricedFigures(line.figures);
    if (!priced || priced.amount.cell < 0) continue;
    const count = (counts.get(priced.amount.cell) ?? 0) + 1;
    counts.set(priced.amount.cell, count);
    // On a tie the rightmost column: amounts close a row.
    if (count > bestCount || (count === bestCount && priced.amount.cell > best)) {
      best = priced.amount.cell;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The report's title over each page's column header (`PRESUPUESTO Y MEDICIONES` right
 * above `CÓDIGO RESUMEN UDS …` on two pages): page furniture even in a two-page report,
 * where it does not repeat often enough to be found as such. Only plain words printed so
 * at least twice: a chapter's title above the header of its first page is read.
 */
function findPageTitles(lines: readonly LayoutLine[], roles: readonly LineRole[]): Set<number> {
  const above = new Map<string, number[]>();
  let previous = -1;
  lines.forEach((line, index) => {
    if (line.tokens.length === 0) return;
    if ((roles[index] as LineRole).kind === 'header' && previous >= 0) {
      const title = lines[previous] as LayoutLine;
      if ((roles[previous] as LineRole).kind === 'other' && title.figures.length === 0) {
        const at = above.get(title.text);
        if (at) at.push(previous);
        else above.set(title.text, [previous]);
      }
    }
    previous = index;
  });
  const titles = new Set<number>();
  for (const indexes of above.values())
    if (indexes.length >= PAGE_TITLE_REPEATS) for (const index of indexes) titles.add(index);
  return titles;
}

/** Lines this close to the top or bottom of a page may be its running head or foot. */
const PAGE_EDGE_LINES = 3;

/** The text's lines, each knowing whether it stands at the edge of its page (pages split by form feeds). */
function readPages(source: string, mark: DecimalMark, spacedThousands: boolean): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let pageStart = 0;
  const markEdges = () => {
    const filled = lines.slice(pageStart).filter((line) => line.tokens.length > 0);
    for (const line of filled.slice(0, PAGE_EDGE_LINES)) line.pageEdge = true;
    for (const line of filled.slice(-PAGE_EDGE_LINES)) line.pageEdge = true;
    pageStart = lines.length;
  };
  source.split('\n').forEach((raw, index) => {
    const parts = raw.split('\f');
    parts.forEach((part, at) => {
      if (at > 0) markEdges();
      lines.push(readLayoutLine(part, index + 1, mark, spacedThousands));
    });
  });
  markEdges();
  return lines;
}

function truncate(text: string): string {
  return text.length > WARNING_TEXT_LENGTH ? `${text.slice(0, WARNING_TEXT_LENGTH)}…` : text;
}

export function readBudgetByLayout(
  text: string,
  options: LayoutReadOptions,
): ParseResult | undefined {
  const source = text.replace(/\r\n?/g, '\n');
  const mark = inferDecimalMark(source);
  const lines = readPages(source, mark, inferSpacedThousands(source, mark));
  const roles = lines.map(readLineRole);
  const furniture = findFurniture(lines, roles, mark);
  const totalled = new Set<string>();
  roles.forEach((role) => {
    const code = role.kind === 'total' ? codeNamedBy(role.reference) : undefined;
    if (code !== undefined) totalled.add(code);
  });
  const assembler = new ItemAssembler(mark, findAmountCell(lines), totalled);
  const pageTitles = findPageTitles(lines, roles);
  let client: { client: string; rank: number } | undefined;
  lines.forEach((line, index) => {
    if (line.tokens.length === 0) return;
    const role = roles[index] as LineRole;
    const candidate = detectClient(line.text);
    if (candidate && (!client || candidate.rank < client.rank)) client = candidate;
    if (role.kind === 'page' || role.kind === 'subtotal') return;
    if (role.kind === 'header') {
      assembler.readHeader(line);
      return;
    }
    if (furniture.has(furnitureKey(line)) || pageTitles.has(index)) return;
    assembler.read(line, role);
  });
  assembler.close();
  const items = assembler.items;
  if (items.length === 0) return undefined;

  const warnings: ParseWarning[] = [];
  const totals: { amount: number; line: number; named: boolean }[] = [];
  const loose: { amount: number; line: number; named: boolean }[] = [];
  let unplaced = 0;
  for (const event of assembler.events) {
    if (event.kind === 'budget-total' && event.amount !== undefined) {
      totals.push({ amount: event.amount, line: event.line.number, named: event.named === true });
    } else if (event.kind === 'loose-amount' && event.amount !== undefined) {
      loose.push({ amount: event.amount, line: event.line.number, named: true });
    } else if (event.kind === 'amount-mismatch') {
      warnings.push({
        kind: 'amount-mismatch',
        line: event.line.number,
        codigo: event.codigo ?? '',
        expected: event.expected ?? 0,
        actual: event.amount ?? 0,
      });
    } else if (event.kind === 'unplaced' && ++unplaced <= MAX_UNPLACED_WARNINGS) {
      const warning: ParseWarning = {
        kind: 'unplaced-line',
        line: event.line.number,
        text: truncate(event.line.text),
      };
      const amount = event.line.figures.findLast((figure) => figure.printed.includes(mark));
      if (amount) warning.amount = amount.value;
      warnings.push(warning);
    }
  }
  // A line of words and one amount outside the items (a spreadsheet's root row,
  // `Presupuesto ejemplo 30.499,89`) is the budget's total when the document's own top
  // chapter totals add up to it; so is an unnamed total, the PEM before the contract total.
  const stated = assembler.tree.budgetTotal(totals, loose);
  const chapters = assembler.tree.finish();
  for (const { chapter, statedLine } of chapters) {
    if (
      chapter.statedTotal === undefined ||
      Math.abs(chapter.statedTotal - chapter.total) <= AMOUNT_TOLERANCE
    )
      continue;
    const warning: ParseWarning = {
      kind: 'chapter-total-mismatch',
      chapterCode: chapter.code,
      chapterTitle: chapter.title,
      stated: chapter.statedTotal,
      parsed: chapter.total,
    };
    if (statedLine !== undefined) warning.line = statedLine;
    warnings.push(warning);
  }
  const total = sumTotals(items);
  const measured = items.some((item) => item.measurements !== undefined);
  const budget: Budget = {
    id: createBudgetId(options.now),
    client: client?.client ?? options.unknownClient,
    items,
    total,
    availableColumns: [...(measured ? MEASURED_COLUMNS : PRICED_COLUMNS)],
    chapters: chapters.map(({ chapter }) => chapter),
    source: { format: options.format ?? 'text' },
  };
  if (options.fileName !== undefined && budget.source) budget.source.fileName = options.fileName;
  if (stated) {
    budget.statedTotal = stated.amount;
    if (Math.abs(stated.amount - total) > AMOUNT_TOLERANCE) {
      warnings.push({
        kind: 'total-mismatch',
        line: stated.line,
        stated: stated.amount,
        parsed: total,
      });
    }
  }
  return { budget, warnings };
}
