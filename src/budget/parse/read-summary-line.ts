/**
 * Lines of the RESUMEN DE PRESUPUESTO block: the chapter list with amounts and
 * percentages, then PEM, gastos generales, beneficio industrial, IVA and the
 * contract total. They are read into the budget's summary, never into items.
 */
import { parseSpanishNumber } from './parse-spanish-number.ts';
import { startsWithDigit } from './layout/characters.ts';
import type { WordList } from './layout/read-layout-line.ts';

export type SummaryLine =
  | { kind: 'pem'; amount: number }
  | { kind: 'percent'; field: 'gg' | 'bi' | 'iva'; percent: number; amount?: number }
  | { kind: 'contract'; amount: number }
  | { kind: 'subtotal' }
  | { kind: 'chapter'; code: string; amount: number }
  | { kind: 'closing' };

function lastNumber(words: WordList): number | undefined {
  return words.tokenCount === 0
    ? undefined
    : parseSpanishNumber(words.word(words.tokenCount - 1) as string);
}

/** `13,00% Gastos generales 78.431,04`, `21 % I.V.A. 150.768,60`. */
const PERCENT_LINE = /^(\d{1,3}(?:,\d+)?)\s?%\s?(.+)$/;

/*
 * The patterns, made once: a regular expression literal inside the function would be a
 * new object on every call, and this runs on every line outside an item.
 */
const CLOSING = /^ASCIENDE\b/;
const PEM = /EJECUCI[ÓO]N MATERIAL/;
const IVA = /I\.?\s?V\.?\s?A\b/;
const CONTRACT_TOTAL =
  /EJECUCI[ÓO]N POR CONTRATA|BASE DE LICITACI[ÓO]N|TOTAL PRESUPUESTO|PRESUPUESTO DE CONTRATA|PRESUPUESTO GENERAL/;
const SUM = /^SUMA\b/;
const TOTAL = /^TOTAL\b/;
const LEADING_MINUS = /^-/;
const CHAPTER_CODE = /^[A-Za-z0-9][A-Za-z0-9._]*$/;

/**
 * What the tests on the upper-cased line look for, in any case: a line opening with
 * ASCIENDE, SUMA or TOTAL, or holding EJECUCI(Ó)N, LICITACI(Ó)N, TOTAL PRESUPUESTO or
 * PRESUPUESTO DE… / GENERAL (not `totalmente` in a description).
 */
const SUMMARY_WORD =
  /^(?:asciende|suma|total)|ejecuci|licitaci|presupuesto de|presupuesto general|total presupuesto/i;
/** The characters outside ASCII that upper-case to ASCII letters (`ſ` → `S`, `ﬆ` → `ST`). */
const UPPER_CASING_TO_ASCII = [
  ...'ßıŉſǰ',
  ...'\u1E96\u1E97\u1E98\u1E99\u1E9A',
  ...'\uFB00\uFB01\uFB02\uFB03\uFB04\uFB05\uFB06',
];
/** Any of them, to search a line for (the list above is searched one by one in a whole text). */
const UPPER_CASES_TO_ASCII = new RegExp(`[${UPPER_CASING_TO_ASCII.join('')}]`);

/**
 * Whether `text` holds a character that upper-cases to ASCII letters: asked once of a whole
 * text, so that its lines need not be searched for one each (a search of every line outside
 * an item cost 1.5 % of reading a report with its figures on the item's line). A search for
 * each character: in a text of Latin-1 characters only (most), V8 answers at once for all
 * but `ß`, and finds no `ß` in one native pass.
 */
export function mayUpperCaseToAscii(text: string): boolean {
  return UPPER_CASING_TO_ASCII.some((char) => text.includes(char));
}

/**
 * Whether the upper-cased line may name a summary figure. Most lines read here (every
 * line outside an item) name none, and so need not be upper-cased: without the few
 * characters that upper-case to ASCII letters, the upper-cased line holds a word only
 * where the line holds it in some case. `upperCasesToAscii` false: the line is known to
 * hold none of those characters (see readSummaryLine).
 */
function mayNameSummary(line: string, upperCasesToAscii: boolean): boolean {
  return SUMMARY_WORD.test(line) || (upperCasesToAscii && UPPER_CASES_TO_ASCII.test(line));
}

/**
 * Reads one line of the block (leaders already stripped); undefined when it is none of these.
 * `chapters`: whether a chapter's line is read too (inside the RESUMEN block, where it
 * states the chapter's amount); outside it, such a line is a heading.
 * `upperCasesToAscii`: false where the line may hold no character that upper-cases to
 * ASCII letters, since the text it was read from holds none (mayUpperCaseToAscii).
 */
export function readSummaryLine(
  line: string,
  words: WordList,
  chapters = true,
  upperCasesToAscii = true,
): SummaryLine | undefined {
  // The empty string matches none of the tests on `upper` below, which are skipped for it.
  const upper = mayNameSummary(line, upperCasesToAscii) ? line.toUpperCase() : '';
  const named = upper !== '';
  // "Asciende el presupuesto de ejecución material a…" names the PEM but closes the document.
  if (named && CLOSING.test(upper)) return { kind: 'closing' };
  if (named && PEM.test(upper)) {
    const amount = lastNumber(words);
    return amount === undefined ? { kind: 'subtotal' } : { kind: 'pem', amount };
  }
  // A percentage opens with its digits: most lines are told by their first character.
  const percent = startsWithDigit(line) ? PERCENT_LINE.exec(line) : null;
  if (percent) {
    const label = (percent[2] as string).toUpperCase();
    const field = label.includes('GASTOS GENERALES')
      ? 'gg'
      : label.includes('BENEFICIO INDUSTRIAL')
        ? 'bi'
        : IVA.test(label)
          ? 'iva'
          : undefined;
    if (field !== undefined) {
      const result: SummaryLine = {
        kind: 'percent',
        field,
        percent: parseSpanishNumber(percent[1] as string) ?? 0,
      };
      const amount = words.tokenCount > 1 ? lastNumber(words) : undefined;
      if (amount !== undefined) result.amount = amount;
      return result;
    }
  }
  if (named && CONTRACT_TOTAL.test(upper)) {
    const amount = lastNumber(words);
    return amount === undefined ? { kind: 'subtotal' } : { kind: 'contract', amount };
  }
  if (named && (SUM.test(upper) || TOTAL.test(upper))) return { kind: 'subtotal' };
  if (!chapters) return undefined;
  // `C01 ACTUACIONES EN CALYPO FADO 589.775,73 97,76` or `-C08.01 -CALLE TENERIFE 110.289,85`.
  const count = words.tokenCount;
  const code = (words.word(0) ?? '').replace(LEADING_MINUS, '');
  if (count >= 2 && CHAPTER_CODE.test(code)) {
    const last = parseSpanishNumber(words.word(count - 1) as string);
    const beforeLast = count >= 3 ? parseSpanishNumber(words.word(count - 2) as string) : undefined;
    if (last !== undefined && beforeLast !== undefined && count >= 4)
      return { kind: 'chapter', code, amount: beforeLast };
    if (last !== undefined && count >= 3) return { kind: 'chapter', code, amount: last };
  }
  return undefined;
}
