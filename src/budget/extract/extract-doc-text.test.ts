import { beforeAll, describe, expect, it } from 'vitest';
import { convertWithLibreOffice, hasLibreOffice } from '../../../scripts/libreoffice.ts';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { extractDocContent, extractDocText } from './extract-doc-text.ts';
import { extractDocxContent, extractDocxText } from './extract-docx-text.ts';
import { documentXml, makeDocxBytes, paragraphXml, tableXml } from './testing/make-docx-bytes.ts';
import { makeBudgetDocx } from './testing/make-budget-docx.ts';
import { makeLegacyDocBytes, truncate } from './testing/make-hostile-files.ts';
import { makeChainsCyclic, makeCompoundFile } from './testing/make-hostile-workbooks.ts';
import { makeMergedTableDocx, MERGED_TABLE_ROWS } from './testing/make-merged-table-docx.ts';

/** LibreOffice's first start on a busy 2-core machine takes tens of seconds. */
const CONVERSION_TIMEOUT_MS = 300_000;
const WORD_IDENT = [0xec, 0xa5];

/** The offset of the WordDocument stream: the sector that starts with the FIB's magic number. */
function fibOffset(doc: Uint8Array): number {
  for (let offset = 512; offset < doc.length; offset += 512) {
    if (doc[offset] === WORD_IDENT[0] && doc[offset + 1] === WORD_IDENT[1]) return offset;
  }
  throw new Error('no FIB');
}

describe('extractDocText', () => {
  it('names a compound file without a Word document damaged, however it was cut', async () => {
    await expect(extractDocText(makeLegacyDocBytes())).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-doc'],
    );
    const notWord = await makeCompoundFile({ Workbook: new Uint8Array(5000).fill(1) });
    await expect(extractDocText(notWord)).rejects.toThrow(BUDGET_ERROR_MESSAGES['corrupt-doc']);
  });

  it('refuses a compound file whose sector chains loop, without following them', async () => {
    const bytes = await makeCompoundFile({ WordDocument: new Uint8Array(10_000).fill(1) });
    await expect(extractDocText(makeChainsCyclic(bytes))).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-doc'],
    );
  });

  it('names a password-protected Office 2007+ file saved as a compound file', async () => {
    const bytes = await makeCompoundFile({
      EncryptionInfo: new Uint8Array(200).fill(4),
      EncryptedPackage: new Uint8Array(5000).fill(7),
    });
    await expect(extractDocText(bytes)).rejects.toThrow(BUDGET_ERROR_MESSAGES['doc-encrypted']);
  });
});

describe.skipIf(!hasLibreOffice())('extractDocText on Word 97 files saved by LibreOffice', () => {
  let docx: Uint8Array;
  let doc: Uint8Array;
  let tableDocx: Uint8Array;
  let tableDoc: Uint8Array;
  beforeAll(async () => {
    docx = await makeBudgetDocx(generateBudget({ itemCount: 25, seed: 4 }));
    doc = convertWithLibreOffice(docx, 'presupuesto.docx', 'doc:MS Word 97');
    tableDocx = makeDocxBytes(
      documentXml(
        paragraphXml('Obra: Reforma de cocina') +
          tableXml([
            ['E01', '', 'Partida alzada', '', ''],
            ['E02', 'm2', ['Solera de hormigón', 'HM-20, 15 cm'], '12,50', '3,20', '40,00'],
          ]) +
          paragraphXml('TOTAL 40,00'),
      ),
    );
    tableDoc = convertWithLibreOffice(tableDocx, 'tabla.docx', 'doc:MS Word 97');
  }, CONVERSION_TIMEOUT_MS);

  it('reads the same lines as the .docx it was saved from', async () => {
    expect(await extractDocText(doc)).toBe(extractDocxText(docx));
  });

  it('gives a generated budget the same rows of cells as the .docx it was saved from', async () => {
    expect((await extractDocContent(doc)).rows).toEqual(extractDocxContent(docx).rows);
  });

  it('keeps empty cells inside a row, drops trailing ones, and puts a cell’s further paragraphs below the row', async () => {
    expect(await extractDocText(tableDoc)).toBe(
      'Obra: Reforma de cocina\n' +
        'E01\t\tPartida alzada\n' +
        'E02\tm2\tSolera de hormigón\t12,50\t3,20\t40,00\n' +
        'HM-20, 15 cm\n' +
        'TOTAL 40,00',
    );
  });

  it('names a .doc with its encryption flag set', async () => {
    const encrypted = doc.slice();
    encrypted[fibOffset(encrypted) + 0x0b]! |= 0x01; // fEncrypted, bit 8 of the FIB flags
    await expect(extractDocText(encrypted)).rejects.toThrow(BUDGET_ERROR_MESSAGES['doc-encrypted']);
  });

  it('names a Word 6/95 file (an older FIB) damaged rather than misreading it', async () => {
    const word95 = doc.slice();
    word95[fibOffset(word95) + 2] = 0x65; // nFib 101: Word 6.0
    word95[fibOffset(word95) + 3] = 0x00;
    await expect(extractDocText(word95)).rejects.toThrow(BUDGET_ERROR_MESSAGES['corrupt-doc']);
  });

  it('calls a truncated .doc damaged wherever it was cut, never crashing', async () => {
    for (const fraction of [0.1, 0.5, 0.9]) {
      await expect(extractDocText(truncate(doc, fraction))).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['corrupt-doc'],
      );
    }
  });
});

describe.skipIf(!hasLibreOffice())(
  'extractDocContent on Word 97 files saved by LibreOffice',
  () => {
    let merged: Uint8Array;
    let hiddenDocx: Uint8Array;
    let hidden: Uint8Array;
    beforeAll(async () => {
      merged = convertWithLibreOffice(await makeMergedTableDocx(), 'tabla.docx', 'doc:MS Word 97');
      // A cell merged down that still holds text of its own, under a title merged across.
      const cell = (properties: string, text: string, width = 1500) =>
        `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${properties}</w:tcPr>${paragraphXml(text)}</w:tc>`;
      hiddenDocx = makeDocxBytes(
        documentXml(
          '<w:tbl><w:tblPr/><w:tblGrid><w:gridCol w:w="1500"/><w:gridCol w:w="1500"/><w:gridCol w:w="1500"/></w:tblGrid>' +
            `<w:tr>${cell('<w:gridSpan w:val="2"/>', 'CAPÍTULO 01', 3000)}${cell('<w:vMerge w:val="restart"/>', 'm2')}</w:tr>` +
            `<w:tr>${cell('', 'E01')}${cell('', 'Demolición')}${cell('<w:vMerge/>', 'oculto')}</w:tr></w:tbl>` +
            paragraphXml('TOTAL 40,00'),
        ),
      );
      hidden = convertWithLibreOffice(hiddenDocx, 'oculto.docx', 'doc:MS Word 97');
    }, CONVERSION_TIMEOUT_MS);

    it('gives the same rows of cells as the .docx it was saved from, merged and nested cells in their columns', async () => {
      expect((await extractDocContent(merged)).rows).toEqual(MERGED_TABLE_ROWS);
    });

    it('empties a cell merged down by its row\u2019s merge flags, even when it holds text the text still shows', async () => {
      const { text, rows } = await extractDocContent(hidden);
      const expected = [['CAPÍTULO 01', '', 'm2'], ['E01', 'Demolición', ''], ['TOTAL 40,00']];
      expect(rows).toEqual(expected);
      expect(extractDocxContent(hiddenDocx).rows).toEqual(expected);
      expect(text).toContain('oculto');
    });
  },
);
