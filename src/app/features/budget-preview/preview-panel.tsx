import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ParseResult } from '../../../budget/parse/parse-result.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { previewTexts } from '../../texts.ts';
import { BudgetPreview } from './budget-preview.tsx';

/** Spec §2 right-hand panel: title, the download action, and the preview or its placeholder. */
export function PreviewPanel({ result, action }: { result?: ParseResult; action: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 px-3 sm:px-6">
        <CardTitle>{previewTexts.panelTitle}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {result ? (
          <BudgetPreview budget={result.budget} warnings={result.warnings} />
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
