import type { CheckedParseResult, VerdictStatus } from './judge-reading.ts';

/**
 * Of two readings of one document (its cells read as a table, and the same cells read as
 * text), the one its own figures bear out better: the better verdict wins. A reading whose
 * figures agree but whose items are in doubt ranks below one with only cents of rounding (a
 * doubted item is a possible misreading, rounding is the document's own), and a reading that
 * states nothing ranks above one whose figures disagree. A text reading that read no item at
 * all (the ERROR item) never replaces a table reading that did.
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
  const tableRank = STATUS_RANK[table.check.status];
  const textRank = STATUS_RANK[text.check.status];
  if (tableRank === textRank) return tie === 'table' ? table : text;
  return textRank > tableRank ? text : table;
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
