import { describe, expect, it } from 'vitest';
import { computeBc3Partials, isBc3Subtotal } from './compute-bc3-partials.ts';

describe('computeBc3Partials', () => {
  it('multiplies the non-empty magnitudes of a line, a negative one deducting', () => {
    const { partials, total } = computeBc3Partials([
      { type: '', comment: 'Salón', uds: 2, length: 4.5, height: 2.7 },
      { type: '', comment: 'Hueco', uds: -1, length: 0.8, height: 2.1 },
      { type: '', comment: 'Solo longitud', length: 7 },
    ]);
    expect(partials).toEqual([2 * 4.5 * 2.7, -1 * 0.8 * 2.1, 7]);
    expect(total).toBeCloseTo(24.3 - 1.68 + 7);
  });

  it('gives a comment-only heading no partial', () => {
    const { partials, total } = computeBc3Partials([{ type: '', comment: 'Planta baja' }]);
    expect(partials).toEqual([undefined]);
    expect(total).toBe(0);
  });

  it('computes partial (type 1) and running (type 2) subtotals without adding them to the total', () => {
    const lines = [
      { type: '', comment: '', uds: 1, length: 2 },
      { type: '', comment: '', uds: 2, length: 2, width: 2 },
      { type: '1', comment: '' },
      { type: '', comment: '', uds: 5 },
      { type: '1', comment: '' },
      { type: '2', comment: '' },
    ];
    const { partials, total } = computeBc3Partials(lines);
    expect(partials).toEqual([2, 8, 10, 5, 5, 15]);
    expect(lines.map(isBc3Subtotal)).toEqual([false, false, true, false, true, true]);
    expect(total).toBe(15);
  });

  it('evaluates a formula line (type 3) with the line’s magnitudes', () => {
    const { total } = computeBc3Partials([{ type: '3', comment: 'a*b/2', uds: 3, length: 4 }]);
    expect(total).toBe(6);
  });
});
