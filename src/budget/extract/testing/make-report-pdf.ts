/**
 * Draws a rendered report (testing/report-document.ts) as a PDF with pdf-lib: every cell
 * at its column's x, right-aligned figures ending at the column's right edge, one page per
 * report page with its repeated header and footer, so pdf.js gives back runs positioned
 * as in a real program's report.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ReportDocument } from '../../testing/report-document.ts';

/** A fixed date, so a fixture's bytes do not depend on the clock. */
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');
const A4: [number, number] = [595.28, 841.89];
const TOP_MARGIN = 30;
/** Reports print body text at 7 pt on a 10 pt leading (45 to 70 lines per A4 page). */
const FONT_SIZE = 7;
const LEADING = 10;

export async function makeReportPdf(report: ReportDocument): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  document.setProducer('Presupuestos tests');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const size: [number, number] = report.landscape ? [A4[1], A4[0]] : A4;
  const margin = leftMargin(report);
  for (const lines of report.pages) {
    const page = document.addPage(size);
    let y = size[1] - TOP_MARGIN;
    for (const reportLine of lines) {
      const font = reportLine.bold ? bold : regular;
      for (const { column, text } of reportLine.cells) {
        const placement = report.columns[column];
        if (!placement) throw new Error(`Unknown report column '${column}'`);
        const width = font.widthOfTextAtSize(text, FONT_SIZE);
        // A right-aligned label longer than the room left of its edge (`Parcial nº 1 … :` with a
        // long chapter title) starts at the margin and runs on, as a program prints it: never
        // off the page, where a reader would lose its first words.
        const x = placement.align === 'left' ? placement.x : Math.max(margin, placement.x - width);
        page.drawText(text, { x, y, size: FONT_SIZE, font });
      }
      y -= LEADING;
    }
  }
  return document.save({ useObjectStreams: false });
}

/** Where the report's leftmost column starts: no text is drawn left of it. */
function leftMargin(report: ReportDocument): number {
  const lefts = Object.values(report.columns)
    .filter((column) => column.align === 'left')
    .map((column) => column.x);
  return lefts.length > 0 ? Math.min(...lefts) : 0;
}
