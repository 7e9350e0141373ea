import { FileText, Redo2, Undo2 } from 'lucide-react';
import { useCallback, useRef, type ReactNode } from 'react';
import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { editTexts, previewTexts } from '../../texts.ts';
import type { ItemsTableHandle } from './budget-items-table.tsx';
import { BudgetPreview } from './budget-preview.tsx';
import { ReadingVerdictPanel } from './reading-verdict.tsx';
import type { BudgetEditing } from './use-budget-editing.ts';

/**
 * Spec §2 right-hand panel: title, the download action, and the preview (opening with the
 * reading's verdict) or its placeholder.
 */
export function PreviewPanel({
  result,
  action,
  editing,
}: {
  result?: CheckedParseResult;
  action: ReactNode;
  /** The corrections, when the preview may be corrected: undo and redo beside the title. */
  editing?: BudgetEditing;
}) {
  // The verdict's doubts lead to their items in the table below it.
  const itemsTable = useRef<ItemsTableHandle>(null);
  const showItem = useCallback((item: number) => itemsTable.current?.showItem(item), []);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 px-3 sm:px-6 xl:px-4">
        <CardTitle>{previewTexts.panelTitle}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          {editing && result && (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={editTexts.undoLabel}
                disabled={!editing.canUndo}
                onClick={editing.undo}
              >
                <Undo2 aria-hidden="true" />
                {editTexts.undo}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={editTexts.redoLabel}
                disabled={!editing.canRedo}
                onClick={editing.redo}
              >
                <Redo2 aria-hidden="true" />
                {editTexts.redo}
              </Button>
            </>
          )}
          {action}
        </div>
      </CardHeader>
      <CardContent className="px-3 sm:px-6 xl:px-4">
        {result ? (
          <>
            <ReadingVerdictPanel
              check={result.check}
              warnings={result.warnings}
              items={result.budget.items}
              onEdit={editing?.edit}
              onShowItem={result.budget.items.length > 0 ? showItem : undefined}
              linesEdited={result.budget.linesEdited === true}
            />
            <BudgetPreview
              budget={result.budget}
              warnings={result.warnings}
              onEdit={editing?.edit}
              itemsTable={itemsTable}
            />
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border px-6 py-16 text-center">
            <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{previewTexts.placeholder}</p>
            <p className="text-sm text-muted-foreground">{previewTexts.placeholderHint}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
