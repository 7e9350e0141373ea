import type { BudgetItem } from '../model/budget.ts';
import { isUnit, splitGluedUnit } from '../parse/match-unit.ts';
import { findOffGrammarCodes } from './find-off-grammar-codes.ts';
import { printedCode, printedUnit } from './printed-fields.ts';

/**
 * Words that open a wrapped description line and never a code: connectors and prepositions
 * (`… ENTRE LOS 30` / `Y 50 M DE PROFUNDIDAD`, `CADA 20 M`, `FRENTE A …`).
 */
const CONNECTORS = new Set([
  'a',
  'al',
  'bajo',
  'cada',
  'como',
  'con',
  'de',
  'del',
  'desde',
  'e',
  'el',
  'en',
  'entre',
  'frente',
  'hasta',
  'incluso',
  'la',
  'las',
  'lo',
  'los',
  'mediante',
  'ni',
  'o',
  'para',
  'por',
  'que',
  'según',
  'sin',
  'sobre',
  'tras',
  'u',
  'y',
]);

/**
 * A figure as a document prints one, not as codes are written: a thousands group
 * (`56.000`), a decimal comma (`2,5`), a fraction of one (`0.6` of "esp 0.6 mm"), a percentage.
 */
const FIGURE_LIKE = /^(\d{1,3}(\.\d{3})+(,\d+)?|\d+,\d+|0[.,]\d+|\d+([.,]\d+)?\s*%)$/;

/** Most titles of the document open with a capital: a lower-case one continues a sentence. */
const MIN_CAPITALISED_SHARE = 0.9;

const startsLowerCase = (text: string): boolean => {
  const first = text.trimStart()[0];
  return first !== undefined && first !== first.toUpperCase() && first === first.toLowerCase();
};

/**
 * Whether an item reads as the continuation of the text above it: its code is a connector,
 * a figure, a unit or a heading's number with its colon; its title opens in lower case where titles are capitalised; or the item
 * before it lost its figures (the line took them).
 */
function readsAsText(
  items: readonly BudgetItem[],
  index: number,
  figureless: ReadonlySet<number>,
  titlesCapitalised: boolean,
): boolean {
  const item = items[index]!;
  const code = printedCode(item);
  if (CONNECTORS.has(code.toLowerCase()) || FIGURE_LIKE.test(code) || isUnit(code)) return true;
  // A heading's number and its colon (`CAPÍTULO 1: EXPLANACIONES.` gives `1:`): no code ends so.
  if (code.endsWith(':')) return true;
  if (titlesCapitalised && startsLowerCase(item.resumen)) return true;
  return figureless.has(index - 1);
}

/**
 * Items whose code breaks the document's code grammar and that read as text: a description
 * line taken for a new item. Both are asked for: real documents hold a few codes of their own
 * shape (`SEGYSAL` among `C19.01.18`, a .bc3's `F`) where the reading is right.
 */
export function findMisreadCodes(
  items: readonly BudgetItem[],
  figureless: ReadonlySet<number>,
): number[] {
  // A heading's number and its colon, or two codes in one where no other code has a space,
  // is no code in any document, however few its items (a sheet of one item has no grammar
  // to break).
  const spaced = items.filter((item) => /\s/.test(printedCode(item))).length;
  const unitless = items.filter((item) => printedUnit(item) === '').length;
  const labelled: number[] = [];
  items.forEach((item, index) => {
    const code = printedCode(item);
    if (
      isLabelNumber(code) ||
      isSentenceEnd(code) ||
      isConnectorWord(code) ||
      PERCENTAGE.test(code) ||
      (spaced === 1 && isTwoCodes(code))
    )
      labelled.push(index);
    else if (unitless === 1 && readsAsTextLine(item)) labelled.push(index);
  });
  const offGrammar = findOffGrammarCodes(items);
  if (offGrammar.length === 0) return labelled;
  let lowerCase = 0;
  for (const item of items) if (startsLowerCase(item.resumen)) lowerCase += 1;
  const titlesCapitalised = lowerCase <= items.length * (1 - MIN_CAPITALISED_SHARE);
  const misread = offGrammar.filter((index) =>
    readsAsText(items, index, figureless, titlesCapitalised),
  );
  return [...new Set([...misread, ...labelled])].sort((a, b) => a - b);
}

/**
 * `N76XY002 Z54UT003`: two words each of letters and digits, where no other item's code has
 * a space: two item rows run into one (the first one's figures lost with it). A document's
 * own two-word codes pair words with a number or an abbreviation (`REC POZ`, `CANALETA 2`).
 */
function isTwoCodes(code: string): boolean {
  const words = code.split(/\s+/);
  return words.length === 2 && words.every((word) => /\p{L}/u.test(word) && /\d/.test(word));
}

/**
 * A line of a description read as an item's heading: a code, then words that open in lower
 * case or with a unit (`CSIII-W1 Ml Enfoscado buena vista …`), and no unit (`HM-20 conexionado. l COLUMNA 6 m. T10.06 27,00 478,91 12.930,57`: a
 * wrapped line beginning `HM-20 conexionado.` run into the next item's line). An item's
 * heading has its unit, and its title opens with a capital; the one item without unit whose
 * title opens in lower case is a text line, however few the items (real documents leave a
 * unit out of a title such as `Seguridad Operacional`, never a title of lower case).
 */
function readsAsTextLine(item: BudgetItem): boolean {
  if (printedCode(item) === '' || printedUnit(item) !== '') return false;
  const title = item.resumen.trimStart();
  // `m2/dSEGURIDAD Y SALUD`: the unit glued to the title, the item's own heading.
  if (splitGluedUnit(title.split(/\s/, 1)[0] ?? '') !== undefined) return false;
  return startsLowerCase(title) || opensWithUnit(title);
}

/**
 * `Ml Enfoscado buena vista …`: a title opening with a unit and a word in sentence case is a
 * description line of a report that prints the unit before the description (the item's own
 * heading above it), read as an item's title with the unit left in its words.
 */
function opensWithUnit(title: string): boolean {
  const [first = '', second = ''] = title.split(/\s+/, 2);
  return isUnit(first) && /^\p{Lu}\p{Ll}/u.test(second);
}

/**
 * `en.`, `previa.`, `superficie.`: a word of lower-case letters with its stop, the end of a
 * description's sentence (`… HM-20 vigente UNE-EN en.` run into `m23Z56A003 d PINT.PLÁST.
 * …`, read with the code left at the title's end). No code ends a sentence; a unit may
 * (`ud.`).
 */
function isSentenceEnd(code: string): boolean {
  return /^\p{Ll}{2,}[.,;]$/u.test(code) && !isUnit(code);
}

/** `50%`, `7,5 %`: a share of a description's text (`50% …` wrapped onto a line), no code. */
const PERCENTAGE = /^\d+(?:[.,]\d+)?\s*%$/;

/**
 * `POR`, `ENTRE`, `DE`: a connector of two letters or more is no code in any document (`POR
 * M2 DE SUPERFICIE.`, a description's row run into the next item's title row). A letter
 * alone (`Y`, `A`) may be a document's code, and is judged by its grammar.
 */
function isConnectorWord(code: string): boolean {
  return code.length >= 2 && CONNECTORS.has(code.toLowerCase());
}

/** `1:`, `2.1:`: a heading's number with its colon (`CAPÍTULO 1: EXPLANACIONES.`). */
function isLabelNumber(code: string): boolean {
  return /^\d+(?:\.\d+)*:$/.test(code);
}
