import type { ColumnName } from '../model/budget.ts';
import { COLUMN_NAMES } from '../model/budget.ts';

/** Words of a report's column header and the spec column each one stands for. */
const HEADER_WORDS: Record<string, ColumnName | null> = {
  CÓDIGO: 'CÓDIGO',
  CODIGO: 'CÓDIGO',
  RESUMEN: 'RESUMEN',
  DESCRIPCIÓN: 'RESUMEN',
  DESCRIPCION: 'RESUMEN',
  UDS: 'UDS',
  UD: 'UDS',
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
  PRECIO: 'P. UNIT.',
  'P.': 'P. UNIT.',
  'UNIT.': 'P. UNIT.',
  'P.UNIT.': 'P. UNIT.',
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

/**
 * Reads a column header line (`CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE`) into the
 * spec's column names, in display order. Returns undefined when the line is not a
 * header: it must name both the code and the summary and contain nothing else.
 */
export function detectColumns(line: string): ColumnName[] | undefined {
  // Cheap test first: every header names the summary column.
  if (!line.includes('ESUMEN') && !line.includes('esumen')) return undefined;
  const tokens = line.trim().split(/[\s|]+/);
  const found = new Set<ColumnName>();
  for (let i = 0; i < tokens.length; i++) {
    const word = (tokens[i] as string).toUpperCase();
    let column = HEADER_WORDS[word];
    // The page edge may cut the last header word (`... CANTIDAD PRECI`).
    if (column === undefined && i === tokens.length - 1 && word.length >= TRUNCATED_WORD_LENGTH) {
      const full = TRUNCATABLE.find((candidate) => candidate.startsWith(word));
      if (full !== undefined) column = HEADER_WORDS[full];
    }
    if (column === undefined) return undefined;
    if (column !== null) found.add(column);
  }
  if (!found.has('CÓDIGO') || !found.has('RESUMEN')) return undefined;
  return COLUMN_NAMES.filter((name) => found.has(name));
}
