import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertWithLibreOffice, hasLibreOffice } from '../../../scripts/libreoffice.ts';
import { BUDGET_ERROR_MESSAGES, isBudgetError } from '../errors.ts';
import { extractRtfContent, extractRtfText } from './extract-rtf-text.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { extractDocxContent } from './extract-docx-text.ts';
import { makeBudgetDocx } from './testing/make-budget-docx.ts';
import { makeMergedTableDocx, MERGED_TABLE_ROWS } from './testing/make-merged-table-docx.ts';

/** LibreOffice's first start on a busy 2-core machine takes tens of seconds. */
const CONVERSION_TIMEOUT_MS = 300_000;

const rtf = (body: string) =>
  new TextEncoder().encode(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}{\\colortbl;\\red0\\green0\\blue0;}` +
      `{\\*\\generator Riched20;}{\\info{\\title Presupuesto}}\\pard ${body}}`,
  );

describe('extractRtfText', () => {
  it('reads paragraphs, tabs and line breaks, skipping the font, colour and info tables', () => {
    expect(extractRtfText(rtf('PRESUPUESTO\\par E01\\tab m2\\line Solera\\par'))).toBe(
      'PRESUPUESTO\nE01\tm2\nSolera',
    );
  });

  it('decodes Windows-1252 escapes and Unicode characters with their fallbacks', () => {
    expect(extractRtfText(rtf("Demolici\\'f3n \\u8364?\\uc2\\u225 xxde m\\'b2\\par"))).toBe(
      'Demolición €áde m²',
    );
  });

  it('reads a table row as one tab-separated line, with a cell’s further paragraphs after it', () => {
    const row =
      '\\trowd\\cellx1000\\cellx2000\\cellx5000\\cellx6000' +
      '\\pard\\intbl E01\\cell \\pard\\intbl\\cell ' +
      '\\pard\\intbl Solera\\par HM-20, 15 cm\\cell \\pard\\intbl 40,00\\cell \\row ' +
      '\\pard TOTAL 40,00\\par';
    expect(extractRtfText(rtf(row))).toBe('E01\t\tSolera\t40,00\nHM-20, 15 cm\nTOTAL 40,00');
  });

  it('keeps a field’s shown result but not its instruction, and skips pictures', () => {
    const body =
      "P\\'e1gina {\\field{\\*\\fldinst PAGE}{\\fldrslt 3}} {\\pict\\pngblip 89504e47}fin\\par";
    expect(extractRtfText(rtf(body))).toBe('Página 3 fin');
  });

  it('refuses bytes that are not RTF and groups nested beyond any real document', () => {
    expect(() => extractRtfText(new TextEncoder().encode('PRESUPUESTO'))).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-rtf'],
    );
    const deep = new TextEncoder().encode('{\\rtf1 ' + '{'.repeat(100_000) + 'x');
    expect(() => extractRtfText(deep)).toThrow(BUDGET_ERROR_MESSAGES['corrupt-rtf']);
  });
});

/** A table row as Word writes it: its definition (cell flags and right edges), then its cells. */
const row = (cells: readonly [flags: string, edge: number, text: string][]) =>
  '\\trowd\\trleft0' +
  cells.map(([flags, edge]) => `${flags}\\cellx${edge}`).join('') +
  cells.map(([, , text]) => `\\pard\\intbl ${text}\\cell `).join('') +
  '\\row ';

describe('extractRtfContent', () => {
  it('makes each paragraph a row of one cell, and keeps one empty row where empty paragraphs separate things', () => {
    const body =
      'PRESUPUESTO\\par \\par \\par ' +
      row([
        ['', 1000, 'E01'],
        ['', 2000, 'm2'],
      ]) +
      '\\pard TOTAL\\line 40,00\\par \\par ';
    expect(extractRtfContent(rtf(body)).rows).toEqual([
      ['PRESUPUESTO'],
      [''],
      ['E01', 'm2'],
      ['TOTAL\n40,00'],
    ]);
  });

  it('widens a cell that covers several columns of its table, so the columns under it keep their places', () => {
    const body =
      row([
        ['', 1500, "C\\'d3DIGO"],
        ['', 2500, 'UD'],
        ['', 5500, 'RESUMEN'],
        ['', 6700, 'IMPORTE'],
      ]) +
      row([
        ['', 5500, "CAP\\'cdTULO 01 DEMOLICIONES"],
        ['', 6700, '54,60'],
      ]) +
      // A row drawn by hand ends its cells a few twips from the others: the same columns.
      row([
        ['', 1510, 'E01'],
        ['', 2490, 'm2'],
        ['', 5500, "Demolici\\'f3n\\par Con medios manuales."],
        ['', 6720, '40,00'],
      ]);
    expect(extractRtfContent(rtf(body)).rows).toEqual([
      ['CÓDIGO', 'UD', 'RESUMEN', 'IMPORTE'],
      ['CAPÍTULO 01 DEMOLICIONES', '', '', '54,60'],
      ['E01', 'm2', 'Demolición\nCon medios manuales.', '40,00'],
    ]);
  });

  it('empties the cells that continue a merge across (\\clmrg) or down (\\clvmrg)', () => {
    const body =
      row([
        ['\\clmgf', 1000, "CAP\\'cdTULO 01"],
        ['\\clmrg', 2000, 'oculto'],
        ['\\clvmgf', 3000, 'm2'],
      ]) +
      row([
        ['', 1000, 'E01'],
        ['', 2000, "Demolici\\'f3n"],
        ['\\clvmrg', 3000, 'oculto'],
      ]);
    expect(extractRtfContent(rtf(body)).rows).toEqual([
      ['CAPÍTULO 01', '', 'm2'],
      ['E01', 'Demolición', ''],
    ]);
  });

  it('puts a nested table\u2019s rows after the row that holds it, leaving out the text for readers without nesting', () => {
    const nestedRow = (cells: string[]) =>
      cells.map((text) => `\\pard\\intbl\\itap2 ${text}\\nestcell `).join('') +
      '{\\*\\nesttableprops\\trowd\\cellx500\\cellx1000\\nestrow}{\\nonesttables\\par}';
    const body =
      '\\trowd\\cellx1000\\cellx3000\\cellx4000' +
      '\\pard\\intbl E05\\cell \\pard\\intbl Tabique\\par ' +
      nestedRow(['Planta baja', '2']) +
      nestedRow(['Planta primera', '1']) +
      '\\pard\\intbl\\cell \\pard\\intbl 11,50\\cell \\row \\pard Fin\\par ';
    expect(extractRtfContent(rtf(body)).rows).toEqual([
      ['E05', 'Tabique', '11,50'],
      ['Planta baja', '2'],
      ['Planta primera', '1'],
      ['Fin'],
    ]);
  });

  it('bounds the table depth a file claims', () => {
    const body =
      '\\pard\\intbl\\itap1000000000 x\\nestcell {\\*\\nesttableprops\\nestrow}\\pard fin\\par ';
    expect(extractRtfContent(rtf(body)).rows).toEqual([['x'], ['fin']]);
  });
});

describe('extractRtfContent on damaged files', () => {
  it('never fails with anything but a BudgetError, however control words are mangled', () => {
    const original = new TextDecoder().decode(
      rtf(
        row([
          ['\\clmgf', 1000, 'E01'],
          ['\\clmrg', 2000, ''],
          ['\\clvmgf', 3000, 'm2'],
        ]) +
          '\\trowd\\cellx1000\\cellx3000\\pard\\intbl E05\\cell \\pard\\intbl\\itap2 x\\nestcell ' +
          '{\\*\\nesttableprops\\trowd\\cellx500\\nestrow}{\\nonesttables\\par}\\pard\\intbl\\cell \\row \\pard fin\\par ',
      ),
    );
    const alphabet = '{}\\ intbclrowxpaestd0123456789';
    const mangled = fc.record({
      cut: fc.integer({ min: 1, max: original.length }),
      edits: fc.array(
        fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: alphabet.length - 1 })),
        { maxLength: 30 },
      ),
    });
    fc.assert(
      fc.property(mangled, ({ cut, edits }) => {
        const chars = [...original.slice(0, cut)];
        for (const [index, pick] of edits) if (index < chars.length) chars[index] = alphabet[pick]!;
        try {
          const { text, rows } = extractRtfContent(new TextEncoder().encode(chars.join('')));
          return typeof text === 'string' && Array.isArray(rows);
        } catch (error) {
          return isBudgetError(error);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe.skipIf(!hasLibreOffice())('extractRtfContent on an .rtf saved by LibreOffice', () => {
  let bytes: Uint8Array;
  let budgetDocx: Uint8Array;
  let budget: Uint8Array;
  beforeAll(async () => {
    bytes = convertWithLibreOffice(await makeMergedTableDocx(), 'presupuesto.docx', 'rtf');
    budgetDocx = await makeBudgetDocx(generateBudget({ itemCount: 25, seed: 4 }));
    budget = convertWithLibreOffice(budgetDocx, 'presupuesto.docx', 'rtf');
  }, CONVERSION_TIMEOUT_MS);

  it('gives the same rows of cells as the .docx it was saved from', () => {
    expect(extractRtfContent(bytes).rows).toEqual(MERGED_TABLE_ROWS);
  });

  it('gives a generated budget the same rows of cells as the .docx it was saved from', () => {
    expect(extractRtfContent(budget).rows).toEqual(extractDocxContent(budgetDocx).rows);
  });
});
