import type { CheckedParseResult, VerdictStatus } from './judge-reading.ts';

/**
 * Of two readings of one document (its cells read as a table, and the same cells read as
 * text), the one its own figures bear out better: a table's columns are the stronger
 * evidence, so the table reading wins unless the text reading ranks above it. A reading
 * whose figures agree but whose items are in doubt ranks below one with only cents of
 * rounding: a doubted item is a possible misreading, rounding is the document's own.
 */
const STATUS_RANK: Record<VerdictStatus, number> = {
  reconciled: 4,
  rounding: 3,
  review: 2,
  unchecked: 1,
  mismatch: 0,
};

export function chooseBetterReading(
  table: CheckedParseResult,
  text: CheckedParseResult,
): CheckedParseResult {
  return STATUS_RANK[text.check.status] > STATUS_RANK[table.check.status] ? text : table;
}
