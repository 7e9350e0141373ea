/**
 * The columns a report prints, read from its column header lines (`CÓDIGO RESUMEN
 * CANTIDAD PRECIO IMPORTE`, CYPE's `Uds. Largo Ancho Alto Parcial`): each known word
 * names a spec column. Which lines are headers is the line-role stage's call.
 */
import type { ColumnName } from '../model/budget.ts';
import { COLUMN_NAMES, DEFAULT_COLUMNS } from '../model/budget.ts';

/** Words of a report's column header and the spec column each one stands for. */
const HEADER_WORDS: Record<string, ColumnName | null> = {
  CÓDIGO: 'CÓDIGO',
  CODIGO: 'CÓDIGO',
  RESUMEN: 'RESUMEN',
  DESCRIPCIÓN: 'RESUMEN',
  DESCRIPCION: 'RESUMEN',
  UDS: 'UDS',
  'UDS.': 'UDS',
  UD: 'UDS',
  'UD.': 'UDS',
  UNIDADES: 'UDS',
  LONGITUD: 'LONGITUD',
  LARGO: 'LONGITUD',
  ANCHURA: 'ANCHURA',
  ANCHO: 'ANCHURA',
  LATITUD: 'ANCHURA',
  ALTURA: 'ALTURA',
  ALTO: 'ALTURA',
  PARCIALES: 'PARCIALES',
  PARCIAL: 'PARCIALES',
  CANTIDAD: 'CANTIDAD',
  MEDICIÓN: 'CANTIDAD',
  MEDICION: 'CANTIDAD',
  PRECIO: 'P. UNIT.',
  'P.': 'P. UNIT.',
  'UNIT.': 'P. UNIT.',
  'P.UNIT.': 'P. UNIT.',
  UNITARIO: 'P. UNIT.',
  IMPORTE: 'TOTAL',
  TOTAL: 'TOTAL',
  // Presto's optional order-number column ("Nº ORDEN") has no spec column.
  Nº: null,
  'N°': null,
  ORDEN: null,
};

/** A cut-off last header word is recognised from this many letters on. */
const TRUNCATED_WORD_LENGTH = 3;
const TRUNCATABLE = ['PRECIO', 'IMPORTE', 'CANTIDAD', 'PARCIALES', 'ALTURA', 'ANCHURA', 'LONGITUD'];
/** Every reading shows the code and the summary, whether the header names them or not. */
const ALWAYS_SHOWN: readonly ColumnName[] = ['CÓDIGO', 'RESUMEN'];

/** The spec columns one header line names (`|` and white space separate its words). */
export function readHeaderColumns(line: string): Set<ColumnName> {
  const words = line.trim().split(/[\s|]+/);
  const found = new Set<ColumnName>(ALWAYS_SHOWN);
  words.forEach((token, index) => {
    const word = token.toUpperCase();
    let column = HEADER_WORDS[word];
    // The page edge may cut the last header word (`... CANTIDAD PRECI`).
    if (
      column === undefined &&
      index === words.length - 1 &&
      word.length >= TRUNCATED_WORD_LENGTH
    ) {
      const full = TRUNCATABLE.find((candidate) => candidate.startsWith(word));
      if (full !== undefined) column = HEADER_WORDS[full];
    }
    if (column) found.add(column);
  });
  return found;
}

/** The columns all the header lines name, in display order; the spec's defaults when there is none. */
export function detectHeaderColumns(headers: readonly string[]): ColumnName[] {
  if (headers.length === 0) return [...DEFAULT_COLUMNS];
  const found = new Set<ColumnName>();
  for (const header of headers) for (const column of readHeaderColumns(header)) found.add(column);
  return COLUMN_NAMES.filter((name) => found.has(name));
}
