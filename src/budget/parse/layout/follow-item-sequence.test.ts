import { describe, expect, it } from 'vitest';
import { judgeReading } from '../../check/judge-reading.ts';
import { readBudgetText } from '../../read-budget.ts';

/** A contractor's sheet as pdftotext prints it: number and title on a line, the unit opening the description. */
const HEADER = [
  '         PRESUPUESTO',
  '         OBRA: Reforma de local',
  '',
  '         Nº   DESCRIPCIÓN                                                          MEDICIÓN          PRECIO           PRECIO',
  '                                                                                                   UNITARIO            TOTAL',
];
const FIGURES = (quantity: string, price: string, amount: string) =>
  `${quantity.padStart(12)}${price.padStart(16)}${amount.padStart(18)}`;
const ROW = (text: string, figures = '') => `              ${text.padEnd(66)}${figures}`;
const FOOTER = [
  '',
  '              PRESUPUESTO SIN IVA.',
  `${'EUROS.'.padStart(107)}${'200,00'.padStart(14)}`,
];

function sheet(eleven: string[]): string {
  return [
    ...HEADER,
    '',
    '         10   DEMOLICIÓN DE TABIQUE',
    ROW('M2 Demolición de tabique de ladrillo hueco doble.', FIGURES('12,00', '10,00', '120,00')),
    '',
    '         11   PICADO DE ENFOSCADO',
    ...eleven,
    '',
    '         12   RETIRADA DE ESCOMBROS',
    ROW('Ud Retirada de escombros a vertedero autorizado.', FIGURES('1,00', '50,00', '50,00')),
    '',
    '         13   LIMPIEZA FINAL DE OBRA',
    ROW('Ud Limpieza final de obra.', FIGURES('1,00', '30,00', '30,00')),
    ...FOOTER,
  ].join('\n');
}

const codesAndTotals = (text: string) =>
  readBudgetText(text).budget.items.map((item) => [item.codigo, item.total]);

