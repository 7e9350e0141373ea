import { describe, expect, it } from 'vitest';
import {
  continuesSpacedFigure,
  isFigureText,
  splitFigures,
  unspaceFigure,
} from './read-pdf-figure.ts';

describe('isFigureText', () => {
  it('takes figures in any grouping, with a sign, a € or a %', () => {
    for (const text of [
      '1.420,00 €',
      '13235.940',
      '-12,5',
      '1 234,56',
      '3.1',
      '€ 12',
      '21 %',
      '1,605.90',
    ])
      expect(isFigureText(text), text).toBe(true);
  });

  it('does not take text that holds figures', () => {
    for (const text of ['(P - 1)', '5211.000 M3', 'Total', '12a', 'HM-20', '1.2.3,4,5'])
      expect(isFigureText(text), text).toBe(false);
  });
});

describe('continuesSpacedFigure', () => {
  it('joins the head of a figure to the three digits and decimals drawn after it', () => {
    expect(continuesSpacedFigure('1', '234,56')).toBe(true);
    expect(continuesSpacedFigure('1 161', '691,39')).toBe(true);
    expect(continuesSpacedFigure('12', '345')).toBe(true);
  });

  it('keeps apart figures of two columns that are no thousands group', () => {
    expect(continuesSpacedFigure('1', '85,00')).toBe(false);
    expect(continuesSpacedFigure('1234', '567,00')).toBe(false);
    expect(continuesSpacedFigure('1,50', '234,00')).toBe(false);
    expect(continuesSpacedFigure('2', '3456,00')).toBe(false);
  });
});

describe('unspaceFigure', () => {
  it('drops the spaces that group thousands, and only those', () => {
    expect(unspaceFigure('1 234 567,89 €')).toBe('1234567,89 €');
    expect(unspaceFigure('1 234.56')).toBe('1234.56');
    expect(unspaceFigure('12,50 €')).toBe('12,50 €');
    expect(unspaceFigure('1.234,56')).toBe('1.234,56');
  });
});

describe('splitFigures', () => {
  it('splits a run of figures only into its figures, signs and spaced thousands kept with theirs', () => {
    expect(splitFigures('22.109,57 43.341.611,17')).toEqual(['22.109,57', '43.341.611,17']);
    expect(splitFigures('51,00 106,40 € 5.426,40 €')).toEqual(['51,00', '106,40 €', '5.426,40 €']);
    expect(splitFigures('7,85 1 234,56')).toEqual(['7,85', '1 234,56']);
  });

  it('leaves alone one figure, and text that holds figures', () => {
    expect(splitFigures('1 234,56')).toBeUndefined();
    expect(splitFigures('Total m² : 51,00 106,40')).toBeUndefined();
    expect(splitFigures('de 64,6')).toBeUndefined();
  });
});
