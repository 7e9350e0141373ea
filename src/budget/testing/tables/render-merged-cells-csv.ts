/**
 * The quality-control budget as a `;` CSV saved from a sheet with merged cells: a merged
 * cell is written as the same text in every column it spanned (the title across the whole
 * row, each chapter's heading, `TOTAL CAPÍTULO n` across the unit-to-price columns,
 * `TOTAL CONTROL CALIDAD` across all but IMPORTE), and the column header is three rows,
 * repeated above each chapter: group words merged over their columns, then the column
 * names, then the second line of the two-line names (`TOTAL`/`ENSAYOS`,
 * `PRECIO`/`UNITARIO`). Figures are text as the sheet shows them (`4.875`, `26.391,19`).
 */
import type { Budget } from '../../model/budget.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { printedBudgetTotal, printedChapterTotal } from '../walk-budget.ts';
import {
  QUALITY_CONTROL_FIGURE_COLUMNS,
  QUALITY_CONTROL_TITLE,
  qualityControlItemCells,
} from './render-quality-control-sheet.ts';
import { SPANISH_TEXT_FIGURES } from './render-quality-control-word.ts';
import {
  QUALITY_CONTROL_TOTAL,
  qualityControlChapterHeading,
  qualityControlSections,
  shapeQualityControl,
} from './shape-quality-control.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const COLUMNS = 7;

/** A merged cell's text in each of the `span` columns it covered. */
function merged(text: string, span: number): TableCell[] {
  return Array.from({ length: span }, () => text);
}

const HEADER_ROWS: TableCell[][] = [
  [...merged('DESCRIPCIÓN', 2), ...merged('MEDICIÓN', 2), 'ENSAYOS', ...merged('PRESUPUESTO', 2)],
  ['ENSAYO', 'NORMA', 'UD', 'MEDICIÓN', 'TOTAL', 'PRECIO', 'IMPORTE'],
  ['', '', '', '', 'ENSAYOS', 'UNITARIO', ''],
];

export function renderMergedCellsCsv(budget: Budget): TableDocument {
  const { money } = SPANISH_TEXT_FIGURES;
  const builder = new TableDocumentBuilder();
  const { chapters, outside } = qualityControlSections(budget);
  builder.row(...merged(QUALITY_CONTROL_TITLE, COLUMNS));
  for (const { chapter, items } of chapters) {
    builder.row(...merged(qualityControlChapterHeading(chapter), COLUMNS));
    for (const header of HEADER_ROWS) builder.row(...header);
    for (const item of items)
      builder.itemRow(
        qualityControlItemCells(item, SPANISH_TEXT_FIGURES),
        QUALITY_CONTROL_FIGURE_COLUMNS,
      );
    builder.row(
      '',
      '',
      ...merged(`TOTAL CAPÍTULO ${chapter.code}`, 4),
      money(printedChapterTotal(chapter)),
    );
  }
  for (const item of outside)
    builder.itemRow(
      qualityControlItemCells(item, SPANISH_TEXT_FIGURES),
      QUALITY_CONTROL_FIGURE_COLUMNS,
    );
  builder.row(...merged(QUALITY_CONTROL_TOTAL, COLUMNS - 1), money(printedBudgetTotal(budget)));
  return builder.blocks;
}

export const MERGED_CELLS_CSV_FAMILY: TableFamily = {
  id: 'merged-cells-csv',
  description:
    'the quality-control budget as a ; CSV with merged cells repeated and a 3-row header',
  generate: {},
  shape: shapeQualityControl,
  render: renderMergedCellsCsv,
  files: ['csv'],
};
