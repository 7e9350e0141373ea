import { toast } from 'sonner';
import type { ReadingVerdict } from '../../../budget/check/judge-reading.ts';
import type { BudgetItem } from '../../../budget/model/budget.ts';
import { readsNothing } from '../../shared/reads-nothing.ts';
import { toastTexts } from '../../texts.ts';

/** A toast names at most this many differing chapters; the preview lists them all. */
const CHAPTERS_NAMED_IN_TOAST = 3;

export interface ImportToast {
  /** 'warning' is not destructive: the budget is read, and can still be downloaded. */
  variant: 'success' | 'warning';
  title: string;
  description: string;
}

/** Where a reading differs from its document, in words: "el total, capítulos 01, 03 y 2 más". */
function describeWhere(check: ReadingVerdict): string {
  const parts: string[] = [];
  if (check.totalAgreement === 'mismatch') parts.push(toastTexts.mismatchTotal);
  const chapters = check.chapters
    .filter((chapter) => chapter.agreement === 'mismatch')
    .map((chapter) => chapter.code);
  if (chapters.length > 0)
    parts.push(
      toastTexts.mismatchChapters(
        chapters.slice(0, CHAPTERS_NAMED_IN_TOAST).join(', '),
        Math.max(0, chapters.length - CHAPTERS_NAMED_IN_TOAST),
      ),
    );
  if (check.amountMismatches > 0) parts.push(toastTexts.mismatchAmounts(check.amountMismatches));
  return parts.join(', ');
}

/**
 * The toast after a reading: the spec's success toast only when the reading reconciles
 * with the document's own totals; otherwise a warning that says what differs and where
 * to look, or that there was nothing to check against.
 */
export function chooseImportToast(
  check: ReadingVerdict,
  itemCount: number,
  successTitle: string,
  /** The reading is spec §5's ERROR item alone: no item was found, there is none to review. */
  nothingRead = false,
): ImportToast {
  if (nothingRead)
    return {
      variant: 'warning',
      title: toastTexts.nothingReadTitle,
      description: toastTexts.nothingReadMessage,
    };
  switch (check.status) {
    case 'reconciled':
      return {
        variant: 'success',
        title: successTitle,
        description: toastTexts.itemsExtracted(itemCount),
      };
    case 'rounding':
      return {
        variant: 'warning',
        title: toastTexts.roundingTitle,
        description: toastTexts.roundingMessage,
      };
    case 'review':
      return {
        variant: 'warning',
        title: toastTexts.reviewTitle,
        description: toastTexts.reviewMessage(
          new Set(check.doubts.map((doubt) => doubt.item)).size,
        ),
      };
    case 'mismatch':
      return {
        variant: 'warning',
        title: toastTexts.mismatchTitle,
        description: toastTexts.mismatchMessage(describeWhere(check)),
      };
    case 'unchecked':
      return {
        variant: 'warning',
        title: toastTexts.uncheckedTitle,
        description:
          check.documentKind === 'price-database'
            ? toastTexts.priceDatabaseMessage
            : toastTexts.uncheckedMessage,
      };
  }
}

/** Shows the toast chosen for a reading. */
export function showImportToast(
  check: ReadingVerdict,
  items: readonly BudgetItem[],
  successTitle: string,
) {
  const chosen = chooseImportToast(check, items.length, successTitle, readsNothing(items));
  toast[chosen.variant](chosen.title, { description: chosen.description });
}