describe('an item left without figures, by the grammar of codes', () => {
  it('reads the next numbered title under an item without figures as the next item, and doubts it', () => {
    const text = sheet([ROW('M2 Picado de enfoscado en paredes interiores.')]);
    expect(codesAndTotals(text)).toEqual([
      ['10', 120],
      ['11', 0],
      ['12', 50],
      ['13', 30],
    ]);
    const verdict = judgeReading(readBudgetText(text));
    expect(verdict.status).toBe('review');
    expect(verdict.doubts).toMatchObject([{ kind: 'item-without-figures', codigo: '11' }]);
  });

  it('keeps a line opening with the next number as text where the sentence above goes on', () => {
    const text = sheet([
      ROW('M2 Picado de enfoscado en paredes interiores, aplicando'),
      '         12   CAPAS DE YESO', // `… aplicando` / `12 CAPAS DE YESO`: one sentence
      ROW('en techos.', FIGURES('8,00', '5,00', '40,00')),
    ]).replace('200,00', '240,00');
    expect(codesAndTotals(text)).toEqual([
      ['10', 120],
      ['11', 40],
      ['12', 50],
      ['13', 30],
    ]);
  });

  it('reads the next number under a first item without figures as the next item where its unit opens the line under it', () => {
    // No item before `10` has taught the grammar what an item's number looks like: the unit
    // opening the line under `11 PICADO …`, as it opened the line under `10`, tells.
    const text = sheet([
      ROW('M2 Picado de enfoscado en paredes interiores.', FIGURES('4,00', '10,00', '40,00')),
    ])
      .replace(FIGURES('12,00', '10,00', '120,00'), '')
      .replace('200,00', '120,00');
    expect(codesAndTotals(text)).toEqual([
      ['10', 0],
      ['11', 40],
      ['12', 50],
      ['13', 30],
    ]);
    const verdict = judgeReading(readBudgetText(text));
    expect(verdict.status).toBe('review');
    expect(verdict.doubts).toMatchObject([{ kind: 'item-without-figures', codigo: '10' }]);
  });

  it('reads the next number as the next item where its unit opens the line under it, though the text above ends without a stop', () => {
    const text = sheet([ROW('M2 Picado de enfoscado en paredes interiores')]);
    expect(codesAndTotals(text)).toEqual([
      ['10', 120],
      ['11', 0],
      ['12', 50],
      ['13', 30],
    ]);
    expect(judgeReading(readBudgetText(text)).doubts).toMatchObject([
      { kind: 'item-without-figures', codigo: '11' },
    ]);
  });

  it('keeps a number opening a wrapped line as text where a unit under it finishes its phrase, out of sequence', () => {
    // `… ACERO B` / `500 S … CADA 20` / `M DE LONGITUD.`: the unit finishes `CADA 20 M`,
    // and 500 is no number after 11.
    const text = sheet([
      ROW('M2 PICADO CON 12 KG DE ACERO B'),
      '         500  S PICADO DE JUNTAS CADA 20',
      ROW('M DE LONGITUD.', FIGURES('8,00', '5,00', '40,00')),
    ]).replace('200,00', '240,00');
    expect(codesAndTotals(text)).toEqual([
      ['10', 120],
      ['11', 40],
      ['12', 50],
      ['13', 30],
    ]);
    expect(judgeReading(readBudgetText(text)).status).toBe('reconciled');
  });

  it('reads the next number as the next item where its title ends in a number and its unit opens the line under it', () => {
    const text = sheet([ROW('M2 Picado de enfoscado en paredes interiores')]).replace(
      '12   RETIRADA DE ESCOMBROS',
      '12   RETIRADA DE ESCOMBROS 6',
    );
    expect(codesAndTotals(text)).toEqual([
      ['10', 120],
      ['11', 0],
      ['12', 50],
      ['13', 30],
    ]);
  });

  it('keeps a number opening a wrapped line of the first item as text where no unit opens the line under it', () => {
    const text = sheet([
      ROW('M2 Picado de enfoscado en paredes interiores.', FIGURES('4,00', '10,00', '40,00')),
    ])
      .replace(
        ROW(
          'M2 Demolición de tabique de ladrillo hueco doble.',
          FIGURES('12,00', '10,00', '120,00'),
        ),
        [
          ROW('M2 Demolición de tabique de ladrillo hueco doble.'),
          '         11   CAPAS DE ENLUCIDO RETIRADAS', // a wrapped line of capitals, numbered like the next item
          ROW('con medios manuales.', FIGURES('12,00', '10,00', '120,00')),
        ].join('\n'),
      )
      .replace('         11   PICADO DE ENFOSCADO', '         12   PICADO DE ENFOSCADO')
      .replace('         12   RETIRADA', '         13   RETIRADA')
      .replace('         13   LIMPIEZA', '         14   LIMPIEZA')
      .replace('200,00', '240,00');
    expect(codesAndTotals(text)).toEqual([
      ['10', 120],
      ['12', 40],
      ['13', 50],
      ['14', 30],
    ]);
    expect(readBudgetText(text).budget.items[0]?.resumen).toContain('11 CAPAS DE ENLUCIDO');
  });

  it('reads a heading without figures whose code is shaped as the items’ as an item, not a chapter', () => {
    const text = [
      'CÓDIGO   RESUMEN   CANTIDAD   PRECIO   IMPORTE',
      'CAPÍTULO 01 MOVIMIENTO DE TIERRAS',
      'E02AM010   m3   EXCAVACIÓN EN ZANJA A MÁQUINA',
      'Excavación en zanja en terreno compacto.',
      '                          2,00      10,00      20,00',
      'E02AM020   m3   EXCAVACIÓN EN POZO A MÁQUINA',
      'Excavación en pozo en terreno compacto.',
      '                          3,00      10,00      30,00',
      'E02AM030   RELLENO DE ZANJA CON TIERRAS',
      'E02AM040   m3   TRANSPORTE DE TIERRAS A VERTEDERO',
      'Transporte de tierras.',
      '                          4,00      10,00      40,00',
      'TOTAL CAPÍTULO 01 MOVIMIENTO DE TIERRAS ............   90,00',
      'TOTAL   90,00',
    ].join('\n');
    const result = readBudgetText(text);
    expect(codesAndTotals(text)).toEqual([
      ['E02AM010', 20],
      ['E02AM020', 30],
      ['E02AM030', 0],
      ['E02AM040', 40],
    ]);
    expect(result.budget.chapters?.map((chapter) => chapter.code)).toEqual(['01']);
    expect(judgeReading(result).status).toBe('review');
  });
});
