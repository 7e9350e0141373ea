import type { BudgetDocumentKind } from '../model/budget.ts';
import { boundBudgetTotals } from '../model/bound-budget-totals.ts';
import type { ParseResult, ParseWarning } from '../parse/parse-result.ts';
import { chaptersCoverItems } from './chapters-cover-items.ts';
import { findReadingDoubts, type ReadingDoubt } from './find-reading-doubts.ts';
import { findItemsOffByRounding } from './find-unbalanced-items.ts';
import {
  reconcileBudget,
  type ChapterReconciliation,
  type FigureAgreement,
} from './reconcile-budget.ts';

/**
 * - `reconciled`: the document states a total (or, printing none, a total for a chapter
 *   enclosing every item: `checkedBy: 'chapters'`), and it, every stated chapter total and
 *   every item's quantity × price agree with what was read, to the cent, and no item is in doubt.
 * - `rounding`: they agree but for differences no larger than the lines' rounding (or an
 *   item's product, in a budget of too few items to tell its rounding, differs so). Never
 *   called reconciled: a figure changed by a few cents looks exactly like this, so the user
 *   is shown each difference instead of a success.
 * - `review`: every stated figure agrees (to the cent or by rounding), but some item is in
 *   doubt (find-reading-doubts.ts: an item without figures in a priced document, a code that
 *   breaks the document's grammar, a chapter's row read as an item, a figure out of bounds,
 *   a chapter the document gives no evidence for), or a table cell held several figures and
 *   the row lost them (a `merged-figures` warning).
 *   Its own status rather than `mismatch`: no figure differs, so "No cuadra" would send the
 *   user looking for a difference that is not there, while the items named are what to check.
 * - `mismatch`: some stated figure or some item's arithmetic does not agree, or a line the
 *   reader could not place prints an amount.
 * - `unchecked`: nothing to check against (no stated total, or a price database). Never a success.
 */
export type VerdictStatus = 'reconciled' | 'rounding' | 'review' | 'mismatch' | 'unchecked';

export type ChapterVerdict = ChapterReconciliation;

/** The reading's verdict: what the user sees before downloading, and `parse --json`'s `check`. */
export interface ReadingVerdict {
  status: VerdictStatus;
  /** Shorthand for status === 'reconciled'. */
  reconciled: boolean;
  documentKind: BudgetDocumentKind;
  /** Sum of the items read. */
  parsed: number;
  /** The total the document states (its PEM or final total), when it states one. */
  stated?: number;
  /** parsed − stated, to the cent. */
  difference?: number;
  totalAgreement?: FigureAgreement;
  /** Every chapter: parsed, stated (when stated), difference and agreement. */
  chapters: ChapterVerdict[];
  /** Chapters whose stated total differs beyond rounding. */
  mismatchedChapters: number;
  /**
   * Figures (total and chapters) that differ from the document only by the lines' rounding,
   * and items whose product does so in a budget of too few items to tell its rounding.
   */
  roundingNotes: number;
  /** Lines the reader could not place (warnings of kind 'unplaced-line'). */
  unplacedLines: number;
  /** Items whose quantity × price differs from their printed amount. */
  amountMismatches: number;
  /**
   * What the verdict found item by item, in the items' order, each naming its item (its
   * position, for the preview to go to it): amounts that are not quantity × price, and the
   * structural doubts that keep a reading whose figures agree from being called reconciled.
   */
  doubts: ReadingDoubt[];
  /**
   * What the money was checked against: the document's total, or, where it prints none,
   * the totals of chapters that enclose every item. Unset when nothing was checked.
   */
  checkedBy?: 'total' | 'chapters';
}

/** A parse with its verdict: what the entry points (read-budget.ts) return. */
export interface CheckedParseResult extends ParseResult {
  check: ReadingVerdict;
}

/**
 * What the reader says about a document's kind, or what its figures show: a source with
 * items but no quantities is a price database even when its reader did not name it.
 */
function documentKindOf({ budget, warnings }: ParseResult): BudgetDocumentKind {
  const named = budget.source?.documentKind;
  if (named !== undefined) return named;
  return warnings.some((warning) => warning.kind === 'no-quantities') ? 'price-database' : 'budget';
}

function countWarnings(warnings: readonly ParseWarning[], kind: ParseWarning['kind']): number {
  let count = 0;
  for (const warning of warnings) if (warning.kind === kind) count += 1;
  return count;
}

/**
 * The doubts with the items a reader reported as not quantity × price that the verdict's own
 * check let pass (the reader's tolerance is its own): each is a doubt on the first item of its
 * code, so the preview leads to it. Returns them with the count of such items, a reported one
 * whose code no item has counted too.
 */
function addReportedMismatches(
  result: ParseResult,
  found: readonly ReadingDoubt[],
): { doubts: ReadingDoubt[]; amountMismatches: number } {
  const codes = new Set<string>();
  let amountMismatches = 0;
  for (const doubt of found)
    if (doubt.kind === 'amount-not-product') {
      codes.add(doubt.codigo);
      amountMismatches += 1;
    }
  const reported = result.warnings.filter(
    (warning) => warning.kind === 'amount-mismatch' && !codes.has(warning.codigo),
  );
  if (reported.length === 0) return { doubts: [...found], amountMismatches };
  const firstOfCode = new Map<string, number>();
  result.budget.items.forEach((item, index) => {
    if (!firstOfCode.has(item.codigo)) firstOfCode.set(item.codigo, index);
  });
  const doubts = [...found];
  for (const warning of reported) {
    if (warning.kind !== 'amount-mismatch') continue;
    amountMismatches += 1;
    const item = firstOfCode.get(warning.codigo);
    if (item !== undefined)
      doubts.push({ kind: 'amount-not-product', item, codigo: warning.codigo });
  }
  doubts.sort((a, b) => a.item - b.item);
  return { doubts, amountMismatches };
}

