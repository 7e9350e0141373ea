import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { formatMoney } from '../model/format-money.ts';
import type { ParseWarning } from '../parse/parse-result.ts';
import { describeVerdict } from './describe-verdict.ts';
import { judgeReading } from './judge-reading.ts';

function reading(
  stated: { total?: number; chapter?: number },
  source: Budget['source'] = { format: 'txt' },
) {
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items: [
      {
        codigo: 'E01',
        resumen: 'Partida',
        uds: 'ud',
        longitud: '',
        anchura: '',
        altura: '',
        parciales: '',
        cantidad: '1,00',
        precio_unitario: 100,
        total: 100,
        chapterCode: '01',
      },
    ],
    total: 100,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
    chapters: [{ code: '01', title: 'FIRMES', level: 1, total: 100 }],
    source,
  };
  if (stated.total !== undefined) budget.statedTotal = stated.total;
  if (stated.chapter !== undefined) budget.chapters![0]!.statedTotal = stated.chapter;
  return budget;
}

const judge = (budget: Budget, warnings: ParseWarning[] = []) =>
  describeVerdict(judgeReading({ budget, warnings }));

describe('describeVerdict', () => {
  it('says a reconciled reading matches, and lists nothing else', () => {
    expect(judge(reading({ total: 100, chapter: 100 }))).toEqual([
      'Comprobación: cuadra con el documento (el total y 1 capítulo, al céntimo).',
    ]);
  });

  it('lists the total and the chapter that differ, with the document’s figure first', () => {
    const lines = judge(reading({ total: 112.34, chapter: 112.34 }));
    expect(lines[0]).toBe('Comprobación: NO cuadra con el documento.');
    const detail = `documento ${formatMoney(112.34)}, partidas ${formatMoney(100)}, diferencia ${formatMoney(-12.34)}`;
    expect(lines).toContain(`  Total: ${detail}`);
    expect(lines).toContain(`  Capítulo 01 FIRMES: ${detail}`);
  });

  it('marks a one-cent difference on one line as rounding', () => {
    const lines = judge(reading({ total: 100.01, chapter: 100 }));
    expect(lines[0]).toMatch(/salvo diferencias de céntimos, que pueden ser redondeo/);
    expect(lines[1]).toMatch(/\(redondeo\)$/);
  });

  it('says plainly when there is nothing to check against, and counts unplaced lines', () => {
    const lines = judge(reading({}), [{ kind: 'unplaced-line', line: 3, text: '???' }]);
    expect(lines).toEqual([
      'Comprobación: no se ha podido comprobar; el documento no indica un total con el que comparar.',
      'Líneas sin colocar: 1',
    ]);
  });

  it('asks for a review and lists each doubtful item, by position and code', () => {
    const budget = reading({ total: 100, chapter: 100 });
    budget.items.push({ ...budget.items[0]!, codigo: 'E02', cantidad: '', total: 0 });
    expect(judge(budget)).toEqual([
      'Comprobación: REVISAR. Las cifras cuadran con el documento (el total y 1 capítulo), pero hay partidas leídas con dudas.',
      'Partidas que revisar: 1',
      '  partida 2 (E02): sin cantidad ni importe, en un documento con precios',
    ]);
  });

  it('asks for a review of a chapter that reads as an item’s row without figures', () => {
    // `E02`, an item whose figures were emptied, read as a chapter heading taking `E03`:
    // every figure agrees, but the chapter states nothing and has the items' shape of code.
    const budget = reading({ total: 200 });
    const first = budget.items[0]!;
    budget.items = [
      { ...first, chapterCode: '01.01' },
      { ...first, codigo: 'E03', chapterCode: 'E02' },
    ];
    budget.total = 200;
    budget.chapters = [
      { code: '01', title: 'FIRMES', level: 1, total: 200, statedTotal: 200 },
      { code: '01.01', title: 'BASES', level: 2, parentCode: '01', total: 100, statedTotal: 100 },
      { code: 'E02', title: 'Riego de imprimación m2', level: 2, parentCode: '01', total: 100 },
    ];
    expect(judge(budget)).toEqual([
      'Comprobación: REVISAR. Las cifras cuadran con el documento (el total y 2 capítulos), pero hay partidas leídas con dudas.',
      'Partidas que revisar: 1',
      '  partida 2 (E03): está bajo el capítulo E02, que no indica total y cuyo código no sigue la forma de los demás capítulos; puede ser una partida sin cifras leída como capítulo',
    ]);
  });

  it('names certifications and price databases', () => {
    expect(
      judge(reading({ total: 100 }, { format: 'bc3', documentKind: 'certification' }))[0],
    ).toMatch(/^Documento: certificación/);
    expect(judge(reading({}, { format: 'bc3', documentKind: 'price-database' }))).toEqual([
      'Documento: base de precios (precios sin mediciones); no hay total de obra que comprobar.',
    ]);
  });
});
