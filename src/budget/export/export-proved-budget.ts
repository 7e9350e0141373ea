/**
 * The .bc3 and .xlsx exports with their proof, for the CLI and the app's worker alike: the
 * file is built, read back (verify-*-export.ts), and returned with what the user must be
 * told (codes changed, characters spelt otherwise, quantities written with more decimals)
 * and whether the reading back found the budget. Each writer is imported only when its
 * format is asked for.
 */
import type { Budget } from '../model/budget.ts';
import type { Bc3CodeChangeReason } from './bc3/assign-bc3-codes.ts';
import type { ExportProof } from './bc3/verify-bc3-export.ts';

export type ProvedExportFormat = 'bc3' | 'xlsx';

export interface ProvedExportOptions {
  /** The company: ~V's owner, the sheet's first line. */
  company?: string;
  /** The program that writes the file, with its version (~V). */
  program?: string;
  /** The date shown in the sheet's header (`27/11/2026`). */
  date?: string;
}

export interface ProvedExport {
  bytes: Uint8Array;
  fileName: string;
  proof: ExportProof;
  /** What the export changed, in Spanish, one line each. */
  notes: string[];
}

const REASONS: Record<Bc3CodeChangeReason, string> = {
  empty: 'no tenía código',
  'reserved-character': 'tenía caracteres que FIEBDC-3 reserva',
  'outside-charset': 'tenía caracteres fuera de Windows-1252',
  'percentage-prefix': 'empezaba por %, que FIEBDC-3 lee como porcentaje',
  'too-long': 'pasaba de 20 caracteres',
  'different-concept': 'el mismo código tenía otro precio, unidad o texto',
  'repeated-in-chapter': 'estaba dos veces en el mismo capítulo',
  'taken-by-chapter': 'coincidía con el código de un capítulo',
};

export async function exportProvedBudget(
  budget: Budget,
  format: ProvedExportFormat,
  options: ProvedExportOptions = {},
): Promise<ProvedExport> {
  if (format === 'xlsx') {
    const [{ buildBudgetXlsx }, { verifyXlsxExport }] = await Promise.all([
      import('./xlsx/build-budget-xlsx.ts'),
      import('./xlsx/verify-xlsx-export.ts'),
    ]);
    const exported = await buildBudgetXlsx(budget, {
      ...(options.company !== undefined ? { company: options.company } : {}),
      ...(options.date !== undefined ? { date: options.date } : {}),
    });
    const notes = exported.plan.quantities.flatMap((quantity, index) =>
      quantityNote(budget, index, quantity),
    );
    const proof = await verifyXlsxExport(budget, exported);
    return { bytes: exported.bytes, fileName: exported.fileName, proof, notes };
  }
  const [{ buildBudgetBc3 }, { verifyBc3Export }] = await Promise.all([
    import('./bc3/build-budget-bc3.ts'),
    import('./bc3/verify-bc3-export.ts'),
  ]);
  const exported = buildBudgetBc3(budget, {
    ...(options.company !== undefined ? { owner: options.company } : {}),
    ...(options.program !== undefined ? { program: options.program } : {}),
  });
  const notes = [
    ...exported.codeChanges.map(
      (change) =>
        `${change.kind === 'item' ? 'La partida' : 'El capítulo'} ${change.original === '' ? `n.º ${change.index + 1}` : `«${change.original}»`} se escribe con el código «${change.code}»: ${REASONS[change.reason]}.`,
    ),
    ...exported.characterReplacements.map(
      (entry) =>
        `«${entry.character}» se escribe «${entry.replacement}» (${entry.count} ${entry.count === 1 ? 'vez' : 'veces'}): FIEBDC-3 no lo admite en un texto.`,
    ),
    ...exported.quantityAdjustments.flatMap((entry) =>
      quantityNote(budget, entry.index, entry.written),
    ),
    ...exported.unitChanges.map(
      (change) =>
        `La partida «${budget.items[change.index]!.codigo || change.code}» se escribe con la unidad «${change.written}» en vez de «${change.original}»: su precio no es la suma de las partidas anteriores de su capítulo, y Presto y Arquímedes cargarían un porcentaje sobre ellas.`,
    ),
  ];
  if (exported.simplifiedMeasurementLines > 0)
    notes.push(
      `${exported.simplifiedMeasurementLines} líneas de medición cuyas dimensiones no dan su parcial se escriben con el parcial como única cifra.`,
    );
  const proof = await verifyBc3Export(budget, exported);
  return { bytes: exported.bytes, fileName: exported.fileName, proof, notes };
}

/** A quantity written with more decimals than read, so the amount is the budget's. */
function quantityNote(budget: Budget, index: number, written: number): string[] {
  const item = budget.items[index]!;
  const read = item.cantidad.trim();
  const same = Number(read.replace(/\./g, '').replace(',', '.')) === written;
  if ((read !== '' && same) || (read === '' && written === 0 && item.total === 0)) return [];
  return [
    `La cantidad de ${item.codigo || `la partida n.º ${index + 1}`} se escribe ${String(written).replace('.', ',')} (se leyó ${read === '' ? 'sin cantidad' : read}) para que su importe siga siendo el del presupuesto.`,
  ];
}
