import { describe, expect, it } from 'vitest';
import { inferDecimalMark, readFigure, toSpanishFigure } from './infer-number-format.ts';

describe('inferDecimalMark', () => {
  it('finds the decimal comma of a Spanish report whose codes are dotted numbers', () => {
    expect(inferDecimalMark('01.01.01 kg VIGAS\n5 12,18 60,9\n1.210,00 €')).toBe(',');
  });

  it('finds the decimal point of an English-format report', () => {
    expect(inferDecimalMark('DMOVI3001 5211.000 M3 Excavación 2.54 13235.940')).toBe('.');
  });
});

describe('readFigure', () => {
  it('reads thousands and decimals in the mark it is given', () => {
    expect(readFigure('1.210,00', ',')).toBe(1210);
    expect(readFigure('13235.940', '.')).toBe(13235.94);
    expect(readFigure('1,234.5', '.')).toBe(1234.5);
  });

  it('refuses codes and words', () => {
    expect(readFigure('1.2.6', ',')).toBeUndefined();
    expect(readFigure('1.1', ',')).toBeUndefined();
    expect(readFigure('m2', ',')).toBeUndefined();
  });
});

describe('toSpanishFigure', () => {
  it('prints an English figure the Spanish way', () => {
    expect(toSpanishFigure('5211.000', '.')).toBe('5.211,000');
    expect(toSpanishFigure('-0.5', '.')).toBe('-0,5');
  });
});
