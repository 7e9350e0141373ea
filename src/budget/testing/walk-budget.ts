/**
 * Walks a budget in document order, opening and closing its chapters around their
 * items, so every layout renderer prints headings and totals at the same places.
 */
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';

export interface BudgetVisitor {
  openChapter(chapter: BudgetChapter): void;
  /** `position` counts from 1 inside the item's chapter (CYPE's order number `4.1.3`). */
  item(item: BudgetItem, position: number): void;
  closeChapter(chapter: BudgetChapter): void;
}

export function walkBudget(budget: Budget, visitor: BudgetVisitor): void {
  const chapters = budget.chapters ?? [];
  const byCode = new Map(chapters.map((chapter) => [chapter.code, chapter]));
  const open: BudgetChapter[] = [];
  const closeUntil = (level: number): void => {
    while (open.length > 0 && (open[open.length - 1] as BudgetChapter).level >= level)
      visitor.closeChapter(open.pop() as BudgetChapter);
  };
  const openChapter = (chapter: BudgetChapter): void => {
    const parent = chapter.parentCode === undefined ? undefined : byCode.get(chapter.parentCode);
    if (parent && !open.includes(parent)) openChapter(parent);
    closeUntil(chapter.level);
    visitor.openChapter(chapter);
    open.push(chapter);
  };
  let current: BudgetChapter | undefined;
  let position = 0;
  for (const item of budget.items) {
    const chapter = item.chapterCode === undefined ? undefined : byCode.get(item.chapterCode);
    if (chapter && chapter !== current) {
      openChapter(chapter);
      current = chapter;
      position = 0;
    }
    visitor.item(item, ++position);
  }
  closeUntil(1);
}

/** The amount a document prints for a chapter: its stated total, which a tampered fixture changes. */
export function printedChapterTotal(chapter: BudgetChapter): number {
  return chapter.statedTotal ?? chapter.total;
}

/** The final total a document prints. */
export function printedBudgetTotal(budget: Budget): number {
  return budget.statedTotal ?? budget.total;
}

/**
 * Title and description of an item (the model keeps them as one multi-line text). A line
 * break inside the description is kept: the renderers wrap the text there too (see
 * breakDescriptions), as a narrower column would.
 */
export function splitResumen(resumen: string): { title: string; description: string } {
  const newline = resumen.indexOf('\n');
  if (newline < 0) return { title: resumen, description: '' };
  return { title: resumen.slice(0, newline), description: resumen.slice(newline + 1) };
}

/**
 * Wraps a paragraph to `width` characters like a report column; with `hyphenate`, long
 * lower-case words are cut with a hyphen at the line end as Presto does (`calza-`/`das`).
 */
export function wrapText(text: string, width: number, hyphenate = false): string[] {
  const lines: string[] = [];
  // A line break in the text ends a line wherever it stands.
  if (text.includes('\n')) {
    for (const part of text.split('\n')) lines.push(...wrapText(part, width, hyphenate));
    return lines;
  }
  let current = '';
  for (const word of text.split(' ').filter((one) => one !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= width) {
      current = candidate;
      continue;
    }
    const cut = Math.min(width - current.length - 2, word.length - 3);
    if (hyphenate && cut >= 3 && /^\p{Ll}+$/u.test(word)) {
      lines.push(`${current === '' ? '' : `${current} `}${word.slice(0, cut)}-`);
      current = word.slice(cut);
    } else {
      if (current !== '') lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}
