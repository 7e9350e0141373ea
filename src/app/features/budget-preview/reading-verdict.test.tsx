// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { judgeReading } from '../../../budget/check/judge-reading.ts';
import { readBudgetText } from '../../../budget/read-budget.ts';
import type { Budget, BudgetChapter, BudgetItem } from '../../../budget/model/budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { sumTotals } from '../../../budget/model/money.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import { verdictTexts } from '../../texts.ts';
import { ReadingVerdictPanel } from './reading-verdict.tsx';

function item(total: number, chapterCode: string): BudgetItem {
  return {
    codigo: `${chapterCode}.1`,
    resumen: 'Partida',
    uds: 'ud',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '1,00',
    precio_unitario: total,
    total,
    chapterCode,
  };
}

/** Two chapters, 1.000,00 € and 234,56 €, read from a document that prints the given figures. */
function reading(
  stated: { total?: number; chapters: [number?, number?] },
  warnings: ParseWarning[] = [],
  source: Budget['source'] = { format: 'pdf' },
) {
  const items = [item(600, '01'), item(400, '01'), item(200, '02'), item(34.56, '02')];
  const chapters: BudgetChapter[] = [
    { code: '01', title: 'MOVIMIENTO DE TIERRAS', level: 1, total: 1000 },
    { code: '02', title: 'CIMENTACIÓN', level: 1, total: 234.56 },
  ];
  stated.chapters.forEach((figure, index) => {
    if (figure !== undefined) chapters[index]!.statedTotal = figure;
  });
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: sumTotals(items),
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters,
    source,
  };
  if (stated.total !== undefined) budget.statedTotal = stated.total;
  return { check: judgeReading({ budget, warnings }), warnings };
}

function renderVerdict({ check, warnings }: ReturnType<typeof reading>) {
  render(<ReadingVerdictPanel check={check} warnings={warnings} />);
  return screen.getByRole('region', { name: verdictTexts.title });
}

/** Testing Library's matcher collapses the non-breaking space before '€'. */
const money = (amount: number) => formatMoney(amount).replace(/\s+/g, ' ');

