/**
 * Figures too long to be one: a token of digits whose whole part is longer than any amount
 * (read-figure.ts reads it as text, so no total is ever infinite). The reader says so, with
 * the line, since the token stands where a figure would and the reading may miss money.
 * One look at every sixteenth character of the text: no cost per line.
 */
import type { ParseWarning } from '../parse-result.ts';
import { HYPHEN, isDigitCode, isWhiteSpace } from './characters.ts';
import { MAX_WHOLE_DIGITS } from './read-figure.ts';

/** The digits shown of such a figure in the warning. */
const SHOWN_DIGITS = 12;

/**
 * Any run of more than MAX_WHOLE_DIGITS digits holds a character at a multiple of this: only
 * those characters are looked at, so a text full of short figures costs a sixteenth of its
 * length (a search for `\d{16,}` starts again at every digit).
 */
const STRIDE = MAX_WHOLE_DIGITS + 1;
/** What may follow a figure's whole part within its token: its decimals. */
const DECIMALS = /^[.,]\d+/;

/** The run at `start` to `end` stands alone: white space or an edge before (a sign aside) and after (decimals aside). */
function standsAlone(text: string, start: number, end: number): string | undefined {
  let from = start;
  if (text.charCodeAt(from - 1) === HYPHEN) from--;
  if (from > 0 && !isWhiteSpace(text.charCodeAt(from - 1))) return undefined;
  let to = end;
  const decimals = DECIMALS.exec(text.slice(end, end + SHOWN_DIGITS * 2));
  if (decimals) to += decimals[0].length;
  if (to < text.length && !isWhiteSpace(text.charCodeAt(to))) return undefined;
  return text.slice(from, Math.min(to, from + SHOWN_DIGITS));
}

/** Past this many, one warning says how many more there are. */
const MAX_WARNINGS = 20;

export function findOverlongFigures(text: string): ParseWarning[] {
  const warnings: ParseWarning[] = [];
  let count = 0;
  let line = 1;
  let counted = 0;
  for (let at = 0; at < text.length; at += STRIDE) {
    if (!isDigitCode(text.charCodeAt(at))) continue;
    let start = at;
    while (start > 0 && isDigitCode(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && isDigitCode(text.charCodeAt(end))) end++;
    if (end - start <= MAX_WHOLE_DIGITS) continue;
    // On past the run: the next look is at the first multiple of the stride after it.
    at = end - (end % STRIDE);
    const shown = standsAlone(text, start, end);
    if (shown === undefined || ++count > MAX_WARNINGS) continue;
    for (
      let newline = text.indexOf('\n', counted);
      newline >= 0 && newline < start;
      newline = text.indexOf('\n', newline + 1)
    )
      line++;
    counted = start;
    warnings.push({
      kind: 'notice',
      line,
      message: `una cifra de ${end - start} dígitos (${shown}…) no puede ser un importe ni una medición: se lee como texto. Revise esa línea en el documento.`,
    });
  }
  if (count > MAX_WARNINGS)
    warnings.push({
      kind: 'notice',
      message: `Hay ${count - MAX_WARNINGS} cifras más de demasiados dígitos, leídas como texto, que no se muestran.`,
    });
  return warnings;
}
