import { describe, expect, it } from 'vitest';
import { describeWarning } from './describe-warning.ts';

// Intl puts a no-break space between the amount and the euro sign.
const NBSP = '\u00a0';

describe('describeWarning', () => {
  it('names the line and quotes the text of a line it could not place', () => {
    expect(describeWarning({ kind: 'unplaced-line', line: 42, text: 'xyz' })).toBe(
      'Línea 42 no reconocida: «xyz»',
    );
  });

  it('prints amounts as budgets do, grouping four-digit euros', () => {
    const text = describeWarning({ kind: 'total-mismatch', stated: 1234.5, parsed: 603315.73 });
    expect(text).toContain(`603.315,73${NBSP}€`);
    expect(text).toContain(`1.234,50${NBSP}€`);
  });

  it('names the chapter whose items do not add up to its printed total', () => {
    const text = describeWarning({
      kind: 'chapter-total-mismatch',
      chapterCode: 'C01',
      chapterTitle: 'DEMOLICIONES',
      stated: 100,
      parsed: 99.99,
    });
    expect(text).toMatch(/^Capítulo C01 DEMOLICIONES: la suma de sus partidas es 99,99\u00a0€/);
  });
});
