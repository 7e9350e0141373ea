/** Proof of the branded PDF before it is offered (verify-printed-export.ts). */
import type { Budget } from '../../model/budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import type { ReadBack } from '../expected-printed-budget.ts';
import { verifyPrintedExport } from '../verify-printed-export.ts';

export type { ReadBack } from '../expected-printed-budget.ts';

export function verifyPdfExport(
  budget: Budget,
  bytes: Uint8Array,
  readBack?: ReadBack,
): Promise<ExportProof> {
  return verifyPrintedExport(
    budget,
    bytes,
    { fileName: 'presupuesto.pdf', name: 'El PDF' },
    readBack,
  );
}
