import { describe, expect, it } from 'vitest';
import {
  englishFigure,
  englishQuantity,
  spacedFigure,
  spanishFigure,
  spanishQuantity,
  spreadsheetFigure,
} from './format-figures.ts';
import { spellEuros } from './spell-euros.ts';

describe('the number formats of budget programs', () => {
  it('prints one amount as each program does', () => {
    expect(spanishFigure(12345.6)).toBe('12.345,60');
    expect(englishFigure(12345.6)).toBe('12,345.60');
    expect(spacedFigure(1234567.89)).toBe('1 234 567,89');
    expect(spreadsheetFigure(24562.54)).toBe('24562,54');
  });

  it('drops trailing zero decimals in a spreadsheet cell, as the General format shows them', () => {
    expect(spreadsheetFigure(22.4)).toBe('22,4');
    expect(spreadsheetFigure(38)).toBe('38');
    expect(spreadsheetFigure(-2.5)).toBe('-2,5');
  });

  it('prints quantities with three decimals as pyCost and TCQ do', () => {
    expect(englishQuantity(5211)).toBe('5,211.000');
    expect(spanishQuantity(1605.9)).toBe('1.605,900');
  });

  it('prints negative amounts with a plain minus sign', () => {
    expect(englishFigure(-25)).toBe('-25.00');
    expect(spacedFigure(-1250)).toBe('-1 250,00');
  });
});

describe('spellEuros', () => {
  it('spells an amount in words, as the closing sentence of a report does', () => {
    expect(spellEuros(549636.9)).toBe(
      'QUINIENTOS CUARENTA Y NUEVE MIL SEISCIENTOS TREINTA Y SEIS EUROS CON NOVENTA CÉNTIMOS',
    );
  });
});
