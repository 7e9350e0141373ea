import { beforeAll, describe, expect, it } from 'vitest';
import {
  convertWithLibreOffice,
  hasLibreOffice,
  hasLibreOfficeCalc,
} from '../../scripts/libreoffice.ts';
import { makeBudgetDocx } from './extract/testing/make-budget-docx.ts';
import { makeBudgetCsv } from './extract/testing/make-budget-csv.ts';
import { encodeWindows1252 } from './extract/testing/make-hostile-files.ts';
import { makeBudgetXlsx } from './extract/testing/make-budget-xlsx.ts';
import type { Budget } from './model/budget.ts';
import { readBudgetFile } from './read-budget.ts';
import { generateBudget } from './testing/generate-budget.ts';

/**
 * Every format a user really has, made from one synthetic budget: the project's
 * own .docx and .xlsx writers, LibreOffice for the formats only an office suite
 * writes (.doc, .odt, .rtf from the .docx; .xls and .ods from the .xlsx; its
 * Excel 2003 XML export fails headless, so SheetJS writes that one), and the CSV
 * variants Excel saves. Each must read back to the same items
 * and total.
 */

const generated = generateBudget({ itemCount: 40, seed: 11 });
/** LibreOffice's first start on a busy 2-core machine takes tens of seconds. */
const CONVERSION_TIMEOUT_MS = 300_000;

function essence(budget: Budget) {
  return {
    codes: budget.items.map((item) => item.codigo),
    units: budget.items.map((item) => item.uds),
    prices: budget.items.map((item) => item.precio_unitario),
    totals: budget.items.map((item) => item.total),
    total: budget.total,
  };
}

describe('readBudgetFile on the budget saved by Excel as .csv', () => {
  const cases: [string, Uint8Array][] = [
    ['";" separators, Windows-1252', encodeWindows1252(makeBudgetCsv(generated, ';'))],
    ['"," separators, UTF-8 with BOM', utf8WithBom(makeBudgetCsv(generated, ','))],
    ['";" separators, UTF-8 with BOM and CRLF', utf8WithBom(makeBudgetCsv(generated, ';', '\r\n'))],
    [
      '"," separators, Windows-1252 and CRLF',
      encodeWindows1252(makeBudgetCsv(generated, ',', '\r\n')),
    ],
  ];
  for (const [name, bytes] of cases) {
    it(`reads the same items and total with ${name}`, async () => {
      const { budget } = await readBudgetFile(bytes, 'presupuesto.csv', 'text/csv');
      expect(essence(budget)).toEqual(essence(generated));
      expect(budget.source?.format).toBe('csv');
    });
  }
});

describe('readBudgetFile on the budget as an .xlsx', () => {
  it('reads the same items and total', async () => {
    const bytes = await makeBudgetXlsx(generated);
    const { budget } = await readBudgetFile(bytes, 'presupuesto.xlsx');
    expect(essence(budget)).toEqual(essence(generated));
    expect(budget.source?.format).toBe('spreadsheet');
  });

  it('reads the budget sheet of a workbook that also holds a summary and notes', async () => {
    const bytes = await makeBudgetXlsx(generated, { extraSheets: true });
    const { budget } = await readBudgetFile(bytes, 'presupuesto.xlsx');
    expect(essence(budget)).toEqual(essence(generated));
  });

  it('reads the same workbook saved as Excel 2003 XML (SpreadsheetML)', async () => {
    const bytes = await makeBudgetXlsx(generated, { extraSheets: true, bookType: 'xlml' });
    expect(new TextDecoder().decode(bytes.subarray(0, 400))).toContain(
      'xmlns="urn:schemas-microsoft-com:office:spreadsheet"',
    );
    const { budget } = await readBudgetFile(bytes, 'presupuesto.xml', 'text/xml');
    expect(essence(budget)).toEqual(essence(generated));
  });
});

describe.skipIf(!hasLibreOffice())(
  'readBudgetFile on the budget saved by LibreOffice Writer',
  () => {
    const converted = new Map<string, Uint8Array>();
    beforeAll(async () => {
      const docx = await makeBudgetDocx(generated);
      converted.set('doc', convertWithLibreOffice(docx, 'presupuesto.docx', 'doc:MS Word 97'));
      converted.set('odt', convertWithLibreOffice(docx, 'presupuesto.docx', 'odt'));
      converted.set('rtf', convertWithLibreOffice(docx, 'presupuesto.docx', 'rtf'));
    }, CONVERSION_TIMEOUT_MS);

    for (const [extension, format] of [
      ['doc', 'doc'],
      ['odt', 'odt'],
      ['rtf', 'rtf'],
    ] as const) {
      it(`reads a .${extension} to the same items and total`, async () => {
        const { budget } = await readBudgetFile(
          converted.get(extension)!,
          `presupuesto.${extension}`,
        );
        expect(essence(budget)).toEqual(essence(generated));
        expect(budget.source?.format).toBe(format);
      });
    }
  },
);

describe.skipIf(!hasLibreOfficeCalc())(
  'readBudgetFile on the budget saved by LibreOffice Calc',
  () => {
    const converted = new Map<string, Uint8Array>();
    beforeAll(async () => {
      const xlsx = await makeBudgetXlsx(generated, { extraSheets: true });
      converted.set('xls', convertWithLibreOffice(xlsx, 'presupuesto.xlsx', 'xls:MS Excel 97'));
      converted.set('ods', convertWithLibreOffice(xlsx, 'presupuesto.xlsx', 'ods'));
    }, CONVERSION_TIMEOUT_MS);

    for (const extension of ['xls', 'ods']) {
      it(`reads a three-sheet .${extension} to the same items and total`, async () => {
        const { budget } = await readBudgetFile(
          converted.get(extension)!,
          `presupuesto.${extension}`,
        );
        expect(essence(budget)).toEqual(essence(generated));
        expect(budget.source?.format).toBe('spreadsheet');
      });
    }
  },
);

function utf8WithBom(text: string): Uint8Array {
  return new TextEncoder().encode('\uFEFF' + text);
}
