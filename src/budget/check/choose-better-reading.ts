import type { CheckedParseResult, VerdictStatus } from './judge-reading.ts';

/**
 * Of two readings of one document (its cells read as a table, and the same cells read as
 * text), the one its own figures bear out better. A table's columns are the stronger
 * evidence, so the table reading wins unless the text reading's verdict is better: a text
 * reading that read no item at all (the ERROR item) never replaces a table reading that did.
 */
const STATUS_RANK: Record<VerdictStatus, number> = {
  reconciled: 3,
  rounding: 2,
  unchecked: 1,
  mismatch: 0,
};

export function chooseBetterReading(
  table: CheckedParseResult,
  text: CheckedParseResult,
): CheckedParseResult {
  if (readNothing(text) && !readNothing(table)) return table;
  return STATUS_RANK[text.check.status] > STATUS_RANK[table.check.status] ? text : table;
}

/** The spec's ERROR item: the reading found no item. */
function readNothing(reading: CheckedParseResult): boolean {
  const { items } = reading.budget;
  return items.length === 0 || (items.length === 1 && items[0]?.codigo === 'ERROR');
}

/** A table reading nothing can better: the text reading need not be made. */
export function isBeyondImprovement(table: CheckedParseResult): boolean {
  return table.check.status === 'reconciled';
}
