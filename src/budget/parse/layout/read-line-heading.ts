/**
 * Headings for the line roles (read-line-role.ts): a line that opens something, an item or
 * a chapter, by a code of any shape (after an optional order number, before an optional
 * unit) or by a chapter keyword. Which one it opens is decided later, by whether priced
 * figures follow; the title it carries is read by read-heading-title.ts.
 */
import {
  canonicalUnit,
  MAX_UNIT_LENGTH,
  mayBeUnit,
  mayOpenUnit,
  splitGluedUnit,
} from '../match-unit.ts';
import { trailingFigureCount, type Figure, type LayoutLine } from './read-layout-line.ts';
import {
  isDigitCode,
  isDigitRun,
  isLowerAsciiCode,
  isOrderNumber,
  startsWithDigit,
} from './characters.ts';
import { titleOf } from './read-heading-title.ts';
import { findPricedFigures } from './find-priced-figures.ts';

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

const CHAPTER_KEYWORD = /^((?:sub)*)cap[ií]tulo:?$/i;
const SECTION_KEYWORD = /^apartado:?$/i;
/** The length of the shortest keyword, `capítulo` or `apartado`. */
const KEYWORD_LENGTH = 8;
const NUMBER_SIGN = /^(n[º°o]\.?|num\.?)$/i;
const NUMERIC_CODE = /^\d+(?:\.\d+)*[.-]*$/;
const CODE_SHAPE = /^[\p{L}\d][\p{L}\d.\-_/#%…*]*$/u;
const LOWERCASE_START = /^\p{Ll}/u;
const QUANTITY = /^\d[\d.,]*$/;
const CAPITALS = /^[\p{Lu}\d.\-_…]+$/u;
const HAS_LETTER = /\p{L}/u;
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
  for (let at = 0; at < token.length; at++) if (isLowerAsciiCode(token.charCodeAt(at))) return true;
  return false;
}

/** What readFirstWord finds in a line's first word: a digit, */
const WITH_DIGIT = 0;
/** a lower-case ASCII letter and no digit (`Vertido`, `medido`), */
const LOWER_WITHOUT_DIGIT = 1;
/** or neither (`A`, `UNE-EN`, `CE`: capitals and signs). */
const WITHOUT_LOWER_OR_DIGIT = 2;

/**
 * Whether the token holds a digit, else a lower-case ASCII letter, in one pass: every line's
 * first word is asked (opensRunningText), and a word of running text is read once, not twice.
 * Not readCodeCharacters, which reads the whole token and tells its shape too: on a first word
 * this stops at its first digit, and costs 1.8 M instructions less per 2,000 items.
 */
function readFirstWord(token: string): number {
  let lower = false;
  for (let at = 0; at < token.length; at++) {
    const code = token.charCodeAt(at);
    if (isDigitCode(code)) return WITH_DIGIT;
    if (isLowerAsciiCode(code)) lower = true;
  }
  return lower ? LOWER_WITHOUT_DIGIT : WITHOUT_LOWER_OR_DIGIT;
}

const isNumericCode = (token: string): boolean =>
  startsWithDigit(token) && NUMERIC_CODE.test(token);
const isWholeNumber = isDigitRun;
/** `0002`: digits after a leading zero, a code's, never a count's. */
const hasLeadingZero = (token: string): boolean => token.length > 1 && token.startsWith('0');

/** `REC POZ`: the second word of a two-word code is short. */
const MAX_SECOND_CODE_WORD = 6;
const UPPER_WORD = /^\p{Lu}+$/u;
/** A unit printed after the title stands before an item's quantity, price and amount. */
const MIN_FIGURES_AFTER_UNIT = 3;
/** Longer tokens are no code (`APUDm23E01AAMuVd010TUERCA` is a code glued to its title). */
export const MAX_CODE_LENGTH = 24;

