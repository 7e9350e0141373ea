import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { previewTexts } from '../../texts.ts';
import { BudgetPreview } from './budget-preview.tsx';
import { ReadingVerdictPanel } from './reading-verdict.tsx';

/**
 * Spec §2 right-hand panel: title, the download action, and the preview (opening with the
 * reading's verdict) or its placeholder.
 */
export function PreviewPanel({
  result,
  action,
}: {
  result?: CheckedParseResult;
  action: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 px-3 sm:px-6">
        <CardTitle>{previewTexts.panelTitle}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {result ? (
          <>
            <ReadingVerdictPanel check={result.check} warnings={result.warnings} />
            <BudgetPreview budget={result.budget} warnings={result.warnings} />
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
