import { toast } from 'sonner';
import type { ExportProof } from '../../../budget/export/bc3/verify-bc3-export.ts';
import type { ProvedExportFormat } from '../../../budget/export/export-proved-budget.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import { exportTexts } from '../../texts.ts';
import { describeExportFailure, exportInWorker } from './export-in-worker.ts';
import { saveBytesAsFile } from './save-bytes-as-file.ts';

const MIME_TYPES: Record<ProvedExportFormat, string> = {
  bc3: 'application/octet-stream',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Builds a .bc3 or .xlsx, reads it back, and saves it only when the reading back finds the
 * budget (export-proved-budget.ts); otherwise the user is told what differs and gets no
 * file. The work runs in a Web Worker (export-in-worker.ts), where the writers load only
 * now, so the tab never freezes. Never rejects: a failure is told to the user.
 */
export async function downloadProvedExport(
  budget: Budget,
  format: ProvedExportFormat,
): Promise<void> {
  try {
    const exported = await exportInWorker(budget, format, {
      company: companyBranding.name,
      program: 'Presupuestos',
      date: new Date().toLocaleDateString('es-ES'),
    });
    if (!exported.proof.ok) {
      toastUnproved(exportTexts.failedTitle, exported.proof);
      return;
    }
    saveBytesAsFile(exported.bytes, exported.fileName, MIME_TYPES[format]);
    const [first] = exported.notes;
    toast.success(exportTexts.doneTitle, {
      description:
        first === undefined
          ? exportTexts.doneMessage(exported.fileName)
          : exportTexts.changedMessage(exported.fileName, first, exported.notes.length),
    });
  } catch (error) {
    console.error('Error al exportar', error);
    toast.error(exportTexts.failedTitle, {
      description: describeExportFailure(exportTexts.errorMessage, error),
    });
  }
}

/**
 * What every export tells when its reading back does not give the budget (the .bc3, .xlsx,
 * PDF and Word alike): the format's title, and the first difference found. No file is saved.
 */
export function toastUnproved(title: string, proof: ExportProof): void {
  toast.error(title, { description: exportTexts.failedMessage(proof.problems[0] ?? '') });
}
