import { LOCALE } from '../../../budget/constants.ts';
import type { ColumnName } from '../../../budget/model/budget.ts';

/** Spec §2/§9: these three headers are abbreviated in the preview. */
const ABBREVIATED_HEADERS: Partial<Record<ColumnName, string>> = {
  LONGITUD: 'Long.',
  ANCHURA: 'Anch.',
  ALTURA: 'Alt.',
};

export function previewHeader(column: ColumnName): string {
  return ABBREVIATED_HEADERS[column] ?? column;
}

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Spec §2: today's date in Spanish long format ("21 de noviembre de 2026"). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** Spec §5: the TOTAL box shows only when a price or total column exists. */
export function hasTotalsColumn(columns: readonly ColumnName[]): boolean {
  return columns.includes('P. UNIT.') || columns.includes('TOTAL');
}

/** A calendar day as ISO yyyy-mm-dd in local time: the value of a date field. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
