/**
 * The PDF fonts read from the installed package, for Node (CLI, tests, bench). The app
 * fetches the same files as static assets (load-pdf-fonts.ts in the app).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDF_FONT_FILES, type PdfFonts } from './pdf-fonts.ts';

const require = createRequire(import.meta.url);

export async function readPdfFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve(PDF_FONT_FILES.regular)),
    readFile(require.resolve(PDF_FONT_FILES.bold)),
  ]);
  return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
}
