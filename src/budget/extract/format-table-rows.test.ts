import { describe, expect, it } from 'vitest';
import { formatCellNumber, formatTableRows } from './format-table-rows.ts';

describe('formatTableRows', () => {
  it('joins cells with tabs, keeps inner empty cells and drops trailing ones', () => {
    expect(formatTableRows([['E01', null, 'Partida alzada', '', undefined]])).toBe(
      'E01\t\tPartida alzada',
    );
  });

  it('puts a cell’s further lines below the row line, as a Word cell’s paragraphs', () => {
    expect(formatTableRows([['E01', 'Solera\r\nHM-20\n\n15 cm', 40]])).toBe(
      'E01\tSolera\t40\nHM-20\n15 cm',
    );
  });

  it('never lets a tab inside a cell split it in two columns', () => {
    expect(formatTableRows([['a\tb', 'c']])).toBe('a b\tc');
  });
});

describe('formatCellNumber', () => {
  it('writes numbers as a General cell shows them in Spanish: decimal comma, no grouping', () => {
    expect(formatCellNumber(611.07)).toBe('611,07');
    expect(formatCellNumber(221603.72)).toBe('221603,72');
    expect(formatCellNumber(2)).toBe('2');
    expect(formatCellNumber(-3.5)).toBe('-3,5');
  });

  it('drops binary floating-point noise past 15 significant digits', () => {
    expect(formatCellNumber(0.1 + 0.2)).toBe('0,3');
    expect(formatCellNumber(13.64 * 22.4 * 2)).toBe('611,072');
  });
});
