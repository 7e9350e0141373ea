/** Proof of the branded Word document before it is offered (verify-printed-export.ts). */
import type { Budget } from '../../model/budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import type { ReadBack } from '../expected-printed-budget.ts';
import { verifyPrintedExport } from '../verify-printed-export.ts';

export function verifyDocxExport(
  budget: Budget,
  bytes: Uint8Array,
  readBack?: ReadBack,
): Promise<ExportProof> {
  const printed = { fileName: 'presupuesto.docx', name: 'El documento Word' };
  return verifyPrintedExport(budget, bytes, printed, readBack);
}
