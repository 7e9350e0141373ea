import { describe, expect, it } from 'vitest';
import { findPricedFigures } from './find-priced-figures.ts';
import { readLayoutLine } from './read-layout-line.ts';

const figuresOf = (text: string, mark: ',' | '.' = ',') => readLayoutLine(text, 1, mark).figures;

describe('findPricedFigures', () => {
  it('finds quantity, price and amount closing a CYPE item, € signs and all', () => {
    const found = findPricedFigures(figuresOf('Total m² : 51,00 106,40 € 5.426,40 €'));
    expect(found?.quantity.value).toBe(51);
    expect(found?.price.value).toBe(106.4);
    expect(found?.amount.value).toBe(5426.4);
  });

  it('finds them around annotations and before measurement figures on the same line', () => {
    const found = findPricedFigures(
      figuresOf(
        '2.1 E305I020 m3 Hormigón 1,02 DFS(2) 94,7332 96,6279 (*3) 61,26 (*6) 5.919,43 DC (2) ZANJAS 3,255',
      ),
    );
    expect(found?.amount.value).toBe(5919.43);
    expect(found?.quantity.value).toBe(96.6279);
  });

  it('reads a quantity printed before the description in English format', () => {
    const found = findPricedFigures(
      figuresOf('DMOVI3001 5211.000 M3 Excavación general del terreno 2.54 13235.940', '.'),
    );
    expect(found?.quantity.value).toBe(5211);
    expect(found?.amount.value).toBe(13235.94);
  });

  it('swaps quantity and price where the document prints the price first', () => {
    const found = findPricedFigures(figuresOf('12,50 4,00 50,00'), true);
    expect(found?.quantity.value).toBe(4);
  });

  it('finds nothing when no product holds', () => {
    expect(findPricedFigures(figuresOf('720,00 720,00'))).toBeUndefined();
    expect(findPricedFigures(figuresOf('10 2,00 21,00'))).toBeUndefined();
  });
});
