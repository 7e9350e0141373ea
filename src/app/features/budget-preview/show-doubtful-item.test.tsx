// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { sizeVirtualTableBoxes } from '../../testing/size-virtual-table-boxes.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget, BudgetItem } from '../../../budget/model/budget.ts';
import { previewTexts, verdictTexts } from '../../texts.ts';
import { PreviewPanel } from './preview-panel.tsx';

/**
 * jsdom lays nothing out: give the scroll region and the rows the sizes a browser would, so
 * that the virtualised table renders a window of rows (as budget-items-table.test.tsx does).
 */
const VIEW_PX = 600;
const ROW_PX = 50;
sizeVirtualTableBoxes({ viewPx: VIEW_PX, rowPx: ROW_PX });

const ITEMS = 3000;
/** The item that lost its figures: far below the rows first rendered. */
const BARE_AT = 2400;
const code = (index: number) => `E${String(index + 1).padStart(4, '0')}`;

function item(index: number): BudgetItem {
  const bare = index === BARE_AT;
  return {
    codigo: code(index),
    resumen: `Partida ${index + 1}`,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: bare ? '' : '2',
    precio_unitario: bare ? 0 : 10,
    total: bare ? 0 : 20,
  };
}

/** A budget whose total agrees with the document, one item read without figures. */
function doubtfulReading() {
  const items = Array.from({ length: ITEMS }, (_, index) => item(index));
  const total = 20 * (ITEMS - 1);
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'CALLE MAYOR',
    items,
    total,
    statedTotal: total,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
  };
  return checkParseResult({ budget, warnings: [] });
}

describe('the verdict’s doubts in the preview', () => {
  it('takes the user from a doubtful item in the verdict to its row, far down the table', async () => {
    const user = userEvent.setup();
    const result = doubtfulReading();
    expect(result.check.status).toBe('review');
    render(<PreviewPanel result={result} action={null} />);
    const table = screen.getByRole('table', { name: previewTexts.servicesDetail });
    expect(within(table).queryByText(code(BARE_AT))).not.toBeInTheDocument();

    const verdict = screen.getByRole('region', { name: verdictTexts.title });
    await user.click(
      within(verdict).getByRole('button', {
        name: verdictTexts.showItemLabel(BARE_AT + 1, code(BARE_AT)),
      }),
    );

    const row = within(table).getByText(code(BARE_AT)).closest('[role="row"]')!;
    expect(row).toHaveAttribute('aria-rowindex', String(BARE_AT + 2));
    expect(row).toHaveAttribute('data-pointed', 'true');
    expect(row).toHaveFocus();
  });
});
