// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { sizeVirtualTableBoxes } from '../../testing/size-virtual-table-boxes.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget, BudgetChapter, BudgetItem } from '../../../budget/model/budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import {
  editTexts,
  itemSearchTexts,
  outlineTexts,
  previewTexts,
  verdictTexts,
} from '../../texts.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { useBudgetEditing } from './use-budget-editing.ts';

/**
 * jsdom lays nothing out: give the scroll region and the rows the sizes a browser would, so
 * that a large table renders a window of rows (as budget-items-table.test.tsx does).
 */
const VIEW_PX = 600;
const ROW_PX = 30;
sizeVirtualTableBoxes({ viewPx: VIEW_PX, rowPx: ROW_PX });

/**
 * `chapterCount` chapters of two subchapters each, `perSub` items in each subchapter, every
 * item 2 × 10,00 € = 20,00 €; the last item of all has lost its figures (a doubt).
 */
function outlinedReading(chapterCount: number, perSub: number): CheckedParseResult {
  const chapters: BudgetChapter[] = [];
  const items: BudgetItem[] = [];
  for (let top = 1; top <= chapterCount; top++) {
    const code = String(top).padStart(2, '0');
    chapters.push({ code, title: `CAPÍTULO ${code}`, level: 1, total: 0 });
    for (let sub = 1; sub <= 2; sub++) {
      const subCode = `${code}.${sub}`;
      chapters.push({
        code: subCode,
        title: `SUB ${subCode}`,
        level: 2,
        parentCode: code,
        total: 0,
      });
      for (let at = 1; at <= perSub; at++)
        items.push({
          codigo: `E${subCode}.${at}`,
          resumen: `Partida ${subCode}.${at}\nDescripción completa de la partida ${subCode}.${at}.\nSegunda línea.`,
          uds: 'm2',
          longitud: '',
          anchura: '',
          altura: '',
          parciales: '',
          cantidad: '2',
          precio_unitario: 10,
          total: 20,
          chapterCode: subCode,
          measurements: [
            {
              comment: `Planta ${at}`,
              uds: '2',
              longitud: '',
              anchura: '',
              altura: '',
              parcial: '2',
            },
          ],
        });
    }
  }
  const last = items.at(-1)!;
  Object.assign(last, { cantidad: '', precio_unitario: 0, total: 0 });
  for (const chapter of chapters)
    chapter.total = items
      .filter((entry) => entry.chapterCode!.startsWith(chapter.code))
      .reduce((sum, entry) => sum + entry.total, 0);
  const total = items.reduce((sum, entry) => sum + entry.total, 0);
  const budget: Budget = {
    id: 'PRE-2026-022',
    client: 'Ayuntamiento de Arona',
    items,
    total,
    statedTotal: total,
    chapters,
    availableColumns: [
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'LONGITUD',
      'ANCHURA',
      'ALTURA',
      'PARCIALES',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ],
  };
  return checkParseResult({ budget, warnings: [] });
}

function CorrectablePreview({ read }: { read: CheckedParseResult }) {
  const editing = useBudgetEditing(read);
  return <PreviewPanel result={editing.result} editing={editing} action={null} />;
}

/** An amount as the page's text reads (the matcher sees a no-break space as a space). */
const money = (amount: number) => formatMoney(amount).replace(/\u00a0/g, ' ');
const table = () => screen.getByRole('table', { name: previewTexts.servicesDetail });
const chapterButton = (code: string, title: string) =>
  within(table()).getByRole('button', {
    name: new RegExp(`^${outlineTexts.chapter(code, title)}`),
  });
const chapterRow = (code: string) =>
  table().querySelector<HTMLElement>(`[role="row"][data-chapter="${code}"]`)!;
const itemCode = (code: string) => within(table()).queryByText(code, { selector: 'button' });

