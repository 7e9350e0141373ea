import type { Budget } from '../model/budget.ts';

/**
 * Whether every item's money is checked by a chapter total the document prints: each item
 * sits in a chapter that, itself or through an enclosing chapter, states its total. A
 * document that prints no grand total is then checked chapter by chapter: a pasted chapter
 * ending in `TOTAL 01.01 …… 6.838,73`, a spreadsheet whose chapter rows state their totals.
 * An item outside every chapter, or under chapters that state nothing, leaves the reading
 * unchecked.
 */
export function chaptersCoverItems(budget: Budget): boolean {
  const chapters = budget.chapters ?? [];
  if (budget.items.length === 0 || chapters.length === 0) return false;
  const byCode = new Map(chapters.map((chapter) => [chapter.code, chapter]));
  /** Per chapter code: whether it or an ancestor states a total (memoised: chapters × depth). */
  const covered = new Map<string, boolean>();
  const isCovered = (code: string): boolean => {
    const known = covered.get(code);
    if (known !== undefined) return known;
    // A parent loop in a damaged file must not walk forever: each chapter is visited once.
    const path: string[] = [];
    let answer = false;
    for (let current: string | undefined = code; current !== undefined;) {
      const cached = covered.get(current);
      if (cached !== undefined) {
        answer = cached;
        break;
      }
      const chapter = byCode.get(current);
      if (chapter === undefined || path.includes(current)) break;
      path.push(current);
      if (chapter.statedTotal !== undefined) {
        answer = true;
        break;
      }
      current = chapter.parentCode;
    }
    for (const visited of path) covered.set(visited, answer);
    return answer;
  };
  return budget.items.every(
    (item) => item.chapterCode !== undefined && isCovered(item.chapterCode),
  );
}
