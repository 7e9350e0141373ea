/**
 * Stage 2b of the layout reader: what a line can be by its words alone — a heading
 * that opens something (item or chapter: which one is decided later, by whether
 * priced figures follow), a stated total, a column header, a measurement subtotal,
 * page furniture, or plain text/figures. Codes of any shape are accepted; the
 * assembly stage decides from the arithmetic whether a heading was an item.
 */
import { HYPHEN, isDigitCode } from './characters.ts';
import type { LayoutLine } from './read-layout-line.ts';
import { isHeader } from './detect-header-line.ts';
import {
  mayBeKeyword,
  opensRunningText,
  opensWithFigure,
  readCodeHeading,
  readKeywordHeading,
  type Heading,
} from './read-line-heading.ts';
import { joinCutMark, mayBeGluedHead, splitGluedHead } from './repair-line-head.ts';
import { readTitle, type TitleRole } from './read-report-title.ts';

/**
 * A heading is a line role, and the unit after a code is read with it: the stages that
 * take roles take both from here.
 */
export type { Heading } from './read-line-heading.ts';
export { unitOf } from './read-line-heading.ts';

export type LineRole =
  | { kind: 'heading'; heading: Heading }
  | { kind: 'total'; reference: string[] }
  | { kind: 'header' }
  | { kind: 'subtotal' }
  | { kind: 'page' }
  /** A report title (`PRESUPUESTO`, `4.3.- PRESUPUESTOS PARCIALES`); `summary` for RESUMEN DE PRESUPUESTO. */
  | TitleRole
  | { kind: 'other' };

const TOTAL_WORD = /^(total|parcial|suma)(?:es)?:?$/i;
const SUBTOTAL_WORD = /^(subtotal|suma y sigue):?$/i;
/** `PRESUPUESTO SIN IVA.`, `IMPORTE TOTAL SIN I.V.A.`: a budget's total, its amount on the line or the next. */
const TOTAL_WITHOUT_TAX = /^(?:presupuesto|importe)(?: total)? sin i\.?v\.?a\.?:?(?= |$)/i;
/**
 * `Pág`, `Pág.`, `Página:`, `Pág.:1`, `Página3`: a page word, its number glued only after a
 * separator or `ina`. `PAG33` is a code (`PAG33 m2 LEVANTADO DE BORDILLO`), not a page.
 */
const PAGE_WORD = /^p[áa]g(?:ina|\.)?:?(?:(?<=[a.:])\d+)?$/i;
/** A page footer: `8 de mayo de 2024 Página 3`, `Página 1 de 9`, `TCQ - Presupuesto Pág.: 1`, a date alone, `--- PAGE 2 ---`. */
const PAGE_FOOTER = /(?:^|\s)P[áa]g(?:ina|\.):?\s*\d+(?:\s*(?:de|\/)\s*\d+)?$/i;
const DATE_LINE = /^\d{1,2} de [a-zñ ]{3,12} de \d{4}$/i;
const PAGE_MARKER = /^-+ ?PAGE \d+ ?-+$/;
/**
 * A report's printing date, alone or before its page number (`23 de diciembre de 2025`,
 * `8 de mayo de 2024 Página 1`, `23/12/2025`): page furniture even on a two-page report,
 * where it does not repeat often enough to be found as such, and never a chapter `23`.
 */
const PRINTING_DATE =
  /^(?:\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|diciembre) de \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})(?: p[áa]g(?:ina|\.)?:? ?\d+(?: (?:de|\/) \d+)?)?$/i;

/**
 * True for a page footer or page marker line (pages repeat them with another number).
 * `lead`: the line's first character, as the roles read it from its first word (a line's
 * text is often a slice of the whole text, where each character read costs more).
 */
function isPageLine(line: LayoutLine, lead: number): boolean {
  const text = line.text;
  let last = text.length - 1;
  if (!isDigitCode(text.charCodeAt(last))) return lead === HYPHEN && PAGE_MARKER.test(text);
  // The number ending a footer or a date follows a space, `:`, `.`, `/` or a letter
  // (`Página 3`, `Pág.:1`, `1 de 9`, `3/9`, `de 2024`), never a decimal comma: a row of
  // figures or a measurement (`279,48 80,41 22.472,99`, most lines that end in a digit) is
  // told by its last figure, without searching the line for a `g`.
  while (last > 0 && isDigitCode(text.charCodeAt(last - 1))) last--;
  if (text.charCodeAt(last - 1) === COMMA) return false;
  return (
    (mayHoldPageWord(text) && PAGE_FOOTER.test(text)) ||
    (mayOpenDate(text, lead) && DATE_LINE.test(text))
  );
}

const COMMA = 0x2c;

const SPACE = 0x20;
const SLASH = 0x2f;

/**
 * The text may open with a date (DATE_LINE, PRINTING_DATE): a digit, then a space or a `/`
 * after one or two characters (`8 de mayo`, `23/12/2025`). A row of figures
 * (`279,48 80,41 22.472,99`) is told without the expressions. `lead`: the first character.
 */
function mayOpenDate(text: string, lead: number): boolean {
  if (!isDigitCode(lead)) return false;
  const second = text.charCodeAt(1);
  const third = text.charCodeAt(2);
  return second === SPACE || second === SLASH || third === SPACE || third === SLASH;
}

