/** Writes the synthetic PDF fixtures: `npx tsx src/budget/extract/testing/generate-pdf-fixtures.ts`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeBudgetPdf, makeEncryptedPdf, makeScannedPdf } from './make-budget-pdf.ts';

const directory = fileURLToPath(new URL('../fixtures/', import.meta.url));
mkdirSync(directory, { recursive: true });
const budget = await makeBudgetPdf();
const files: Record<string, Uint8Array> = {
  'presupuesto-dos-paginas.pdf': budget,
  'escaneado-sin-texto.pdf': await makeScannedPdf(),
  'protegido-con-contrasena.pdf': makeEncryptedPdf(),
  // The first half of a real file: the cross-reference table and the trailer are gone.
  'truncado.pdf': budget.slice(0, Math.floor(budget.length / 2)),
};
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(directory + name, bytes);
  console.log(`wrote ${directory}${name} (${bytes.length} bytes)`);
}
