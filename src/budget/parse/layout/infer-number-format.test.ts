import { describe, expect, it } from 'vitest';
import {
  groupSpacedThousands,
  inferDecimalMark,
  inferSpacedThousands,
  toSpanishFigure,
} from './infer-number-format.ts';

describe('inferDecimalMark', () => {
  it('finds the decimal comma of a Spanish report whose codes are dotted numbers', () => {
    expect(inferDecimalMark('01.01.01 kg VIGAS\n5 12,18 60,9\n1.210,00 €')).toBe(',');
  });

  it('finds the decimal point of an English-format report', () => {
    expect(inferDecimalMark('DMOVI3001 5211.000 M3 Excavación 2.54 13235.940')).toBe('.');
  });
  it('lets figures that read both ways vote only where no figure reads one way', () => {
    // Printed without thousands separators: `503,56` reads only with a decimal comma,
    // `56.000` in the description either way (56 or 56.000 kg).
    const text = [
      'X36.01 km ENFOSCADO 1089,06 503,56 548407,05',
      'AUXILIARES EN OBRA GRÚA DE 56.000 KG DE CARGA MEDIOS',
      'LONGITUD MEDIOS PROCTOR A AUTORIZADO GRÚA DE 56.000 KG DE CARGA.',
    ].join('\n');
    expect(inferDecimalMark(text)).toBe(',');
    // Every figure over a thousand, none grouped: `2423,11` reads only with a decimal comma.
    const large = text.replace('1089,06 503,56 548407,05', '2423,11 23403,36 56708915,65');
    expect(inferDecimalMark(large)).toBe(',');
    expect(inferDecimalMark('A01 m 12.500 3.250 40.625')).toBe('.');
    expect(inferDecimalMark('A01 m 12,500 3,250 40,625')).toBe(',');
  });

  it('counts every figure of a long text until the vote is decided, part by part', () => {
    // A few figures with a comma in a long first part, then hundreds with a point: the
    // first part decides nothing, and the figures across a part's end are counted once.
    const head = `${'Texto sin cifras de la memoria del proyecto.\n'.repeat(2_000)}1,50 2,25 3,75\n`;
    const tail = '12.50 3.40 42.50\n'.repeat(300);
    expect(inferDecimalMark(head + tail)).toBe('.');
    expect(inferDecimalMark(head + '12,50 3,40 42,50\n'.repeat(300))).toBe(',');
  });
});

describe('toSpanishFigure', () => {
  it('prints an English figure the Spanish way', () => {
    expect(toSpanishFigure('5211.000', '.')).toBe('5.211,000');
    expect(toSpanishFigure('-0.5', '.')).toBe('-0,5');
  });
});