/**
 * The roles without details, one object each: every line gets a role, and no stage
 * changes a role it is given.
 */
const OTHER: LineRole = Object.freeze({ kind: 'other' });
const HEADER: LineRole = Object.freeze({ kind: 'header' });
const SUBTOTAL: LineRole = Object.freeze({ kind: 'subtotal' });
const PAGE: LineRole = Object.freeze({ kind: 'page' });

/** `s`, `t` and `p` in either case: the first letters of the subtotal, total and page words. */
const LOWER_S = 0x73;
const LOWER_T = 0x74;
const LOWER_P = 0x70;
/** `i`: `IMPORTE TOTAL SIN I.V.A.` opens with it. */
const LOWER_I = 0x69;

/**
 * The character may open a subtotal, total or page word (`SUBTOTAL`, `Total`, `Pág.`): an
 * s, t or p in either case. The word tests are case-insensitive ASCII.
 */
export function mayOpenTotalOrPageWord(code: number): boolean {
  const letter = code | 0x20;
  return letter === LOWER_S || letter === LOWER_T || letter === LOWER_P;
}

/** The second letters of the word tests, lower-cased: `u`, `o`, `a` and `á`. */
const LOWER_U = 0x75;
const LOWER_O = 0x6f;
const LOWER_A = 0x61;
const LOWER_A_ACUTE = 0xe1;

/**
 * The character may be the second of a subtotal, total or page word (`sUbtotal`, `sUma`,
 * `tOtal`, `pArcial`, `pÁg`): a u, o or a in either case, or `á` or `Á` (0xE1 and 0xC1, one
 * bit apart as each ASCII letter's cases).
 */
export function mayContinueTotalOrPageWord(code: number): boolean {
  const letter = code | 0x20;
  return letter === LOWER_U || letter === LOWER_O || letter === LOWER_A || letter === LOWER_A_ACUTE;
}

/** The text holds a `g` in either case, as every page word (`Pág`, `Página`) does. */
export function mayHoldPageWord(text: string): boolean {
  return text.includes('g') || text.includes('G');
}

/**
 * `PRESUPUESTO SIN IVA.` (its amount on the line or the next, `EUROS. 53.527,95`): a label
 * of the budget's total that names no chapter. Told apart from the roles, so that no code
 * is taken from its words.
 */
export function isTotalWithoutTax(line: LayoutLine): boolean {
  const text = line.text;
  const lead = text.charCodeAt(0) | 0x20;
  // A space after the label's first word (`presupuesto `, `importe `): running text that
  // opens with a p or an i (`Planta baja 6 24,50`, `Incluso …`) is told without the expression.
  const spaced =
    lead === LOWER_P
      ? text.charCodeAt(PRESUPUESTO_LENGTH) === SPACE
      : lead === LOWER_I && text.charCodeAt(IMPORTE_LENGTH) === SPACE;
  return spaced && TOTAL_WITHOUT_TAX.test(text);
}
const PRESUPUESTO_LENGTH = 'presupuesto'.length;
const IMPORTE_LENGTH = 'importe'.length;

export function readLineRole(line: LayoutLine): LineRole {
  const first = line.word(0);
  if (first === undefined) return OTHER;
  // The word tests are case-insensitive ASCII: only a line opening as their words do may
  // match, by its first two letters (`su`: subtotal, suma; `to`: total; `pa`, `pá`: parcial,
  // page words). `Planta baja 6 24,50 147,00`, `proctor`, `sobre` are told without them.
  const opening = first.charCodeAt(0);
  const lead = opening | 0x20;
  const second = first.length > 1 ? first.charCodeAt(1) | 0x20 : 0;
  const su = lead === LOWER_S && second === LOWER_U;
  if (su && SUBTOTAL_WORD.test(first)) return SUBTOTAL;
  const pa = lead === LOWER_P && (second === LOWER_A || second === LOWER_A_ACUTE);
  if (
    ((su || pa || (lead === LOWER_T && second === LOWER_O)) && TOTAL_WORD.test(first)) ||
    (first === 'TOTAL' && line.tokenCount > 1)
  ) {
    return { kind: 'total', reference: line.tokens.slice(1) };
  }

  if (
    (pa && PAGE_WORD.test(first)) ||
    (mayOpenDate(line.text, opening) && PRINTING_DATE.test(line.text)) ||
    isPageLine(line, opening)
  )
    return PAGE;
  // A title holds one figure at most, and a column header none (readTitle, isHeader): a
  // measurement (`Calle Mayor tramo sur 8 23,07 0,39 0,60 43,19`) or a row of figures
  // spares both calls.
  const figureCount = line.figures.length;
  if (figureCount <= 1) {
    const title = readTitle(line);
    if (title) return title;
    if (figureCount === 0 && isHeader(line)) return HEADER;
  }
  // Asked only of a first word that may be a keyword: most lines spare the call.
  const keyword = mayBeKeyword(first) ? readKeywordHeading(line) : undefined;
  if (keyword) return { kind: 'heading', heading: keyword };
  if (line.emptyFirstCell || opensRunningText(line, first) || opensWithFigure(line, first))
    return OTHER;
  const glued = (mayBeGluedHead(first) ? splitGluedHead(line) : undefined) ?? joinCutMark(line);
  const heading = readCodeHeading(glued ?? line);
  return heading ? { kind: 'heading', heading } : OTHER;
}
