import { describe, expect, it } from 'vitest';
import { evaluateBc3Formula } from './evaluate-bc3-formula.ts';

const variables = { a: 2, b: 3.5, c: 4, d: 0.5 };

describe('evaluateBc3Formula', () => {
  it('evaluates numbers, operators with precedence, parentheses and powers', () => {
    expect(evaluateBc3Formula('0.125', variables)).toBe(0.125);
    expect(evaluateBc3Formula('1+2*3', variables)).toBe(7);
    expect(evaluateBc3Formula('(1+2)*3', variables)).toBe(9);
    expect(evaluateBc3Formula('2^3^2', variables)).toBe(512);
    expect(evaluateBc3Formula('-2*-3', variables)).toBe(6);
  });

  it('reads the variables a b c d as the line’s units, length, width and height, and p as π', () => {
    expect(evaluateBc3Formula('a*b*c*d', variables)).toBe(14);
    expect(evaluateBc3Formula('(A + B) / 2', variables)).toBe(2.75);
    expect(evaluateBc3Formula('p*d^2', variables)).toBeCloseTo(Math.PI / 4);
  });

  it('accepts a decimal comma, as hand-written formulas use', () => {
    expect(evaluateBc3Formula('1,5*a', variables)).toBe(3);
  });

  it('returns undefined for anything that is not a formula, without throwing', () => {
    for (const text of ['', 'Planta baja', '2*(3', '1/0', '3 4', 'a*x', '1'.repeat(600)]) {
      expect(evaluateBc3Formula(text, variables)).toBeUndefined();
    }
  });
});
