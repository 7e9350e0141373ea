// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Budget, BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { COLUMN_NAMES, DEFAULT_COLUMNS } from '../../../budget/model/budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { itemSearchTexts, previewTexts } from '../../texts.ts';
import { BudgetPreview } from './budget-preview.tsx';

function item(index: number): BudgetItem {
  return {
    codigo: `E01.${String(index).padStart(3, '0')}`,
    resumen: `Partida ${index}\nDescripción de la partida ${index}.`,
    uds: 'm2',
    longitud: '2,00',
    anchura: '3,00',
    altura: '1,00',
    parciales: '6,00',
    cantidad: '6,00',
    precio_unitario: 10,
    total: 60,
  };
}

function budget(count: number, columns: ColumnName[]): Budget {
  const items = Array.from({ length: count }, (_, index) => item(index + 1));
  return {
    id: 'PRE-2026-123',
    client: 'Comunidad de Propietarios Calle Mayor 3',
    items,
    total: 60 * count,
    availableColumns: columns,
  };
}

const ALL_COLUMNS: ColumnName[] = [...COLUMN_NAMES];
/** The spec's default columns: all but P. UNIT. and TOTAL. */
const NO_MONEY_COLUMNS: ColumnName[] = [...DEFAULT_COLUMNS];

describe('BudgetPreview', () => {
  it('shows the branded header: title, number and the date in Spanish long format', () => {
    render(
      <BudgetPreview budget={budget(2, ALL_COLUMNS)} warnings={[]} now={new Date(2026, 10, 21)} />,
    );
    expect(screen.getByRole('heading', { name: previewTexts.heading })).toBeInTheDocument();
    expect(screen.getByText(`${previewTexts.number} PRE-2026-123`)).toBeInTheDocument();
    expect(screen.getByText('21 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Comunidad de Propietarios Calle Mayor 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: previewTexts.servicesDetail })).toBeInTheDocument();
    expect(screen.getByText(previewTexts.validity)).toBeInTheDocument();
  });

  it('abbreviates the LONGITUD, ANCHURA and ALTURA headers', () => {
    render(<BudgetPreview budget={budget(1, ALL_COLUMNS)} warnings={[]} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'Long.',
      'Anch.',
      'Alt.',
      'PARCIALES',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('leaves out the columns empty on every row, and keeps a column with one value', () => {
    const read = budget(3, ALL_COLUMNS);
    read.items = read.items.map((entry, index) => ({
      ...entry,
      longitud: '',
      // Only the second item has a height: Alt. stays, for it.
      altura: index === 1 ? '2,50' : '',
    }));
    render(<BudgetPreview budget={read} warnings={[]} />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'Anch.',
      'Alt.',
      'PARCIALES',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
    expect(screen.getByText('2,50')).toBeInTheDocument();
  });

  it('shows the TOTAL box in euros when a price or total column exists', () => {
    render(<BudgetPreview budget={budget(3, ALL_COLUMNS)} warnings={[]} />);
    const box = screen.getByLabelText(previewTexts.total);
    expect(box).toHaveTextContent(/180,00\s€/);
  });

  it('has no TOTAL box without price or total columns', () => {
    render(<BudgetPreview budget={budget(3, NO_MONEY_COLUMNS)} warnings={[]} />);
    expect(screen.queryByLabelText(previewTexts.total)).not.toBeInTheDocument();
  });

  it('says the items could not be loaded and lists the detected columns when there are none', () => {
    render(<BudgetPreview budget={budget(0, ['CÓDIGO', 'RESUMEN'])} warnings={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(previewTexts.noItems);
    expect(screen.getByRole('alert')).toHaveTextContent('CÓDIGO, RESUMEN');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the items table with a search over its items', () => {
    render(<BudgetPreview budget={budget(3, ALL_COLUMNS)} warnings={[]} />);
    expect(screen.getByRole('table', { name: previewTexts.servicesDetail })).toHaveAttribute(
      'aria-rowcount',
      '4',
    );
    expect(screen.getByRole('searchbox', { name: itemSearchTexts.label })).toBeInTheDocument();
    expect(screen.getByText('E01.003')).toBeInTheDocument();
  });

  it('lists the warnings the verdict does not already state in a collapsible block', () => {
    render(
      <BudgetPreview
        budget={budget(1, ALL_COLUMNS)}
        warnings={[
          { kind: 'unplaced-line', line: 12, text: 'texto suelto' },
          { kind: 'total-mismatch', stated: 100, parsed: 60 },
          { kind: 'amount-mismatch', line: 7, codigo: 'E01.001', expected: 60, actual: 61 },
          { kind: 'notice', line: 3, message: 'registro desconocido' },
        ]}
      />,
    );
    expect(screen.getByText('Revisa 2 avisos del análisis')).toBeInTheDocument();
    expect(screen.getByText('Línea 3: registro desconocido')).toBeInTheDocument();
    // Unplaced lines and total differences are the verdict's to show, above the preview.
    expect(screen.queryByText('Línea 12 no reconocida: «texto suelto»')).not.toBeInTheDocument();
  });

  it('shows the document’s own total, with the sum of the items as a note', () => {
    const stated = { ...budget(3, ALL_COLUMNS), statedTotal: 192.34 };
    render(<BudgetPreview budget={stated} warnings={[]} />);
    expect(screen.getByLabelText(previewTexts.total)).toHaveTextContent(/192,34\s€/);
    // The matcher collapses the non-breaking space before '€' into a plain one.
    const note = previewTexts.totalNote(formatMoney(180), formatMoney(-12.34));
    expect(screen.getByText(note.replace(/\s+/g, ' '))).toBeInTheDocument();
  });

  it('adds no note when the document’s total is the sum of the items', () => {
    render(
      <BudgetPreview budget={{ ...budget(3, ALL_COLUMNS), statedTotal: 180 }} warnings={[]} />,
    );
    expect(screen.queryByText(/Total indicado en el documento/)).not.toBeInTheDocument();
  });
});
