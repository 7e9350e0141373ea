/**
 * A row of a table that the reader placed nowhere (no item, chapter, measurement or total):
 * an `unplaced-line` warning with its words and the amount it holds, so that a priced row
 * is never dropped without a word.
 */
import type { ParseWarning } from '../parse-result.ts';
import type { TableRow } from './read-table-row.ts';

/** Past this many characters a row's words are cut in its warning (`…`). */
const WARNING_TEXT_LENGTH = 160;

/** The warning of `row`, numbered `line` for the user, holding `amount` where it is money. */
export function warnUnplacedRow(
  row: TableRow,
  line: number,
  amount: number | undefined,
): ParseWarning {
  const text = row.texts.join(' ') || String(amount ?? '');
  const warning: ParseWarning = {
    kind: 'unplaced-line',
    line,
    text: text.length > WARNING_TEXT_LENGTH ? `${text.slice(0, WARNING_TEXT_LENGTH)}…` : text,
  };
  // A lone whole number is a page number or a count, not money the reading may miss.
  if (amount !== undefined && !(Number.isInteger(amount) && row.texts.length === 0))
    warning.amount = amount;
  return warning;
}
