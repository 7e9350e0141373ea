// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { sizeVirtualTableBoxes } from '../../testing/size-virtual-table-boxes.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget, BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { editTexts, itemSearchTexts, previewTexts } from '../../texts.ts';
import { BudgetItemsTable } from './budget-items-table.tsx';
import { useBudgetEditing } from './use-budget-editing.ts';

/**
 * jsdom lays nothing out: every box measures 0 and the virtualiser would see no room for a
 * single row. Give the scroll region and the rows the sizes a browser would, as TanStack
 * Virtual's maintainers advise for tests (TanStack/virtual#641).
 */
const VIEW_PX = 600;
const ROW_PX = 50;
sizeVirtualTableBoxes({ viewPx: VIEW_PX, rowPx: ROW_PX });

const COLUMNS: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
const LARGE = 5000;
/** Items whose summary mentions concrete, far apart: the search has to bring them into view. */
const CONCRETE_AT = [10, 2500, 4900];

const code = (index: number) => `E${String(index + 1).padStart(4, '0')}`;

function item(index: number): BudgetItem {
  const title = CONCRETE_AT.includes(index) ? 'HORMIGÓN HM-20 EN SOLERA' : `Partida ${index + 1}`;
  return {
    codigo: code(index),
    resumen: `${title}\nDescripción de la partida.`,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '2',
    precio_unitario: 10,
    total: 20,
  };
}

function items(count: number): BudgetItem[] {
  return Array.from({ length: count }, (_, index) => item(index));
}

/** The table as the preview composes it: corrected through the same editing state. */
function CorrectableTable({ count }: { count: number }) {
  const [read] = useState(() => {
    const budget: Budget = {
      id: 'PRE-2026-001',
      client: 'CALLE MAYOR',
      items: items(count),
      total: 20 * count,
      availableColumns: COLUMNS,
    };
    return checkParseResult({ budget, warnings: [] });
  });
  const editing = useBudgetEditing(read);
  return (
    <>
      <output aria-label={previewTexts.total}>{formatMoney(editing.result!.budget.total)}</output>
      <BudgetItemsTable
        items={editing.result!.budget.items}
        columns={COLUMNS}
        onEdit={editing.edit}
      />
    </>
  );
}

const table = () => screen.getByRole('table', { name: previewTexts.servicesDetail });
const region = () => screen.getByRole('region', { name: previewTexts.servicesDetail });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const searchBox = () => screen.getByRole('searchbox', { name: itemSearchTexts.label });
const searchStatus = () =>
  within(screen.getByRole('search', { name: itemSearchTexts.region })).getByRole('status');
const priceCell = (index: number) =>
  screen.getByTitle(editTexts.editCell(editTexts.fieldNames.precio_unitario, code(index)));
const codeCell = (index: number) =>
  screen.getByTitle(editTexts.editCell(editTexts.fieldNames.codigo, code(index)));
const currentMatch = () => bodyRows().find((row) => row.getAttribute('aria-current') === 'true');

/** Scrolls the table's region as the user's wheel would. */
function scrollTo(top: number) {
  region().scrollTop = top;
  fireEvent.scroll(region());
}

