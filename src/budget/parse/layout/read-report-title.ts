/**
 * Report titles for the line roles (read-line-role.ts): `PRESUPUESTO`, `4.3.- PRESUPUESTOS
 * PARCIALES`, and the summary's `RESUMEN DE PRESUPUESTO` or its column header.
 */
import { isDigitCode } from './characters.ts';
import type { LayoutLine } from './read-layout-line.ts';

/** A lower-case `c`: the summary's header opens with it (`CAPITULO RESUMEN EUROS`). */
const LOWER_C = 0x63;
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
/** The summary's own column header, `CAPITULO RESUMEN EUROS %`, opens the summary too. */
const SUMMARY_HEADER = /^CAP[IÍ]TULO RESUMEN EUROS/;
/** The document's section number before a title: `4.3.- `, `IV - V `. */
const SECTION_NUMBER = /^(?:\d+(?:\.\d+)*\.?\s?-\s?|[IVXL]+(?:\s?-\s?[IVXL]+)?\s)/;
/** Titles are short: a longer line is text. */
const MAX_TITLE_LENGTH = 60;

/**
 * Whether a line can be a title by its first character: a section number's digit or
 * numeral (I, V, X, L), or the first letter of a title (PRESUPUESTO, MEDICIONES, RESUMEN,
 * CAPÍTULO) in either case. No other character upper-cases to these letters, so every
 * other line skips upper-casing its text.
 */
function mayBeTitle(text: string): boolean {
  if (startsWithSectionNumber(text)) return true;
  switch (text.charCodeAt(0) | 0x20) {
    case 0x70: // p
    case 0x6d: // m
    case 0x72: // r
    case 0x63: // c
      return true;
    default:
      return false;
  }
}

/** A length past the bits (every title is shorter) is no title's. */
const LENGTH_BITS = 30;
/**
 * The lengths of the titles, as bits: a line of another length (section number aside) is
 * none. Every line of a title's first letter is asked: a bit test spares hashing a number.
 */
const TITLE_LENGTHS = [...REPORT_TITLES, ...SUMMARY_TITLES].reduce((bits, title) => {
  if (title.length > LENGTH_BITS)
    throw new Error(`A title is too long for its length bit: ${title}`);
  return bits | (1 << title.length);
}, 0);
const isTitleLength = (length: number): boolean =>
  length <= LENGTH_BITS && ((TITLE_LENGTHS >>> length) & 1) === 1;

/** A section number opens with a digit or a Roman numeral (SECTION_NUMBER). */
function startsWithSectionNumber(text: string): boolean {
  const first = text.charCodeAt(0);
  return isDigitCode(first) || first === 0x49 || first === 0x56 || first === 0x58 || first === 0x4c;
}

/**
 * The title role of read-line-role.ts, spelt here so that this file, which that one
 * imports, does not import it back.
 */
export interface TitleRole {
  kind: 'title';
  /** RESUMEN DE PRESUPUESTO, or the summary's column header. */
  summary: boolean;
}

/** A report title or the summary's title, in any case, after the document's section number. */
export function readTitle(line: LayoutLine): TitleRole | undefined {
  if (line.text.length > MAX_TITLE_LENGTH || line.figures.length > 1) return undefined;
  if (!mayBeTitle(line.text)) return undefined;
  const text = startsWithSectionNumber(line.text)
    ? line.text.replace(SECTION_NUMBER, '')
    : line.text;
  // Upper-cased only at the length of a title, or opening as the summary's header does.
  if (!isTitleLength(text.length) && (text.charCodeAt(0) | 0x20) !== LOWER_C) return undefined;
  const title = text.toUpperCase();
  if (REPORT_TITLES.has(title)) return { kind: 'title', summary: false };
  if (SUMMARY_TITLES.has(title) || SUMMARY_HEADER.test(title))
    return { kind: 'title', summary: true };
  return undefined;
}
