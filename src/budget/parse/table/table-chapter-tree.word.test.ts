/**
 * Chapter codes read back from the branded Word document as printed: a budget numbering two
 * chapters `01.1` and `01.01` (Presto lets the user type either) keeps both, each with its items.
 */
import { describe, expect, it } from 'vitest';
import type { Budget } from '../../model/budget.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { readBrandedWordTable } from './testing/read-branded-word-table.ts';

/** The budget with its chapter codes renamed (`01.01` → `01.1`…), items and parents following. */
function renameChapters(budget: Budget, names: Record<string, string>): Budget {
  const rename = (code: string | undefined) => (code === undefined ? code : (names[code] ?? code));
  return {
    ...budget,
    chapters: budget.chapters?.map((chapter) => {
      const renamed = { ...chapter, code: rename(chapter.code)! };
      if (chapter.parentCode !== undefined) renamed.parentCode = rename(chapter.parentCode)!;
      return renamed;
    }),
    items: budget.items.map((item) => {
      const chapterCode = rename(item.chapterCode);
      return chapterCode === undefined ? item : { ...item, chapterCode };
    }),
  };
}

describe('a Word table whose chapter codes differ only in zero padding', () => {
  for (const [seed, depth] of [
    [21, 2],
    [22, 3],
  ] as const) {
    it(`reads back seed ${seed}'s sibling chapters .1 and .01 (depth ${depth}) as two chapters, each with its items`, async () => {
      const generated = generateBudget({ itemCount: 40, seed, depth });
      // Two sibling chapters without subchapters, renumbered `<parent>.1` and `<parent>.01`.
      const chapters = generated.chapters!;
      const leaves = chapters.filter(
        (chapter) => !chapters.some((c) => c.parentCode === chapter.code),
      );
      const [first, second] = leaves.filter(
        (chapter) => chapter.parentCode === leaves[0]!.parentCode,
      );
      const parent = first!.parentCode!;
      const budget = renameChapters(generated, {
        [first!.code]: `${parent}.1`,
        [second!.code]: `${parent}.01`,
      });
      const { bytes, table, status, exportProblems } = await readBrandedWordTable(budget);
      expect(table.budget.chapters?.map((chapter) => [chapter.code, chapter.parentCode])).toEqual(
        budget.chapters?.map((chapter) => [chapter.code, chapter.parentCode]),
      );
      expect(table.budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual(
        budget.items.map((item) => [item.codigo, item.chapterCode]),
      );
      expect(status).toBe('reconciled');
      expect((await readBudgetFile(bytes, 'presupuesto.docx')).check.status).toBe('reconciled');
      expect(exportProblems).toEqual([]);
    }, 30_000);
  }
});
