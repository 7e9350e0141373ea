import { TriangleAlert, CircleCheck } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import {
  computeBudgetSummary,
  summaryLines,
  type SummaryLineKind,
} from '../../../budget/check/compute-budget-summary.ts';
import { reconcileBudget } from '../../../budget/check/reconcile-budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { formatPercent } from '../../../budget/model/format-percent.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { describeWarning } from '../../../budget/parse/describe-warning.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import { cn } from '../../components/ui/cn.ts';
import { checkTexts } from '../../texts.ts';

/** How many warnings are listed; a badly recognised file can yield thousands. */
const MAX_WARNINGS_LISTED = 200;

/**
 * What the user should check before trusting the result: whether the parsed
 * total matches the document's own (and which chapters differ), the summary
 * block (PEM, GG, BI, IVA, contract total) and the parser's warnings.
 */
export function BudgetChecks({
  budget,
  warnings,
  showTotals,
}: {
  budget: Budget;
  warnings: readonly ParseWarning[];
  showTotals: boolean;
}) {
  const reconciliation = useMemo(() => reconcileBudget(budget), [budget]);
  const summary = useMemo(() => computeBudgetSummary(budget), [budget]);
  const listed = useMemo(
    () => warnings.slice(0, MAX_WARNINGS_LISTED).map(describeWarning),
    [warnings],
  );
  const mismatched = reconciliation.chapters.filter((chapter) => chapter.matches === false);

  return (
    <section className="flex flex-col gap-3">
      {showTotals && reconciliation.totalMatches === true && (
        <p role="status" className="flex items-center gap-2 text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {checkTexts.totalMatches}
        </p>
      )}
      {showTotals &&
        reconciliation.totalMatches === false &&
        reconciliation.statedTotal !== undefined && (
          <div role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
              {checkTexts.totalDiffers(
                formatMoney(reconciliation.parsedTotal),
                formatMoney(reconciliation.statedTotal),
              )}
            </p>
            {mismatched.length > 0 && (
              <>
                <p className="mt-2">{checkTexts.differingChapters}</p>
                <ul className="ml-5 list-disc">
                  {mismatched.map((chapter) => (
                    <li key={chapter.code}>
                      {chapter.code} {chapter.title}: {formatMoney(chapter.parsed)}
                      {chapter.stated !== undefined && ` / ${formatMoney(chapter.stated)}`}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}

      {summary && (
        <section aria-label={checkTexts.summaryTitle} className="self-end">
          <h4 className="mb-1 text-sm font-semibold">{checkTexts.summaryTitle}</h4>
          <dl className="grid min-w-72 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            {summaryLines(summary).map((line) => {
              const strong = line.kind === 'contractTotal' ? 'font-semibold' : undefined;
              return (
                <Fragment key={line.kind}>
                  <dt className={strong}>
                    {summaryLabel(line.kind, formatPercent(line.percent ?? 0))}
                  </dt>
                  <dd className={cn('text-right tabular-nums', strong)}>
                    {formatMoney(line.amount)}
                  </dd>
                </Fragment>
              );
            })}
          </dl>
        </section>
      )}

      {warnings.length > 0 && (
        <details className="rounded-md border border-warning/40 bg-warning/5 p-3">
          <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {checkTexts.warningsTitle(warnings.length)}
          </summary>
          <ul className="mt-2 flex max-h-64 list-disc flex-col gap-1 overflow-auto pl-5 text-xs">
            {listed.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The Spanish label of each summary line, from the texts module. */
function summaryLabel(kind: SummaryLineKind, percent: string): string {
  switch (kind) {
    case 'pem':
      return checkTexts.pem;
    case 'gastosGenerales':
      return checkTexts.gastosGenerales(percent);
    case 'beneficioIndustrial':
      return checkTexts.beneficioIndustrial(percent);
    case 'base':
      return checkTexts.baseBeforeIva;
    case 'iva':
      return checkTexts.iva(percent);
    case 'contractTotal':
      return checkTexts.contractTotal;
  }
}
