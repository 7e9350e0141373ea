import type { CheckedParseResult, VerdictStatus } from './judge-reading.ts';

/**
 * Of two readings of one document (its cells read as a table, and the same cells read as
 * text), the one its own figures bear out better. A table's columns are the stronger
 * evidence, so the table reading wins unless the text reading agrees with the document's
 * figures where the table reading does not: a text reading that checks nothing (no stated
 * total, or nothing read at all) never replaces a table reading that found the document's
 * figures and shows where they differ.
 */
const STATUS_RANK: Record<VerdictStatus, number> = {
  reconciled: 2,
  rounding: 1,
  unchecked: 0,
  mismatch: 0,
};

export function chooseBetterReading(
  table: CheckedParseResult,
  text: CheckedParseResult,
): CheckedParseResult {
  return STATUS_RANK[text.check.status] > STATUS_RANK[table.check.status] ? text : table;
}

/** A table reading nothing can better: the text reading need not be made. */
export function isBeyondImprovement(table: CheckedParseResult): boolean {
  return table.check.status === 'reconciled';
}
