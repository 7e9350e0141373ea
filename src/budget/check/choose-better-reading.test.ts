import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { chooseBetterReading, isBeyondImprovement } from './choose-better-reading.ts';
import { checkParseResult } from './judge-reading.ts';

/** A reading of two items, 6,00 € each, the second without figures when `doubtful`. */
function read(statedTotal: number | undefined, doubtful = false) {
  const items = [
    createBudgetItem({
      codigo: 'A1',
      resumen: 'Partida',
      cantidad: '2,00',
      precio_unitario: 3,
      total: 6,
    }),
    createBudgetItem({
      codigo: 'A2',
      resumen: 'Partida',
      cantidad: '3,00',
      precio_unitario: 2,
      total: 6,
    }),
  ];
  if (doubtful) items.push(createBudgetItem({ codigo: 'A3', resumen: 'Partida' }));
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: 12,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return checkParseResult({ budget, warnings: [] });
}

describe('chooseBetterReading', () => {
  it('keeps the table reading unless the text reading ranks above it', () => {
    const table = read(12, true);
    expect(table.check.status).toBe('review');
    expect(chooseBetterReading(table, read(12))).not.toBe(table);
    expect(chooseBetterReading(table, read(12.01)).check.status).toBe('rounding');
    expect(chooseBetterReading(table, read(undefined))).toBe(table);
    expect(chooseBetterReading(table, read(13))).toBe(table);
  });
});

describe('chooseBetterReading on a tie', () => {
  it('gives a tie to the table for real columns, to the text for a PDF grid', () => {
    const table = read(12);
    const text = read(12);
    expect(chooseBetterReading(table, text)).toBe(table);
    expect(chooseBetterReading(table, text, 'text')).toBe(text);
    // Only a tie: a better-borne table reading wins whatever the tie rule.
    expect(chooseBetterReading(table, read(13), 'text')).toBe(table);
  });
});

describe('chooseBetterReading against a reading that checks nothing', () => {
  it('takes a text reading that states nothing over a table reading whose figures disagree', () => {
    const table = read(13);
    expect(table.check.status).toBe('mismatch');
    expect(chooseBetterReading(table, read(undefined))).not.toBe(table);
  });

  it('never trades a table reading for a text reading that read no item', () => {
    const table = read(13);
    const nothing = checkParseResult({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items: [createBudgetItem({ codigo: 'ERROR', resumen: 'No se pudieron extraer partidas' })],
        total: 0,
        availableColumns: ['CÓDIGO', 'RESUMEN'],
      },
      warnings: [],
    });
    expect(chooseBetterReading(table, nothing)).toBe(table);
  });

  it('needs no text reading beside a reconciled table reading, where ties go to the table', () => {
    expect(isBeyondImprovement(read(12))).toBe(true);
    expect(isBeyondImprovement(read(12), 'text')).toBe(false);
    expect(isBeyondImprovement(read(undefined))).toBe(false);
  });
});
