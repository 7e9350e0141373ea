// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { EDIT_ERROR_MESSAGES } from '../../../budget/edit/edit-errors.ts';
import type { Budget, BudgetItem } from '../../../budget/model/budget.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { editTexts, previewTexts, userBudgetTexts, verdictTexts } from '../../texts.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { useBudgetEditing, useUndoShortcuts } from './use-budget-editing.ts';

function item(
  codigo: string,
  cantidad: string,
  price: number,
  total: number,
  chapterCode: string,
): BudgetItem {
  return {
    codigo,
    resumen: `Partida ${codigo}`,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad,
    precio_unitario: price,
    total,
    chapterCode,
  };
}

/** Chapter 01 states 100,00 € and the total 130,00 €; item B's price was read as 2,00, not 20,00. */
function misread(stated = true, warnings: ParseWarning[] = []): CheckedParseResult {
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'CALLE TENERIFE',
    items: [
      item('A', '10', 5, 50, '01'),
      item('B', '2,5', 2, 5, '01'),
      item('C', '3', 10, 30, '02'),
    ],
    total: 85,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters: [
      {
        code: '01',
        title: 'OBRA CIVIL',
        level: 1,
        total: 55,
        ...(stated ? { statedTotal: 100 } : {}),
      },
      { code: '02', title: 'VARIOS', level: 1, total: 30, ...(stated ? { statedTotal: 30 } : {}) },
    ],
    ...(stated ? { statedTotal: 130 } : {}),
  };
  return checkParseResult({ budget, warnings });
}

/** The page's composition of the preview: the reading, its corrections and the shortcuts. */
function CorrectablePreview({ read }: { read: CheckedParseResult }) {
  const editing = useBudgetEditing(read);
  useUndoShortcuts(editing);
  return <PreviewPanel result={editing.result} editing={editing} action={null} />;
}

const cell = (field: keyof typeof editTexts.fieldNames, code: string) =>
  screen.getByTitle(editTexts.editCell(editTexts.fieldNames[field], code));
const verdictStatus = () =>
  within(screen.getByRole('region', { name: verdictTexts.title })).getByRole('status');
const total = () => screen.getByRole('group', { name: previewTexts.total });
/** The note under the TOTAL, as the page's text reads (the matcher sees a no-break space as a space). */
const documentSaid = (amount: number) =>
  userBudgetTexts.documentSaid(formatMoney(amount)).replace(/\u00a0/g, ' ');