describe('inferSpacedThousands', () => {
  it('finds thousands grouped by spaces, also no-break ones, where the rows multiply only so', () => {
    const text = [
      'E99ZW001 Pa PUESTA EN RASANTE 3 925,27 111,16 436 333,01',
      'OVU02 km TUBERÍA PVC 315 mm 11,00 161,88 1\u202f780,68',
      'TOTAL PRESUPUESTO 438 113,69 €',
    ].join('\n');
    expect(inferSpacedThousands(text, ',')).toBe(true);
  });

  it('finds them where every row prints `€` after its price and amount, as CYPE does', () => {
    const text = [
      '1.1.1 h Oficial de primera',
      'Total h : 731,95 560,34 € 410 140,86 €',
      'Total m2 : 15,00 12,50 € 187,50 €',
    ].join('\n');
    expect(inferSpacedThousands(text, ',')).toBe(true);
  });

  it('takes no evidence from a subtotal printed twice, which reads as 1 × x = x when split', () => {
    const text = [
      'Fachada principal 6 23,00 4,66 2,44 1 569,12',
      '1 563,50 1 563,50',
      'Total Ud : 1 563,50 398,19 € 622 570,07 €',
    ].join('\n');
    expect(inferSpacedThousands(text, ',')).toBe(true);
  });

  it('finds them in a budget of one item measured 0, whose price read apart leaves its head over', () => {
    // `0,00 20 890,27 0,00` read apart is 0 × 890,27 = 0 with `20` left between quantity
    // and price: a product by zero refuses nothing, as a product by one does not.
    const text = ['APUU_001 h PINT.PLÁST. 0,00 20 890,27 0,00', 'TOTAL 0,00 €'].join('\n');
    expect(inferSpacedThousands(text, ',')).toBe(true);
  });

  it('finds them where a row multiplies read apart only by leaving a head inside it', () => {
    // 5,00 × 27,31 = 136,55 with `10` between price and amount: 10.136,55 is the amount
    // (changed by hand, for the verdict to doubt), not a figure dropped.
    expect(inferSpacedThousands('m23T90L001 UD EXCAV.\n5,00 27,31 10 136,55', ',')).toBe(true);
  });

  it('finds them where a group opens with a zero, which no figure of its own does', () => {
    expect(inferSpacedThousands('V12.01 Ml CARGA 0,00 8 085,22 0,00', ',')).toBe(true);
  });

  it('finds them by the totals where no row prints a spaced figure: read whole, they add up the rows', () => {
    const rows = [
      'APUN_001 UD CORTE PAVIMENTO 32,00 22,78 728,96',
      'A deducir alcorque 1 2,73 2,88 7,86', // a measurement, added up by the next row
      '7,86 100,25 787,97',
    ];
    const text = [...rows, 'Total capítulo 01 VARIOS 1 516,93', 'TOTAL PRESUPUESTO 1 516,93 €'];
    expect(inferSpacedThousands(text.join('\n'), ',')).toBe(true);
    // Read apart, `TOTAL CAPÍTULO 1` then 516,93 adds them up: no thousands there.
    const apart = [
      ...rows.slice(0, 1),
      'AB02 m ZANJA 1,00 -212,03 -212,03',
      'TOTAL CAPÍTULO 1 516,93',
    ];
    expect(inferSpacedThousands(apart.join('\n'), ',')).toBe(false);
  });

  it('refuses them where figures group thousands with dots, or no row multiplies only when grouped', () => {
    const presto = ['A01 m2 SOLERA', '1 310,73 0,40', '310,73 12,00 3.728,76'].join('\n');
    expect(inferSpacedThousands(presto, ',')).toBe(false);
    expect(inferSpacedThousands('Fachada 1 310,73\nA01 u Pieza 2,00 3,00 6,00', ',')).toBe(false);
  });
});

describe('groupSpacedThousands', () => {
  it('makes a spaced figure one token, grouped by dots', () => {
    expect(groupSpacedThousands(['116,63', '22', '562,93', '2', '631', '514,53'], ',')).toEqual([
      '116,63',
      '22.562,93',
      '2.631.514,53',
    ]);
  });

  it('never leaves a group that opens with a zero standing alone, though the split multiplies', () => {
    // `0 × 10 = 000,00` multiplies, but `000,00` is no figure: 10.000,00 is the amount,
    // printed against 0,00 × 92,29 (an amount changed by hand, for the verdict to doubt).
    expect(groupSpacedThousands(['0,00', '92,29', '10', '000,00'], ',')).toEqual([
      '0,00',
      '92,29',
      '10.000,00',
    ]);
    expect(groupSpacedThousands(['0,00', '1', '000', '085,22', '0,00'], ',')).toEqual([
      '0,00',
      '1.000.085,22',
      '0,00',
    ]);
  });

  it('never splits a run where the split leaves a figure inside the row', () => {
    // 2,68 × 269,36 = 721,88 with `10` between price and amount: the amount is 10.721,88.
    expect(groupSpacedThousands(['2,68', '269,36', '10', '721,88'], ',')).toEqual([
      '2,68',
      '269,36',
      '10.721,88',
    ]);
  });

  it('never splits a run for a product by one, which any spaced figure makes', () => {
    expect(groupSpacedThousands(['Total', '1', '444', '444,00'], ',')).toEqual([
      'Total',
      '1.444.444,00',
    ]);
  });

  it('splits an ambiguous run where only the split multiplies out', () => {
    // `2 100,00 3,00 300,00`: a title ending in 2, then 100,00 × 3,00 = 300,00.
    expect(groupSpacedThousands(['Tubo', '2', '100,00', '3,00', '300,00'], ',')).toEqual([
      'Tubo',
      '2',
      '100,00',
      '3,00',
      '300,00',
    ]);
    expect(groupSpacedThousands(['Total', '7', '550', '455,00'], ',')).toEqual([
      'Total',
      '7.550.455,00',
    ]);
    // `01 × 115 = 115` is no row: the amount ends the line.
    expect(groupSpacedThousands(['Total', '01', '115', '115', '935,06'], ',')).toEqual([
      'Total',
      '01',
      '115.115.935,06',
    ]);
  });
});
