/**
 * The number formats budget programs print, for the layout renderers. Every one
 * formats the same euro and quantity values, so a reading can be compared with the
 * generated budget whatever the family.
 */
import type { BudgetItem } from '../model/budget.ts';
import { formatReportNumber } from './generate-budget.ts';

export type FigureFormat = (value: number) => string;

const english = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const englishThreeDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  useGrouping: 'always',
});
const spanishThreeDecimals = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  useGrouping: 'always',
});

const minusSign = (text: string): string => text.replace('\u2212', '-');

/** `1.605,90`: Presto, CYPE, TCQ. */
export const spanishFigure: FigureFormat = formatReportNumber;

/** `1,605.90`: pyCost and other programs in an English locale. */
export const englishFigure: FigureFormat = (value) => minusSign(english.format(value));

/** `5,211.000`: pyCost prints quantities with three decimals. */
export const englishQuantity: FigureFormat = (value) =>
  minusSign(englishThreeDecimals.format(value));

/** `12,000`: TCQ prints quantities with three decimals. */
export const spanishQuantity: FigureFormat = (value) =>
  minusSign(spanishThreeDecimals.format(value));

/** `12 345,67`: thousands grouped by a space, as French-style locales and some exports do. */
export const spacedFigure: FigureFormat = (value) => formatReportNumber(value).replace(/\./g, ' ');

/** `12345,67`: no thousands separator, two decimals, as a PDF printed from a sheet may show them. */
export const ungroupedFigure: FigureFormat = (value) =>
  formatReportNumber(value).replace(/\./g, '');

/**
 * `24562,54`, `22,4`, `38`: a General-format spreadsheet cell in a Spanish locale shows no
 * thousands separator and no trailing zero decimals.
 */
export const spreadsheetFigure: FigureFormat = (value) =>
  String(Number(value.toFixed(2))).replace('.', ',');

/** An item's quantity as a number: the model keeps it as Spanish report text (`1.605,90`). */
export function quantityOf(item: Pick<BudgetItem, 'cantidad'>): number {
  return Number(item.cantidad.replace(/\./g, '').replace(',', '.'));
}

/** Reads back a figure of the model's Spanish report text (`-25,00`, `3`). */
export function valueOfSpanish(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', '.'));
}
