/**
 * Stage 2b of the layout reader: what a line can be by its words alone — a heading
 * that opens something (item or chapter: which one is decided later, by whether
 * priced figures follow), a stated total, a column header, a measurement subtotal,
 * page furniture, or plain text/figures. Codes of any shape are accepted; the
 * assembly stage decides from the arithmetic whether a heading was an item.
 */
import { canonicalUnit, splitGluedUnit } from '../match-unit.ts';
import { findPricedFigures } from './find-priced-figures.ts';
import type { Figure } from './read-figure.ts';
import { trailingFigureCount, type LayoutLine } from './read-layout-line.ts';
import { HYPHEN, isDigitCode, startsWithDigit } from './characters.ts';
import { isHeader } from './detect-header-line.ts';
import { readTitle } from './read-report-title.ts';

export interface Heading {
  code: string;
  /** The unit printed after the code, when there is one. */
  unit: string;
  /** The words after code and unit, up to the line's trailing figures. */
  title: string;
  /** 1 for CAPÍTULO, 2 for SUBCAPÍTULO...; undefined when the line has no chapter keyword. */
  keywordLevel?: number;
  /** A printed order number before the code (`1.2 VALLADO…`). */
  ordered: boolean;
}

export type LineRole =
  | { kind: 'heading'; heading: Heading }
  | { kind: 'total'; reference: string[] }
  | { kind: 'header' }
  | { kind: 'subtotal' }
  | { kind: 'page' }
  /** A report title (`PRESUPUESTO`, `4.3.- PRESUPUESTOS PARCIALES`); `summary` for RESUMEN DE PRESUPUESTO. */
  | { kind: 'title'; summary: boolean }
  | { kind: 'other' };