/** The unit a token spells, also with a closing dot (`M3.`, `Ml.`). */
export function unitOf(token: string | undefined): string | undefined {
  // A word longer than any unit and its dot is none: most words asked about are running
  // text, and a look-up would hash each.
  if (token === undefined || token.length > MAX_UNIT_LENGTH + 1) return undefined;
  const unit = canonicalUnit(token);
  if (unit !== undefined) return unit;
  // The closing dot told by its code (an `endsWith` call cost more), and the word before it
  // cut only where its first characters may open a unit of its length.
  const length = token.length - 1;
  return token.charCodeAt(length) === DOT && mayBeUnit(token, length)
    ? canonicalUnit(token.slice(0, length))
    : undefined;
}
const DOT = 0x2e;

/**
 * A capital letter alone that spells a unit in lower case (`T` for `t`, `D` for `d`), where
 * the unit column stands: after an order number and a code (`1.2 APUV_002 T ALQUILER …`, as
 * CYPE capitalises its units). Elsewhere such a letter is an initial in running text.
 */
function capitalUnit(token: string | undefined): string | undefined {
  if (token === undefined || token.length !== 1 || token === token.toLowerCase()) return undefined;
  return unitOf(token.toLowerCase()) === undefined ? undefined : token;
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
  // The token's characters read once, for its digits, its lower case and its shape.
  const characters = readCodeCharacters(token);
  const lower = (characters & LOWER_ASCII) !== 0;
  const coded = (characters & DIGIT) !== 0 || token.endsWith('…');
  // A word of running text (`Acopio solera…`) is told before the code's shape is matched.
  if (
    !coded &&
    (next === undefined || (!startsWithDigit(next) && lower && !isLowerCaseCode(token, next, line)))
  )
    return false;
  // A figure with a decimal comma (`279,48`, a row of figures) has no code's shape.
  if (!hasCodeShapeOf(token, characters)) return false;
  if (coded) return true;
  if (next === undefined) return false;
  // QUANTITY opens with a digit, and CAPITALS holds no lower-case letter: most words of
  // running text are told without the expressions (`A deducir alcorque 2 17,49 …`).
  if (
    startsWithDigit(next) &&
    QUANTITY.test(next) &&
    unitOf(line.word(afterNextIndex)) !== undefined
  )
    return !LOWERCASE_START.test(token);
  // The unit first: most words asked about (`A deducir …`, `CE posterior …`) have none after
  // them, and are told without the expression.
  return (
    unitOf(next) !== undefined &&
    ((!lower && CAPITALS.test(token)) || isLowerCaseCode(token, next, line))
  );
}

const ELLIPSIS = 0x2026;

/** What readCodeCharacters finds in a token: an ASCII digit, a lower-case ASCII letter, */
const DIGIT = 1;
const LOWER_ASCII = 2;
/** an ASCII character no code holds there (a comma, a dash first: see hasCodeShapeOf), */
const NO_CODE_CHARACTER = 4;
/** a character beyond ASCII other than an ellipsis after the first (`CÓDIGO`, `m²`). */
const BEYOND_ASCII = 8;

/**
 * hasDigit, hasLowerAscii and hasCodeShapeOf's reading of the token's characters, in one pass:
 * isCode asks all three of most first words (`UNE-EN material …`, `E03CW002 m2/d …`), and
 * each pass reads every character.
 */
function readCodeCharacters(token: string): number {
  let found = 0;
  for (let at = 0; at < token.length; at++) {
    const code = token.charCodeAt(at);
    if (isDigitCode(code)) found |= DIGIT;
    else if (isLowerAsciiCode(code)) found |= LOWER_ASCII;
    else if (code >= 0x41 && code <= 0x5a) continue;
    else if (code >= 0x80) {
      if (code !== ELLIPSIS || at === 0) found |= BEYOND_ASCII;
    } else if (at === 0 || !isCodePunctuation(code)) found |= NO_CODE_CHARACTER;
  }
  return found;
}

/**
 * `CODE_SHAPE.test(token)`, told from its characters as read where the token is ASCII (an
 * ellipsis after its first character aside): a letter or digit, then letters, digits and
 * `.-_/#%*`. An ASCII character no code holds there (a comma: `279,48`) turns it down, as
 * CODE_SHAPE, which allows the same ASCII characters, would wherever it stands; a token with
 * other characters (`CÓDIGO`, `m²`) is matched by the expression.
 */
