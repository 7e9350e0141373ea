/**
 * A quality-control budget typed in Excel by hand (see shape-quality-control.ts): a title,
 * then for each chapter its heading row (`CAPÍTULO 1: EXPLANACIONES.`), the column header
 * again, its tests, and `TOTAL CAPÍTULO 1` typed in the unit column with the chapter's
 * amount under IMPORTE; after the last chapter a priced row of no chapter, and
 * `TOTAL CONTROL CALIDAD` with the total. Figures are number cells.
 */
import type { Budget, BudgetItem } from '../../model/budget.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { quantityOf } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal } from '../walk-budget.ts';
import {
  measuredWork,
  QUALITY_CONTROL_HEADER,
  QUALITY_CONTROL_TOTAL,
  qualityControlChapterHeading,
  qualityControlSections,
  shapeQualityControl,
  testAndStandard,
} from './shape-quality-control.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

export const QUALITY_CONTROL_TITLE = 'PRESUPUESTO DE CONTROL DE CALIDAD';

/** How a table writes a figure: a number cell, or text in one locale. */
export interface QualityControlFigures {
  count(value: number): TableCell;
  money(value: number): TableCell;
}

const NUMBER_CELLS: QualityControlFigures = { count: (value) => value, money: (value) => value };

/** The columns of an item's quantity, price and amount. */
export const QUALITY_CONTROL_FIGURE_COLUMNS = [4, 5, 6] as const;

export function qualityControlItemCells(
  item: BudgetItem,
  figures: QualityControlFigures,
): TableCell[] {
  const { test, standard } = testAndStandard(item);
  return [
    test,
    standard,
    item.uds,
    figures.count(measuredWork(item)),
    figures.count(quantityOf(item)),
    figures.money(item.precio_unitario),
    figures.money(item.total),
  ];
}

export function renderQualityControlSheet(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  const { chapters, outside } = qualityControlSections(budget);
  builder.row(QUALITY_CONTROL_TITLE).row();
  for (const { chapter, items } of chapters) {
    builder.row(qualityControlChapterHeading(chapter)).row(...QUALITY_CONTROL_HEADER);
    for (const item of items)
      builder.itemRow(qualityControlItemCells(item, NUMBER_CELLS), QUALITY_CONTROL_FIGURE_COLUMNS);
    builder.row(
      '',
      '',
      `TOTAL CAPÍTULO ${chapter.code}`,
      null,
      null,
      null,
      printedChapterTotal(chapter),
    );
    builder.row();
  }
  for (const item of outside)
    builder.itemRow(qualityControlItemCells(item, NUMBER_CELLS), QUALITY_CONTROL_FIGURE_COLUMNS);
  builder.row(QUALITY_CONTROL_TOTAL, '', '', null, null, null, printedBudgetTotal(budget));
  return builder.blocks;
}

export const QUALITY_CONTROL_SHEET_FAMILY: TableFamily = {
  id: 'quality-control-sheet',
  description: 'a quality-control budget typed in Excel (no codes, header repeated per chapter)',
  generate: {},
  shape: shapeQualityControl,
  render: renderQualityControlSheet,
  files: ['xlsx', 'xls', 'ods', 'csv'],
};
