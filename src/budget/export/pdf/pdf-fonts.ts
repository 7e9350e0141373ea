import type { jsPDF } from 'jspdf';

/**
 * The TrueType files the PDF is written in: DejaVu Sans (Bitstream Vera licence, free to embed
 * and redistribute), which has every Spanish letter (á é í ó ú ü ñ ç, ¿ ¡ º ª) and €. The
 * standard-14 fonts are not used: their WinAnsi encoding has no glyph for many characters a
 * PDF source leaves in a description (≥, ², –, Ø), which would print as nothing. jsPDF writes
 * only the glyphs used (a subset) and a ToUnicode map, so the text can be copied and read back.
 */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** The font family name the document uses, with its two styles. */
export const PDF_FONT = 'DejaVuSans';
export type PdfFontStyle = 'normal' | 'bold';

/** The package files of the two styles (dejavu-fonts-ttf), for the app's asset import and Node. */
export const PDF_FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/** jsPDF takes a font as a "binary string" (one char per byte); built in chunks, as a 750 KB spread overflows the stack. */
function binaryString(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x8000)
    chunks.push(String.fromCharCode(...bytes.subarray(start, start + 0x8000)));
  return chunks.join('');
}

export function registerPdfFonts(document: jsPDF, fonts: PdfFonts): void {
  document.addFileToVFS('DejaVuSans.ttf', binaryString(fonts.regular));
  document.addFont('DejaVuSans.ttf', PDF_FONT, 'normal');
  document.addFileToVFS('DejaVuSans-Bold.ttf', binaryString(fonts.bold));
  document.addFont('DejaVuSans-Bold.ttf', PDF_FONT, 'bold');
}
