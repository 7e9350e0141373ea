import {
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  VerticalMergeType,
  WidthType,
} from 'docx';

/**
 * A small budget in a Word table with every shape a word processor's grid must keep in
 * its columns: paragraphs before it, an empty paragraph, a header row, a chapter title
 * merged across the six columns, a unit merged down two rows, a cell of two paragraphs
 * and a table nested in a cell. Written with the `docx` library as Word writes it; tests
 * have LibreOffice save it as .odt, .doc and .rtf too.
 */
export async function makeMergedTableDocx(): Promise<Uint8Array> {
  const nested = new Table({
    rows: [
      new TableRow({ children: [cell('Planta baja'), cell('2'), cell('4,20')] }),
      new TableRow({ children: [cell('Planta primera'), cell('1'), cell('3,10')] }),
    ],
  });
  const table = new Table({
    // Fixed column widths, so that every writer gives the columns the same edges.
    columnWidths: [1500, 1000, 3000, 1200, 1200, 1200],
    width: { size: 9100, type: WidthType.DXA },
    rows: [
      new TableRow({
        children: ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'].map((text) =>
          cell(text),
        ),
      }),
      new TableRow({
        children: [
          new TableCell({ columnSpan: 6, children: [new Paragraph('CAPÍTULO 01 DEMOLICIONES')] }),
        ],
      }),
      new TableRow({
        children: [
          cell('E01'),
          new TableCell({
            verticalMerge: VerticalMergeType.RESTART,
            children: [new Paragraph('m2')],
          }),
          cell('Demolición de tabique', 'Con medios manuales.'),
          cell('12,50'),
          cell('3,20'),
          cell('40,00'),
        ],
      }),
      new TableRow({
        children: [
          cell('E02'),
          new TableCell({
            verticalMerge: VerticalMergeType.CONTINUE,
            children: [new Paragraph('')],
          }),
          new TableCell({
            children: [new Paragraph('Picado de solado'), nested, new Paragraph('')],
          }),
          cell('7,30'),
          cell('2,00'),
          cell('14,60'),
        ],
      }),
    ],
  });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph('PRESUPUESTO'),
          new Paragraph('Obra: Reforma de cocina'),
          new Paragraph(''),
          table,
          new Paragraph('TOTAL 54,60'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** The rows of cells that document's body is, whatever format it was saved in. */
export const MERGED_TABLE_ROWS = [
  ['PRESUPUESTO'],
  ['Obra: Reforma de cocina'],
  [''],
  ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
  ['CAPÍTULO 01 DEMOLICIONES', '', '', '', '', ''],
  ['E01', 'm2', 'Demolición de tabique\nCon medios manuales.', '12,50', '3,20', '40,00'],
  ['E02', '', 'Picado de solado', '7,30', '2,00', '14,60'],
  ['Planta baja', '2', '4,20'],
  ['Planta primera', '1', '3,10'],
  ['TOTAL 54,60'],
];

function cell(...paragraphs: string[]): TableCell {
  return new TableCell({ children: paragraphs.map((text) => new Paragraph(text)) });
}
