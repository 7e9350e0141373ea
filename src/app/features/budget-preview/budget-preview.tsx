import { memo, useMemo } from 'react';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget, BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import {
  formatItemCell,
  NUMERIC_COLUMNS,
  splitResumen,
} from '../../../budget/export/format-item-cell.ts';
import { formatMoney } from '../../../budget/export/format-money.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { cn } from '../../components/ui/cn.ts';
import { headerTexts, previewTexts } from '../../texts.ts';
import { BudgetChecks } from './budget-checks.tsx';
import { formatLongDate, hasTotalsColumn, previewHeader } from './preview-format.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

const ItemRow = memo(function ItemRow({
  item,
  columns,
  shaded,
}: {
  item: BudgetItem;
  columns: readonly ColumnName[];
  shaded: boolean;
}) {
  return (
    <tr className={cn('align-top [content-visibility:auto]', shaded && 'bg-row-alt')}>
      {columns.map((column) => {
        if (column === 'RESUMEN') {
          const { title, description, unit } = splitResumen(item);
          return (
            <td key={column} className="min-w-56 px-2 py-1.5">
              <span className="font-medium">
                {unit && <span className="mr-1 text-muted-foreground">{unit}</span>}
                {title}
              </span>
              {description.map((line, index) => (
                <span key={index} className="block text-xs text-muted-foreground">
                  {line}
                </span>
              ))}
            </td>
          );
        }
        return (
          <td
            key={column}
            className={cn(
              'px-2 py-1.5 whitespace-nowrap',
              NUMERIC_COLUMNS.has(column) && 'text-right tabular-nums',
            )}
          >
            {formatItemCell(item, column)}
          </td>
        );
      })}
    </tr>
  );
});

/** Spec §2 budget preview: the branded document as the Word file will show it. */
export function BudgetPreview({
  budget,
  warnings,
  now = new Date(),
}: {
  budget: Budget;
  warnings: readonly ParseWarning[];
  now?: Date;
}) {
  const columns = budget.availableColumns;
  const shown = useProgressiveCount(budget.items.length, budget);
  const rows = useMemo(() => budget.items.slice(0, shown), [budget.items, shown]);
  const { contact } = companyBranding;

  return (
    <article
      aria-label={`${previewTexts.heading} ${budget.id}`}
      className="flex flex-col gap-6 rounded-lg border border-border bg-white p-4 text-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-primary pb-4">
        <div className="flex items-center gap-3">
          <CompanyLogo alt={headerTexts.logoAlt} className="h-12" />
          <p className="font-semibold text-foreground">{companyBranding.legalName}</p>
        </div>
        <div className="text-right">
          <h3 className="text-2xl font-bold tracking-wide text-primary">{previewTexts.heading}</h3>
          <p className="font-medium">
            {previewTexts.number} {budget.id}
          </p>
          <p className="text-muted-foreground">{formatLongDate(now)}</p>
        </div>
      </header>

      <section aria-label={previewTexts.client}>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {previewTexts.client}
        </p>
        <p className="text-base font-medium">{budget.client}</p>
      </section>

      <section className="flex flex-col gap-2">
        <h4 className="text-base font-semibold">{previewTexts.servicesDetail}</h4>
        {budget.items.length === 0 ? (
          <div
            role="alert"
            className="rounded-md border border-destructive/30 bg-destructive/5 p-4"
          >
            <p className="font-medium text-destructive">{previewTexts.noItems}</p>
            <p className="mt-1 text-muted-foreground">
              {previewTexts.detectedColumns} {columns.join(', ')}
            </p>
          </div>
        ) : (
          <div
            role="region"
            aria-label={previewTexts.servicesDetail}
            // Scrollable, so keyboard users must be able to focus it to scroll.
            tabIndex={0}
            className="max-h-[70vh] overflow-auto rounded-md border border-border"
          >
            <table className="w-full border-collapse text-xs">
              <caption className="sr-only">
                {previewTexts.servicesDetail}: {previewTexts.itemCount(budget.items.length)}
              </caption>
              <thead className="sticky top-0 z-10 bg-table-header text-white">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(
                        'px-2 py-2 text-left font-semibold whitespace-nowrap',
                        NUMERIC_COLUMNS.has(column) && 'text-right',
                      )}
                    >
                      {previewHeader(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((item, index) => (
                  <ItemRow key={index} item={item} columns={columns} shaded={index % 2 === 1} />
                ))}
              </tbody>
            </table>
            {shown < budget.items.length && (
              <p role="status" className="p-2 text-center text-xs text-muted-foreground">
                {previewTexts.renderingRows(shown, budget.items.length)}
              </p>
            )}
          </div>
        )}
      </section>

      {hasTotalsColumn(columns) && (
        <section className="flex flex-col items-end gap-2">
          <div
            role="group"
            aria-label={previewTexts.total}
            className="flex min-w-64 items-center justify-between gap-6 rounded-md bg-primary px-4 py-3 text-primary-foreground"
          >
            <span className="font-semibold">{previewTexts.total}</span>
            <span className="text-lg font-bold tabular-nums">{formatMoney(budget.total)}</span>
          </div>
        </section>
      )}

      <BudgetChecks budget={budget} warnings={warnings} showTotals={hasTotalsColumn(columns)} />

      <footer className="flex flex-col gap-1 border-t border-border pt-4 text-xs text-muted-foreground">
        <p className="font-medium text-foreground">
          {companyBranding.legalName} · CIF {companyBranding.taxId}
        </p>
        <p>
          {contact.address} · {contact.phone} · {contact.email} · {contact.web}
        </p>
        <p className="mt-1 font-medium text-foreground">{previewTexts.validity}</p>
      </footer>
    </article>
  );
}
