/**
 * Figures too long to be one: a token of digits whose whole part is longer than any amount
 * (read-figure.ts reads it as text, so no total is ever infinite). The reader says so, with
 * the line, since the token stands where a figure would and the reading may miss money.
 * One native search over the whole text: no cost per line.
 */
import type { ParseWarning } from '../parse-result.ts';
import { HYPHEN, isWhiteSpace } from './characters.ts';
import { MAX_WHOLE_DIGITS } from './read-figure.ts';

/** The digits shown of such a figure in the warning. */
const SHOWN_DIGITS = 12;

/**
 * A run of more than MAX_WHOLE_DIGITS digits; whether it stands as a token (a figure's place)
 * is told from the characters around it, since a search that opens with a look-behind
 * tries it at every character of the text.
 */
const LONG_DIGIT_RUN = new RegExp(`\\d{${MAX_WHOLE_DIGITS + 1},}`, 'g');
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
  LONG_DIGIT_RUN.lastIndex = 0;
  for (let match = LONG_DIGIT_RUN.exec(text); match !== null; match = LONG_DIGIT_RUN.exec(text)) {
    const shown = standsAlone(text, match.index, match.index + match[0].length);
    if (shown === undefined || ++count > MAX_WARNINGS) continue;
    for (
      let at = text.indexOf('\n', counted);
      at >= 0 && at < match.index;
      at = text.indexOf('\n', at + 1)
    )
      line++;
    counted = match.index;
    const digits = match[0].length;
    warnings.push({
      kind: 'notice',
      line,
      message: `una cifra de ${digits} dígitos (${shown}…) no puede ser un importe ni una medición: se lee como texto. Revise esa línea en el documento.`,
    });
  }
  if (count > MAX_WARNINGS)
    warnings.push({
      kind: 'notice',
      message: `Hay ${count - MAX_WARNINGS} cifras más de demasiados dígitos, leídas como texto, que no se muestran.`,
    });
  return warnings;
}
