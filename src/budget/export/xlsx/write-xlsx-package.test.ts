import { describe, expect, it } from 'vitest';
import { columnLetters, writeXlsxPackage } from './write-xlsx-package.ts';

describe('writeXlsxPackage', () => {
  it('names columns as Excel does, past Z', () => {
    expect([0, 6, 25, 26, 27, 701, 702].map(columnLetters)).toEqual([
      'A',
      'G',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });

  it('gives back through SheetJS every text, number, format and formula written, control characters and `_x` sequences included', async () => {
    const texts = [
      'Hormigón HA-25 <B/20> & "cía"',
      ' sangría\ny salto ',
      'tab\ttab',
      'vt\u000Bvt',
      'lit_x0041_eral',
    ];
    const bytes = writeXlsxPackage({
      name: 'Presupuesto',
      rows: [
        texts.map((text) => ({ kind: 'text', text })),
        [
          { kind: 'number', value: 1234.5, format: '#,##0.00' },
          { kind: 'number', value: 0.125, format: '#,##0.000' },
          undefined,
          { kind: 'formula', formula: 'ROUND(A2*B2,2)', value: 154.31, format: '#,##0.00' },
        ],
      ],
      widths: [10, 12],
      frozenRows: 1,
    });
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.read(bytes, { type: 'array', cellFormula: true, cellNF: true }).Sheets[
      'Presupuesto'
    ]!;
    expect(texts.map((_, c) => sheet[XLSX.utils.encode_cell({ r: 0, c })]?.v)).toEqual(texts);
    expect(sheet['A2']).toMatchObject({ t: 'n', v: 1234.5, z: '#,##0.00' });
    expect(sheet['B2']).toMatchObject({ t: 'n', v: 0.125, z: '#,##0.000' });
    expect(sheet['C2']).toBeUndefined();
    expect(sheet['D2']).toMatchObject({ t: 'n', v: 154.31, f: 'ROUND(A2*B2,2)' });
    expect(sheet['!ref']).toBe('A1:E2');
  });
});
