import type { Budget } from '../../model/budget.ts';
import { budgetDocxFileName } from '../budget-docx-file-name.ts';

/** The PDF beside the Word document: `presupuesto_{id}.pdf`, the id made safe the same way. */
export function budgetPdfFileName(budget: Budget): string {
  return budgetDocxFileName(budget).replace(/\.docx$/, '.pdf');
}
