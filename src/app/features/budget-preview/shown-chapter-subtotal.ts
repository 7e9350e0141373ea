import { chooseShownFigure } from '../../../budget/check/choose-shown-total.ts';
import type { OutlineChapter } from './build-budget-outline.ts';

/**
 * A chapter's subtotal in the preview: as read, the figure the document states for the chapter,
 * as the Word and PDF print it (the verdict says where it differs from the lines); once the user
 * has corrected a line, or where the document states none, the sum of its lines as they stand.
 */
export function shownChapterSubtotal(node: OutlineChapter, documentFigures: boolean): number {
  return chooseShownFigure(node.chapter.statedTotal, node.subtotalCents / 100, !documentFigures);
}