describe('the items table of a large budget', () => {
  it('renders only the rows in view, and tells assistive technology how many there are', () => {
    render(<BudgetItemsTable items={items(LARGE)} columns={COLUMNS} />);
    expect(table()).toHaveAttribute('aria-rowcount', String(LARGE + 1));
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(VIEW_PX / ROW_PX);
    expect(rows.length).toBeLessThan(50);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText(code(0))).toBeInTheDocument();
    expect(screen.queryByText(code(LARGE - 1))).toBeNull();
  });

  it('brings every row into the page as the table scrolls, down to the last', () => {
    render(<BudgetItemsTable items={items(LARGE)} columns={COLUMNS} />);
    scrollTo((LARGE * ROW_PX) / 2);
    const halfway = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(halfway.length).toBeLessThan(50);
    expect(Math.min(...halfway.slice(1))).toBeGreaterThan(LARGE / 3);
    // The first row holds the table's focusable cell: it stays, wherever the view is.
    expect(halfway[0]).toBe(2);
    // Past the end, as a fling would ask; the view stops at the last row.
    scrollTo(LARGE * ROW_PX * 2);
    const last = bodyRows().at(-1)!;
    expect(last).toHaveAttribute('aria-rowindex', String(LARGE + 1));
    expect(last).toHaveTextContent(code(LARGE - 1));
  });

  it('finds items as the user types, whatever the accents and case, and counts them', async () => {
    const user = userEvent.setup();
    render(<BudgetItemsTable items={items(LARGE)} columns={COLUMNS} />);
    await user.type(searchBox(), 'hormigon');
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(1, 3));
    expect(currentMatch()).toHaveTextContent(code(CONCRETE_AT[0]!));

    await user.clear(searchBox());
    await user.type(searchBox(), 'HM-20 en SOLERA');
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(1, 3));
    await user.clear(searchBox());
    await user.type(searchBox(), 'cemento');
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(0, 0));
    expect(currentMatch()).toBeUndefined();
  });

  it('moves to the next and previous match with Enter, Shift+Enter and the arrows, far out of view', async () => {
    const user = userEvent.setup();
    render(<BudgetItemsTable items={items(LARGE)} columns={COLUMNS} />);
    await user.type(searchBox(), 'hormigón{Enter}');
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(2, 3));
    // Item 2,501 was never in view: the search brought it into the page.
    expect(currentMatch()).toHaveTextContent(code(CONCRETE_AT[1]!));
    expect(currentMatch()).toHaveAttribute('aria-rowindex', String(CONCRETE_AT[1]! + 2));
    await user.keyboard('{ArrowDown}');
    expect(currentMatch()).toHaveTextContent(code(CONCRETE_AT[2]!));
    // Past the last match, round to the first.
    await user.keyboard('{Enter}');
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(1, 3));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(currentMatch()).toHaveTextContent(code(CONCRETE_AT[2]!));
    await user.keyboard('{ArrowUp}');
    expect(currentMatch()).toHaveTextContent(code(CONCRETE_AT[1]!));
    await user.click(screen.getByRole('button', { name: itemSearchTexts.next }));
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(3, 3));

    await user.click(searchBox());
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(searchStatus()).toHaveTextContent('');
    expect(currentMatch()).toBeUndefined();
  });

  it('makes the match the row to correct: the price of a found item is corrected with the keyboard', async () => {
    const user = userEvent.setup();
    render(<CorrectableTable count={LARGE} />);
    await user.type(searchBox(), `${code(4000)}{Enter}`);
    priceCell(4000).focus();
    await user.keyboard('{Enter}{Control>}a{/Control}15{Enter}');
    expect(priceCell(4000)).toHaveFocus();
    expect(priceCell(4000).textContent).toBe(formatMoney(15));
    expect(screen.getByRole('status', { name: previewTexts.total }).textContent).toBe(
      formatMoney(20 * LARGE + 10),
    );
  });

  it('keeps a correction being typed when its row scrolls far out of view', async () => {
    const user = userEvent.setup();
    render(<CorrectableTable count={LARGE} />);
    priceCell(0).focus();
    await user.keyboard('{Enter}{Control>}a{/Control}12');
    scrollTo(LARGE * ROW_PX * 2);
    expect(screen.queryByText(code(1))).toBeNull();
    const field = screen.getByRole('textbox', {
      name: editTexts.editCell(editTexts.fieldNames.precio_unitario, code(0)),
    });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('12');
    await user.keyboard('{Enter}');
    expect(priceCell(0).textContent).toBe(formatMoney(12));
    expect(priceCell(0)).toHaveFocus();
  });

  it('walks with the arrow keys beyond the rows first rendered, the focus following', async () => {
    const user = userEvent.setup();
    render(<CorrectableTable count={LARGE} />);
    codeCell(0).focus();
    const steps = 40;
    await user.keyboard('{ArrowDown}'.repeat(steps));
    expect(codeCell(steps)).toHaveFocus();
    await user.keyboard('{Delete}');
    await user.click(screen.getByRole('button', { name: editTexts.delete }));
    expect(screen.queryByTitle(editTexts.editCell('Código', code(steps)))).toBeNull();
    expect(table()).toHaveAttribute('aria-rowcount', String(LARGE));
    expect(codeCell(steps + 1)).toHaveFocus();
  });
});

describe('the items table of a small budget', () => {
  it('renders every row at once, so that it prints whole', () => {
    render(<BudgetItemsTable items={items(200)} columns={COLUMNS} />);
    expect(bodyRows()).toHaveLength(200);
    expect(screen.getByText(code(199))).toBeInTheDocument();
  });

  it('finds and marks the matching rows, and Escape clears the search', async () => {
    const user = userEvent.setup();
    render(<BudgetItemsTable items={items(20)} columns={COLUMNS} />);
    await user.type(searchBox(), 'partida 1');
    // Partida 1 and Partida 10 to 19 (item 11 is concrete, not "Partida 11").
    expect(searchStatus()).toHaveTextContent(itemSearchTexts.matches(1, 10));
    expect(currentMatch()).toHaveTextContent(code(0));
    expect(bodyRows().filter((row) => row.dataset.match !== undefined)).toHaveLength(10);
    await user.keyboard('{Escape}');
    expect(bodyRows().filter((row) => row.dataset.match !== undefined)).toHaveLength(0);
  });
});
