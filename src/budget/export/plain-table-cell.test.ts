import { Document, Packer, ShadingType, Table, TableCell, TableRow, WidthType } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CellParagraph } from './cell-paragraph.ts';
import { PlainTableCell } from './plain-table-cell.ts';

const COLUMN_WIDTHS = [1200, 3400, 1200];

async function documentXml(rows: TableRow[]): Promise<string> {
  const table = new Table({
    width: { size: 5800, type: WidthType.DXA },
    columnWidths: COLUMN_WIDTHS,
    rows,
  });
  const bytes = await Packer.pack(
    new Document({ sections: [{ children: [table] }] }),
    'uint8array',
  );
  return strFromU8(unzipSync(bytes)['word/document.xml']!);
}

const SIDES = { left: 60, right: 60 };
const ROWS = [
  { texts: ['E02AM010', 'EXCAV. ZANJA', '1.234,56\u00a0€'], fill: undefined },
  { texts: ['DEM06', '', '0,00\u00a0€'], fill: 'EAF1F8' },
];

describe('PlainTableCell', () => {
  it('writes the same XML as a docx TableCell with the same width, shading, margins and paragraph', async () => {
    const light = await documentXml(
      ROWS.map(
        ({ texts, fill }) =>
          new TableRow({
            children: texts.map(
              (text) =>
                new PlainTableCell(new CellParagraph('CeldaTexto', text), fill, SIDES),
            ),
          }),
      ),
    );
    const full = await documentXml(
      ROWS.map(
        ({ texts, fill }) =>
          new TableRow({
            children: texts.map(
              (text, index) =>
                new TableCell({
                  width: { size: COLUMN_WIDTHS[index]!, type: WidthType.DXA },
                  ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
                  margins: SIDES,
                  children: [new CellParagraph('CeldaTexto', text)],
                }),
            ),
          }),
      ),
    );
    expect(light).toBe(full);
    expect(light).toContain('<w:tcW w:type="dxa" w:w="3400"/>');
    expect(light).toContain('w:fill="EAF1F8"');
    expect(light).toContain('<w:tcMar><w:left w:type="dxa" w:w="60"/><w:right w:type="dxa" w:w="60"/></w:tcMar>');
  });
});