function hasCodeShapeOf(token: string, characters: number): boolean {
  if ((characters & NO_CODE_CHARACTER) !== 0) return false;
  if ((characters & BEYOND_ASCII) !== 0) return CODE_SHAPE.test(token);
  return token.length > 0;
}

/** `.-_/#%*`: the characters besides letters and digits a code may hold after its first (CODE_SHAPE). */
function isCodePunctuation(code: number): boolean {
  return (
    code === 0x2e || // .
    code === 0x2d || // -
    code === 0x5f || // _
    code === 0x2f || // /
    code === 0x23 || // #
    code === 0x25 || // %
    code === 0x2a // *
  );
}

/**
 * A word in lower case before a unit, on a line ending in an item's priced row, is the item's
 * code (`partida m2 partida texto 1 24,00 30,80 739,20`, a code typed in lower case): running
 * text does not put a unit after its first word and end in quantity × price = amount. A unit
 * is no code: `Ud. Mes de alquiler de caseta … 1,00 104,33 104,33` is an item without code,
 * measured in `Ud.`.
 */
function isLowerCaseCode(token: string, next: string, line: LayoutLine): boolean {
  if (unitOf(next) === undefined || unitOf(token) !== undefined) return false;
  const priced = findPricedFigures(line.figures);
  return priced !== undefined && priced.amount.token === line.tokenCount - 1;
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

/** The first letters of the keywords and of the number sign, in either case. */
const LOWER_S = 0x73;
const LOWER_A = 0x61;
const LOWER_C = 0x63;
const LOWER_N = 0x6e;

/**
 * The word may be a chapter keyword (readKeywordAt): CAPÍTULO and APARTADO have eight
 * letters at least, and they and SUBCAPÍTULO open with c, a or s in either case.
 */
export function mayBeKeyword(word: string): boolean {
  if (word.length < KEYWORD_LENGTH) return false;
  const lead = word.charCodeAt(0) | 0x20;
  return lead === LOWER_C || lead === LOWER_S || lead === LOWER_A;
}

export function readKeywordHeading(line: LayoutLine): Heading | undefined {
  const keyword = readKeywordAt(line, 0);
  if (keyword === undefined) return undefined;
  return {
    code: keyword.code,
    unit: '',
    title: titleOf(line, keyword.titleAt),
    keywordLevel: keyword.level,
    ordered: false,
  };
}

/**
 * The chapter keyword standing at word `at` (`CAPÍTULO 1.`, `SUBCAPÍTULO Nº 2`): its level,
 * the code it names and where the title starts; undefined where no keyword stands there.
 */
export function readKeywordAt(
  line: LayoutLine,
  at: number,
): { level: number; code: string; titleAt: number } | undefined {
  const first = line.word(at);
  if (first === undefined) return undefined;
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
  let codeAt = at + 1;
  const second = line.word(codeAt);
  if (second !== undefined && (second.charCodeAt(0) | 0x20) === LOWER_N && NUMBER_SIGN.test(second))
    codeAt++;
  const code = line.word(codeAt);
  if (code === undefined) return undefined;
  return { level, code: cleanCode(code), titleAt: codeAt + 1 };
}

/**
 * The line opens with a word of running text, and so with no code heading (readCodeHeading,
 * nor a code glued or cut, see repair-line-head.ts): told without cutting its second word
 * where it can. `Vertido medido resultante …`, `Calle Mayor tramo sur 8 23,07 0,39 0,60
 * 43,19`, `A deducir alcorque 2 17,49 …`, `UNE-EN material …`: most lines of a report. A
 * first word without digit, not ending in a cut mark `…`, short enough for a code, is no
 * order number, glues no code and opens no code of two words but for `CANALETA 2 m.` and
 * `REC POZ ud`, whose second word opens with a digit or a capital. In lower case it is a code
 * (isCode) only before a word opening with a digit, or as a code in lower case
 * (isLowerCaseCode), which needs a unit after it and an item's priced row (three figures at
 * least) on the line; without lower case (`CC m2 …`), only before a unit or a digit. A
 * second word `…` is a cut mark.
 */
export function opensRunningText(line: LayoutLine, first: string): boolean {
  const length = first.length;
  if (length > MAX_CODE_LENGTH || first.charCodeAt(length - 1) === ELLIPSIS) return false;
  const kind = readFirstWord(first);
  if (kind === WITH_DIGIT) return false;
  const lower = kind === LOWER_WITHOUT_DIGIT;
  const text = line.text;
  // One word alone is no code: nothing follows it.
  if (length >= text.length) return true;
  const next = text.charCodeAt(length + 1);
  if (isDigitCode(next)) return lower && precedesNoUnit(line.figures);
  if (next === ELLIPSIS) return false;
  if (lower) {
    if (line.figures.length < MIN_PRICED_FIGURES) return true;
    // A second word opening in lower case is in no code of two words (`A deducir …`).
  } else if (!isLowerAsciiCode(next)) return false;
  // A measurement (`Calle Mayor tramo sur 8 23,07 …`): its second word is cut only where its
  // first characters may open a unit.
  return !mayOpenUnit(text, length + 1) || unitOf(line.word(1)) === undefined;
}

/**
 * A word in lower case before a figure is a code only where a unit follows that (isCode:
 * `Acopio 2 m2 de tierras`): where the third word is a figure too (`Cubierta 6 18,44 1,93
 * 213,54`, a measurement), no unit follows. Figures stand in the order of their words, and
 * a figure's word is its printed text; false where the third word is no figure.
 */
function precedesNoUnit(figures: readonly Figure[]): boolean {
  for (let index = 0; index < figures.length && index < 2; index++) {
    const figure = figures[index] as Figure;
    if (figure.token === 2) return unitOf(figure.printed) === undefined;
  }
  return false;
}
/** An item's priced row: quantity, price and amount. */
const MIN_PRICED_FIGURES = 3;

/**
 * The line opens with a figure holding a comma (`279,48 80,41 22.472,99`, an item's row of
 * figures), and so with no code heading: a comma is in no order number, no code's shape and
 * no word of capitals (isOrderNumber, CODE_SHAPE, CAPITALS, UPPER_WORD), a code's cut mark
 * joined after it keeps it, and a figure is never split as a glued head (splitGluedHead).
 */
export function opensWithFigure(line: LayoutLine, first: string): boolean {
  // The figure's word compared only where there is one: a comparison that meets `undefined`
  // as often as a number is a call of its own.
  const figures = line.figures;
  if (figures.length === 0 || (figures[0] as Figure).token !== 0) return false;
  // The comma is a figure's decimal mark or a thousands separator: sought from the end.
  for (let at = first.length - 1; at > 0; at--) if (first.charCodeAt(at) === COMMA) return true;
  return false;
}
const COMMA = 0x2c;

export function readCodeHeading(line: LayoutLine): Heading | undefined {
  let at = 0;
  let ordered = false;
  const first = line.word(0) as string;
  const second = line.word(1);
  // `1.2 VALLADO… M`: an order number, then the code. A word before a quantity and a unit
  // is no code there (`1 COLUMNA 6 m.`: item 1, titled `COLUMNA 6 m.`).
  if (
    isOrderNumber(first) &&
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
  // `CANALETA 2 m.`: a code of a word and a number, told by the unit after it. A list's dash
  // is no word (`- 175 kg de arena`, a line of a description).
  if (
    next !== undefined &&
    isWholeNumber(next) &&
    !hasDigit(code) &&
    !hasLowerAscii(code) &&
    CAPITALS.test(code) &&
    HAS_LETTER.test(code) &&
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
    !startsWithDigit(code) &&
    !hasLowerAscii(code) &&
    !hasLowerAscii(next) &&
    // A digit is no capital: `S96.01 M2 …` is told without the expression.
    !hasDigit(code) &&
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
  const canonical = unitOf(unitToken) ?? (ordered ? capitalUnit(unitToken) : undefined);
  if (canonical !== undefined) {
    // `5 m en vertical…`: a bare whole number before a unit is a quantity in running text;
    // not one printed with a leading zero, which no quantity has: the code `0002 M2 Desbroce…`.
    if (isWholeNumber(code) && !hasLeadingZero(code)) return undefined;
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
