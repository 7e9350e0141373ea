/**
 * What a column header's words name, as budget programs and offices write them: Presto's
 * export (`Código Nat Ud Resumen CanPres PrPres ImpPres`), its printed reports (`CÓDIGO
 * RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE`), Arquímedes
 * (`Nº Código Ud Descripción Medición Precio Importe`) and hand-made sheets (`PRECIO
 * UNITARIO`, `PRECIO TOTAL`, `TOTAL (€)`). A header only proposes: which columns are the
 * quantity, the price and the amount is settled by their arithmetic (find-table-columns.ts).
 */
export type ColumnRole =
  | 'order'
  | 'code'
  | 'nature'
  | 'unit'
  | 'summary'
  | 'note'
  | 'uds'
  | 'longitud'
  | 'anchura'
  | 'altura'
  | 'parcial'
  | 'quantity'
  | 'price'
  | 'amount';

/** The measurement columns of a measurement line, in the spec's order. */
export const MEASUREMENT_ROLES = ['uds', 'longitud', 'anchura', 'altura', 'parcial'] as const;

/** Tried in order: `PRECIO TOTAL` is an amount before `PRECIO` is a price. */
const RULES: readonly [RegExp, ColumnRole][] = [
  [
    /^(?:IMPORTE|IMPPRES|IMP|SUBTOTAL|PRECIO TOTAL|TOTAL PARTIDA|TOTAL)(?: TOTAL)?(?: \(?(?:€|EUR|EUROS)\)?)?$/,
    'amount',
  ],
  [/^(?:PRECIO|PRPRES|PR|P|P U|PU|P UNIT|PR UNIT|UNITARIO|COSTE UNITARIO|€ ?\/ ?UD)\b/, 'price'],
  [/^(?:CANTIDAD|CANPRES|CANT|MEDICION|MED|MEDICION TOTAL)(?: \(?\w{1,3}\)?)?$/, 'quantity'],
  [/^(?:LONGITUD|LARGO|LONG)$/, 'longitud'],
  [/^(?:ANCHURA|ANCHO|LATITUD|ANCH)$/, 'anchura'],
  [/^(?:ALTURA|ALTO|ALT)$/, 'altura'],
  [/^PARCIAL(?:ES)?$/, 'parcial'],
  [/^(?:N[º°O]|NUM|NUMERO)?(?: DE)? ?ORDEN$|^(?:N[º°O]|NUM|ITEM|#)$/, 'order'],
  [/^(?:CODIGO|COD|CLAVE|REF|REFERENCIA|CODE)\b/, 'code'],
  [/^(?:NAT|NATURALEZA|TIPO)$/, 'nature'],
  [/^(?:UD|UDS|U|UNIDAD|UNIDADES|UNID|UM|U M|MAGNITUD)$/, 'unit'],
  [/^(?:OBSERVACION(?:ES)?|OBS|NOTAS?|COMENTARIOS?|REMARKS?)$/, 'note'],
  [/RESUMEN|DESCRIPCION|CONCEPTO|DESIGNACION|DENOMINACION|UNIDAD DE OBRA|TEXTO|DESCRIP/, 'summary'],
];

/** A header cell's words, upper case without accents or stops: `P. Unit.` → `P UNIT`. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.:_\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The role a header cell's text names, if any. */
export function readHeaderRole(text: string): ColumnRole | undefined {
  if (text.length === 0 || text.length > 40) return undefined;
  const key = headerKey(text);
  for (const [pattern, role] of RULES) if (pattern.test(key)) return role;
  return undefined;
}
