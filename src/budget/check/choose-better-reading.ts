import type { CheckedParseResult, VerdictStatus } from './judge-reading.ts';
import { printedCode } from './printed-fields.ts';

/**
 * Of two readings of one document (its cells read as a table, and the same cells read as
 * text), the one its own figures bear out better: the better verdict wins. A reading whose
 * figures agree but whose items are in doubt ranks below one with only cents of rounding (a
 * doubted item is a possible misreading, rounding is the document's own), and a reading that
 * states nothing ranks above one whose figures disagree. A text reading that read no item at
 * all (the ERROR item) never replaces a table reading that did, nor one that ranks higher only
 * by hiding an item the table reading doubts (hidesFigurelessItems).
 */
const STATUS_RANK: Record<VerdictStatus, number> = {
  reconciled: 4,
  rounding: 3,
  review: 2,
  unchecked: 1,
  mismatch: 0,
};

/**
 * Which reading a tie goes to. A sheet's or a Word table's cells are real columns, so a tie
 * goes to the table; a PDF's grid has real columns only for its figures (the words left of
 * them are the printed line, code, unit and title together), so there the line reader,
 * which knows a line's grammar, keeps a tie and the table reading wins only where it is
 * borne out better (a sheet printed to PDF).
 */
export type TieGoesTo = 'table' | 'text';

export function chooseBetterReading(
  table: CheckedParseResult,
  text: CheckedParseResult,
  tie: TieGoesTo = 'table',
): CheckedParseResult {
  if (readNothing(text) && !readNothing(table)) return table;
  if (hidesFigurelessItems(table, text) || hidesStatedTotals(table, text)) return table;
  if (tie === 'text' && losesItemCodes(table, text)) return text;
  const tableRank = STATUS_RANK[table.check.status];
  const textRank = STATUS_RANK[text.check.status];
  if (tableRank === textRank) return tie === 'table' ? table : text;
  return textRank > tableRank ? text : table;
}

/**
 * Doubts about one item row that a text reading resolves only by reading that item: its
 * figures emptied, its quantity lost, or its amount not quantity × price (`SOL030 | … | 0 | 137.67 | 3839.76`:
 * the line reader, finding no product, left the row out and every sum agreed).
 */
const HIDDEN_DOUBTS: ReadonlySet<string> = new Set([
  'item-without-figures',
  'item-without-quantity',
  'amount-not-product',
]);

/**
 * The table reading found an item row without figures (`ARQ010 | Partida | Ud | ARQUETA… |
 * | |`: its cells emptied) and the text reading of the same cells has no such item: it made
 * the row a chapter heading, or glued it to the description above. With the row's amount
 * gone, every sum still agrees, so the text reading would rank as reconciled for having lost
 * the very item that is in doubt. A text reading resolves that doubt only by reading the item
 * with its figures (then it holds an item of that code); losing it is no better reading.
 * Items are matched by code, or by their first line where the table prints no code.
 */
function hidesFigurelessItems(table: CheckedParseResult, text: CheckedParseResult): boolean {
  const doubted = table.check.doubts.filter((doubt) => HIDDEN_DOUBTS.has(doubt.kind));
  if (doubted.length === 0) return false;
  const read = new Set(text.budget.items.map(itemKey));
  // An item the text reading read with the row's own price and amount is read, whatever
  // code each reading gave it: a CYPE PDF's grid took a measurement's figure for the code
  // and lost the quantity (`323,67 | Total m : | | 12063,51 | 3904596,28`), which the text
  // reading read as `APUY_001` 323,67 × 12063,51 = 3904596,28.
  const priced = new Set(text.budget.items.map(pricedKey).filter((key) => key !== undefined));
  // An amount the text reading states as a chapter's or the budget's total is read, not lost:
  // a CYPE PDF's grid took a chapter's total line (`1 SANEAMIENTO … 3.328.754,53`) for an
  // item without quantity, which the line reader read as the chapter's total.
  // A zero stated total explains no item: an item left without figures amounts to zero too.
  const totals = statedTotalCents(text, { zeros: 'leave-out' });
  return doubted.some((doubt) => {
    const item = table.budget.items[doubt.item];
    if (item === undefined || read.has(itemKey(item)) || totals.has(cents(item.total)))
      return false;
    const key = pricedKey(item);
    return key === undefined || !priced.has(key);
  });
}

