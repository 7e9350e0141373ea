/**
 * What a column header line tells item assembly (assemble-items.ts): whether the document
 * prints the price before the quantity (TCQ's `PRECIO … CANTIDAD`), and whether it prints
 * measurement lines (`Uds. Largo Ancho Alto Parcial`).
 */
import type { LayoutLine } from './read-layout-line.ts';

/**
 * Column names of measurement lines: where a header names one, words before figures may be a
 * measurement's comment. A count of units alone (`UDS`) measures nothing: a measurement line
 * multiplies it by a dimension or gives its partial, which the header then names too
 * (`Uds. Largo Ancho Alto Parcial`); our own documents print `RESUMEN UDS CANTIDAD P. UNIT.
 * TOTAL`, the count always 1 (spec §9), and no measurement line.
 */
const COUNT_COLUMNS = new Set(['uds', 'uds.']);
const MEASUREMENT_COLUMNS = new Set([
  'largo',
  'longitud',
  'ancho',
  'anchura',
  'alto',
  'altura',
  'parcial',
  'parciales',
]);

export interface ColumnHeader {
  /** Where the header names both the price and the quantity columns: the price comes first. */
  priceFirst?: boolean;
  /** The header names a measurement column. */
  measured: boolean;
}

/** `unit.`, `unitario`: the price column abbreviated `P. UNIT.` (the spec's column name). */
const isUnitWord = (word: string | undefined) => word !== undefined && word.startsWith('unit');

export function readColumnHeader(line: LayoutLine): ColumnHeader {
  const words = line.tokens.map((token) => token.toLowerCase());
  const price = words.findIndex(
    (word, index) => word === 'precio' || (word === 'p.' && isUnitWord(words[index + 1])),
  );
  const quantity = words.findIndex((word) => word === 'cantidad' || word.startsWith('medici'));
  const measured =
    words.some((word) => MEASUREMENT_COLUMNS.has(word)) ||
    (words.some((word) => COUNT_COLUMNS.has(word)) && quantity < 0);
  return price >= 0 && quantity >= 0 ? { priceFirst: price < quantity, measured } : { measured };
}
