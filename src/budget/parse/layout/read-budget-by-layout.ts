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
import { inferDecimalMark } from './infer-number-format.ts';
import { readLayoutLine, type LayoutLine } from './read-layout-line.ts';
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
const MAX_UNPLACED_WARNINGS = 1000;
const WARNING_TEXT_LENGTH = 160;
const DIGITS = /\d+/g;
const PRICED_COLUMNS: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
const MEASURED_COLUMNS: ColumnName[] = [
  'CÓDIGO', 'RESUMEN', 'UDS', 'LONGITUD', 'ANCHURA', 'ALTURA', 'PARCIALES', 'CANTIDAD', 'P. UNIT.', 'TOTAL',
];

/** Keys of the lines repeated often enough to be page furniture (never headings with a unit, chapter keywords or totals). */
function findFurniture(lines: readonly LayoutLine[], roles: readonly LineRole[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.tokens.length === 0) continue;
    const key = line.text.replace(DIGITS, '#');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const furniture = new Set<string>();
  lines.forEach((line, index) => {
    const role = roles[index] as LineRole;
    if (role.kind === 'total') return;
    if (role.kind === 'heading' && (role.heading.unit !== '' || role.heading.keywordLevel !== undefined)) return;
    const key = line.text.replace(DIGITS, '#');
    if ((counts.get(key) ?? 0) >= FURNITURE_REPEATS) furniture.add(key);
  });
  return furniture;
}

function truncate(text: string): string {
  return text.length > WARNING_TEXT_LENGTH ? `${text.slice(0, WARNING_TEXT_LENGTH)}…` : text;
}

export function readBudgetByLayout(text: string, options: LayoutReadOptions): ParseResult | undefined {
  const source = text.replace(/\r\n?/g, '\n');
  const mark = inferDecimalMark(source);
  const lines = source.split(/[\n\f]/).map((raw, index) => readLayoutLine(raw, index + 1, mark));
  const roles = lines.map(readLineRole);
  const furniture = findFurniture(lines, roles);
  const assembler = new ItemAssembler(mark);
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
    if (furniture.has(line.text.replace(DIGITS, '#'))) return;
    assembler.read(line, role);
  });
  assembler.close();
  const items = assembler.items;
  if (items.length === 0) return undefined;

  const warnings: ParseWarning[] = [];
  let stated: { amount: number; line: number } | undefined;
  let unplaced = 0;
  for (const event of assembler.events) {
    if (event.kind === 'budget-total' && event.amount !== undefined) {
      stated = { amount: event.amount, line: event.line.number };
    } else if (event.kind === 'unplaced' && ++unplaced <= MAX_UNPLACED_WARNINGS) {
      warnings.push({ kind: 'unplaced-line', line: event.line.number, text: truncate(event.line.text) });
    }
  }
  const chapters = assembler.tree.finish();
  for (const { chapter, statedLine } of chapters) {
    if (chapter.statedTotal === undefined || Math.abs(chapter.statedTotal - chapter.total) <= AMOUNT_TOLERANCE) continue;
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
      warnings.push({ kind: 'total-mismatch', line: stated.line, stated: stated.amount, parsed: total });
    }
  }
  return { budget, warnings };
}