/**
 * The doubts with the items whose row lost a figure in a cell of several (a `merged-figures`
 * warning of the table stage: `1146.15 193.39`), each on the first item of its code. Their
 * sums may all agree (the amount kept, the quantity and price lost), so the verdict lists
 * them and never calls the reading reconciled; a warning whose code no item has is said
 * beside the verdict, where the warnings are listed.
 */
function addLostFigures(result: ParseResult, found: ReadingDoubt[]): ReadingDoubt[] {
  const lost = result.warnings.filter(losesItemFigure);
  if (lost.length === 0) return found;
  const doubts = [...found];
  const seen = new Set<number>();
  for (const warning of lost) {
    if (!losesItemFigure(warning) || warning.codigo === '') continue;
    const item = result.budget.items.findIndex((one) => one.codigo === warning.codigo);
    if (item < 0 || seen.has(item)) continue;
    seen.add(item);
    doubts.push({ kind: 'merged-figures', item, codigo: warning.codigo });
  }
  doubts.sort((a, b) => a.item - b.item);
  return doubts;
}

/**
 * A `merged-figures` warning of a cell that held the item's money (its quantity, price or
 * amount). A measurement line's cell (`measurement`) is said beside the verdict, as every
 * warning is, but doubts no figure the verdict checks: the item's quantity is a cell of its own.
 */
function losesItemFigure(
  warning: ParseWarning,
): warning is Extract<ParseWarning, { kind: 'merged-figures' }> {
  return warning.kind === 'merged-figures' && warning.measurement !== true;
}

/** Turns a parse into its verdict. Pure; the same for every reader (text, Word, PDF, BC3). */
export function judgeReading(result: ParseResult): ReadingVerdict {
  const { total, chapters } = reconcileBudget(result.budget);
  const documentKind = documentKindOf(result);
  const reported = addReportedMismatches(result, findReadingDoubts(result.budget, documentKind));
  const { amountMismatches } = reported;
  const doubts = addLostFigures(result, reported.doubts);
  const figures = [total, ...chapters];
  // Items off their product by cents where too few items tell the document's rounding.
  const roundingNotes =
    figures.filter((figure) => figure.agreement === 'rounding').length +
    findItemsOffByRounding(result.budget.items).length;
  const mismatchedChapters = chapters.filter((chapter) => chapter.agreement === 'mismatch').length;
  const structuralDoubt =
    doubts.some((doubt) => doubt.kind !== 'amount-not-product') ||
    result.warnings.some(losesItemFigure);
  // An amount printed on a line the reader could not place may be money the items miss
  // (a forged amount under a total of 0,00 adds up to every stated figure without it).
  const unplacedAmount = result.warnings.some(
    (warning) => warning.kind === 'unplaced-line' && warning.amount !== undefined,
  );
  const anyMismatch =
    total.agreement === 'mismatch' ||
    mismatchedChapters > 0 ||
    amountMismatches > 0 ||
    unplacedAmount;

  const checkedBy =
    total.agreement !== undefined
      ? 'total'
      : chaptersCoverItems(result.budget)
        ? 'chapters'
        : undefined;
  // A price database lists prices, not a work: there is no total to reconcile.
  const status: VerdictStatus =
    documentKind === 'price-database'
      ? 'unchecked'
      : anyMismatch
        ? 'mismatch'
        : checkedBy === undefined
          ? 'unchecked'
          : structuralDoubt
            ? 'review'
            : roundingNotes > 0
              ? 'rounding'
              : 'reconciled';

  const verdict: ReadingVerdict = {
    status,
    reconciled: status === 'reconciled',
    documentKind,
    parsed: total.parsed,
    chapters,
    mismatchedChapters,
    roundingNotes,
    unplacedLines: countWarnings(result.warnings, 'unplaced-line'),
    amountMismatches,
    doubts,
  };
  if (checkedBy !== undefined && documentKind !== 'price-database') verdict.checkedBy = checkedBy;
  if (total.stated !== undefined) verdict.stated = total.stated;
  if (total.difference !== undefined) verdict.difference = total.difference;
  if (total.agreement !== undefined) verdict.totalAgreement = total.agreement;
  return verdict;
}

/**
 * Adds the verdict to a parse: the one place every reader's, every correction's and every
 * saved budget's result passes through. Its totals are made finite here (model/
 * bound-budget-totals.ts), so no budget shown, saved or exported has a total of `null`.
 */
export function checkParseResult(result: ParseResult): CheckedParseResult {
  const budget = boundBudgetTotals(result.budget);
  const bounded = budget === result.budget ? result : { ...result, budget };
  return { ...bounded, check: judgeReading(bounded) };
}

/**
 * Warnings the verdict already states (total and chapter differences, the missing total,
 * a price database, unplaced lines with their own list): listing them again under it
 * would say the same thing twice, and with the parser's stricter half-cent rule.
 */
const SAID_BY_VERDICT = new Set<ParseWarning['kind']>([
  'total-mismatch',
  'chapter-total-mismatch',
  'no-stated-total',
  'no-quantities',
  'unplaced-line',
]);

/** The warnings left to list beside the verdict. */
export function warningsBesideVerdict(warnings: readonly ParseWarning[]): ParseWarning[] {
  return warnings.filter((warning) => !SAID_BY_VERDICT.has(warning.kind));
}
