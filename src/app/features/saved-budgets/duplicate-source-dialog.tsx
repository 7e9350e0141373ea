import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { savedBudgetTexts } from '../../texts.ts';
import { formatSavedAt } from './format-saved-at.ts';
import { savedBudgetName } from './saved-document.ts';
import type { DuplicateChoice, DuplicateSource } from './use-saved-budget.ts';

/**
 * Asks, when the bytes just read were saved before, whether to open that budget (with the
 * corrections saved in it) or keep both. Opening is the default (Escape, first focus): a
 * second copy is made only when the user says so.
 */
export function DuplicateSourceDialog({
  duplicate,
  onChoose,
}: {
  duplicate: DuplicateSource | undefined;
  onChoose: (choice: DuplicateChoice) => void;
}) {
  return (
    <ConfirmDialog
      open={duplicate !== undefined}
      title={savedBudgetTexts.duplicateTitle(duplicate?.fromFile ?? true)}
      description={
        duplicate === undefined
          ? ''
          : savedBudgetTexts.duplicateMessage(
              savedBudgetName(duplicate.existing),
              formatSavedAt(duplicate.existing.updatedAt),
            )
      }
      cancelLabel={savedBudgetTexts.duplicateOpen}
      confirmLabel={savedBudgetTexts.duplicateKeepBoth}
      onCancel={() => onChoose('open-saved')}
      onConfirm={() => onChoose('keep-both')}
    />
  );
}
