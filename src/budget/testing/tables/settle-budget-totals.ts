/**
 * After a family reshapes a generated budget (whole quantities, items moved between
 * chapters, a quantity set to 0), its amounts and totals are worked out again as the
 * program would: amount = quantity × price to the cent, a chapter's total the sum of its
 * items and subchapters', every total stated as printed.
 */
import type { Budget, BudgetChapter } from '../../model/budget.ts';
import { roundToCents, sumTotals } from '../../model/money.ts';
import { formatReportNumber } from '../generate-budget.ts';
import { quantityOf } from '../format-figures.ts';

export function settleBudgetTotals(budget: Budget): Budget {
  const items = budget.items.map((item) => ({
    ...item,
    total: roundToCents(quantityOf(item) * item.precio_unitario),
  }));
  const chapters = budget.chapters ?? [];
  const byCode = new Map(chapters.map((chapter) => [chapter.code, chapter]));
  const within = (code: string | undefined, chapter: BudgetChapter): boolean => {
    for (let at = code; at !== undefined; at = byCode.get(at)?.parentCode)
      if (at === chapter.code) return true;
    return false;
  };
  const settled = chapters.map((chapter) => {
    const total = sumTotals(items.filter((item) => within(item.chapterCode, chapter)));
    return { ...chapter, total, statedTotal: total };
  });
  const total = sumTotals(items);
  const { summary, ...rest } = budget;
  void summary;
  return { ...rest, items, chapters: settled, total, statedTotal: total };
}

/** A quantity as the model keeps it, Spanish report text (`1.605,90`). */
export function quantityText(value: number): string {
  return formatReportNumber(value);
}
