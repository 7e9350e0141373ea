import type { BudgetChapter, BudgetItem } from '../model/budget.ts';

/** The chapters' own rule (every chapter closes with its total) needs a few chapters to show. */
const MIN_OTHER_CHAPTERS = 2;

export interface UnsupportedChapter {
  /** The chapter's code. */
  code: string;
  /**
   * Where the preview takes the user: the chapter's first item, or, for a chapter holding
   * none, the first item read after it (else the last item).
   */
  item: number;
  /** The chapter holds no item, its own or a subchapter's. */
  empty: boolean;
}

/**
 * Chapters the document gives no evidence for, so that a reading holding one is never called
 * reconciled: a heading the reader made a chapter though the document never opened one (a
 * running head `3 CAPÍTULO 1. GESTIÓN …` at a page's top, a title row) adds up to every
 * stated figure, by taking the items under it from their own chapter (whose total, now its
 * subchapter's sum, still agrees) or by holding nothing. Such a chapter is
 * - empty: no item under it or its subchapters, and no total of its own or theirs; or
 * - unclosed: it holds items of its own but states no total, where every other chapter of
 *   the document (two at least) states its own (the document closes each chapter with its
 *   total, and this one it never closed), and it is the one subchapter whose code does not
 *   extend its parent's (`3` under `1.2`, beside `1.1` and `1.2` under `1`). A typed sheet
 *   may leave its last subchapter's total unprinted (`01.02` under `01`, closed by `TOTAL
 *   01`): that one keeps the document's numbering, so it is no doubt. A chapter holding
 *   only subchapters may go without a total where they state theirs (their sums are checked).
 * Chapters whose code has an item's shape are find-item-rows-as-chapters.ts's (`skip`).
 * Where the document `declared` its chapters as records of their own (a .bc3's concepts,
 * Menfis' empty `01.01.04 MEDIA LADERA`), an empty one is the document's, not a heading read.
 */
export function findUnsupportedChapters(
  items: readonly BudgetItem[],
  chapters: readonly BudgetChapter[],
  skip: ReadonlySet<string> = new Set(),
  declared = false,
): UnsupportedChapter[] {
  if (items.length === 0 || chapters.length === 0) return [];
  const firstOwn = new Map<string, number>();
  items.forEach((item, index) => {
    const code = item.chapterCode;
    if (code !== undefined && !firstOwn.has(code)) firstOwn.set(code, index);
  });
  const byCode = new Map(chapters.map((chapter) => [chapter.code, chapter]));
  /** Chapters holding an item or a stated total, themselves or through a subchapter. */
  const supported = new Set<string>();
  for (const chapter of chapters) {
    if (!firstOwn.has(chapter.code) && chapter.statedTotal === undefined) continue;
    // A parent loop in a damaged file must not walk forever: each chapter is marked once.
    for (
      let at: BudgetChapter | undefined = chapter;
      at !== undefined && !supported.has(at.code);
      at = at.parentCode === undefined ? undefined : byCode.get(at.parentCode)
    )
      supported.add(at.code);
  }
  const unstated = chapters.filter((chapter) => chapter.statedTotal === undefined).length;
  const othersStated = unstated === 1 && chapters.length > MIN_OTHER_CHAPTERS;
  const children = chapters.filter((chapter) => chapter.parentCode !== undefined);
  const breaking = children.filter((chapter) => !chapter.code.startsWith(chapter.parentCode!));
  // Subchapters extend their parent's code as a rule (`1.1`, `1.2` under `1`): one that
  // does not (`3` under `1.2`) was not numbered by the document.
  const breaksCodes = (chapter: BudgetChapter) =>
    breaking.length === 1 && breaking[0] === chapter && children.length > 1;

  const found: UnsupportedChapter[] = [];
  chapters.forEach((chapter, position) => {
    if (skip.has(chapter.code) || chapter.statedTotal !== undefined) return;
    if (!supported.has(chapter.code)) {
      if (declared) return;
      const item = itemAfter(chapters, position, firstOwn, items.length);
      found.push({ code: chapter.code, item, empty: true });
      return;
    }
    const own = firstOwn.get(chapter.code);
    if (own !== undefined && othersStated && breaksCodes(chapter))
      found.push({ code: chapter.code, item: own, empty: false });
  });
  return found;
}

/** The first item of the chapters after `position`, in reading order; else the last item. */
function itemAfter(
  chapters: readonly BudgetChapter[],
  position: number,
  firstOwn: ReadonlyMap<string, number>,
  itemCount: number,
): number {
  for (let at = position + 1; at < chapters.length; at++) {
    const first = firstOwn.get(chapters[at]!.code);
    if (first !== undefined) return first;
  }
  return itemCount - 1;
}