/** An item's price and amount, where both are printed and not zero: what its row reads, whatever its code. */
function pricedKey(item: CheckedParseResult['budget']['items'][number]): string | undefined {
  if (item.precio_unitario === 0 || item.total === 0) return undefined;
  return `${cents(item.precio_unitario)}|${cents(item.total)}`;
}

/**
 * The text reading says its figures agree, but left unread a stated total the table reading
 * read (the budget's, or a chapter's: `1 | Capítulo | … | 2247083`; a whole number ending a
 * heading is no amount to the line reader): a figure the document prints that it never
 * checked. Its verdict would rank above the table's for knowing less (a chapter total one
 * cent off: `rounding` in the table, `reconciled` in the text). A text reading that says it
 * checked nothing claims no agreement, and may still stand where the table's figures disagree.
 */
function hidesStatedTotals(table: CheckedParseResult, text: CheckedParseResult): boolean {
  const status = text.check.status;
  if (status !== 'reconciled' && status !== 'rounding') return false;
  if (table.budget.statedTotal !== undefined && text.budget.statedTotal === undefined) return true;
  // A chapter the text reading states no total for, under its code or under none at all (it
  // read no chapter: `TOTAL CAPÍTULO 1 10623`, a whole number, left as a line of words).
  const textChapters = text.budget.chapters ?? [];
  const statedCodes = new Set(
    textChapters.filter((chapter) => chapter.statedTotal !== undefined).map((c) => c.code),
  );
  // A figure the text reading checked elsewhere is not hidden by it: a one-chapter table
  // whose chapter's total line was lost states the budget's total for it, and the text
  // reading checked that figure as the budget's.
  const checked = statedTotalCents(text, { zeros: 'keep' });
  return (table.budget.chapters ?? []).some(
    (chapter) =>
      chapter.statedTotal !== undefined &&
      !statedCodes.has(chapter.code) &&
      !checked.has(cents(chapter.statedTotal)),
  );
}

/**
 * A PDF grid read as a table names none of its items where the text reading names them by
 * code as a rule: the codes stood inside the text cell, above the row of figures (TCQ's `1
 * C15.01 m. LÍNEA …` / `y. (P - 1) | 247,55 | 8.803,530 | …`), and the table reading kept only
 * the figures. Its sums may all agree, but it is no reading of the items, and a doubt the
 * text reading raises (a line lost) would only be traded for a "Cuadra" on items nobody
 * can tell apart. Half the text reading's items coded is the rule here: a reading that lost
 * every code has none.
 */
function losesItemCodes(table: CheckedParseResult, text: CheckedParseResult): boolean {
  if (table.budget.items.some((item) => printedCode(item) !== '')) return false;
  const coded = text.budget.items.filter((item) => printedCode(item) !== '').length;
  return coded > 0 && coded * 2 >= text.budget.items.length;
}

/** The cents of the totals a reading states: the budget's and each chapter's. */
function statedTotalCents(
  reading: CheckedParseResult,
  { zeros }: { zeros: 'keep' | 'leave-out' },
): Set<number> {
  const { budget } = reading;
  const stated = [budget.statedTotal, ...(budget.chapters ?? []).map((c) => c.statedTotal)];
  return new Set(
    stated
      .filter((amount): amount is number => amount !== undefined)
      .filter((amount) => zeros === 'keep' || amount !== 0)
      .map(cents),
  );
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** An item's code, else the first line of its words: what names it in both readings. */
function itemKey(item: CheckedParseResult['budget']['items'][number]): string {
  const code = printedCode(item);
  if (code !== '') return code;
  const words = typeof item.resumen === 'string' ? item.resumen : '';
  return `\u0000${(words.split('\n')[0] ?? '').trim()}`;
}

/** The spec's ERROR item: the reading found no item. */
function readNothing(reading: CheckedParseResult): boolean {
  const { items } = reading.budget;
  return items.length === 0 || (items.length === 1 && items[0]?.codigo === 'ERROR');
}

/** A table reading nothing can better where ties go to the table: the text need not be read. */
export function isBeyondImprovement(table: CheckedParseResult, tie: TieGoesTo = 'table'): boolean {
  return tie === 'table' && table.check.status === 'reconciled';
}
