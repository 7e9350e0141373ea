import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES, isBudgetError } from '../errors.ts';
import { MAX_PADDING_CELLS } from './collect-word-grid.ts';
import { extractDocxContent, extractDocxText } from './extract-docx-text.ts';
import {
  documentXml,
  makeDocxBytes,
  paragraphXml,
  runXml,
  tableXml,
} from './testing/make-docx-bytes.ts';
import {
  corruptMiddle,
  makeLegacyDocBytes,
  makeRandomBytes,
  makeZipBomb,
  truncate,
} from './testing/make-hostile-files.ts';
import { makeMergedTableDocx, MERGED_TABLE_ROWS } from './testing/make-merged-table-docx.ts';

const docx = (body: string) => makeDocxBytes(documentXml(body));
const MEBIBYTE = 1024 * 1024;

describe('extractDocxText', () => {
  it('gives each paragraph its own line', () => {
    const text = extractDocxText(
      docx(paragraphXml('PRESUPUESTO') + paragraphXml('Cliente: Ana Pérez')),
    );
    expect(text).toBe('PRESUPUESTO\nCliente: Ana Pérez');
  });

  it('joins the runs of a paragraph and decodes XML entities', () => {
    const body = `<w:p>${runXml('Muro de ')}${runXml('bloque & mortero')}${runXml(' <M-5>')}</w:p>`;
    expect(extractDocxText(docx(body))).toBe('Muro de bloque & mortero <M-5>');
  });

  it('turns <w:tab/> into a tab but ignores the tab stops of the paragraph properties', () => {
    expect(extractDocxText(docx(paragraphXml('E01\tm2\tSolera')))).toBe('E01\tm2\tSolera');
  });

  it('turns <w:br/> and <w:cr/> into line breaks', () => {
    const body = `<w:p><w:r><w:t>uno</w:t><w:br/><w:t>dos</w:t><w:cr/><w:t>tres</w:t></w:r></w:p>`;
    expect(extractDocxText(docx(body))).toBe('uno\ndos\ntres');
  });

  it('reads a table row as one tab-separated line, with the cells’ further paragraphs after it', () => {
    const table = tableXml([
      ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      [
        'E02AM010',
        'm2',
        ['Desbroce y limpieza', 'Desbroce del terreno con medios mecánicos.'],
        '120,00',
        '1,20',
        '144,00',
      ],
    ]);
    expect(extractDocxText(docx(table))).toBe(
      'CÓDIGO\tUD\tRESUMEN\tCANTIDAD\tPRECIO\tIMPORTE\n' +
        'E02AM010\tm2\tDesbroce y limpieza\t120,00\t1,20\t144,00\n' +
        'Desbroce del terreno con medios mecánicos.',
    );
  });

  it('keeps empty cells in the middle of a row but drops trailing ones', () => {
    const table = tableXml([['E01', '', 'Partida alzada', '', '']]);
    expect(extractDocxText(docx(table))).toBe('E01\t\tPartida alzada');
  });

  it('moves a line break inside a cell below the row line', () => {
    const table = tableXml([['E01', 'Título\nDescripción larga', '3,00']]);
    expect(extractDocxText(docx(table))).toBe('E01\tTítulo\t3,00\nDescripción larga');
  });

  it('puts the rows of a nested table below the enclosing row, in order', () => {
    const inner = tableXml([
      ['Planta baja', '2', '4,20'],
      ['Planta primera', '1', '3,10'],
    ]);
    const outer = tableXml([['E05', { xml: paragraphXml('Tabique') + inner }, '11,50']]);
    expect(extractDocxText(docx(paragraphXml('Antes') + outer + paragraphXml('Después')))).toBe(
      'Antes\nE05\tTabique\t11,50\nPlanta baja\t2\t4,20\nPlanta primera\t1\t3,10\nDespués',
    );
  });

  it('reads a text box once, skipping its mc:Fallback copy', () => {
    const box = `<w:p><w:r><w:txbxContent>${paragraphXml('Obra: Reforma de cocina')}</w:txbxContent></w:r></w:p>`;
    const body =
      `<w:p>${runXml('Antes')}<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>` +
      `<w:txbxContent>${paragraphXml('Obra: Reforma de cocina')}</w:txbxContent>` +
      `</w:drawing></mc:Choice><mc:Fallback><w:pict>${box}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
    const text = extractDocxText(docx(body));
    expect(text.match(/Reforma de cocina/g)).toHaveLength(1);
    expect(text).toContain('Antes');
  });

  it('skips deleted and moved-away text of tracked changes', () => {
    const body =
      `<w:p>${runXml('Precio ')}<w:del><w:r><w:delText>100,00</w:delText></w:r></w:del>` +
      `<w:ins>${runXml('120,00')}</w:ins><w:moveFrom>${runXml(' (movido)')}</w:moveFrom></w:p>`;
    expect(extractDocxText(docx(body))).toBe('Precio 120,00');
  });

  it('understands a document that binds WordprocessingML to another prefix', () => {
    const bytes = makeDocxBytes(
      documentXml(paragraphXml('Uno') + tableXml([['E01', 'm2']]), 'ns0'),
    );
    expect(extractDocxText(bytes)).toBe('Uno\nE01\tm2');
  });

  it('returns an empty string for a document without text', () => {
    expect(extractDocxText(docx('<w:p/><w:p><w:r/></w:p>')).trim()).toBe('');
  });

  it('says "Invalid DOCX file" for a zip without word/document.xml', () => {
    const bytes = makeDocxBytes('', {
      omitMainDocument: true,
      extraParts: { 'xl/workbook.xml': '<workbook/>' },
    });
    expect(() => extractDocxText(bytes)).toThrow(BUDGET_ERROR_MESSAGES['invalid-docx']);
  });

  it('reads a .docx whose zip puts the sizes after each part (data descriptors)', () => {
    const document = documentXml(paragraphXml('Obra nueva') + tableXml([['E01', 'm2', '12,50']]));
    const bytes = makeDocxBytes(document, { streamed: true });
    expect(bytes[6]! & 0x08).toBe(0x08); // the general-purpose flag says "data descriptor follows"
    expect(extractDocxText(bytes)).toBe('Obra nueva\nE01\tm2\t12,50');
  });

  it('finds a main document stored under another name through the package relationships', () => {
    const bytes = makeDocxBytes(documentXml(paragraphXml('Presupuesto de Word en línea')), {
      mainPartName: 'word/document2.xml',
    });
    expect(extractDocxText(bytes)).toBe('Presupuesto de Word en línea');
  });

  it('says "Invalid DOCX file" when the relationships name a part the zip lacks', () => {
    const bytes = makeDocxBytes('', { mainPartName: 'word/document2.xml', omitMainDocument: true });
    expect(() => extractDocxText(bytes)).toThrow(BUDGET_ERROR_MESSAGES['invalid-docx']);
  });

  it('calls a truncated .docx damaged, wherever it was cut', () => {
    const bytes = docx(paragraphXml('Texto del presupuesto '.repeat(2000)));
    for (const fraction of [0.1, 0.5, 0.9, 0.999]) {
      expect(() => extractDocxText(truncate(bytes, fraction))).toThrow(
        BUDGET_ERROR_MESSAGES['corrupt-docx'],
      );
    }
  });

  it('calls a .docx with overwritten compressed data damaged', () => {
    const bytes = docx(
      paragraphXml('Texto del presupuesto con partidas y mediciones. '.repeat(3000)),
    );
    expect(() => extractDocxText(corruptMiddle(bytes, 0.3, 200))).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-docx'],
    );
  });

  it('calls an old binary .doc renamed .docx damaged rather than crashing', () => {
    expect(() => extractDocxText(makeLegacyDocBytes())).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-docx'],
    );
  });

  it('calls random bytes damaged', () => {
    expect(() => extractDocxText(makeRandomBytes(10_000))).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-docx'],
    );
  });

  it('calls a .docx whose document part is not well-formed XML damaged', () => {
    const bytes = makeDocxBytes('<w:document><w:body><w:p>sin cerrar');
    expect(() => extractDocxText(bytes)).toThrow(BUDGET_ERROR_MESSAGES['corrupt-docx']);
  });

  it('refuses a zip bomb that declares its size before inflating anything', () => {
    const bomb = makeZipBomb({ inflatedBytes: 300 * MEBIBYTE, declaredBytes: 300 * MEBIBYTE });
    expect(bomb.length).toBeLessThan(MEBIBYTE);
    expect(() => extractDocxText(bomb)).toThrow(BUDGET_ERROR_MESSAGES['docx-too-large']);
  });

  it('stops a zip bomb that lies about its size once its inflated text passes the limit', () => {
    // 4 GiB of text behind a header that claims 1 KB; the limit here is 4 MiB.
    const bomb = makeZipBomb({ inflatedBytes: 4096 * MEBIBYTE, declaredBytes: 1000 });
    expect(() => extractDocxText(bomb, { maxXmlBytes: 4 * MEBIBYTE })).toThrow(
      BUDGET_ERROR_MESSAGES['docx-too-large'],
    );
  });

  it('never fails with anything but a BudgetError, however a .docx is mangled', () => {
    const original = docx(
      paragraphXml('PRESUPUESTO') +
        tableXml([
          ['E01', 'm2', ['Solera de hormigón', 'HM-20, 15 cm'], '12,50', '20,00', '250,00'],
        ]),
    );
    const mangled = fc.record({
      cut: fc.integer({ min: 1, max: original.length }),
      edits: fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
        maxLength: 8,
      }),
    });
    fc.assert(
      fc.property(mangled, ({ cut, edits }) => {
        const bytes = original.slice(0, cut);
        for (const [index, value] of edits) if (index < bytes.length) bytes[index] = value;
        try {
          return typeof extractDocxText(bytes) === 'string';
        } catch (error) {
          return isBudgetError(error);
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** A cell with raw properties (`<w:gridSpan w:val="6"/>`) and its paragraphs. */
const tc = (properties: string, ...paragraphs: string[]) =>
  `<w:tc><w:tcPr>${properties}</w:tcPr>${paragraphs.map(paragraphXml).join('')}</w:tc>`;

describe('extractDocxContent', () => {
  it('gives a Word budget table as rows of cells, merged cells keeping the columns under their header', async () => {
    const bytes = await makeMergedTableDocx();
    const { text, rows } = extractDocxContent(bytes);
    expect(rows).toEqual(MERGED_TABLE_ROWS);
    expect(text).toBe(extractDocxText(bytes));
  });

  it('makes each paragraph a row of one cell, its line breaks kept inside the cell', () => {
    const { rows } = extractDocxContent(
      docx(
        paragraphXml('PRESUPUESTO') +
          paragraphXml('Obra: Reforma\nde cocina') +
          paragraphXml('E01\tm2'),
      ),
    );
    expect(rows).toEqual([['PRESUPUESTO'], ['Obra: Reforma\nde cocina'], ['E01\tm2']]);
  });

  it('keeps one empty row where empty paragraphs separate two tables, none before or after everything', () => {
    const empty = '<w:p/>';
    const body =
      empty + tableXml([['E01', 'm2']]) + empty + empty + tableXml([['E02', 'ud']]) + empty + empty;
    expect(extractDocxContent(docx(body)).rows).toEqual([['E01', 'm2'], [''], ['E02', 'ud']]);
  });

  it('keeps a row\u2019s trailing empty cells, and leaves blank paragraphs out of a cell', () => {
    const table = tableXml([['E01', ['', 'Partida alzada', ' '], '', '']]);
    expect(extractDocxContent(docx(table)).rows).toEqual([['E01', 'Partida alzada', '', '']]);
  });

  it('empties a cell that continues a vertical merge, even one that holds text of its own', () => {
    const rows =
      `<w:tr>${tc('', 'E01')}${tc('<w:vMerge w:val="restart"/>', 'm2')}</w:tr>` +
      `<w:tr>${tc('', 'E02')}${tc('<w:vMerge/>', 'oculto')}</w:tr>` +
      `<w:tr>${tc('', 'E03')}${tc('<w:vMerge w:val="continue"/>', 'oculto')}</w:tr>`;
    expect(extractDocxContent(docx(`<w:tbl>${rows}</w:tbl>`)).rows).toEqual([
      ['E01', 'm2'],
      ['E02', ''],
      ['E03', ''],
    ]);
  });

  it('leaves empty the columns a row skips before its first cell (w:gridBefore)', () => {
    const row =
      '<w:tr><w:trPr><w:gridBefore w:val="2"/></w:trPr>' +
      tc('', 'TOTAL CAPÍTULO 01') +
      tc('', '54,60') +
      '</w:tr>';
    expect(extractDocxContent(docx(`<w:tbl>${row}</w:tbl>`)).rows).toEqual([
      ['', '', 'TOTAL CAPÍTULO 01', '54,60'],
    ]);
  });

  it('reads a cell\u2019s span from its own properties, not from those a tracked change replaced', () => {
    const row =
      '<w:tr>' +
      tc(
        '<w:gridSpan w:val="2"/><w:tcPrChange w:id="1"><w:tcPr><w:gridSpan w:val="5"/></w:tcPr></w:tcPrChange>',
        'Título',
      ) +
      tc('', '3,00') +
      '</w:tr>';
    expect(extractDocxContent(docx(`<w:tbl>${row}</w:tbl>`)).rows).toEqual([
      ['Título', '', '3,00'],
    ]);
  });

  it('puts the rows of tables nested at any depth after the row that holds them, in order', () => {
    const deepest = tableXml([['Tramo 1', '1,50']]);
    const inner = tableXml([
      ['Planta baja', { xml: paragraphXml('2') + deepest }],
      ['Planta primera', '1'],
    ]);
    const outer = tableXml([['E05', { xml: paragraphXml('Tabique') + inner }, '11,50']]);
    expect(extractDocxContent(docx(outer)).rows).toEqual([
      ['E05', 'Tabique', '11,50'],
      ['Planta baja', '2'],
      ['Tramo 1', '1,50'],
      ['Planta primera', '1'],
    ]);
  });

  it('reads a one-cell row that holds a table (a frame) in the order its content stands', () => {
    const kept = tableXml([['E09', 'Último', '2,00']]);
    const frame = tableXml([
      [{ xml: kept + paragraphXml('Este presupuesto es válido durante 30 días') }],
    ]);
    expect(extractDocxContent(docx(frame)).rows).toEqual([
      ['E09', 'Último', '2,00'],
      ['Este presupuesto es válido durante 30 días'],
    ]);
  });

  it('puts the text of a right-aligned merged cell under the last column it spans', () => {
    const right = (text: string) =>
      `<w:p><w:pPr><w:pPrChange w:id="1"><w:pPr><w:jc w:val="left"/></w:pPr></w:pPrChange><w:jc w:val="right"/></w:pPr>${runXml(text)}</w:p>`;
    const row =
      '<w:tr>' +
      tc('<w:gridSpan w:val="2"/>', 'Total 01') +
      `<w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>${right('1.234,56 €')}</w:tc>` +
      '</w:tr>';
    expect(extractDocxContent(docx(`<w:tbl>${row}</w:tbl>`)).rows).toEqual([
      ['Total 01', '', '', '1.234,56 €'],
    ]);
  });

  it('clamps a span no Word table can have, and stops padding once a document has added a million empty cells', () => {
    const wide = tc('<w:gridSpan w:val="1000000000"/>', 'Título');
    expect(extractDocxContent(docx(`<w:tbl><w:tr>${wide}</w:tr></w:tbl>`)).rows[0]).toHaveLength(
      64,
    );
    const spans = Math.ceil(MAX_PADDING_CELLS / 63) + 100;
    const row = `<w:tr>${'<w:tc><w:tcPr><w:gridSpan w:val="64"/></w:tcPr><w:p/></w:tc>'.repeat(spans)}</w:tr>`;
    const [cells = []] = extractDocxContent(docx(`<w:tbl>${row}</w:tbl>`)).rows;
    expect(cells.length).toBe(spans + MAX_PADDING_CELLS);
  });
});
