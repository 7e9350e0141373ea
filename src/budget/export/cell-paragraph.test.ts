import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CellParagraph } from './cell-paragraph.ts';

async function documentXml(paragraphs: Paragraph[]): Promise<string> {
  const table = new Table({
    columnWidths: [2000],
    rows: paragraphs.map(
      (paragraph) => new TableRow({ children: [new TableCell({ children: [paragraph] })] }),
    ),
  });
  const bytes = await Packer.pack(
    new Document({ sections: [{ children: [table] }] }),
    'uint8array',
  );
  return strFromU8(unzipSync(bytes)['word/document.xml']!);
}

const TEXTS = [
  'E02AM010',
  '1.234,56\u00a0€',
  '  leading and trailing  ',
  'A < B & C > "D" \'E\'',
  'Ñandú m² — 5 %',
];

describe('CellParagraph', () => {
  it('writes the same XML as a styled docx Paragraph with one text run', async () => {
    const light = await documentXml(TEXTS.map((text) => new CellParagraph('CeldaTexto', text)));
    const full = await documentXml(
      TEXTS.map(
        (text) => new Paragraph({ style: 'CeldaTexto', children: [new TextRun({ text })] }),
      ),
    );
    expect(light).toBe(full);
    expect(light).toContain('A &lt; B &amp; C &gt;');
  });

  it('writes keep-with-next as a docx Paragraph with keepNext does', async () => {
    const light = await documentXml(
      TEXTS.map((text) => new CellParagraph('CeldaTexto', text, true)),
    );
    const full = await documentXml(
      TEXTS.map(
        (text) =>
          new Paragraph({ style: 'CeldaTexto', keepNext: true, children: [new TextRun({ text })] }),
      ),
    );
    expect(light).toBe(full);
    expect(light).toContain('<w:keepNext/>');
  });

  it('writes an empty cell as a styled paragraph without a run', async () => {
    const light = await documentXml([new CellParagraph('CeldaNumero', '')]);
    const full = await documentXml([new Paragraph({ style: 'CeldaNumero', children: [] })]);
    expect(light).toBe(full);
    expect(light).not.toContain('<w:r>');
  });
});
