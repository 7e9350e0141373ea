import { describe, expect, it } from 'vitest';
import { computeBc3Partials } from './compute-bc3-partials.ts';

describe('computeBc3Partials', () => {
  it('multiplies the non-empty magnitudes of a line, a negative one deducting', () => {
    const { lines, total } = computeBc3Partials([
      { type: '', comment: 'Salón', uds: 2, length: 4.5, height: 2.7 },
      { type: '', comment: 'Hueco', uds: -1, length: 0.8, height: 2.1 },
      { type: '', comment: 'Solo longitud', length: 7 },
    ]);
    expect(lines.map((line) => line.partial)).toEqual([2 * 4.5 * 2.7, -1 * 0.8 * 2.1, 7]);
    expect(total).toBeCloseTo(24.3 - 1.68 + 7);
  });

  it('gives a comment-only heading no partial', () => {
    const { lines, total } = computeBc3Partials([{ type: '', comment: 'Planta baja' }]);
    expect(lines[0]?.partial).toBeUndefined();
    expect(total).toBe(0);
  });

  it('computes partial (type 1) and running (type 2) subtotals without adding them to the total', () => {
    const { lines, total } = computeBc3Partials([
      { type: '', comment: '', uds: 1, length: 2 },
      { type: '', comment: '', uds: 2, length: 2, width: 2 },
      { type: '1', comment: '' },
      { type: '', comment: '', uds: 5 },
      { type: '1', comment: '' },
      { type: '2', comment: '' },
    ]);
    expect(lines.map((line) => [line.partial, line.isSubtotal])).toEqual([
      [2, false],
      [8, false],
      [10, true],
      [5, false],
      [5, true],
      [15, true],
    ]);
    expect(total).toBe(15);
  });

  it('evaluates a formula line (type 3) with the line’s magnitudes', () => {
    const { total } = computeBc3Partials([{ type: '3', comment: 'a*b/2', uds: 3, length: 4 }]);
    expect(total).toBe(6);
  });
});
