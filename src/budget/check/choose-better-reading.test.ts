import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { chooseBetterReading, isBeyondImprovement } from './choose-better-reading.ts';
import { checkParseResult } from './judge-reading.ts';

function reading(code: string, total: number, statedTotal?: number) {
  const budget: Budget = {
    id: 'PRE-2024-001',
    client: 'Cliente',
    items: [
      {
        codigo: code,
        resumen: 'Partida',
        uds: 'ud',
        longitud: '',
        anchura: '',
        altura: '',
        parciales: '',
        cantidad: '1',
        precio_unitario: total,
        total,
      },
    ],
    total,
    availableColumns: ['CÓDIGO', 'RESUMEN'],
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return checkParseResult({ budget, warnings: [] });
}

describe('chooseBetterReading', () => {
  it('keeps the table reading unless the text reading agrees with the document where it does not', () => {
    const table = reading('T', 100, 100);
    expect(chooseBetterReading(table, reading('X', 100, 100))).toBe(table);
    const wrongTable = reading('T', 90, 100);
    const text = reading('X', 100, 100);
    expect(chooseBetterReading(wrongTable, text)).toBe(text);
  });

  it('never trades a table reading for a text reading that read no item', () => {
    const table = reading('T', 90, 100);
    expect(chooseBetterReading(table, reading('ERROR', 0))).toBe(table);
  });

  it('takes a text reading that states nothing over a table reading whose figures disagree', () => {
    const text = reading('X', 100);
    expect(chooseBetterReading(reading('T', 90, 100), text)).toBe(text);
  });

  it('needs no text reading beside a reconciled table reading', () => {
    expect(isBeyondImprovement(reading('T', 100, 100))).toBe(true);
    expect(isBeyondImprovement(reading('T', 100))).toBe(false);
  });
});
