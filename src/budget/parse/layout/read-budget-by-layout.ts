/**
 * The layout reader: reads a budget report by inferring its layout from the document
 * itself. Stages, each in its own file:
 *   lines → words and figures (read-layout-line) in the document's number format
 *   (infer-number-format) → line roles (read-line-role) and page furniture (lines
 *   repeated across pages) → item assembly by arithmetic (assemble-items, with
 *   find-priced-figures) → chapter tree and stated totals (build-chapter-tree).
 * What must be known of the whole text first (each line's shape, page lines, page edges,
 * totals' codes, a spreadsheet's amount column, furniture) comes from a survey kept in typed arrays
 * (survey-layout-lines); each line is then read again as the items are assembled, so a
 * long text's lines die young instead of being copied through the heap.
 */
import { AMOUNT_TOLERANCE } from '../../constants.ts';
import { BUDGET_ERROR_MESSAGES } from '../../errors.ts';
import type { Budget, BudgetSourceFormat } from '../../model/budget.ts';
import { createBudgetId } from '../../model/budget-id.ts';
import { takeItemNotes } from '../../model/item-note.ts';
import { sumTotals } from '../../model/money.ts';
import { detectHeaderColumns } from '../detect-columns.ts';
import { DocumentHeaderCollector } from '../header/collect-document-header.ts';
import { makeErrorBudget } from '../make-error-budget.ts';
import type { ParseResult, ParseWarning } from '../parse-result.ts';
import { ItemAssembler } from './assemble-items.ts';
import { inferDecimalMark, inferSpacedThousands } from './infer-number-format.ts';
import { readFigure, type DecimalMark } from './read-figure.ts';
import { isFigureLine, type LayoutLine } from './read-layout-line.ts';
import { findOverlongFigures } from './find-overlong-figures.ts';
import { findFurniture } from './find-page-furniture.ts';
import type { Heading } from './read-line-role.ts';
import { LineSurvey } from './survey-layout-lines.ts';
import { SummaryReader } from './read-summary-block.ts';

export interface LayoutReadOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
  /** The client when no line names one. */
  unknownClient: string;
}

const MAX_UNPLACED_WARNINGS = 1000;
const WARNING_TEXT_LENGTH = 160;

/** A chapter keyword or an item's unit: what starts the report again after a summary. */
function opensAfterSummary(heading: Heading): boolean {
  return heading.keywordLevel !== undefined || heading.unit !== '';
}

function truncate(text: string): string {
  return text.length > WARNING_TEXT_LENGTH ? `${text.slice(0, WARNING_TEXT_LENGTH)}…` : text;
}

