import type { Ref } from 'react';
import { chooseShownTotal } from '../../../budget/check/choose-shown-total.ts';
import type { BudgetEdit, EditableHeaderField } from '../../../budget/edit/apply-budget-edit.ts';
import { chooseDocumentDate } from '../../../budget/export/choose-document-date.ts';
import { knownClient } from '../../../budget/export/known-client.ts';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { isPlausibleFigure } from '../../../budget/model/money.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { editTexts, headerTexts, previewTexts, userBudgetTexts } from '../../texts.ts';
import { BudgetChecks } from './budget-checks.tsx';
import { BudgetItemsTable, type ItemsTableHandle } from './budget-items-table.tsx';
import { ClientPrompt } from './client-prompt.tsx';
import { HeaderField } from './header-field.tsx';
import { formatLongDate, hasTotalsColumn, toIsoDate } from './preview-format.ts';

/** Spec §2 budget preview: the branded document as the Word file will show it. */
export function BudgetPreview({
  budget,
  warnings,
  now = new Date(),
  onEdit,
  itemsTable,
}: {
  budget: Budget;
  warnings: readonly ParseWarning[];
  now?: Date;
  /** Present when the budget may be corrected; returns the Spanish reason of a refusal. */
  onEdit?: (edit: BudgetEdit) => string | undefined;
  /** Lets the verdict above the preview take the user to an item of the table. */
  itemsTable?: Ref<ItemsTableHandle>;
}) {
  const columns = budget.availableColumns;
  const { contact } = companyBranding;
  // As read, the document's own total wins and a difference with the items' sum is said; once
  // the user corrected lines, the total is their sum and the document's figure is said instead.
  const shownTotal = chooseShownTotal(budget);
  const differenceCents = Math.round(budget.total * 100) - Math.round(shownTotal * 100);
  const editedAwayFrom =
    budget.linesEdited === true &&
    budget.statedTotal !== undefined &&
    isPlausibleFigure(budget.statedTotal) &&
    Math.round(budget.statedTotal * 100) !== Math.round(shownTotal * 100)
      ? budget.statedTotal
      : undefined;
  const date = chooseDocumentDate(budget, now);
  // The spec's "Cliente no identificado" shows here, and the field asks for the real one.
  const client = knownClient(budget);
  const setHeader =
    onEdit &&
    ((field: EditableHeaderField) => (value: string) =>
      onEdit({ kind: 'set-header', field, value }));

  return (
    <article
      aria-label={`${previewTexts.heading} ${budget.id}`}
      className="flex flex-col gap-6 rounded-lg border border-border bg-white p-4 text-sm sm:p-6 xl:p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-primary pb-4">
        <div className="flex items-center gap-3">
          <CompanyLogo alt={headerTexts.logoAlt} className="h-12" />
          <p className="font-semibold text-foreground">{companyBranding.legalName}</p>
        </div>
        <div className="sm:text-right">
          <h3 className="text-2xl font-bold tracking-wide text-primary">{previewTexts.heading}</h3>
          <p className="font-medium">
            {previewTexts.number}{' '}
            <HeaderField
              label={editTexts.headerNumber}
              shown={budget.id}
              initial={budget.id}
              onCommit={setHeader?.('id')}
            />
          </p>
          <p className="text-muted-foreground">
            <HeaderField
              label={editTexts.headerDate}
              shown={formatLongDate(date)}
              initial={toIsoDate(date)}
              type="date"
              onCommit={setHeader?.('date')}
            />
          </p>
        </div>
      </header>

      {/* Client, work and location side by side where there is room: stacked, they pushed the
          first items below a 1280×800 screen. */}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <section aria-label={previewTexts.client}>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {previewTexts.client}
          </p>
          {client === undefined && setHeader !== undefined ? (
            <>
              {/* The spec's preview text, then the field that asks for the real client. */}
              <p className="text-base font-medium">{budget.client}</p>
              <ClientPrompt onCommit={setHeader('client')} />
            </>
          ) : (
            <p className="text-base font-medium">
              <HeaderField
                label={editTexts.headerClient}
                shown={budget.client}
                initial={client ?? ''}
                onCommit={setHeader?.('client')}
              />
            </p>
          )}
        </section>

        {(budget.title !== undefined || setHeader !== undefined) && (
          <section aria-label={editTexts.headerTitle}>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {editTexts.headerTitle}
            </p>
            <p className="text-base font-medium">
              <HeaderField
                label={editTexts.headerTitle}
                shown={budget.title ?? editTexts.noTitle}
                initial={budget.title ?? ''}
                onCommit={setHeader?.('title')}
              />
            </p>
          </section>
        )}

        {(budget.location !== undefined || setHeader !== undefined) && (
          <section aria-label={editTexts.headerLocation}>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {editTexts.headerLocation}
            </p>
            <p className="font-medium">
              <HeaderField
                label={editTexts.headerLocation}
                shown={budget.location ?? editTexts.noLocation}
                initial={budget.location ?? ''}
                onCommit={setHeader?.('location')}
              />
            </p>
          </section>
        )}
      </div>

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
          <BudgetItemsTable
            items={budget.items}
            chapters={budget.chapters}
            columns={columns}
            documentFigures={budget.linesEdited !== true}
            onEdit={onEdit}
            handle={itemsTable}
          />
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
            <span className="text-lg font-bold tabular-nums">{formatMoney(shownTotal)}</span>
          </div>
          {differenceCents !== 0 && (
            <p className="text-xs text-muted-foreground">
              {previewTexts.totalNote(
                formatMoney(budget.total),
                `${differenceCents > 0 ? '+' : ''}${formatMoney(differenceCents / 100)}`,
              )}
            </p>
          )}
          {editedAwayFrom !== undefined && (
            <p className="text-xs text-muted-foreground">
              {userBudgetTexts.documentSaid(formatMoney(editedAwayFrom))}
            </p>
          )}
        </section>
      )}

      <BudgetChecks budget={budget} warnings={warnings} />

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
