/**
 * Renders a page (the first by default) of a Word document to PNG, to look at the export as a
 * client would see it: .docx -> PDF (LibreOffice) -> PNG (pdftoppm).
 *
 *   npx tsx scripts/render-docx-preview.ts                  # a generated 40-item budget
 *   npx tsx scripts/render-docx-preview.ts --flat           # the same, without chapters
 *   npx tsx scripts/render-docx-preview.ts presupuesto.docx # an existing file
 *   ... -o preview.png --dpi 60 --page 2 --items 40 --measurements
 */
import { Command } from 'commander';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { companyBranding } from '../src/config/branding.ts';
import { buildBudgetDocx } from '../src/budget/export/build-budget-docx.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';
import { convertDocxToPdf, hasLibreOffice, renderPage } from './libreoffice.ts';

const program = new Command()
  .argument('[docx]', 'documento .docx existente (si no, se genera uno)')
  .option('-o, --output <png>', 'PNG de salida', 'docx-preview.png')
  .option('--dpi <n>', 'resolución', '60')
  .option('--page <n>', 'página a mostrar', '1')
  .option('--items <n>', 'partidas del presupuesto generado', '40')
  .option('--flat', 'sin capítulos')
  .option('--measurements', 'con columnas de medición')
  .parse();
const options = program.opts<{
  output: string;
  dpi: string;
  page: string;
  items: string;
  flat?: boolean;
  measurements?: boolean;
}>();
const [docxArgument] = program.args;

if (!hasLibreOffice()) {
  console.error(
    'Faltan soffice, pdftotext o pdftoppm: instala libreoffice-writer-nogui y poppler-utils.',
  );
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'docx-preview-'));
try {
  const docxPath = join(dir, 'documento.docx');
  if (docxArgument && docxArgument.endsWith('.docx')) {
    copyFileSync(resolve(docxArgument), docxPath);
  } else {
    const budget = generateBudget({
      itemCount: Number(options.items),
      seed: 7,
      chapters: !options.flat,
      measurements: options.measurements ?? false,
    });
    const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
    writeFileSync(docxPath, await buildBudgetDocx(budget, { branding: companyBranding, logo }));
  }
  const pdfPath = convertDocxToPdf(docxPath, dir);
  renderPage(pdfPath, resolve(options.output), Number(options.dpi), Number(options.page));
  console.log(`Página ${options.page} en ${resolve(options.output)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
