import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertWithLibreOffice, hasLibreOffice } from '../../../scripts/libreoffice.ts';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { MAX_PADDING_CELLS } from './collect-word-grid.ts';
import { extractOdtContent, extractOdtText } from './extract-odt-text.ts';
import { makeZipBomb, truncate } from './testing/make-hostile-files.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { extractDocxContent } from './extract-docx-text.ts';
import { makeBudgetDocx } from './testing/make-budget-docx.ts';
import { makeMergedTableDocx, MERGED_TABLE_ROWS } from './testing/make-merged-table-docx.ts';

/** LibreOffice's first start on a busy 2-core machine takes tens of seconds. */
const CONVERSION_TIMEOUT_MS = 300_000;

const NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"';

/** An .odt package around some `office:text` content, as LibreOffice Writer zips it. */
function odt(body: string): Uint8Array {
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NAMESPACES}><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  return zipSync({
    mimetype: strToU8('application/vnd.oasis.opendocument.text'),
    'content.xml': strToU8(content),
  });
}

const p = (text: string) => `<text:p>${text}</text:p>`;
const cell = (...paragraphs: string[]) =>
  `<table:table-cell office:value-type="string">${paragraphs.map(p).join('')}</table:table-cell>`;

describe('extractOdtText', () => {
  it('gives each paragraph and heading its own line, with tabs, line breaks and runs of spaces', () => {
    const body =
      '<text:h text:outline-level="1">PRESUPUESTO</text:h>' +
      p('E01<text:tab/>m2<text:line-break/>Solera<text:s text:c="3"/>HM-20');
    expect(extractOdtText(odt(body))).toBe('PRESUPUESTO\nE01\tm2\nSolera   HM-20');
  });

  it('reads a table row as one tab-separated line, with the cells’ further paragraphs after it', () => {
    const body =
      '<table:table><table:table-row>' +
      cell('E02AM010') +
      cell('m2') +
      cell('Desbroce y limpieza', 'Desbroce del terreno con medios mecánicos.') +
      cell('120,00') +
      '<table:table-cell table:number-columns-repeated="2"/>' +
      cell('144,00') +
      '</table:table-row></table:table>';
    expect(extractOdtText(odt(body))).toBe(
      'E02AM010\tm2\tDesbroce y limpieza\t120,00\t\t\t144,00\n' +
        'Desbroce del terreno con medios mecánicos.',
    );
  });

  it('leaves out footnotes and comments, as for a .docx', () => {
    const body = p(
      'Precio<text:note><text:note-citation>1</text:note-citation><text:note-body>' +
        p('Nota al pie') +
        '</text:note-body></text:note><office:annotation>' +
        p('Comentario') +
        '</office:annotation> final',
    );
    expect(extractOdtText(odt(body))).toBe('Precio final');
  });

  it('calls a package without content.xml, a truncated one and bad XML damaged', () => {
    const noContent = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') });
    const badXml = zipSync({ 'content.xml': strToU8('<office:document-content><text:p>sin') });
    const long = odt(p('Texto del presupuesto '.repeat(3000)));
    for (const bytes of [noContent, truncate(long, 0.5), badXml]) {
      expect(() => extractOdtText(bytes)).toThrow(BUDGET_ERROR_MESSAGES['corrupt-odt']);
    }
  });

  it('stops a zip bomb, whatever size its headers claim', () => {
    const bomb = makeZipBomb({
      inflatedBytes: 200 * 1024 * 1024,
      declaredBytes: 1000,
      partName: 'content.xml',
    });
    expect(() => extractOdtText(bomb)).toThrow(BUDGET_ERROR_MESSAGES['document-too-large']);
  });
});

describe('extractOdtContent', () => {
  it('makes each paragraph a row of one cell and each table row a row of its cells', () => {
    const body =
      p('PRESUPUESTO') +
      '<text:p/>' +
      '<table:table><table:table-row>' +
      cell('E01') +
      cell('m2') +
      cell('Solera', 'HM-20, 15 cm') +
      '<table:table-cell table:number-columns-repeated="2"/>' +
      '</table:table-row></table:table>' +
      p('TOTAL<text:line-break/>40,00');
    expect(extractOdtContent(odt(body)).rows).toEqual([
      ['PRESUPUESTO'],
      [''],
      ['E01', 'm2', 'Solera\nHM-20, 15 cm', '', ''],
      ['TOTAL\n40,00'],
    ]);
  });

  it('gives the cells a merged cell covers as empty cells, which the text leaves out', () => {
    const body =
      '<table:table><table:table-row>' +
      '<table:table-cell table:number-columns-spanned="3">' +
      p('CAPÍTULO 01') +
      '</table:table-cell><table:covered-table-cell table:number-columns-repeated="2"/>' +
      cell('54,60') +
      '</table:table-row><table:table-row>' +
      cell('E01') +
      '<table:covered-table-cell><text:p/></table:covered-table-cell>' +
      cell('Demolición') +
      cell('40,00') +
      '</table:table-row></table:table>';
    const { text, rows } = extractOdtContent(odt(body));
    expect(rows).toEqual([
      ['CAPÍTULO 01', '', '', '54,60'],
      ['E01', '', 'Demolición', '40,00'],
    ]);
    expect(text).toBe('CAPÍTULO 01\t54,60\n\nE01\tDemolición\t40,00');
  });

  it('stops copying repeated cells once a document has added a million cells', () => {
    const cells = Math.ceil(MAX_PADDING_CELLS / 63) + 100;
    const repeated =
      '<table:table-cell table:number-columns-repeated="64"/>' +
      '<table:covered-table-cell table:number-columns-repeated="64"/>';
    const body = `<table:table><table:table-row>${repeated.repeat(cells / 2)}</table:table-row></table:table>`;
    const [row = []] = extractOdtContent(odt(body)).rows;
    expect(row.length).toBe(cells + MAX_PADDING_CELLS);
  });

  it('puts a nested table\u2019s rows after the row that holds it', () => {
    const inner =
      '<table:table><table:table-row>' +
      cell('Planta baja') +
      cell('2') +
      '</table:table-row></table:table>';
    const body =
      '<table:table><table:table-row>' +
      cell('E05') +
      `<table:table-cell>${p('Tabique')}${inner}</table:table-cell>` +
      cell('11,50') +
      '</table:table-row></table:table>';
    expect(extractOdtContent(odt(body)).rows).toEqual([
      ['E05', 'Tabique', '11,50'],
      ['Planta baja', '2'],
    ]);
  });
});

describe.skipIf(!hasLibreOffice())(
  'extractOdtContent on a Writer file saved by LibreOffice',
  () => {
    let bytes: Uint8Array;
    let budgetDocx: Uint8Array;
    let budget: Uint8Array;
    beforeAll(async () => {
      bytes = convertWithLibreOffice(await makeMergedTableDocx(), 'presupuesto.docx', 'odt');
      budgetDocx = await makeBudgetDocx(generateBudget({ itemCount: 25, seed: 4 }));
      budget = convertWithLibreOffice(budgetDocx, 'presupuesto.docx', 'odt');
    }, CONVERSION_TIMEOUT_MS);

    it('gives the same rows of cells as the .docx it was saved from', () => {
      expect(extractOdtContent(bytes).rows).toEqual(MERGED_TABLE_ROWS);
    });

    it('gives a generated budget the same rows of cells as the .docx it was saved from', () => {
      expect(extractOdtContent(budget).rows).toEqual(extractDocxContent(budgetDocx).rows);
    });
  },
);
