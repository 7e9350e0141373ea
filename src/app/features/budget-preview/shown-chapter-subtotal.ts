import { isPlausibleFigure } from '../../../budget/model/money.ts';
import type { OutlineChapter } from './build-budget-outline.ts';

/**
 * A chapter's subtotal in the preview: as read, the figure the document states for the chapter,
 * as the Word and PDF print it (the verdict says where it differs from the lines); once the user
 * has corrected a line, or where the document states none, the sum of its lines as they stand.
 */
export function shownChapterSubtotal(node: OutlineChapter, documentFigures: boolean): number {
  const stated = node.chapter.statedTotal;
  return documentFigures && stated !== undefined && isPlausibleFigure(stated)
    ? stated
    : node.subtotalCents / 100;
}
