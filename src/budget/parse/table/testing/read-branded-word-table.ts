/**
 * A budget written as the branded Word document and read back by the table stage alone: the
 * steps the `*.word.test.ts` files share. The table stage is asked alone because the whole
 * reader may choose the text reading in its place when the table stage fails, hiding it.
 */
import { companyBranding } from '../../../../config/branding.ts';
import { checkParseResult, type VerdictStatus } from '../../../check/judge-reading.ts';
import { buildBudgetDocx } from '../../../export/build-budget-docx.ts';
import { verifyDocxExport } from '../../../export/docx/verify-docx-export.ts';
import { extractDocxContent } from '../../../extract/extract-docx-text.ts';
import type { Budget } from '../../../model/budget.ts';
import type { ParseResult } from '../../parse-result.ts';
import { readBudgetTables } from '../read-budget-tables.ts';

/** The date the Word documents are written on, so that every run writes the same bytes. */
const WRITTEN_ON = new Date(2026, 10, 27);

export interface BrandedWordTable {
  /** The Word document written. */
  bytes: Uint8Array;
  /** What the table stage read of the document's tables. */
  table: ParseResult;
  /** The verdict on that reading. */
  status: VerdictStatus;
  /** What the export's own proof found wrong in the document written (none: it prints the budget). */
  exportProblems: string[];
}

export async function readBrandedWordTable(budget: Budget): Promise<BrandedWordTable> {
  const bytes = await buildBudgetDocx(budget, { branding: companyBranding, now: WRITTEN_ON });
  const rows = extractDocxContent(bytes).rows;
  const table = readBudgetTables([{ name: 'presupuesto.docx', rows }], {
    unknownClient: 'Cliente',
  });
  if (table === undefined) throw new Error('the table stage found no table in the Word document');
  return {
    bytes,
    table,
    status: checkParseResult(table).check.status,
    exportProblems: (await verifyDocxExport(budget, bytes)).problems,
  };
}
