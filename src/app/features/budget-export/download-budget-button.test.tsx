// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { judgeReading } from '../../../budget/check/judge-reading.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import {
  exportTexts,
  exportWorkerTexts,
  pdfTexts,
  previewTexts,
  toastTexts,
  userBudgetTexts,
  verdictTexts,
} from '../../texts.ts';
import { DownloadBudgetButton } from './download-budget-button.tsx';

function budgetStating(statedTotal?: number): Budget {
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items: [
      {
        codigo: 'E01',
        resumen: 'Partida',
        uds: 'ud',
        longitud: '',
        anchura: '',
        altura: '',
        parciales: '',
        cantidad: '1,00',
        precio_unitario: 100,
        total: 100,
      },
    ],
    total: 100,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return budget;
}

function renderButton(budget: Budget) {
  render(<Toaster />);
  render(<DownloadBudgetButton budget={budget} check={judgeReading({ budget, warnings: [] })} />);
  return screen.getByRole('button', { name: previewTexts.download });
}

describe('DownloadBudgetButton', () => {
  it('keeps the download possible for a reading that does not reconcile, with the warning beside it', () => {
    const button = renderButton(budgetStating(112.34));
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(verdictTexts.downloadMismatch);
  });

  it('warns that the totals are unchecked when the document states none', () => {
    expect(renderButton(budgetStating())).toHaveAccessibleDescription(
      verdictTexts.downloadUnchecked,
    );
  });

  it('warns that there are items to review when the totals agree but an item is in doubt', () => {
    const budget = budgetStating(100);
    budget.items.push({ ...budget.items[0]!, codigo: 'E02', cantidad: '', total: 0 });
    expect(renderButton(budget)).toHaveAccessibleDescription(verdictTexts.downloadReview);
  });

  it('shows no warning for a reading that reconciles', () => {
    renderButton(budgetStating(100));
    expect(screen.queryByText(verdictTexts.downloadMismatch)).not.toBeInTheDocument();
    expect(screen.queryByText(verdictTexts.downloadUnchecked)).not.toBeInTheDocument();
  });

  it('asks before downloading a budget read without prices, and downloads only once confirmed', async () => {
    const user = userEvent.setup();
    const budget = { ...budgetStating(), availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD'] };
    const button = renderButton(budget as Budget);
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: userBudgetTexts.noPricesTitle });
    expect(dialog).toHaveTextContent(userBudgetTexts.noPricesMessage);
    await user.click(within(dialog).getByRole('button', { name: userBudgetTexts.noPricesCancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(previewTexts.downloading)).toBeNull();

    await user.click(button);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: userBudgetTexts.noPricesConfirm,
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The download starts and ends: jsdom has no Web Worker, so it ends with the Spanish reason,
    // as a browser that cannot start the export worker would, and the button is free again.
    expect(
      await screen.findByText(`${toastTexts.downloadErrorMessage} ${exportWorkerTexts.notStarted}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(previewTexts.downloading)).toBeNull();
  });

  it('offers the full descriptions as a choice, off by default (the shorter document)', async () => {
    const user = userEvent.setup();
    renderButton(budgetStating(100));
    const choice = screen.getByRole('checkbox', { name: exportTexts.fullDescriptions });
    expect(choice).not.toBeChecked();
    await user.click(choice);
    expect(choice).toBeChecked();
  });

  it('downloads a priced budget without asking', async () => {
    const user = userEvent.setup();
    await user.click(renderButton(budgetStating(100)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('DownloadBudgetButton before a budget is read', () => {
  it('offers no download and no choice of descriptions: there is nothing to print yet', () => {
    render(<DownloadBudgetButton />);
    for (const name of [
      previewTexts.download,
      pdfTexts.download,
      exportTexts.downloadBc3,
      exportTexts.downloadXlsx,
    ])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: exportTexts.fullDescriptions })).toBeDisabled();
  });
});

describe('DownloadBudgetButton, the .bc3 and Excel downloads', () => {
  it('offers both beside the Word download, enabled when there is a budget', () => {
    const budget = budgetStating(100);
    render(<DownloadBudgetButton budget={budget} check={judgeReading({ budget, warnings: [] })} />);
    expect(screen.getByRole('button', { name: exportTexts.downloadBc3 })).toBeEnabled();
    expect(screen.getByRole('button', { name: exportTexts.downloadXlsx })).toBeEnabled();
  });
});

describe('DownloadBudgetButton, the branded PDF', () => {
  it('offers "Descargar PDF" beside the Word download, with the same warning', () => {
    const budget = budgetStating(112.34);
    render(<DownloadBudgetButton budget={budget} check={judgeReading({ budget, warnings: [] })} />);
    const pdf = screen.getByRole('button', { name: pdfTexts.download });
    expect(pdf).toBeEnabled();
    expect(pdf).toHaveAccessibleDescription(verdictTexts.downloadMismatch);
  });

  it('asks before a PDF without prices, saying it is the PDF, and starts it once confirmed', async () => {
    const user = userEvent.setup();
    const budget = { ...budgetStating(), availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD'] };
    render(
      <DownloadBudgetButton
        budget={budget as Budget}
        check={judgeReading({ budget: budget as Budget, warnings: [] })}
      />,
    );
    await user.click(screen.getByRole('button', { name: pdfTexts.download }));
    const dialog = screen.getByRole('alertdialog', { name: userBudgetTexts.noPricesTitle });
    expect(dialog).toHaveTextContent(pdfTexts.noPricesMessage);
    await user.click(within(dialog).getByRole('button', { name: userBudgetTexts.noPricesConfirm }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(pdfTexts.preparing)).toBeInTheDocument();
  });
});
