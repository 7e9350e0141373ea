/**
 * The quality-control budget as an annex of a Word project: a table per chapter with the
 * chapter's heading paragraph before it, the header row and `TOTAL CAPÍTULO n` row in each,
 * and a last table with the row of no chapter and `TOTAL CONTROL CALIDAD`. Figures are text:
 * in Spanish (`26.391,19`, `4.875`) or, as one real annex was, in US format (`26,391.19`,
 * `4,875`) inside a Spanish document.
 */
import type { Budget } from '../../model/budget.ts';
import { englishFigure, spanishFigure, type FigureFormat } from '../format-figures.ts';
import { printedBudgetTotal, printedChapterTotal } from '../walk-budget.ts';
import {
  QUALITY_CONTROL_FIGURE_COLUMNS,
  QUALITY_CONTROL_TITLE,
  qualityControlItemCells,
  type QualityControlFigures,
} from './render-quality-control-sheet.ts';
import {
  QUALITY_CONTROL_HEADER,
  QUALITY_CONTROL_TOTAL,
  qualityControlChapterHeading,
  qualityControlSections,
  shapeQualityControl,
} from './shape-quality-control.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const spanishCount = new Intl.NumberFormat('es-ES', {
  maximumFractionDigits: 0,
  useGrouping: 'always',
});
const englishCount = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** `4.875` and `26.391,19`: counts and euros as a Spanish Word table prints them. */
export const SPANISH_TEXT_FIGURES = {
  count: (value: number) => spanishCount.format(value),
  money: spanishFigure,
};
const ENGLISH_TEXT_FIGURES = {
  count: (value: number) => englishCount.format(value),
  money: englishFigure,
};

function renderAnnex(
  budget: Budget,
  figures: QualityControlFigures & { money: FigureFormat },
): TableDocument {
  const { money } = figures;
  const builder = new TableDocumentBuilder();
  const { chapters, outside } = qualityControlSections(budget);
  builder.paragraph(`ANEJO Nº 14. ${QUALITY_CONTROL_TITLE}`);
  for (const { chapter, items } of chapters) {
    builder
      .paragraph(qualityControlChapterHeading(chapter))
      .newTable()
      .row(...QUALITY_CONTROL_HEADER);
    for (const item of items)
      builder.itemRow(qualityControlItemCells(item, figures), QUALITY_CONTROL_FIGURE_COLUMNS);
    builder.row(
      '',
      '',
      `TOTAL CAPÍTULO ${chapter.code}`,
      '',
      '',
      '',
      money(printedChapterTotal(chapter)),
    );
  }
  builder
    .paragraph('')
    .newTable()
    .row(...QUALITY_CONTROL_HEADER);
  for (const item of outside)
    builder.itemRow(qualityControlItemCells(item, figures), QUALITY_CONTROL_FIGURE_COLUMNS);
  builder.row(QUALITY_CONTROL_TOTAL, '', '', '', '', '', money(printedBudgetTotal(budget)));
  return builder.blocks;
}

export const QUALITY_CONTROL_WORD_FAMILY: TableFamily = {
  id: 'quality-control-word',
  description: 'the quality-control budget as Word tables, one per chapter, Spanish numbers',
  generate: {},
  shape: shapeQualityControl,
  render: (budget) => renderAnnex(budget, SPANISH_TEXT_FIGURES),
  files: ['docx', 'odt', 'rtf'],
};

export const QUALITY_CONTROL_WORD_US_FAMILY: TableFamily = {
  id: 'quality-control-word-us',
  description: 'the quality-control budget as Word tables, one per chapter, US numbers',
  generate: {},
  shape: shapeQualityControl,
  render: (budget) => renderAnnex(budget, ENGLISH_TEXT_FIGURES),
  files: ['docx', 'odt', 'rtf'],
};
