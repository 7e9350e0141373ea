import type { BudgetChapter } from '../model/budget.ts';

/** A chapter while a reader builds the tree: the sum of its items so far, in cents. */
export interface ChapterDraft<Draft> {
  chapter: BudgetChapter;
  parent: Draft | undefined;
  cents: number;
  items: number;
}

/**
 * The chapters worth showing, in reading order, each with its total set from its cents: those
 * holding items or stating a figure, and every chapter enclosing one. A heading read as a
 * chapter but holding nothing (a title row, a running head) is left out. Shared by the layout
 * reader's and the table stage's chapter trees.
 */
export function keepFilledChapters<Draft extends ChapterDraft<Draft>>(
  drafts: readonly Draft[],
): Draft[] {
  const kept = new Set<Draft>();
  for (const draft of drafts) {
    if (draft.items === 0 && draft.chapter.statedTotal === undefined) continue;
    for (let at: Draft | undefined = draft; at; at = at.parent) kept.add(at);
  }
  const filled = drafts.filter((draft) => kept.has(draft));
  for (const draft of filled) draft.chapter.total = draft.cents / 100;
  return filled;
}
