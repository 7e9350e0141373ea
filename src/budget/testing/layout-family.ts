/**
 * A family of printed budget layouts: how one program (or one way of copying) prints a
 * budget. Each family is one renderer file; the round-trip tests and benchmarks take the
 * list from `layout-families.ts`.
 */
import type { Budget } from '../model/budget.ts';
import type { FigureFormat } from './format-figures.ts';
import type { GenerateBudgetOptions } from './generate-budget.ts';
import type { ReportDocument, ReportTextStyle } from './report-document.ts';

export type LayoutFamilyId =
  | 'cype'
  | 'presto-measurements'
  | 'presto-partials'
  | 'english-numbers'
  | 'price-before-quantity'
  | 'spaced-thousands'
  | 'spreadsheet-tabs'
  | 'cype-spaced-thousands'
  | 'presto-spaced-thousands'
  | 'presto-no-thousands-separator'
  | 'cype-no-thousands-separator'
  | 'contractor-sheet';

export interface LayoutFamily {
  id: LayoutFamilyId;
  /** The program and report the family imitates, for test names. */
  description: string;
  /** What the generated budget needs for this layout (measurement lines, comment-less lines, depth). */
  generate: Pick<GenerateBudgetOptions, 'measurements' | 'commentlessMeasurements' | 'depth'>;
  /**
   * The budget as the program numbers and prints it: its chapter codes (`Capítulo nº 4`,
   * `C04`), long codes cut as it cuts them. A reading is compared with this budget.
   */
  shape(budget: Budget): Budget;
  render(budget: Budget): ReportDocument;
  /** How the layout prints an amount (`1.605,90`, `1,605.90`, `1 605,90`, `1605,9`). */
  figure: FigureFormat;
  /** How the document's text reaches the reader: pasted, `pdftotext -layout`, pdf.js runs. */
  textStyle: ReportTextStyle;
}

/** Renames every chapter code (and the items' and subchapters' references to it). */
export function renameChapters(budget: Budget, rename: (code: string) => string): Budget {
  return {
    ...budget,
    items: budget.items.map((item) =>
      item.chapterCode === undefined ? item : { ...item, chapterCode: rename(item.chapterCode) },
    ),
    chapters: (budget.chapters ?? []).map((chapter) => {
      const renamed = { ...chapter, code: rename(chapter.code) };
      if (chapter.parentCode !== undefined) renamed.parentCode = rename(chapter.parentCode);
      return renamed;
    }),
  };
}

/** `01.02` -> `1.2`: programs that number chapters without padding (CYPE, pyCost). */
export function unpadChapterCode(code: string): string {
  return code
    .split('.')
    .map((part) => String(Number(part)))
    .join('.');
}
