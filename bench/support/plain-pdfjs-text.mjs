// The yardstick of `parse` on a PDF (bench/cli.bench.ts): a plain Node script that does
// nothing but pdf.js's text extraction, page by page, with the options the product's
// extractor gives pdf.js for text (src/budget/extract/extract-pdf-text.ts).
import { readFileSync } from 'node:fs';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const document = await pdfjs.getDocument({
  data: new Uint8Array(readFileSync(process.argv[2])),
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: pdfjs.VerbosityLevel.ERRORS,
}).promise;
let pieces = 0;
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  pieces += (await page.getTextContent()).items.length;
  page.cleanup();
}
console.log(`${document.numPages} páginas, ${pieces} trozos de texto`);
