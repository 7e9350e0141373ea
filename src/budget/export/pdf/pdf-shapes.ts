import type { jsPDF } from 'jspdf';
import { PDF_FONT } from './pdf-fonts.ts';
import type { PlacedText } from './lay-out-pdf-rows.ts';

/** What a block of the page is made of, placed relative to the block's top-left corner. */
export interface PdfShapes {
  texts: PlacedText[];
  fills: Array<{ x: number; y: number; width: number; height: number; color: string }>;
  rules: Array<{ x1: number; y1: number; x2: number; y2: number; color: string; width: number }>;
}

export const noShapes = (): PdfShapes => ({ texts: [], fills: [], rules: [] });

/**
 * The slant of italic text, as tan(12°): DejaVu Sans Oblique's own slant. The document embeds
 * the upright faces only (pdf-fonts.ts); an item's note, the one text set in italics, is
 * drawn in them slanted by its text matrix, and reads back as the same characters.
 */
const ITALIC_SLANT = Math.tan((12 * Math.PI) / 180);

/**
 * A drawer of shapes for one document. Font, size and colour are set only when they change:
 * jsPDF writes an operator for each call, and a 4,000-item table has tens of thousands of texts.
 */
export function createPdfDrawer(document: jsPDF) {
  let state = { bold: false, size: 0, color: '' };
  const pageHeight = document.internal.pageSize.getHeight();
  /**
   * jsPDF places a text with a matrix by the matrix after the move to its anchor, so the
   * slant would also push it right by the slant times its height on the page: taken back.
   */
  const slanted = (baseline: number) =>
    document.Matrix(1, 0, ITALIC_SLANT, 1, -ITALIC_SLANT * (pageHeight - baseline), 0);
  const drawTexts = (texts: readonly PlacedText[], dx: number, dy: number) => {
    for (const text of texts) {
      if (text.text === '') continue;
      if (text.bold !== state.bold || state.size === 0) {
        document.setFont(PDF_FONT, text.bold ? 'bold' : 'normal');
        state = { ...state, bold: text.bold };
      }
      if (text.size !== state.size) {
        document.setFontSize(text.size);
        state = { ...state, size: text.size };
      }
      if (text.color !== state.color) {
        document.setTextColor(`#${text.color}`);
        state = { ...state, color: text.color };
      }
      document.text(
        text.text,
        dx + text.x,
        dy + text.y,
        text.italic === true
          ? { align: text.align, angle: slanted(dy + text.y) }
          : { align: text.align },
      );
    }
  };
  const drawShapes = (shapes: PdfShapes, dx: number, dy: number) => {
    for (const fill of shapes.fills) {
      document.setFillColor(`#${fill.color}`);
      document.rect(dx + fill.x, dy + fill.y, fill.width, fill.height, 'F');
    }
    for (const rule of shapes.rules) {
      document.setDrawColor(`#${rule.color}`);
      document.setLineWidth(rule.width);
      document.line(dx + rule.x1, dy + rule.y1, dx + rule.x2, dy + rule.y2);
    }
    drawTexts(shapes.texts, dx, dy);
  };
  /** jsPDF keeps font and colour across pages, but a new page's stream is safest set afresh. */
  const newPage = () => {
    state = { bold: false, size: 0, color: '' };
  };
  return { drawTexts, drawShapes, newPage };
}
