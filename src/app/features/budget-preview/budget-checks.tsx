import { Fragment, useMemo } from 'react';
import {
  computeBudgetSummary,
  summaryLines,
  type SummaryLineKind,
} from '../../../budget/check/compute-budget-summary.ts';
import { warningsBesideVerdict } from '../../../budget/check/judge-reading.ts';
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
 * Below the items: the summary block (PEM, GG, BI, IVA, contract total) and the
 * reader's warnings that the verdict above the preview does not already state.
 */
export function BudgetChecks({
  budget,
  warnings,
}: {
  budget: Budget;
  warnings: readonly ParseWarning[];
}) {
  const summary = useMemo(() => computeBudgetSummary(budget), [budget]);
  // The verdict above the preview already states differences, unplaced lines and the kind.
  const others = useMemo(() => warningsBesideVerdict(warnings), [warnings]);
  const listed = useMemo(() => others.slice(0, MAX_WARNINGS_LISTED).map(describeWarning), [others]);

  return (
    <section className="flex flex-col gap-3">
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

      {others.length > 0 && (
        <details className="rounded-md border border-warning/40 bg-warning/5 p-3">
          <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {checkTexts.warningsTitle(others.length)}
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
