import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { XmlSlot, fillXmlSlots } from './docx-xml-slot.ts';

const TABLE_XML = '<w:tbl><w:tblPr/><w:tblGrid><w:gridCol w:w="100"/></w:tblGrid></w:tbl>';

async function pack(children: (Paragraph | Table)[]): Promise<Uint8Array> {
  return Packer.pack(new Document({ sections: [{ children }] }), 'uint8array');
}

function partsOf(docx: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(docx)).map(([path, bytes]) => [path, strFromU8(bytes)]),
  );
}

describe('fillXmlSlots', () => {
  it('puts each slot’s XML where the slot stands, in the body and in a table cell, and leaves every other part as docx wrote it', async () => {
    const docx = await pack([
      new Paragraph({ children: [new TextRun('Antes')] }),
      new XmlSlot('body'),
      new Table({
        rows: [
          new TableRow({
            children: [new TableCell({ children: [new XmlSlot('cell'), new Paragraph({})] })],
          }),
        ],
      }),
    ]);
    const filled = partsOf(
      fillXmlSlots(
        docx,
        new Map([
          ['body', TABLE_XML],
          ['cell', '<w:p><w:r><w:t>dentro</w:t></w:r></w:p>'],
        ]),
      ),
    );
    const original = partsOf(docx);
    const document = filled['word/document.xml']!;
    expect(document).toContain(`Antes</w:t></w:r></w:p>${TABLE_XML}<w:tbl>`);
    expect(document).toContain('<w:p><w:r><w:t>dentro</w:t></w:r></w:p><w:p/></w:tc>');
    expect(document).not.toContain('slot');
    expect(Object.keys(filled)).toEqual(Object.keys(original));
    for (const path of Object.keys(original))
      if (path !== 'word/document.xml') expect(filled[path]).toBe(original[path]);
  });

  it('refuses a slot the document does not hold, rather than losing its content', async () => {
    const docx = await pack([new XmlSlot('body')]);
    expect(() => fillXmlSlots(docx, new Map([['tail', TABLE_XML]]))).toThrow(/tail/);
  });

  it('refuses a slot name that could not be found again in the XML', () => {
    expect(() => new XmlSlot('a"b')).toThrow();
  });
});
