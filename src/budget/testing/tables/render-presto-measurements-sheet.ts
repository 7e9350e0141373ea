/**
 * Presto's "Presupuesto y mediciones" as a sheet: the export's columns with the measurement
 * columns between the summary and the budget figures (`Código | Nat | Ud | Resumen | Uds |
 * Longitud | Anchura | Altura | Parcial | CanPres | PrPres | ImpPres`). Under each item, one
 * row per measurement line: its comment in Resumen (some lines have none), its figures in
 * Uds … Altura and its partial. The item's row holds its title and, after a line break in
 * the same cell, its description. Root, chapter and closing rows as in the plain export.
 */
import type { Budget, MeasurementLine } from '../../model/budget.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { quantityOf, valueOfSpanish } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal, walkBudget } from '../walk-budget.ts';
import { PRESTO_ROOT_CODE } from './render-presto-export.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const HEADER = [
  'Código',
  'Nat',
  'Ud',
  'Resumen',
  'Uds',
  'Longitud',
  'Anchura',
  'Altura',
  'Parcial',
  'CanPres',
  'PrPres',
  'ImpPres',
];
const EMPTY_MEASUREMENT: TableCell[] = [null, null, null, null, null];

function figureCell(text: string): TableCell {
  return text.trim() === '' ? null : valueOfSpanish(text.trim());
}

function measurementRow(line: MeasurementLine): TableCell[] {
  return [
    '',
    '',
    '',
    line.comment,
    ...[line.uds, line.longitud, line.anchura, line.altura, line.parcial].map(figureCell),
    null,
    null,
    null,
  ];
}

export function renderPrestoMeasurementsSheet(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  const total = printedBudgetTotal(budget);
  builder.row(...HEADER);
  builder.row(
    PRESTO_ROOT_CODE,
    'Capítulo',
    '',
    'PROYECTO DE EJECUCIÓN',
    ...EMPTY_MEASUREMENT,
    1,
    total,
    total,
  );
  walkBudget(budget, {
    openChapter(chapter) {
      const amount = printedChapterTotal(chapter);
      builder.row(
        chapter.code,
        'Capítulo',
        '',
        chapter.title,
        ...EMPTY_MEASUREMENT,
        1,
        amount,
        amount,
      );
    },
    item(item) {
      builder.itemRow(
        [
          item.codigo,
          'Partida',
          item.uds,
          item.resumen,
          ...EMPTY_MEASUREMENT,
          quantityOf(item),
          item.precio_unitario,
          item.total,
        ],
        [9, 10, 11],
      );
      for (const line of item.measurements ?? []) builder.row(...measurementRow(line));
    },
    closeChapter(chapter) {
      builder.row(
        '',
        '',
        '',
        chapter.code,
        ...EMPTY_MEASUREMENT,
        null,
        null,
        printedChapterTotal(chapter),
      );
    },
  });
  return builder.blocks;
}

export const PRESTO_MEASUREMENTS_SHEET_FAMILY: TableFamily = {
  id: 'presto-measurements-sheet',
  description: 'Presto "Presupuesto y mediciones" as a sheet, measurement lines under each item',
  generate: { measurements: true, commentlessMeasurements: true },
  shape: (budget) => budget,
  render: renderPrestoMeasurementsSheet,
  files: ['xlsx', 'csv'],
  csvEncoding: 'utf-8',
};