describe('correcting the budget in the preview', () => {
  it('corrects a price with the keyboard alone, and the verdict turns to reconciled', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    expect(verdictStatus()).toHaveTextContent(verdictTexts.mismatch);
    cell('codigo', 'A').focus();
    // Down to B, right past the summary and quantity to the price.
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(cell('precio_unitario', 'B')).toHaveFocus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Precio unitario de la partida B' });
    expect(field).toHaveValue('2,00');
    await user.clear(field);
    await user.type(field, '20,00{Enter}');
    expect(verdictStatus()).toHaveTextContent(verdictTexts.reconciled(2));
    expect(cell('precio_unitario', 'B')).toHaveFocus();
    const rowB = cell('codigo', 'B').closest('[role="row"]') as HTMLElement;
    expect(rowB.textContent).toContain(formatMoney(50));
    // The items now add up to the document's total: no difference note beside it.
    expect(screen.queryByText(/Las partidas suman/)).toBeNull();
  });

  it('updates the TOTAL at once when the document states none', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread(false)} />);
    expect(total().textContent).toContain(formatMoney(85));
    cell('cantidad', 'C').focus();
    await user.keyboard('{F2}');
    await user.keyboard('{Control>}a{/Control}0,1{Enter}');
    // 0,1 × 10,00 € = 1,00 €, exactly.
    expect(total().textContent).toContain(formatMoney(56));
  });

  it('cancels with Escape and refuses a number not written the Spanish way, saying why', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    cell('cantidad', 'A').focus();
    await user.keyboard('{Enter}{Control>}a{/Control}99{Escape}');
    expect(cell('cantidad', 'A')).toHaveTextContent('10');
    expect(cell('cantidad', 'A')).toHaveFocus();

    await user.keyboard('{Enter}{Control>}a{/Control}2.5{Enter}');
    const field = screen.getByRole('textbox', { name: 'Cantidad de la partida A' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(EDIT_ERROR_MESSAGES['not-a-number']);
    expect(field).toHaveValue('2.5');
  });

  it('commits with Tab and opens the next field of the row', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    cell('codigo', 'A').focus();
    await user.keyboard('{Enter}{Control>}a{/Control}A-01{Tab}');
    expect(screen.getByRole('textbox', { name: 'Resumen de la partida A-01' })).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}Solado de gres{Tab}');
    expect(screen.getByRole('textbox', { name: 'Cantidad de la partida A-01' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Solado de gres')).toBeInTheDocument();
  });

  it('undoes and redoes corrections with Ctrl+Z and Ctrl+Y', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    cell('precio_unitario', 'B').focus();
    await user.keyboard('{Enter}{Control>}a{/Control}20{Enter}');
    expect(verdictStatus()).toHaveTextContent(verdictTexts.reconciled(2));
    await user.keyboard('{Control>}z{/Control}');
    expect(verdictStatus()).toHaveTextContent(verdictTexts.mismatch);
    expect(cell('precio_unitario', 'B').textContent).toContain(formatMoney(2));
    await user.keyboard('{Control>}y{/Control}');
    expect(verdictStatus()).toHaveTextContent(verdictTexts.reconciled(2));
    await user.click(screen.getByRole('button', { name: editTexts.undoLabel }));
    expect(verdictStatus()).toHaveTextContent(verdictTexts.mismatch);
  });

  it('deletes an item with Delete only after confirmation', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    cell('codigo', 'C').focus();
    await user.keyboard('{Delete}');
    const dialog = screen.getByRole('alertdialog', { name: editTexts.confirmDeleteTitle });
    expect(dialog).toHaveTextContent(editTexts.confirmDelete('C'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cell('codigo', 'C')).toHaveFocus();

    await user.keyboard('{Delete}');
    await user.click(screen.getByRole('button', { name: editTexts.delete }));
    expect(screen.queryByTitle(editTexts.editCell('Código', 'C'))).toBeNull();
    // The deletion is the user's budget: the TOTAL is what is left, the document's figure said beside it.
    expect(total().textContent).toContain(formatMoney(55));
    expect(screen.getByText(documentSaid(130))).toBeInTheDocument();
  });

  it('shows the sum of the lines as the TOTAL once a quantity is corrected, written the Spanish way', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    // As read, the document's total is shown.
    expect(total().textContent).toContain(formatMoney(130));
    cell('cantidad', 'C').focus();
    await user.keyboard('{Enter}{Control>}a{/Control}4{Enter}');
    expect(cell('cantidad', 'C')).toHaveTextContent('4,00');
    // 10 × 5 + 2,5 × 2 + 4 × 10 = 95,00.
    expect(total().textContent).toContain(formatMoney(95));
    expect(screen.getByText(documentSaid(130))).toBeInTheDocument();
    expect(screen.getByText(userBudgetTexts.editedFiguresShown)).toBeInTheDocument();
    // Undo returns to the budget as read: the document's figures again.
    await user.click(screen.getByRole('button', { name: editTexts.undoLabel }));
    expect(total().textContent).toContain(formatMoney(130));
    expect(screen.queryByText(userBudgetTexts.editedFiguresShown)).toBeNull();
  });

  it('asks for the client in an open field when none is known, and takes the one typed', async () => {
    const user = userEvent.setup();
    const read = misread();
    render(
      <CorrectablePreview
        read={{ ...read, budget: { ...read.budget, client: 'Cliente no identificado' } }}
      />,
    );
    // The spec's text stays, and a field with a placeholder asks for the client: no dialog.
    expect(screen.getByText('Cliente no identificado')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const field = screen.getByRole('textbox', { name: editTexts.headerClient });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', userBudgetTexts.clientPlaceholder);
    expect(field).toHaveAccessibleDescription(userBudgetTexts.clientMissing);
    await user.click(field);
    await user.keyboard('Ayuntamiento de Arona{Enter}');
    expect(screen.queryByText(userBudgetTexts.clientMissing)).toBeNull();
    expect(
      screen.getByRole('button', { name: `${editTexts.headerClient}: Ayuntamiento de Arona` }),
    ).toBeInTheDocument();
  });

  it('lets the user set the work’s location', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    await user.click(
      screen.getByRole('button', { name: `${editTexts.headerLocation}: ${editTexts.noLocation}` }),
    );
    await user.keyboard('Arona (Santa Cruz de Tenerife){Enter}');
    expect(
      screen.getByRole('button', {
        name: `${editTexts.headerLocation}: Arona (Santa Cruz de Tenerife)`,
      }),
    ).toBeInTheDocument();
  });

  it('lets the user set the client, the work title, the number and the date', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={misread()} />);
    await user.click(
      screen.getByRole('button', { name: `${editTexts.headerClient}: CALLE TENERIFE` }),
    );
    await user.keyboard('{Control>}a{/Control}Ayuntamiento de Arona{Enter}');
    // Focus returns to the field's button, ready for the next correction.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `${editTexts.headerClient}: Ayuntamiento de Arona` }),
      ).toHaveFocus(),
    );
    await user.click(
      screen.getByRole('button', { name: `${editTexts.headerTitle}: ${editTexts.noTitle}` }),
    );
    await user.keyboard('Reurbanización calle Tenerife{Enter}');
    expect(screen.getByText('Reurbanización calle Tenerife')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `${editTexts.headerNumber}: PRE-2026-001` }),
    );
    await user.keyboard('{Control>}a{/Control}PRE-2026-117{Enter}');
    expect(screen.getByRole('article')).toHaveAccessibleName(
      `${previewTexts.heading} PRE-2026-117`,
    );
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^${editTexts.headerDate}: `) }),
    );
    const date = screen.getByLabelText(editTexts.headerDate);
    await user.clear(date);
    await user.type(date, '2026-02-28{Enter}');
    expect(screen.getByText('28 de febrero de 2026')).toBeInTheDocument();
  });

  it('places the lines the reader could not place: into an item, or as a new item', async () => {
    const user = userEvent.setup();
    render(
      <CorrectablePreview
        read={misread(true, [
          { kind: 'unplaced-line', line: 14, text: 'incluso limpieza final' },
          { kind: 'unplaced-line', line: 20, text: 'Reposición de bordillo' },
        ])}
      />,
    );
    await user.click(screen.getByText(verdictTexts.unplacedLines(2)));
    const line14 = within(screen.getByRole('form', { name: editTexts.lineActions(14) }));
    await user.click(line14.getByRole('button', { name: editTexts.addLineToItem }));
    expect(line14.getByRole('alert')).toHaveTextContent(editTexts.unknownCode(''));

    await user.type(
      line14.getByRole('textbox', { name: editTexts.lineTargetCode(14) }),
      'A{Enter}',
    );
    const rowA = cell('codigo', 'A').closest('[role="row"]') as HTMLElement;
    expect(rowA).toHaveTextContent('incluso limpieza final');
    expect(screen.getByText(verdictTexts.unplacedLines(1))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: editTexts.newItemFromLine }));
    expect(cell('summary', '')).toHaveTextContent('Reposición de bordillo');
    expect(screen.queryByText(/líneas? sin colocar/)).toBeNull();
  });
});