describe('the preview shaped like the budget', () => {
  it('shows chapters and subchapters with the sums of their lines, each folding and unfolding', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={outlinedReading(2, 3)} />);
    // 3 items of 20,00 € a subchapter, 6 a chapter (the last item has no figures).
    expect(chapterRow('01')).toHaveTextContent(money(120));
    expect(chapterRow('01.1')).toHaveTextContent(money(60));
    expect(chapterRow('02.2')).toHaveTextContent(money(40));
    const first = chapterButton('01', 'CAPÍTULO 01');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent(outlineTexts.itemCount(6));
    expect(itemCode('E01.1.1')).toBeInTheDocument();

    // By keyboard: Tab to the heading's button, Enter folds it and everything inside.
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(itemCode('E01.1.1')).toBeNull();
    expect(chapterRow('01.1')).toBeNull();
    expect(itemCode('E02.1.1')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(itemCode('E01.1.1')).toBeInTheDocument();

    // A subchapter folds on its own.
    await user.click(chapterButton('01.1', 'SUB 01.1'));
    expect(itemCode('E01.1.1')).toBeNull();
    expect(itemCode('E01.2.1')).toBeInTheDocument();
  });

  it('folds and unfolds every chapter at once', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={outlinedReading(3, 2)} />);
    await user.click(screen.getByRole('button', { name: outlineTexts.collapseAll }));
    const headings = within(table())
      .getAllByRole('button', { expanded: false })
      .filter((button) => button.textContent?.startsWith(outlineTexts.chapterWord));
    // Only the three top chapters remain, folded; no item is shown.
    expect(headings).toHaveLength(3);
    expect(table().querySelectorAll('[data-item]')).toHaveLength(0);
    expect(table()).toHaveAttribute('aria-rowcount', '4');
    await user.click(screen.getByRole('button', { name: outlineTexts.expandAll }));
    expect(table().querySelectorAll('[data-item]')).toHaveLength(12);
  });

  it('moves the chapter subtotals and the TOTAL when a quantity is corrected', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={outlinedReading(2, 3)} />);
    screen.getByTitle(editTexts.editCell(editTexts.fieldNames.cantidad, 'E01.2.1')).focus();
    await user.keyboard('{Enter}{Control>}a{/Control}3,5{Enter}');
    // 3,5 × 10,00 € = 35,00 €: 15,00 € more in 01.2, in 01 and in the TOTAL.
    expect(chapterRow('01.2')).toHaveTextContent(money(75));
    expect(chapterRow('01')).toHaveTextContent(money(135));
    expect(chapterRow('01.1')).toHaveTextContent(money(60));
    expect(chapterRow('02')).toHaveTextContent(money(100));
    expect(screen.getByRole('group', { name: previewTexts.total })).toHaveTextContent(money(235));
  });

  it('shows the subtotal the document states for a chapter, as the Word and PDF print it, until a line is corrected', async () => {
    const user = userEvent.setup();
    const read = outlinedReading(2, 3);
    // The document says 110,00 € for 02.1, whose three lines add up to 60,00 €.
    const stated = read.budget.chapters!.find((chapter) => chapter.code === '02.1')!;
    stated.statedTotal = 110;
    render(<CorrectablePreview read={checkParseResult({ budget: read.budget, warnings: [] })} />);
    expect(chapterRow('02.1')).toHaveTextContent(money(110));
    expect(chapterRow('01.1')).toHaveTextContent(money(60));
    screen.getByTitle(editTexts.editCell(editTexts.fieldNames.cantidad, 'E01.1.1')).focus();
    await user.keyboard('{Enter}{Control>}a{/Control}3{Enter}');
    // The budget is now the user's: every subtotal is the sum of its lines as they stand.
    expect(chapterRow('02.1')).toHaveTextContent(money(60));
    expect(chapterRow('01.1')).toHaveTextContent(money(70));
  });

  it('leaves out the measurement columns empty on every row', () => {
    render(<CorrectablePreview read={outlinedReading(1, 1)} />);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL']);
  });

  it('shows each item’s title on one line, its description and measurement lines on demand', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={outlinedReading(1, 1)} />);
    expect(screen.getByText('Partida 01.1.1')).toBeInTheDocument();
    expect(screen.queryByText(/Descripción completa de la partida 01.1.1/)).toBeNull();
    const toggle = screen.getByRole('button', { name: outlineTexts.showDetails('E01.1.1') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText(/Descripción completa de la partida 01.1.1/)).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: outlineTexts.measurements('E01.1.1') });
    expect(within(lines).getByText('Planta 1')).toBeInTheDocument();
    // Its units and its partial.
    expect(within(lines).getAllByText('2,00')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: outlineTexts.hideDetails('E01.1.1') }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a remark the source keeps beside an item on demand, apart from its description', async () => {
    const user = userEvent.setup();
    const read = outlinedReading(1, 1);
    Object.assign(read.budget.items[0]!, { resumen: 'Partida 01.1.1', note: 'Ver plano 3' });
    delete read.budget.items[0]!.measurements;
    render(<CorrectablePreview read={read} />);
    expect(screen.queryByText('Ver plano 3')).toBeNull();
    await user.click(screen.getByRole('button', { name: outlineTexts.showDetails('E01.1.1') }));
    expect(screen.getByText('Ver plano 3')).toBeInTheDocument();
    expect(screen.getByText(outlineTexts.itemNote)).toBeInTheDocument();
  });

  it('walks the items with the arrow keys across chapter headings', async () => {
    const user = userEvent.setup();
    render(<CorrectablePreview read={outlinedReading(2, 1)} />);
    const code = (value: string) =>
      screen.getByTitle(editTexts.editCell(editTexts.fieldNames.codigo, value));
    code('E01.1.1').focus();
    await user.keyboard('{ArrowDown}');
    expect(code('E01.2.1')).toHaveFocus();
    await user.click(chapterButton('02.1', 'SUB 02.1'));
    code('E01.2.1').focus();
    // 02.1 is folded: the next shown item is 02.2's.
    await user.keyboard('{ArrowDown}');
    expect(code('E02.2.1')).toHaveFocus();
  });

  it('finds an item inside a folded chapter, unfolding the chapters around it', async () => {
    const user = userEvent.setup();
    // 360 chapters, 240 items: a virtualised table.
    render(<CorrectablePreview read={outlinedReading(120, 1)} />);
    await user.click(screen.getByRole('button', { name: outlineTexts.collapseAll }));
    expect(itemCode('E100.2.1')).toBeNull();
    // Pasted whole: typed key by key, each prefix would go to (and unfold) its own first match.
    await user.click(screen.getByRole('searchbox', { name: itemSearchTexts.label }));
    await user.paste('E100.2.1');
    const row = within(table()).getByText('E100.2.1').closest('[role="row"]')!;
    expect(row).toHaveAttribute('aria-current', 'true');
    // Only the way to it is unfolded: the 120 chapter headings, 100's two subchapters and the
    // item, which comes after 99 headings, its chapter's, 100.1's (folded) and 100.2's.
    expect(table()).toHaveAttribute('aria-rowcount', String(1 + 120 + 2 + 1));
    expect(row).toHaveAttribute('aria-rowindex', String(1 + 99 + 3 + 1));
  });

  it('takes the user from a doubt in the verdict to its item inside a folded chapter', async () => {
    const user = userEvent.setup();
    const read = outlinedReading(120, 1);
    render(<CorrectablePreview read={read} />);
    await user.click(screen.getByRole('button', { name: outlineTexts.collapseAll }));
    const last = read.budget.items.length - 1;
    const verdict = screen.getByRole('region', { name: verdictTexts.title });
    await user.click(
      within(verdict).getByRole('button', {
        name: verdictTexts.showItemLabel(last + 1, read.budget.items[last]!.codigo),
      }),
    );
    const row = within(table()).getByText('E120.2.1').closest('[role="row"]')!;
    expect(row).toHaveAttribute('data-pointed', 'true');
    expect(row).toHaveFocus();
    // Its chapter and subchapter unfolded, the rest still folded.
    expect(table()).toHaveAttribute('aria-rowcount', String(1 + 120 + 2 + 1));
    expect(row).toHaveAttribute('aria-rowindex', String(1 + 119 + 3 + 1));
  });
});
