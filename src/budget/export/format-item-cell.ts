import type { BudgetItem, ColumnName } from '../model/budget.ts';
import { formatMoney } from '../model/format-money.ts';
import { formatQuantity } from './format-quantity.ts';

/** Columns whose cells hold numbers, aligned right so their digits line up. */
export const NUMERIC_COLUMNS: ReadonlySet<ColumnName> = new Set<ColumnName>([
  'LONGITUD',
  'ANCHURA',
  'ALTURA',
  'PARCIALES',
  'CANTIDAD',
  'P. UNIT.',
  'TOTAL',
]);

/**
 * The text of one item cell, for every column but RESUMEN (which has its own
 * layout). Spec §9: the UDS column always shows 1 in the exported cell text;
 * the item's unit is printed in the RESUMEN cell instead. Measured figures are printed the
 * Spanish way whatever the source or the user typed (`10` → `10,00`, `15545,91` → `15.545,91`).
 */
export function formatItemCell(item: BudgetItem, column: Exclude<ColumnName, 'RESUMEN'>): string {
  switch (column) {
    case 'CÓDIGO':
      return item.codigo;
    case 'UDS':
      return '1';
    case 'LONGITUD':
      return formatQuantity(item.longitud);
    case 'ANCHURA':
      return formatQuantity(item.anchura);
    case 'ALTURA':
      return formatQuantity(item.altura);
    case 'PARCIALES':
      return formatQuantity(item.parciales);
    case 'CANTIDAD':
      return formatQuantity(item.cantidad);
    case 'P. UNIT.':
      return formatMoney(item.precio_unitario);
    case 'TOTAL':
      return formatMoney(item.total);
  }
}

/** The RESUMEN cell's three parts: the unit, the title (first line), and the rest of the description. */
export interface ResumenParts {
  unit: string;
  title: string;
  description: string[];
}

/** A line that ends a sentence keeps its line break; any other line was wrapped by the source and is joined. */
const SENTENCE_END = /[.:;!?)]$/;

/**
 * Splits an item's resumen into unit, title and description paragraphs.
 * Sources wrap long descriptions at their own width ("Excavación en zanja de /
 * 1,5 m de profundidad"), so lines are joined back unless one ends a sentence.
 */
export function splitResumen(item: BudgetItem): ResumenParts {
  const lines = item.resumen
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const [title = '', ...rest] = lines;
  const description: string[] = [];
  let current = '';
  for (const line of rest) {
    current = current === '' ? line : `${current} ${line}`;
    if (SENTENCE_END.test(line)) {
      description.push(current);
      current = '';
    }
  }
  if (current !== '') description.push(current);
  return { unit: item.uds.trim(), title, description };
}
