/**
 * Recognisers for the kinds of line a budget report holds. Each takes a line
 * already normalised by `normaliseLine` (single spaces, no dot leaders) and its
 * tokens, and answers without backtracking regexes, so parsing stays linear.
 */
import { isUnit, splitGluedUnit } from './match-unit.ts';
import { parseSpanishNumber } from './parse-spanish-number.ts';

/** Normalises one raw line: no-break spaces and tabs to spaces, soft hyphens, one space between words. */
/** Rare spaces that pdf.js and Word emit; tested only after the cheap checks. */
const UNUSUAL_SPACE_ONLY = /[\u2007\u202F]/;

export function normaliseLine(raw: string): string {
  let line = raw;
  if (line.includes('\u00AD')) {
    // A soft hyphen in front of a figure is a minus (`­20`); anywhere else it is a hidden hyphenation point.
    line = line.replace(/(^|\s)\u00AD(?=\d)/g, '$1-').replace(/\u00AD/g, '');
  }
  // Most lines already have single spaces: skip the replace for them.
  if (
    !line.includes('  ') &&
    !line.includes('\t') &&
    !line.includes('\u00A0') &&
    !UNUSUAL_SPACE_ONLY.test(line)
  ) {
    return line.trim();
  }
  return line.replace(/[\s\u00A0\u2007\u202F]+/g, ' ').trim();
}

