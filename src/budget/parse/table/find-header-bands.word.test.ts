/**
 * Chapters whose codes and titles are plain lower-case words (`capitulo | capitulo texto`,
 * FIEBDC lets a user name them so), printed by the branded Word right under its header: short
 * words without digits, as a header's second line is, but each named by the total that closes
 * it (`Total capitulo capitulo texto`): chapter headings, not the header's rest.
 */
import { describe, expect, it } from 'vitest';
import type { Budget } from '../../model/budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { readBrandedWordTable } from './testing/read-branded-word-table.ts';

const WORDS = ['capitulo', 'subcapitulo', 'otro'];

/** The budget with its chapters renamed `capitulo`, `subcapitulo`… titled `<code> texto`. */
function withWordCodes(budget: Budget): Budget {
  const names = new Map(budget.chapters!.map((chapter, index) => [chapter.code, WORDS[index]!]));
  const rename = (code: string) => names.get(code) ?? code;
  return {
    ...budget,
    chapters: budget.chapters!.map((chapter) => ({
      ...chapter,
      code: rename(chapter.code),
      title: `${rename(chapter.code)} texto`,
      ...(chapter.parentCode === undefined ? {} : { parentCode: rename(chapter.parentCode) }),
    })),
    items: budget.items.map((item) =>
      item.chapterCode === undefined ? item : { ...item, chapterCode: rename(item.chapterCode) },
    ),
  };
}

describe('a Word table whose chapters are lower-case words right under its header', () => {
  for (const [seed, itemCount] of [
    [41, 12],
    [42, 20],
  ] as const) {
    it(`reads seed ${seed}'s chapters as chapters, not as the header's second line`, async () => {
      const budget = withWordCodes(generateBudget({ itemCount, seed }));
      const { table, status, exportProblems } = await readBrandedWordTable(budget);
      expect(table.budget.chapters?.map((chapter) => [chapter.code, chapter.parentCode])).toEqual(
        budget.chapters?.map((chapter) => [chapter.code, chapter.parentCode]),
      );
      expect(table.budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual(
        budget.items.map((item) => [item.codigo, item.chapterCode]),
      );
      expect(status).toBe('reconciled');
      expect(exportProblems).toEqual([]);
    }, 30_000);
  }
});
