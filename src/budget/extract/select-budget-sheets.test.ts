import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { selectBudgetSheets } from './select-budget-sheets.ts';

const summary = {
  name: 'Resumen',
  rows: [
    ['CAPÍTULO', 'RESUMEN', 'IMPORTE', '%'],
    ['01', 'DEMOLICIONES', 1250.4, 12.5],
  ],
};
const measurements = {
  name: 'Mediciones',
  rows: [
    ['', 'UDS', 'LONGITUD', 'ANCHURA', 'PARCIAL'],
    ['Planta baja', 2, 3.12, null, 6.24],
  ],
};
const budget = {
  name: 'Presupuesto',
  rows: [
    ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
    ['E01', 'm2', 'Solera', 12.5, 3.2, 40],
  ],
};

describe('selectBudgetSheets', () => {
  it('keeps the sheet with priced rows that names a price, leaving out summary and measurements', () => {
    expect(selectBudgetSheets([summary, budget, measurements])).toEqual([budget]);
  });

  it('keeps every priced sheet, in order, when an office keeps one chapter per sheet', () => {
    const second = { ...budget, name: 'Cap 02' };
    expect(selectBudgetSheets([budget, summary, second])).toEqual([budget, second]);
  });

  it('reads figures typed as text, as a sheet pasted from a report holds them', () => {
    const pasted = {
      name: 'Hoja1',
      rows: [['E01', 'm2', 'Solera', '1.250,00', '2,00', '2.500,00'], ['PRECIO']],
    };
    expect(selectBudgetSheets([pasted])).toEqual([pasted]);
  });

  it('hands every sheet with figures to the parser when none has priced rows', () => {
    expect(selectBudgetSheets([summary, { name: 'Vacía', rows: [['Notas']] }])).toEqual([summary]);
  });

  it('refuses a workbook without a single figure', () => {
    expect(() => selectBudgetSheets([{ name: 'Portada', rows: [['Obra'], ['Cliente']] }])).toThrow(
      BUDGET_ERROR_MESSAGES['spreadsheet-no-figures'],
    );
  });
});