/** Dot leaders (`CALLE TENERIFE.......... 110.289,85`) become a space. */
export function stripLeaders(line: string): string {
  if (!line.includes('..') && !line.includes('…')) return line;
  return line
    .replace(/(?:\.{3,}|…+)/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Page footer: `8 de may o de 2024 Página 3`, `Página 1 de 9`, or a bare date line. */
const PAGE_LINE = /(?:^|\s)P[áa]g(?:ina|\.)\s*\d+(?:\s*(?:de|\/)\s*\d+)?$/i;
const DATE_LINE = /^\d{1,2} de [a-zñ ]{3,12} de \d{4}$/i;

export function isPageFooter(line: string): boolean {
  const first = line.charCodeAt(0);
  if (first >= 0x30 && first <= 0x39 && DATE_LINE.test(line)) return true;
  // Cheap test first: the page label is `Página` or `Pág.` in any case.
  if (
    !line.includes('gina') &&
    !line.includes('GINA') &&
    !line.includes('g.') &&
    !line.includes('G.')
  )
    return false;
  return PAGE_LINE.test(line);
}

const REPORT_TITLES = new Set([
  'PRESUPUESTO',
  'PRESUPUESTOS',
  'PRESUPUESTOS PARCIALES',
  'PRESUPUESTO Y MEDICIONES',
  'MEDICIONES Y PRESUPUESTO',
  'MEDICIONES Y PRESUPUESTOS',
  'PRESUPUESTOS Y MEDICIONES',
  'MEDICIONES',
]);

const SUMMARY_TITLES = new Set([
  'RESUMEN DE PRESUPUESTO',
  'RESUMEN DE PRESUPUESTOS',
  'RESUMEN GENERAL',
]);

/** `4.3.- PRESUPUESTOS PARCIALES`: the document's own section numbering in front of a title. */
function stripSectionNumber(line: string): string {
  const match = /^\d+(?:\.\d+)*\.?\s?-\s?(\S.*)$/.exec(line);
  return match ? (match[1] as string) : line;
}

export type TitleKind = 'report' | 'summary';

/** Longest report or summary title, with its section number. */
const MAX_TITLE_LENGTH = 60;

/**
 * False when the line `text.slice(start, end)` cannot be a title: too long, or not
 * starting as one (`P`, `M`, `R`, `C` or a section number, then no lower-case letter).
 * Tested in place, since it rules out nearly every line of a report.
 */
export function couldBeTitle(text: string, start: number, end: number): boolean {
  if (end - start > MAX_TITLE_LENGTH) return false;
  const first = text.charAt(start);
  if (!'PMRC0123456789'.includes(first)) return false;
  // Titles are printed in capitals: `Planta baja ...` is not one.
  const second = start + 1 < end ? text.charCodeAt(start + 1) : Number.NaN;
  return !(second >= 0x61 && second <= 0x7a);
}

/** A report title repeated at the top of every page, or the RESUMEN DE PRESUPUESTO title. */
export function readTitle(line: string): TitleKind | undefined {
  if (!couldBeTitle(line, 0, line.length)) return undefined;
  const title = stripSectionNumber(line).toUpperCase();
  if (REPORT_TITLES.has(title)) return 'report';
  if (SUMMARY_TITLES.has(title)) return 'summary';
  if (/^CAP[IÍ]TULO RESUMEN EUROS/.test(title)) return 'summary';
  return undefined;
}

export interface ChapterHeading {
  code: string;
  title: string;
  /** 1 for CAPÍTULO, 2 for SUBCAPÍTULO, 3 for APARTADO, unless the code's dots say deeper. */
  level: number;
}

const KEYWORD_LEVELS: Record<string, number> = {
  CAPÍTULO: 1,
  CAPITULO: 1,
  SUBCAPÍTULO: 2,
  SUBCAPITULO: 2,
  APARTADO: 3,
};

function levelFromCode(code: string, fallback: number): number {
  let dots = 0;
  for (let i = 0; i < code.length; i++) if (code.charCodeAt(i) === 0x2e) dots++;
  return dots > 0 ? dots + 1 : fallback;
}

/** CAPÍTULO, SUBCAPÍTULO or APARTADO in any case. */
export function isChapterKeyword(word: string): boolean {
  if (word.length < 8 || word.length > 11) return false;
  // Cheap test first on the first two letters, in any case: CA(PÍTULO), SU(BCAPÍTULO), AP(ARTADO).
  const first = word.charCodeAt(0) | 0x20;
  const second = word.charCodeAt(1) | 0x20;
  const plausible =
    (first === 0x63 && second === 0x61) ||
    (first === 0x73 && second === 0x75) ||
    (first === 0x61 && second === 0x70);
  return plausible && KEYWORD_LEVELS[word.toUpperCase()] !== undefined;
}

/** `CAPÍTULO C01 ACTUACIONES`, `SUBCAPÍTULO C08.01 CALLE TENERIFE`, `APARTADO C08.08.01 MURO`. */
export function readChapterHeading(tokens: readonly string[]): ChapterHeading | undefined {
  const first = tokens[0] ?? '';
  // Cheap test first: the keywords are 8 to 11 letters starting with C, S or A.
  if (first.length < 8 || first.length > 11 || !'CSAcsa'.includes(first.charAt(0)))
    return undefined;
  const keyword = KEYWORD_LEVELS[first.toUpperCase()];
  const code = tokens[1];
  if (keyword === undefined || code === undefined) return undefined;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/.test(code)) return undefined;
  return { code, title: tokens.slice(2).join(' '), level: levelFromCode(code, keyword) };
}

const NUMERIC_CHAPTER_CODE = /^\d{1,3}(?:\.\d{1,3})*$/;

/** Share of upper-case letters a bare chapter title must have: chapter names are printed in capitals. */
const CHAPTER_TITLE_UPPER_SHARE = 0.7;

/** `03.06.02.02.01CIMENTACIONES`: extraction lost the space between a chapter code and its name. */
const GLUED_CHAPTER = /^(\d{1,3}(?:\.\d{1,3})+)(\p{Lu}{3}.*)$/u;

/** `01.02 DEMOLICIONES`: a chapter line without keyword (same-line reports). Plausibility is the caller's. */
export function readBareChapter(tokens: readonly string[]): ChapterHeading | undefined {
  let code = tokens[0] ?? '';
  const first = code.charCodeAt(0);
  if (!(first >= 0x30 && first <= 0x39)) return undefined;
  let titleTokens = tokens.slice(1);
  const glued = GLUED_CHAPTER.exec(code);
  if (glued) {
    code = glued[1] as string;
    titleTokens = [glued[2] as string, ...titleTokens];
  }
  if (titleTokens.length < 1 || !NUMERIC_CHAPTER_CODE.test(code)) return undefined;
  const title = titleTokens.join(' ');
  let letters = 0;
  let upper = 0;
  for (const char of title) {
    const lower = char.toLowerCase();
    const capital = char.toUpperCase();
    if (lower === capital) continue;
    letters++;
    if (char === capital) upper++;
  }
  if (letters < 3 || upper / letters < CHAPTER_TITLE_UPPER_SHARE) return undefined;
  if (parseSpanishNumber(tokens[tokens.length - 1] as string) !== undefined && tokens.length > 3) {
    const last3 = tokens.slice(-3).map(parseSpanishNumber);
    if (last3.every((value) => value !== undefined)) return undefined;
  }
  return { code, title, level: levelFromCode(code, 1) };
}

/** `8058.17`: an amount with a decimal point and no leading zero, as some PDF extractors print it. */
const LOOSE_AMOUNT = /^[1-9]\d*\.\d{2}$/;

export interface TotalLine {
  /** CAPÍTULO/SUBCAPÍTULO/APARTADO when written. */
  keyword?: string;
  /** The words after TOTAL (and the keyword), without the amount. */
  text: string;
  amount?: number;
}

/** `TOTAL CAPÍTULO C01 NAME 589.775,73`, `TOTAL 01.01 6.838,73`, `TOTAL 603.315,73`, or the first half of a wrapped one. */
export function readTotalLine(tokens: readonly string[]): TotalLine | undefined {
  if (tokens[0] !== 'TOTAL' && tokens[0] !== 'Total') return undefined;
  let start = 1;
  let keyword: string | undefined;
  const second = (tokens[1] ?? '').toUpperCase();
  if (KEYWORD_LEVELS[second] !== undefined) {
    keyword = second;
    start = 2;
  }
  let end = tokens.length;
  // Some extractions print totals with a decimal point (`TOTAL 03.06.02.02.01 8058.17`); only after a code.
  const lastToken = tokens[end - 1] as string;
  const amount =
    end <= start
      ? undefined
      : (parseSpanishNumber(lastToken) ??
        (end - start >= 2 && LOOSE_AMOUNT.test(lastToken) ? Number(lastToken) : undefined));
  if (amount !== undefined) end--;
  const result: TotalLine = { text: tokens.slice(start, end).join(' ') };
  if (keyword !== undefined) result.keyword = keyword;
  if (amount !== undefined) result.amount = amount;
  return result;
}

/** Longest code accepted: real codes stay under 20 characters; guards against words glued by extraction. */
const MAX_CODE_LENGTH = 24;
const CODE_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._]*$/;
const HAS_DIGIT = /\d/;
const UPPER_WORD = /^[A-ZÑ]+$/;
const ALL_DIGITS = /^\d+$/;
const CAPITALS_CODE = /^[A-Z][A-Z._]+$/;
const HAS_LETTER = /[A-Za-z]/;

