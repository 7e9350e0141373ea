import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { readBudgetFile } from '../read-budget.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { extractSpreadsheetText } from './extract-spreadsheet-text.ts';
import { makeZipBomb, truncate } from './testing/make-hostile-files.ts';
import {
  makeChainsCyclic,
  makeCompoundFile,
  makeExcel4Bytes,
  makeRepeatedRowOds,
  makeTallSheetXlsx,
} from './testing/make-hostile-workbooks.ts';
import { makeBudgetXlsx } from './testing/make-budget-xlsx.ts';

const MEBIBYTE = 1024 * 1024;
const SAMPLES = join(process.cwd(), '..', 'shared', 'samples');
const EL_CASAR_XML = join(
  SAMPLES,
  'eacevedof-prj_python37__el-casar_vivienda-modular_presto-presupuesto-y-mediciones_spreadsheetml2003.xml',
);
const EL_CASAR_TSV = join(
  SAMPLES,
  'eacevedof-prj_python37__el-casar_vivienda-modular_spreadsheetml-as-tsv_derived.txt',
);

async function workbookOf(rows: (string | number)[][]): Promise<Uint8Array> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Hoja1');
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('extractSpreadsheetText', () => {
  it('lays out each row as a Word table row: tab-separated cells, numbers with a decimal comma', async () => {
    const bytes = await workbookOf([
      ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['E01', 'm2', 'Solera\nHM-20, 15 cm', 12.5, 3.2, 40],
      ['', '', 'Sin cifras'],
    ]);
    expect(await extractSpreadsheetText(bytes)).toBe(
      'CÓDIGO\tUD\tRESUMEN\tCANTIDAD\tPRECIO\tIMPORTE\n' +
        'E01\tm2\tSolera\t12,5\t3,2\t40\n' +
        'HM-20, 15 cm\n' +
        '\t\tSin cifras',
    );
  });

  it('leaves out a summary sheet and a notes sheet, keeping the sheet with priced rows', async () => {
    const budget = generateBudget({ itemCount: 12, seed: 3 });
    const text = await extractSpreadsheetText(await makeBudgetXlsx(budget, { extraSheets: true }));
    expect(text).not.toContain('RESUMEN DE PRESUPUESTO');
    expect(text).not.toContain('Notas');
    expect(text).toContain(budget.items[0]!.codigo);
  });

  it('refuses a workbook without a single figure', async () => {
    const bytes = await workbookOf([['Portada'], ['Obra: reforma de cocina'], ['Índice']]);
    await expect(extractSpreadsheetText(bytes)).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['spreadsheet-no-figures'],
    );
  });

  it('names a password-protected workbook', async () => {
    // Excel saves an .xlsx with a password as a compound file of these two streams.
    const bytes = await makeCompoundFile({
      EncryptionInfo: new Uint8Array(200).fill(4),
      EncryptedPackage: new Uint8Array(5000).fill(7),
    });
    await expect(extractSpreadsheetText(bytes)).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['spreadsheet-encrypted'],
    );
  });

  it('names an Excel 95 workbook and an Excel 4.0 one as older than Excel 97', async () => {
    const excel95 = await makeCompoundFile({ Book: new Uint8Array(5000).fill(9) });
    for (const bytes of [excel95, makeExcel4Bytes()]) {
      await expect(extractSpreadsheetText(bytes)).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['xls-too-old'],
      );
    }
  });

  it('refuses a compound file whose sector chains loop, without following them', async () => {
    const bytes = await makeCompoundFile({ Workbook: new Uint8Array(10_000).fill(1) });
    await expect(extractSpreadsheetText(makeChainsCyclic(bytes))).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-spreadsheet'],
    );
  });

  it('calls a truncated .xlsx damaged', async () => {
    const bytes = await makeBudgetXlsx(generateBudget({ itemCount: 30, seed: 5 }));
    await expect(extractSpreadsheetText(truncate(bytes, 0.6))).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-spreadsheet'],
    );
  });

  it('refuses zip bombs as too large, whether or not they declare their size', async () => {
    const honest = makeZipBomb({ inflatedBytes: 300 * MEBIBYTE, declaredBytes: 300 * MEBIBYTE });
    const lying = makeZipBomb({ inflatedBytes: 300 * MEBIBYTE, declaredBytes: 1000 });
    for (const bomb of [honest, lying]) {
      await expect(extractSpreadsheetText(bomb)).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['spreadsheet-too-large'],
      );
    }
  });

  it('refuses a million-row sheet as too large', async () => {
    await expect(extractSpreadsheetText(makeTallSheetXlsx(1_000_000))).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['spreadsheet-too-large'],
    );
  });

  it('refuses an .ods whose row of figures claims a million or two billion repetitions', async () => {
    for (const rows of [1_000_000, 2_000_000_000]) {
      await expect(extractSpreadsheetText(makeRepeatedRowOds(rows))).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['spreadsheet-too-large'],
      );
    }
  });

  it('reads an .ods row repeated a few times as that many rows', async () => {
    expect(await extractSpreadsheetText(makeRepeatedRowOds(3))).toBe('3\t2\t6\n3\t2\t6\n3\t2\t6');
  });
});

describe.skipIf(!existsSync(EL_CASAR_XML) || !existsSync(EL_CASAR_TSV))(
  'the El Casar workbook (Presto budget saved as Excel 2003 XML)',
  () => {
    it('reaches the parser as the same rows as its tab-separated twin', async () => {
      const text = await extractSpreadsheetText(new Uint8Array(readFileSync(EL_CASAR_XML)));
      const twin = readFileSync(EL_CASAR_TSV, 'utf8').replace(/\n$/, '');
      expect(text.split('\n')).toHaveLength(4963);
      expect(text).toBe(twin);
    });

    it('reads its 351 items and 221.603,72, reconciled with the document', async () => {
      const { budget, check } = await readBudgetFile(
        new Uint8Array(readFileSync(EL_CASAR_XML)),
        'presupuesto.xml',
        'text/xml',
      );
      expect(budget.items).toHaveLength(351);
      expect(budget.total).toBe(221_603.72);
      expect(check).toMatchObject({ status: 'reconciled', stated: 221_603.72 });
    });
  },
);