const CHAPTER_KEYWORD = /^((?:sub)*)cap[ií]tulo:?$/i;
const SECTION_KEYWORD = /^apartado:?$/i;
/** The length of the shortest keyword, `capítulo` or `apartado`. */
const KEYWORD_LENGTH = 8;
const NUMBER_SIGN = /^(n[º°o]\.?|num\.?)$/i;
const TOTAL_WORD = /^(total|parcial|suma)(?:es)?:?$/i;
const SUBTOTAL_WORD = /^(subtotal|suma y sigue):?$/i;
/** `PRESUPUESTO SIN IVA.`, `IMPORTE TOTAL SIN I.V.A.`: a budget's total, its amount on the line or the next. */
const TOTAL_WITHOUT_TAX = /^(?:presupuesto|importe)(?: total)? sin i\.?v\.?a\.?:?(?= |$)/i;
const PAGE_WORD = /^p[áa]g(?:ina|\.)?:?\d*$/i;
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
const ORDER_NUMBER = /^\d+(?:\.\d+)*\.?-?$/;
const NUMERIC_CODE = /^\d+(?:\.\d+)*[.-]*$/;
const CODE_SHAPE = /^[\p{L}\d][\p{L}\d.\-_/#%…*]*$/u;
const WHOLE_NUMBER = /^\d+$/;
const LOWERCASE_START = /^\p{Ll}/u;
const QUANTITY = /^\d[\d.,]*$/;
const CAPITALS = /^[\p{Lu}\d.\-_…]+$/u;
/*
 * Character tests that spare a regular expression: every line's first words come here,
 * and a regular expression costs a call of its own even where it fails at the first
 * character. Each only ever turns a test down that the expression would turn down too.
 */
/** `/\d/.test(token)`, for a short token. */
function hasDigit(token: string): boolean {
  for (let at = 0; at < token.length; at++) if (isDigitCode(token.charCodeAt(at))) return true;
  return false;
}

/** A lower-case ASCII letter: the token is no word in capitals (CAPITALS, UPPER_WORD). */
function hasLowerAscii(token: string): boolean {
  for (let at = 0; at < token.length; at++) {
    const code = token.charCodeAt(at);
    if (code >= 0x61 && code <= 0x7a) return true;
  }
  return false;
}

const isNumericCode = (token: string): boolean =>
  startsWithDigit(token) && NUMERIC_CODE.test(token);
const isWholeNumber = (token: string): boolean =>
  startsWithDigit(token) && WHOLE_NUMBER.test(token);

/** `REC POZ`: the second word of a two-word code is short. */
const MAX_SECOND_CODE_WORD = 6;
const UPPER_WORD = /^\p{Lu}+$/u;
/** A unit printed after the title stands before an item's quantity, price and amount. */
const MIN_FIGURES_AFTER_UNIT = 3;
const MAX_CODE_LENGTH = 24;

/** The unit a token spells, also with a closing dot (`M3.`, `Ml.`). */
export function unitOf(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  return (
    canonicalUnit(token) ?? (token.endsWith('.') ? canonicalUnit(token.slice(0, -1)) : undefined)
  );
}

/**
 * `ADL005`, `08FWW00003-N`, `1.2.6`, `ACCESO…`; capitals-only words (`CC`, `DSELECRI`)
 * only before a unit, or before a quantity and a unit (pyCost: `DSELECRI 4690.000 M3`).
 */
function isCode(
  token: string,
  next: string | undefined,
  line: LayoutLine,
  afterNextIndex: number,
): boolean {
  if (token.length > MAX_CODE_LENGTH) return false;
  const coded = hasDigit(token) || token.endsWith('…');
  // A word of running text (`Acopio solera…`) is told before the code's shape is matched.
  if (!coded && (next === undefined || (!startsWithDigit(next) && hasLowerAscii(token))))
    return false;
  if (!CODE_SHAPE.test(token)) return false;
  if (coded) return true;
  if (next === undefined) return false;
  if (QUANTITY.test(next) && unitOf(line.word(afterNextIndex)) !== undefined)
    return !LOWERCASE_START.test(token);
  return CAPITALS.test(token) && unitOf(next) !== undefined;
}

/** `COLUMNA 6`: a word without digits before a quantity, a code only where no order number stands before it. */
function isWordBeforeQuantity(token: string, next: string | undefined): boolean {
  return next !== undefined && !hasDigit(token) && !token.endsWith('…') && QUANTITY.test(next);
}

/** A capital after something that is no capital: where a narrow unit column runs into the title. */
const GLUE_BOUNDARY = /[^\p{Lu}]$/u;
const CAPITAL_START = /^\p{Lu}./u;

/**
 * A unit printed against the title's first word (`m2/dALQUILER`, `m2/dPlataforma`: Presto's
 * unit column is narrower than `m2/d`): the longest unit the token starts with, where a
 * capital follows something that is no capital. `MOVIMIENTO` is no `M` + `OVIMIENTO`.
 */
function gluedUnit(token: string | undefined): { unit: string; word: string } | undefined {
  if (token === undefined) return undefined;
  for (let end = token.length - 2; end > 0; end--) {
    const word = token.slice(end);
    const prefix = token.slice(0, end);
    if (!CAPITAL_START.test(word) || !GLUE_BOUNDARY.test(prefix)) continue;
    const unit = unitOf(prefix);
    if (unit !== undefined) return { unit, word };
  }
  return undefined;
}

function cleanCode(token: string): string {
  return isNumericCode(token) ? token.replace(/[.-]+$/, '') : token;
}

/** Digits only: a whole number printed without a decimal mark or thousands separator. */
const PLAIN_WHOLE_NUMBER = /^\d+$/;

/**
 * The trailing figures after the first are the item's row, quantity × price = amount, and
 * the first is none of them (`TIPO 2 4.258,90 3.114,55 13.264.557,00`; pyCost, whose
 * quantity stands before the unit: `… FASE 3 2.54 13235.940`).
 */
function isNumberBeforeRow(line: LayoutLine, trailing: number): boolean {
  const figures = line.figures;
  const first = figures.length - trailing;
  const priced = findPricedFigures(figures);
  if (priced === undefined) return false;
  const row = [priced.quantity, priced.price, priced.amount];
  if (row.includes(figures[first] as Figure)) return false;
  for (let index = first + 1; index < figures.length; index++)
    if (!row.includes(figures[index] as Figure)) return false;
  return true;
}

function titleOf(line: LayoutLine, from: number): string {
  // The title stops where the line's trailing figures start.
  let end = line.tokenCount;
  for (let index = line.figures.length - 1; index >= 0; index--) {
    const figure = line.figures[index];
    if (figure === undefined || figure.token !== end - 1 || end - 1 < from) break;
    end--;
  }
  // A plain whole number after the words, alone, before one amount or before the item's
  // row, is the title's own (`01 FASE 2`, `MURO 1`, `CAPÍTULO 01 FASE 2 1.174.151,99`,
  // `… TIPO 2 4.258,90 3.114,55 13.264.557,00`): an amount prints decimals, and an item's
  // figures are the three with quantity × price = amount.
  const trailing = line.tokenCount - end;
  if (trailing > 0 && end > from) {
    const first = line.figures[line.figures.length - trailing];
    if (
      first !== undefined &&
      PLAIN_WHOLE_NUMBER.test(first.printed) &&
      (trailing <= 2 || isNumberBeforeRow(line, trailing))
    )
      end++;
  }
  return line.textBetween(from, end);
}

function readKeywordHeading(line: LayoutLine): Heading | undefined {
  const first = line.word(0) as string;
  // CAPÍTULO and SUBCAPÍTULO open with c or s, APARTADO with a.
  const lead = first.charCodeAt(0) | 0x20;
  // CAPÍTULO and APARTADO have eight letters at least: shorter words are neither.
  const long = first.length >= KEYWORD_LENGTH;
  const chapter =
    long && (lead === LOWER_C || lead === LOWER_S) ? CHAPTER_KEYWORD.exec(first) : null;
  const level = chapter
    ? (chapter[1] as string).length / 3 + 1
    : long && lead === LOWER_A && SECTION_KEYWORD.test(first)
      ? 3
      : 0;
  if (level === 0) return undefined;
  let at = 1;
  const second = line.word(at);
  if (second !== undefined && (second.charCodeAt(0) | 0x20) === LOWER_N && NUMBER_SIGN.test(second))
    at++;
  const code = line.word(at);
  if (code === undefined) return undefined;
  return {
    code: cleanCode(code),
    unit: '',
    title: titleOf(line, at + 1),
    keywordLevel: level,
    ordered: false,
  };
}

function readCodeHeading(line: LayoutLine): Heading | undefined {
  let at = 0;
  let ordered = false;
  const first = line.word(0) as string;
  const second = line.word(1);
  // `1.2 VALLADO… M`: an order number, then the code. A word before a quantity and a unit
  // is no code there (`1 COLUMNA 6 m.`: item 1, titled `COLUMNA 6 m.`).
  if (
    startsWithDigit(first) &&
    ORDER_NUMBER.test(first) &&
    second !== undefined &&
    unitOf(second) === undefined &&
    isCode(second, line.word(2), line, 3) &&
    !isWordBeforeQuantity(second, line.word(2))
  ) {
    at = 1;
    ordered = true;
  }
  let code = (at === 0 ? first : second) as string;
  let next = line.word(at + 1);
  // `CANALETA 2 m.`: a code of a word and a number, told by the unit after it.
  if (
    next !== undefined &&
    isWholeNumber(next) &&
    !hasDigit(code) &&
    !hasLowerAscii(code) &&
    CAPITALS.test(code) &&
    unitOf(line.word(at + 2)) !== undefined
  ) {
    code = `${code} ${next}`;
    at++;
    next = line.word(at + 1);
    return { code, unit: unitOf(next) ?? '', title: titleOf(line, at + 2), ordered };
  }
  // `REC POZ ud PUESTA EN RASANTE`: a code of two short words in capitals, told by the unit after it.
  if (
    next !== undefined &&
    next.length <= MAX_SECOND_CODE_WORD &&
    !hasLowerAscii(code) &&
    !hasLowerAscii(next) &&
    UPPER_WORD.test(code) &&
    UPPER_WORD.test(next) &&
    unitOf(next) === undefined &&
    unitOf(line.word(at + 2)) !== undefined
  ) {
    return {
      code: `${code} ${next}`,
      unit: unitOf(line.word(at + 2)) ?? '',
      title: titleOf(line, at + 3),
      ordered,
    };
  }
  if (!isCode(code, next, line, at + 2)) return undefined;
  // A figure with decimals (`26.5 KN/m` in an English-format text) is no code.
  const figure = line.figures.find((candidate) => candidate.token === at);
  if (figure && !Number.isInteger(figure.value) && !ordered) return undefined;
  if (isNumericCode(code) && !ordered) {
    // A bare number is a code only before a word: `1 310,73 0,40` is a measurement.
    if (next === undefined || line.figures.some((figure) => figure.token === at + 1))
      return undefined;
  }
  at++;
  let unit = '';
  // pyCost prints the quantity between code and unit: `DMOVI3001 5211.000 M3 …`.
  const skip = line.figures.some((figure) => figure.token === at) && !isNumericCode(code) ? 1 : 0;
  const unitToken = line.word(at + skip);
  const canonical = unitOf(unitToken);
  if (canonical !== undefined) {
    // `5 m en vertical…`: a bare whole number before a unit is a quantity in running text.
    if (isWholeNumber(code)) return undefined;
    unit = canonical;
    at += 1 + skip;
  } else if (!isWholeNumber(code)) {
    // `m23S03RA010 m2/dALQUILER A/A`: extraction glued the unit to the title's first word.
    const split = unitToken === undefined ? undefined : splitGluedUnit(unitToken);
    const glued = split ? { unit: split.unit, word: split.rest } : gluedUnit(unitToken);
    if (glued) {
      const rest = titleOf(line, at + 1 + skip);
      return {
        code: cleanCode(code),
        unit: glued.unit,
        title: rest === '' ? glued.word : `${glued.word} ${rest}`,
        ordered,
      };
    }
    const after = isNumericCode(code) ? undefined : unitAfterTitle(line, at);
    if (after !== undefined) return { code: cleanCode(code), ...after, ordered };
  }
  return { code: cleanCode(code), unit, title: titleOf(line, at), ordered };
}

/**
 * `E02AM010 EXCAVACIÓN EN ZANJA m3 12,50 9,50 118,75`: a table whose unit column follows
 * the summary prints the unit between the title and the item's figures.
 */
function unitAfterTitle(
  line: LayoutLine,
  from: number,
): { unit: string; title: string } | undefined {
  const figures = trailingFigureCount(line);
  if (figures < MIN_FIGURES_AFTER_UNIT) return undefined;
  const unitAt = line.tokenCount - figures - 1;
  const unit = unitOf(line.word(unitAt));
  if (unit === undefined || unitAt <= from) return undefined;
  return { unit, title: line.textBetween(from, unitAt) };
}

/** True for a page footer or page marker line (pages repeat them with another number). */
function isPageLine(line: LayoutLine): boolean {
  const text = line.text;
  if (!isDigitCode(text.charCodeAt(text.length - 1)))
    return text.charCodeAt(0) === HYPHEN && PAGE_MARKER.test(text);
  return (
    (mayHoldPageWord(text) && PAGE_FOOTER.test(text)) ||
    (startsWithDigit(text) && DATE_LINE.test(text))
  );
}

/** `03.06.02.02.01CIMENTACIONES`: extraction lost the space between a chapter's number and its title. */
const GLUED_CHAPTER = /^(\d{1,3}(?:\.\d{1,3})+)(\p{Lu}{3,}.*)$/u;
/** `APUDm23E01AAMuVd010TUERCA`: a code ending in a digit run into its title's first word in capitals. */
const GLUED_CODE = /^([A-Za-z][A-Za-z0-9._]{2,30}\d)(\p{Lu}{3,})$/u;

/**
 * The line with its first token split in two where extraction glued a code to its title:
 * a dotted chapter number before capitals, or a token too long for a code that ends in
 * capitals after a digit. Undefined when the first token is no such glue.
 */
function splitGluedHead(line: LayoutLine): LayoutLine | undefined {
  const first = line.word(0) as string;
  if (line.figures[0]?.token === 0) return undefined;
  const match = startsWithDigit(first)
    ? GLUED_CHAPTER.exec(first)
    : first.length > MAX_CODE_LENGTH
      ? GLUED_CODE.exec(first)
      : null;
  if (!match) return undefined;
  const tokens = [match[1] as string, match[2] as string, ...line.tokens.slice(1)];
  const figures = line.figures.map((figure) => ({ ...figure, token: figure.token + 1 }));
  return line.withWords(tokens, figures);
}

/** CYPE's mark of a code cut short (`REGUTER…`), which extraction may print apart. */
const CUT_MARK = '…';

/**
 * The line with a code's cut mark joined back to it where extraction printed it apart
 * (`2.4 REGUTER … Capa de regularización`): the mark after the first word, or after the
 * second where an order number opens the line. Undefined when no mark stands there.
 */
function joinCutMark(line: LayoutLine): LayoutLine | undefined {
  // The second word, which the code heading asks for next anyway; the third only after an
  // order number (`2.4`): running text never pays for more.
  let index = 0;
  if (line.word(1) === CUT_MARK) index = 1;
  else {
    const first = line.word(0) as string;
    if (startsWithDigit(first) && ORDER_NUMBER.test(first) && line.word(2) === CUT_MARK) index = 2;
  }
  if (index === 0 || index + 1 >= line.tokenCount) return undefined;
  const tokens = line.tokens.slice();
  tokens.splice(index - 1, 2, `${tokens[index - 1] as string}${CUT_MARK}`);
  const figures = line.figures.map((figure) =>
    figure.token > index ? { ...figure, token: figure.token - 1 } : figure,
  );
  return line.withWords(tokens, figures);
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
const LOWER_A = 0x61;
const LOWER_C = 0x63;
const LOWER_N = 0x6e;
const LOWER_I = 0x69;

/**
 * The character may open a subtotal, total or page word (`SUBTOTAL`, `Total`, `Pág.`): an
 * s, t or p in either case. The word tests are case-insensitive ASCII.
 */
export function mayOpenTotalOrPageWord(code: number): boolean {
  const letter = code | 0x20;
  return letter === LOWER_S || letter === LOWER_T || letter === LOWER_P;
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
  const lead = line.text.charCodeAt(0) | 0x20;
  return (lead === LOWER_P || lead === LOWER_I) && TOTAL_WITHOUT_TAX.test(line.text);
}

export function readLineRole(line: LayoutLine): LineRole {
  const first = line.word(0);
  if (first === undefined) return OTHER;
  // The word tests are case-insensitive ASCII: only a line opening with s, t or p may match.
  const lead = first.charCodeAt(0) | 0x20;
  if (lead === LOWER_S && SUBTOTAL_WORD.test(first)) return SUBTOTAL;
  const wordLead = mayOpenTotalOrPageWord(lead);
  if ((wordLead && TOTAL_WORD.test(first)) || (first === 'TOTAL' && line.tokenCount > 1)) {
    return { kind: 'total', reference: line.tokens.slice(1) };
  }

  if (
    (lead === LOWER_P && PAGE_WORD.test(first)) ||
    (startsWithDigit(line.text) && PRINTING_DATE.test(line.text)) ||
    isPageLine(line)
  )
    return PAGE;
  const title = readTitle(line);
  if (title) return title;
  if (isHeader(line)) return HEADER;
  const keyword = readKeywordHeading(line);
  if (keyword) return { kind: 'heading', heading: keyword };
  if (line.emptyFirstCell) return OTHER;
  const glued = splitGluedHead(line) ?? joinCutMark(line);
  const heading = readCodeHeading(glued ?? line);
  return heading ? { kind: 'heading', heading } : OTHER;
}
