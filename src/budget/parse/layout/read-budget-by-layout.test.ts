import { describe, expect, it } from 'vitest';
import { judgeReading } from '../../check/judge-reading.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { misprintItemPrice } from '../../testing/misprint-item-price.ts';
import { PRICE_BEFORE_QUANTITY_FAMILY } from '../../testing/render-price-before-quantity-report.ts';
import { writeReportText } from '../../testing/report-document.ts';
import { tamperBudget } from '../../testing/tamper-budget.ts';
import { renderBudgetReport } from '../../testing/render-budget-report.ts';
import { readBudgetByLayout } from './read-budget-by-layout.ts';

describe('readBudgetByLayout', () => {
  it('reads a report whose items carry no code, each line opening with its unit, as items without code, a unit never a code', () => {
    // Our own PDF of a sheet typed without codes (spec §9: the unit, then the title; UDS 1).
    const row = (unit: string, title: string, figures: string) => `${unit} ${title}\t1\t${figures}`;
    for (const first of [0, 1]) {
      const rows = [
        row('t', 'DEMOLICIÓN Y LEVANTADO DE ACERAS', '3.145,93\t243,61 €\t766.380,01 €'),
        row('m3', 'COLUMNA 6 m.', '2,00\t473,64 €\t947,28 €'),
        'Normativa medido según aserrado a tubo el en medido ni vertido vertido',
        row('Ml', 'Plataforma elevadora de tijera diesel', '0,00\t23.641,53 €\t0,00 €'),
      ];
      if (first === 1) rows.unshift(...rows.splice(1, 2));
      const text = [
        'RESUMEN\tUDS\tCANTIDAD\tP. UNIT.\tTOTAL',
        ...rows,
        '\t\tTOTAL\t\t767.327,29 €',
      ].join('\n');
      const { budget } = readBudgetByLayout(text, { unknownClient: '' });
      const items = budget.items.map((item) => [
        item.codigo,
        item.uds,
        item.resumen.split('\n')[0],
      ]);
      expect(items.sort()).toEqual([
        ['', 'Ml', 'Plataforma elevadora de tijera diesel'],
        ['', 'm3', 'COLUMNA 6 m.'],
        ['', 't', 'DEMOLICIÓN Y LEVANTADO DE ACERAS'],
      ]);
      expect(budget.total).toBe(767327.29);
    }
  });

  it('reads an item whose code is its open chapter’s, printed with a unit, as an item, not the heading printed again', () => {
    const text = [
      'CÓDIGO    RESUMEN    UDS    LONGITUD    ANCHURA    ALTURA    PARCIALES    CANTIDAD    PRECIO    IMPORTE',
      'CAPÍTULO C01 SEÑALIZACIÓN EN PLAZA MAYOR',
      'SUBCAPÍTULO C01.01 GESTIÓN DE RESIDUOS',
      'C01.01    M2    ARQUETA REGISTRO 40x40 cm',
      'En calzadas señalización sobre disco previa aserrado.',
      'Calle Mayor tramo norte    11    9,18    2,28    1,85    425,93',
      '425,93    210,04    89.462,34',
      'TOTAL SUBCAPÍTULO C01.01 GESTIÓN DE RESIDUOS....    89.462,34',
      'TOTAL CAPÍTULO C01 SEÑALIZACIÓN EN PLAZA MAYOR....    89.462,34',
      'TOTAL....    89.462,34',
    ].join('\n');
    const { budget } = readBudgetByLayout(text, { unknownClient: '' });
    expect(budget.items.map((item) => [item.codigo, item.total])).toEqual([['C01.01', 89462.34]]);
  });

  it('reads on past a report’s closing lines where the export starts another report', () => {
    const budget = generateBudget({ itemCount: 20, seed: 5 });
    const report = renderBudgetReport(budget, 'presupuesto');
    expect(report).toContain('Asciende el presupuesto a');
    const { budget: read } = readBudgetByLayout(`${report}\n${report}`, { unknownClient: '' });
    expect(read.items).toHaveLength(40);
    expect(read.total).toBe(Math.round(budget.total * 200) / 100);
  });

  it('reads the stated figures of a report with a misprinted price: the wrapped chapter total, and the PEM before the contract total', () => {
    // Seed 53 prints `TOTAL CAPÍTULO 01 ACTUACIONES` / `PREVIAS EN CALLE ÁVILA....` /
    // `89.506.633,43`, then a summary whose `SUMA` and contract total follow the PEM.
    const misprinted = misprintItemPrice(30, 53);
    const result = readBudgetByLayout(misprinted.text, { unknownClient: '' });
    expect(result?.budget.statedTotal).toBe(misprinted.budget.total);
    expect(result?.budget.chapters?.map((chapter) => chapter.statedTotal)).toEqual(
      misprinted.budget.chapters?.map((chapter) => chapter.total),
    );
    expect(result?.warnings.map((warning) => warning.kind)).toContain('total-mismatch');
  });

  it('reports a TCQ amount changed under a chapter total of 0,00, never reconciled', () => {
    // An item of quantity 0,000 whose printed amount became 9.999,88: the chapter and the
    // PEM still print 0,00, so only the item's own arithmetic shows the change.
    const family = PRICE_BEFORE_QUANTITY_FAMILY;
    const budget = family.shape(
      generateBudget({ itemCount: 1, seed: 2147483631, ...family.generate }),
    );
    const tampered = tamperBudget(budget, { kind: 'item', index: 0 }, 999988);
    const text = writeReportText(family.render(tampered), family.textStyle);
    const result = readBudgetByLayout(text, { unknownClient: '' });
    expect(result?.budget.items.map((item) => item.total)).toEqual([9999.88]);
    expect(judgeReading(result!).status).toBe('mismatch');
  });

  it('gives a line of figures it cannot place the amount it prints', () => {
    const result = readBudgetByLayout(
      ['1 1,00 2,00 2,00', 'A01 u Partida', '1,00 5,00 5,00', 'TOTAL 5,00'].join('\n'),
      { unknownClient: '' },
    );
    expect(result?.warnings[0]).toEqual({
      kind: 'unplaced-line',
      line: 1,
      text: '1 1,00 2,00 2,00',
      amount: 2,
    });
    expect(judgeReading(result!).status).toBe('mismatch');
  });

  it('gives an unplaced line the amount ending it, read as a word of its cell, never reconciled', () => {
    // A PDF row whose chapter total was written into its label's cell: the figure is a word
    // there, and the total, which disagrees with the items, was left unread under "Cuadra".
    const text = [
      'PRESUPUESTO Y MEDICIONES',
      'CÓDIGO RESUMEN\tUDS\tLONGITUD ANCHURA ALTURA PARCIALES CANTIDAD\tPRECIO\tIMPORTE',
      'CAPÍTULO C01 OBRAS EN PLAZA MAYOR',
      'E01 m2 SOLERA DE HORMIGÓN',
      'Calle Mayor\t3\t17,50 0,99\t51,98',
      '\t\t\t51,98 161,86\t8.413,48',
      '\tTOTAL CAPÍTULO C01 OBRAS EN PLAZA MAYOR... 9.413,48',
      '\tTOTAL...\t\t\t\t8.413,48',
    ].join('\n');
    const result = readBudgetByLayout(text, { unknownClient: '' });
    expect(result?.warnings).toContainEqual(
      expect.objectContaining({ kind: 'unplaced-line', line: 7, amount: 9413.48 }),
    );
    expect(judgeReading(result!).status).toBe('mismatch');
  });

  it('skips the report title above each page column header, also on a two-page report', () => {
    const header = 'CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE';
    const result = readBudgetByLayout(
      [
        'PRESUPUESTO Y MEDICIONES',
        header,
        'CAPÍTULO C01 SEÑALIZACIÓN',
        'FTN09 m² GESTIÓN DE RESIDUOS',
        '7 15,61 109,27',
        '23 de diciembre de 2025',
        'Página1',
        'PRESUPUESTO Y MEDICIONES',
        header,
        'Calle Mayor 10 4,92 1,24 2,20 134,22',
        '243,49 283,19 68.953,93',
        'TOTAL CAPÍTULO C01 SEÑALIZACIÓN 68.953,93',
      ].join('\n'),
      { unknownClient: '' },
    );
    expect(result?.budget.items.map((item) => [item.codigo, item.total])).toEqual([
      ['FTN09', 68953.93],
    ]);
  });

  it('reads a running head with its page number before an open chapter’s keyword as no chapter', () => {
    // pyCost's book: the head of page 3 stands right under the heading of subchapter 1.2.
    const text = [
      'Capítulo 1',
      'GESTIÓN DE RESIDUOS',
      '1.1.     PAVIMENTACIÓN',
      'Partida    Cantidad    Descripción    Precio    Importe',
      'I11JK001    4,284.500  t    LEVANTADO DE BORDILLO    558.30    2,392,036.35',
      'Total: PAVIMENTACIÓN    2,392,036.35',
      '1.2.     ABASTECIMIENTO',
      '2',
      '\f3    CAPÍTULO 1. GESTIÓN DE RESIDUOS',
      'Partida    Cantidad    Descripción    Precio    Importe',
      'FLI11    10.000  m    CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC.    525.21    5,252.10',
      'Total: ABASTECIMIENTO    5,252.10',
      'Total: GESTIÓN DE RESIDUOS . . . .    2,397,288.45',
      'Total: Urbanización . . . .    2,397,288.45',
    ].join('\n');
    const { budget } = readBudgetByLayout(text, { unknownClient: '' });
    expect(budget.chapters?.map((chapter) => chapter.code)).toEqual(['1', '1.1', '1.2']);
    expect(budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual([
      ['I11JK001', '1.1'],
      ['FLI11', '1.2'],
    ]);
  });
});
