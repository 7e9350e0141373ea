import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { encodeWindows1252 } from './testing/make-hostile-files.ts';
import { readCsvRows } from './read-csv-rows.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readCsvRows', () => {
  it('splits a Spanish Excel export on semicolons, keeping decimal commas as text', () => {
    const bytes = encodeWindows1252('CÓDIGO;UD;RESUMEN;IMPORTE\r\nE01;m²;Demolición;1.234,56\r\n');
    expect(readCsvRows(bytes)).toEqual([
      ['CÓDIGO', 'UD', 'RESUMEN', 'IMPORTE'],
      ['E01', 'm²', 'Demolición', '1.234,56'],
    ]);
  });

  it('reads a comma-separated file’s decimal points as numbers and its quoted fields whole', () => {
    const bytes = utf8('\uFEFFE01,m2,"Solera, HM-20 ""armada""",12.5,"3,20"\n');
    expect(readCsvRows(bytes)).toEqual([['E01', 'm2', 'Solera, HM-20 "armada"', 12.5, '3,20']]);
  });

  it('keeps a quoted line break inside its field and honours Excel’s sep= line', () => {
    const bytes = utf8('sep=,\n"E01","Solera\nHM-20";"x"\n');
    expect(readCsvRows(bytes)).toEqual([['E01', 'Solera\nHM-20;"x"']]);
  });

  it('refuses more rows than a budget sheet can hold', () => {
    expect(() => readCsvRows(utf8('1;2;2\n'.repeat(1_000_000)))).toThrow(
      BUDGET_ERROR_MESSAGES['spreadsheet-too-large'],
    );
  });
});
