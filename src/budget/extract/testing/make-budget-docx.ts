import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import type { Budget, BudgetItem } from '../../model/budget.ts';

/**
 * A budget laid out as a Word table (código | ud | resumen | cantidad | precio
 * | importe, chapters as heading paragraphs), written with the `docx` library
 * as a real Word file would be. No real .docx budget is public, so tests and
 * the extraction benchmark read these.
 */
export async function makeBudgetDocx(
  budget: Budget,
  /** The paragraphs above the table, as a company's letterhead prints them. */
  headerLines: readonly string[] = [`CLIENTE: ${budget.client}`],
): Promise<Uint8Array> {
  const blocks: (Paragraph | Table)[] = [
    new Paragraph('PRESUPUESTO'),
    ...headerLines.map((line) => new Paragraph(line)),
  ];
  const chapters = budget.chapters ?? [];
  const groups: { heading?: string; items: BudgetItem[] }[] =
    chapters.length === 0 ? [{ items: budget.items }] : [];
  for (const chapter of chapters) {
    const items = budget.items.filter((item) => item.chapterCode === chapter.code);
    groups.push({ heading: `CAPÍTULO ${chapter.code} ${chapter.title}`, items });
  }
  for (const group of groups) {
    if (group.heading) blocks.push(new Paragraph(group.heading));
    if (group.items.length === 0) continue;
    blocks.push(new Table({ rows: [headerRow(), ...group.items.map(itemRow)] }));
  }
  blocks.push(new Paragraph(`TOTAL ${formatAmount(budget.total)}`));
  const document = new Document({ sections: [{ children: blocks }] });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

function headerRow(): TableRow {
  return new TableRow({
    children: ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'].map(textCell),
  });
}

function itemRow(item: BudgetItem): TableRow {
  const [title = '', ...description] = item.resumen.split('\n');
  return new TableRow({
    children: [
      textCell(item.codigo),
      textCell(item.uds),
      new TableCell({ children: [title, ...description].map((line) => new Paragraph(line)) }),
      textCell(item.cantidad),
      textCell(formatAmount(item.precio_unitario)),
      textCell(formatAmount(item.total)),
    ],
  });
}

function textCell(text: string): TableCell {
  return new TableCell({ children: [new Paragraph(text)] });
}

const amountFormat = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}
