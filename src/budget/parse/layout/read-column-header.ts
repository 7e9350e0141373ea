/**
 * What a column header line tells item assembly (assemble-items.ts): whether the document
 * prints the price before the quantity (TCQ's `PRECIO … CANTIDAD`), and whether it prints
 * measurement lines (`Uds. Largo Ancho Alto Parcial`).
 */
import type { LayoutLine } from './read-layout-line.ts';

/** Column names of measurement lines: where a header names one, words before figures may be a measurement's comment. */
const MEASUREMENT_COLUMNS = new Set([
  'uds',
  'uds.',
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

export function readColumnHeader(line: LayoutLine): ColumnHeader {
  const words = line.tokens.map((token) => token.toLowerCase());
  const price = words.indexOf('precio');
  const quantity = words.findIndex((word) => word === 'cantidad' || word.startsWith('medici'));
  const measured = words.some((word) => MEASUREMENT_COLUMNS.has(word));
  return price >= 0 && quantity >= 0 ? { priceFirst: price < quantity, measured } : { measured };
}
