import { describe, expect, it } from 'vitest';
import { classifyBc3Document } from './classify-bc3-document.ts';

describe('classifyBc3Document', () => {
  it('takes ~V TIPO_INFO 3 as a certification and 1 or 4 as a price database', () => {
    expect(classifyBc3Document('3', false)).toBe('certification');
    expect(classifyBc3Document('1', false)).toBe('price-database');
    expect(classifyBc3Document('4', false)).toBe('price-database');
  });

  it('takes a file that lists each item once without measurements as a price database, whatever it declares', () => {
    expect(classifyBc3Document('2', true)).toBe('price-database');
    expect(classifyBc3Document('', true)).toBe('price-database');
  });

  it('takes any other file as a budget', () => {
    expect(classifyBc3Document('2', false)).toBe('budget');
    expect(classifyBc3Document('', false)).toBe('budget');
  });
});