/**
 * An item code: the spec's shape (a capital and at least two more capitals, digits,
 * dots or underscores) widened to what real exports print: `m23U01C190`,
 * `PY10AA012a`, `08.02.01`. A word without digits only counts in capitals (`SYS`, `GYR`).
 */
export function isItemCode(token: string): boolean {
  if (token.length < 3 || token.length > MAX_CODE_LENGTH || !CODE_TOKEN.test(token)) return false;
  if (HAS_DIGIT.test(token)) {
    // Figures such as 150 or 1.500 are not codes; dotted numbers such as 08.02.01 are.
    if (ALL_DIGITS.test(token)) return false;
    return parseSpanishNumber(token) === undefined;
  }
  return CAPITALS_CODE.test(token);
}

export interface ItemHead {
  code: string;
  /** A chapter heading printed between the code and the unit by some extractions. */
  chapter?: ChapterHeading;
  unit: string;
  /** Index of the first title token. */
  titleStart: number;
  /** True when the unit stands after the title, just before the amounts (Word tables with RESUMEN before UDS). */
  unitAfterTitle?: boolean;
  /** When the unit was glued to the summary (`m2/dALQUILER`), the title's first word. */
  gluedTitle?: string;
}

/** `DEM06 Ml CORTE PAVIMENTO`, `REC POZ ud PUESTA EN RASANTE`, `m23S03RA010 m2/dALQUILER ...`, `U01 m 2 ...`. */
export function readItemHead(tokens: readonly string[]): ItemHead | undefined {
  const first = tokens[0] ?? '';
  const second = tokens[1];
  if (second === undefined || !isItemCode(first)) return undefined;
  if (isUnit(second)) {
    // pdftotext -layout splits superscripts and dots off the unit: `m 2`, `m .`.
    const third = tokens[2];
    if ((second === 'm' || second === 'M') && (third === '2' || third === '3' || third === '.')) {
      return { code: first, unit: `${second}${third}`, titleStart: 3 };
    }
    return { code: first, unit: second, titleStart: 2 };
  }
  const glued = splitGluedUnit(second);
  if (glued) return { code: first, unit: glued.unit, titleStart: 2, gluedTitle: glued.rest };
  // An order-number column before the code: `01.02 01EW10100 UD DESMONTADO DE FAROLA`.
  const afterOrder = tokens[2];
  if (
    afterOrder !== undefined &&
    isUnit(afterOrder) &&
    NUMERIC_CHAPTER_CODE.test(first) &&
    isItemCode(second) &&
    HAS_DIGIT.test(second)
  ) {
    return { code: second, unit: afterOrder, titleStart: 3 };
  }
  // Two-word codes such as `REC POZ` exist in Presto budgets; only in capitals.
  const third = tokens[2];
  if (
    third !== undefined &&
    isUnit(third) &&
    UPPER_WORD.test(first) &&
    UPPER_WORD.test(second) &&
    second.length <= 6
  ) {
    return { code: `${first} ${second}`, unit: third, titleStart: 3 };
  }
  return undefined;
}