/** Reads report text; a text in which no item is found reads as the spec's ERROR item. */
export function readBudgetByLayout(text: string, options: LayoutReadOptions): ParseResult {
  const source = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const mark = inferDecimalMark(source);
  const survey = new LineSurvey(source, mark, inferSpacedThousands(source, mark));
  const furniture = findFurniture(survey, survey, mark);
  const assembler = new ItemAssembler(mark, survey.amountCell, survey.totalled);
  const header = new DocumentHeaderCollector();
  /** The column headers, each once: a report prints its header again on every page. */
  const headers = new Set<string>();
  let lastHeader: string | undefined;
  const summary = new SummaryReader(source);
  /** The line under a report title is the project's name, printed again on every page. */
  const projectNames = new Set<string>();
  /**
   * The shortest and longest of their lengths: every line is looked up, and a line whose
   * length lies outside them is none of the names, told without hashing its text (a long
   * line's hash costs its length) nor looking a set up (most reports print one name, so the
   * range is its length).
   */
  let shortestName = Number.POSITIVE_INFINITY;
  let longestName = -1;
  let afterTitle = false;
  // Each line is read again here and dies young (see survey-layout-lines.ts).
  for (let index = 0; index < survey.count; index++) {
    if (survey.filled[index] === 0) continue;
    // Nearly always one line; a budget pasted as one line holds them all (read-printed-line).
    const mayNameClient = survey.mayNameClient(index);
    for (const line of survey.lines(index)) {
      const role = survey.role(line);
      // A labelled line (`Proyecto: …`, `Promotor: …`) is the header's and holds nothing else.
      if (mayNameClient && header.readLine(line.text)) continue;
      if (role.kind === 'page' || role.kind === 'subtotal') continue;
      if (role.kind === 'header') {
        // The header of the page before says the same (a header changes the reading only
        // where another header came between).
        if (line.text !== lastHeader) assembler.readHeader(line);
        lastHeader = line.text;
        headers.add(line.text);
        afterTitle = false;
        continue;
      }
      if (role.kind === 'title') {
        afterTitle = true;
        if (summary.isClosed && !role.summary) summary.reopen();
        if (role.summary) {
          assembler.close();
          summary.openBlock();
        } else summary.closeBlock();
        continue;
      }
      // Read before the furniture is skipped: a report prints its work's name on every page.
      if (afterTitle && role.kind === 'other' && !isFigureLine(line))
        header.readProjectName(line.text);
      if (
        furniture[index] === 1 ||
        (line.text.length >= shortestName &&
          line.text.length <= longestName &&
          projectNames.has(line.text)) ||
        summary.isClosed
      )
        continue;
      // Outside the RESUMEN block, `TOTAL` and `SUMA` lines are totals of the report.
      if (summary.isOpen || (!assembler.inItem && role.kind !== 'total')) {
        const reading = summary.read(line);
        if (reading) {
          afterTitle = false;
          if (reading.kind === 'chapter')
            assembler.tree.stateInSummary(reading.code, reading.amount);
          continue;
        }
      }
      if (afterTitle && role.kind === 'other' && !isFigureLine(line)) {
        afterTitle = false;
        projectNames.add(line.text);
        shortestName = Math.min(shortestName, line.text.length);
        longestName = Math.max(longestName, line.text.length);
        continue;
      }
      afterTitle = false;
      if (summary.isOpen) {
        // The RESUMEN block ends where a chapter or an item starts.
        if (!(role.kind === 'heading' && opensAfterSummary(role.heading))) {
          assembler.unplaced(line);
          continue;
        }
        summary.closeBlock();
      }
      assembler.read(line, role);
    }
  }
  assembler.finish();
  const items = assembler.items;
  // A note printed in an item's text (`Observaciones: …`, our PDF's) is the item's note.
  takeItemNotes(items);
  // A token too long to be a figure was read as text: said first, with its line.
  const warnings: ParseWarning[] = findOverlongFigures(source);
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
      const amount = printedAmount(event.line, mark);
      if (amount !== undefined) warning.amount = amount;
      warnings.push(warning);
    }
  }
  if (unplaced > MAX_UNPLACED_WARNINGS) {
    warnings.push({
      kind: 'notice',
      message: `Hay ${unplaced - MAX_UNPLACED_WARNINGS} líneas no reconocidas más que no se muestran.`,
    });
  }
  if (items.length === 0) {
    const budget = makeErrorBudget(
      BUDGET_ERROR_MESSAGES['no-items'],
      options.unknownClient,
      options,
    );
    return { budget, warnings };
  }
  // A line of words and one amount outside the items (a spreadsheet's root row,
  // `Presupuesto ejemplo 30.499,89`) is the budget's total when the document's own top
  // chapter totals add up to it; so is an unnamed total, the PEM before the contract total.
  let stated: { amount: number; line?: number } | undefined = assembler.tree.budgetTotal(
    totals,
    loose,
  );
  if (!stated && summary.pem !== undefined) stated = { amount: summary.pem };
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
  const budget: Budget = {
    id: createBudgetId(options.now),
    client: header.client ?? options.unknownClient,
    items,
    total,
    availableColumns: detectHeaderColumns([...headers]),
    chapters: chapters.map(({ chapter }) => chapter),
    source: { format: options.format ?? 'text' },
  };
  if (options.fileName !== undefined && budget.source) budget.source.fileName = options.fileName;
  header.applyTo(budget);
  const found = summary.finish(total);
  if (found) budget.summary = found;
  if (stated) {
    budget.statedTotal = stated.amount;
    if (Math.abs(stated.amount - total) > AMOUNT_TOLERANCE) {
      const warning: ParseWarning = {
        kind: 'total-mismatch',
        stated: stated.amount,
        parsed: total,
      };
      if (stated.line !== undefined) warning.line = stated.line;
      warnings.push(warning);
    }
  }
  return { budget, warnings };
}

/**
 * The amount an unplaced line prints: its last figure with decimals, else a last word that
 * reads as one (an amount the line reader took for a word of its cell: a total drawn over
 * the end of its long label, `TOTAL CAPÍTULO C01 … MAYOR... 7.781.658,79`). Such a line may
 * state money no item or total accounts for, so the verdict never calls its reading right.
 */
function printedAmount(line: LayoutLine, mark: DecimalMark): number | undefined {
  const figure = line.figures.findLast((one) => one.printed.includes(mark));
  if (figure) return figure.value;
  const last = line.word(line.tokenCount - 1);
  if (last === undefined || !last.includes(mark)) return undefined;
  return readFigure(last, mark);
}
