/**
 * Stage 2a of the layout reader: the document's number format, decided from the
 * document itself. Every figure printed with two or three decimals votes for the
 * decimal mark it uses (`1.210,00` and `12,18` for the comma, `13235.940` and `2.54`
 * for the point); codes such as `01.01.01` do not vote because they are not standalone.
 */
export type DecimalMark = ',' | '.';

/** A standalone figure with a decimal comma: `1.210,00`, `12,18`, `-0,44`. */
const COMMA_FIGURE = /(?<![\w.,])-?\d{1,3}(?:\.\d{3})*,\d{1,3}(?![\w.,])/g;
/** A standalone figure with a decimal point: `13235.940`, `2.54`, `1,234.50`. */
const POINT_FIGURE = /(?<![\w.,])-?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2,3}(?![\w.,])/g;

function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) !== null) count++;
  return count;
}

/** The decimal mark most figures of `text` use; the comma (Spanish reports) on a tie. */
export function inferDecimalMark(text: string): DecimalMark {
  const comma = countMatches(text, COMMA_FIGURE);
  const point = countMatches(text, POINT_FIGURE);
  return point > comma ? '.' : ',';
}

const COMMA_DECIMAL = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
const POINT_DECIMAL = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** The value of a figure printed with `mark` as decimal mark, or undefined when `token` is no figure. */
export function readFigure(token: string, mark: DecimalMark): number | undefined {
  const code = token.charCodeAt(token.length - 1);
  if (code < 0x30 || code > 0x39) return undefined;
  if (mark === ',') {
    if (!COMMA_DECIMAL.test(token)) return undefined;
    return Number(token.replace(/\./g, '').replace(',', '.'));
  }
  if (!POINT_DECIMAL.test(token)) return undefined;
  return Number(token.replace(/,/g, ''));
}

/** Decimals printed after the mark (`5211.000` → 3). */
export function decimalsOf(token: string, mark: DecimalMark): number {
  const at = token.lastIndexOf(mark);
  return at < 0 ? 0 : token.length - at - 1;
}

/** A figure printed the Spanish way (the model's printed quantities are Spanish): `5211.000` → `5.211,000`. */
export function toSpanishFigure(token: string, mark: DecimalMark): string {
  if (mark === ',') return token;
  const negative = token.startsWith('-');
  const plain = (negative ? token.slice(1) : token).replace(/,/g, '');
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}