describe('ReadingVerdictPanel', () => {
  it('says plainly that the reading reconciles, with no table of differences', () => {
    const panel = renderVerdict(reading({ total: 1234.56, chapters: [1000, 234.56] }));
    expect(within(panel).getByRole('status')).toHaveTextContent(verdictTexts.reconciled(2));
    expect(panel).toHaveAttribute('data-status', 'reconciled');
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('names the chapter that differs, the document’s figure, the sum and the difference', () => {
    const panel = renderVerdict(reading({ total: 1246.9, chapters: [1000, 246.9] }));
    expect(within(panel).getByRole('status')).toHaveTextContent(verdictTexts.mismatch);
    const row = within(panel).getByRole('row', { name: /Capítulo 02 CIMENTACIÓN/ });
    expect(row).toHaveTextContent(money(246.9));
    expect(row).toHaveTextContent(money(234.56));
    expect(row).toHaveTextContent(money(-12.34));
    const total = within(panel).getByRole('row', { name: new RegExp(`^${verdictTexts.totalRow}`) });
    expect(total).toHaveTextContent(money(1246.9));
    // The chapter that agrees is not listed.
    expect(within(panel).queryByRole('row', { name: /Capítulo 01/ })).not.toBeInTheDocument();
    expect(within(panel).getByText(verdictTexts.documentFiguresShown)).toBeInTheDocument();
  });

  it('marks a difference within the lines’ rounding as rounding, never as reconciled', () => {
    const panel = renderVerdict(reading({ total: 1234.58, chapters: [1000, 234.56] }));
    expect(within(panel).getByRole('status')).toHaveTextContent(
      verdictTexts.reconciledWithRounding,
    );
    const total = within(panel).getByRole('row', { name: new RegExp(`^${verdictTexts.totalRow}`) });
    expect(total).toHaveTextContent(`${money(-0.02)} ${verdictTexts.rounding}`);
  });

  it('counts the unplaced lines and lists them in a disclosure', () => {
    const panel = renderVerdict(
      reading({ total: 1234.56, chapters: [1000, 234.56] }, [
        { kind: 'unplaced-line', line: 12, text: 'texto suelto' },
        { kind: 'unplaced-line', line: 40, text: 'otra línea' },
      ]),
    );
    const summary = within(panel).getByText(verdictTexts.unplacedLines(2));
    const disclosure = summary.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    fireEvent.click(summary);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText('Línea 12 no reconocida: «texto suelto»')).toBeVisible();
    expect(within(disclosure).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says a reading without a stated total could not be checked, never that it is right', () => {
    const panel = renderVerdict(reading({ chapters: [] }));
    expect(panel).toHaveAttribute('data-status', 'unchecked');
    expect(within(panel).getByRole('status')).toHaveTextContent(verdictTexts.unchecked);
  });

  it('says no item was found, not that the document states no total, when the text holds no budget', () => {
    const read = readBudgetText(
      'hola mundo, esto son palabras al azar sin ningún presupuesto\nsegunda línea con más palabras',
    );
    render(
      <ReadingVerdictPanel check={read.check} warnings={read.warnings} items={read.budget.items} />,
    );
    const panel = screen.getByRole('region', { name: verdictTexts.title });
    expect(within(panel).getByRole('status')).toHaveTextContent(verdictTexts.nothingRead);
    expect(within(panel).queryByText(verdictTexts.unchecked)).not.toBeInTheDocument();
  });

  it('asks for a review when the totals agree but an item was read without figures', () => {
    const bare: BudgetItem = { ...item(0, '01'), codigo: '01.9', cantidad: '' };
    const items = [item(600, '01'), item(400, '01'), bare, item(200, '02'), item(34.56, '02')];
    const check = judgeReading({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items,
        total: sumTotals(items),
        availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
        statedTotal: 1234.56,
      },
      warnings: [],
    });
    const panel = renderVerdict({ check, warnings: [] });
    expect(panel).toHaveAttribute('data-status', 'review');
    expect(within(panel).getByRole('status')).toHaveTextContent(verdictTexts.review);
    // The doubts are the verdict's reason: listed open, each item by position and code.
    const disclosure = within(panel).getByText(verdictTexts.doubts(1)).closest('details')!;
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByRole('listitem')).toHaveTextContent(
      `${verdictTexts.showItem(3, '01.9')} ${verdictTexts.doubtItemWithoutFigures}`,
    );
  });

  it('names the chapter that reads as an item row without figures', () => {
    // `E01.5`, an item whose figures were emptied, read as a chapter heading under `01`.
    const items = [item(600, '01'), { ...item(400, 'E01.5'), codigo: 'E01.6' }];
    const chapters: BudgetChapter[] = [
      { code: '01', title: 'MOVIMIENTO DE TIERRAS', level: 1, total: 1000, statedTotal: 1000 },
      { code: 'E01.5', title: 'Excavación m3', level: 2, parentCode: '01', total: 400 },
      { code: '02', title: 'CIMENTACIÓN', level: 1, total: 0, statedTotal: 0 },
    ];
    items[0]!.codigo = 'E01.4';
    const check = judgeReading({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items,
        total: sumTotals(items),
        availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
        chapters,
        statedTotal: 1000,
      },
      warnings: [],
    });
    const panel = renderVerdict({ check, warnings: [] });
    expect(panel).toHaveAttribute('data-status', 'review');
    const disclosure = within(panel).getByText(verdictTexts.doubts(1)).closest('details')!;
    expect(within(disclosure).getByRole('listitem')).toHaveTextContent(
      `${verdictTexts.showItem(2, 'E01.6')} ${verdictTexts.doubtItemRowAsChapter('E01.5')}`,
    );
  });

  it('folds the doubts under a mismatch, whose figures come first', () => {
    const check = judgeReading({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items: [item(600, '01'), { ...item(0, '01'), cantidad: '' }],
        total: 600,
        availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
        statedTotal: 700,
      },
      warnings: [],
    });
    const panel = renderVerdict({ check, warnings: [] });
    expect(within(panel).getByRole('status')).toHaveTextContent(verdictTexts.mismatch);
    const disclosure = within(panel).getByText(verdictTexts.doubts(1)).closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
  });

  it('names a certification and a price database', () => {
    renderVerdict(
      reading({ total: 1234.56, chapters: [] }, [], {
        format: 'bc3',
        documentKind: 'certification',
      }),
    );
    expect(screen.getByText(verdictTexts.certification)).toBeInTheDocument();
    const database = reading({ chapters: [] }, [], {
      format: 'bc3',
      documentKind: 'price-database',
    });
    render(<ReadingVerdictPanel check={database.check} warnings={[]} />);
    expect(screen.getByText(verdictTexts.priceDatabase)).toBeInTheDocument();
  });
});