/** `APUDm23E01AAMuVd010TUERCA`: extraction glued the code to the title's first word. */
const GLUED_CODE = /^([A-Za-z][A-Za-z0-9._]{2,30}\d)(\p{Lu}{3,})$/u;

export function splitGluedCode(token: string): { code: string; word: string } | undefined {
  if (token.length > 60) return undefined;
  const match = GLUED_CODE.exec(token);
  if (!match) return undefined;
  return { code: match[1] as string, word: match[2] as string };
}

/** How far after an order number and code an inline chapter heading may push the unit. */
const MAX_INLINE_HEADING_WORDS = 14;

/**
 * `01.01 01EMM00110X CAPÍTULO 01 DEMOLICIONES M3 DEMOLICIÓN ...`: old PDF text puts the
 * chapter heading between the item's order number and code and its unit.
 */
export function readHeadWithInlineChapter(tokens: readonly string[]): ItemHead | undefined {
  const [order, code, keyword] = tokens;
  if (order === undefined || code === undefined || keyword === undefined) return undefined;
  if (!NUMERIC_CHAPTER_CODE.test(order) || !isItemCode(code) || !HAS_DIGIT.test(code))
    return undefined;
  const heading = readChapterHeading(tokens.slice(2));
  if (!heading) return undefined;
  for (let index = 4; index < tokens.length && index < 4 + MAX_INLINE_HEADING_WORDS; index++) {
    const token = tokens[index] as string;
    // Units in capitals only: the heading's own words are capitals too, but never `M2` or `UD`.
    if (isUnit(token) && token === token.toUpperCase() && /[A-Z]/.test(token)) {
      const title = tokens.slice(4, index).join(' ');
      return { code, unit: token, titleStart: index + 1, chapter: { ...heading, title } };
    }
  }
  return undefined;
}

/** A code strong enough to start an item without a unit (`APUDm23E01DKAm0220`): letters and digits mixed. */
export function isStrongItemCode(token: string): boolean {
  return isItemCode(token) && HAS_LETTER.test(token) && HAS_DIGIT.test(token) && token.length >= 5;
}

/** Parses the trailing run of numbers of a token list; returns where it starts and the values. */
export function readTrailingNumbers(
  tokens: readonly string[],
  max: number,
): { start: number; values: number[] } {
  const values: number[] = [];
  let start = tokens.length;
  while (start > 0 && values.length < max) {
    const value = parseSpanishNumber(tokens[start - 1] as string);
    if (value === undefined) break;
    values.push(value);
    start--;
  }
  values.reverse();
  return { start, values };
}
