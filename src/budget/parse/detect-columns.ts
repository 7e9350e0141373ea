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

/**
 * Reads a column header line (`CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE`) into the
 * spec's column names, in display order. Returns undefined when the line is not a
 * header: it must name both the code and the summary and contain nothing else.
 */
export function detectColumns(line: string): ColumnName[] | undefined {
  const tokens = line.trim().split(/[\s|]+/);
  const found = new Set<ColumnName>();
  for (const token of tokens) {
    const column = HEADER_WORDS[token.toUpperCase()];
    if (column === undefined) return undefined;
    if (column !== null) found.add(column);
  }
  if (!found.has('CÓDIGO') || !found.has('RESUMEN')) return undefined;
  return COLUMN_NAMES.filter((name) => found.has(name));
}
