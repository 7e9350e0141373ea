/**
 * Proof of a .bc3 before it is offered: it obeys the format's grammar (check-bc3-conformance)
 * and the product's own reader, reading it back, finds the budget it was written from.
 */
import type { VerdictStatus } from '../../check/judge-reading.ts';
import type { Budget } from '../../model/budget.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { compareReadBudget } from '../compare-read-budget.ts';
import type { Bc3Export } from './build-budget-bc3.ts';
import { checkBc3Conformance } from './check-bc3-conformance.ts';
import { writeBc3Line } from './write-bc3-text.ts';

export interface ExportProof {
  ok: boolean;
  /** What differs or breaks the format, in Spanish; empty when ok. */
  problems: string[];
  /** The verdict of the reading back ('reconciled' when the file's stated totals agree). */
  status?: VerdictStatus;
}

export async function verifyBc3Export(budget: Budget, exported: Bc3Export): Promise<ExportProof> {
  const problems = checkBc3Conformance(exported.bytes).map(
    (problem) => `FIEBDC-3${problem.line > 0 ? `, línea ${problem.line}` : ''}: ${problem.message}`,
  );
  let status: VerdictStatus | undefined;
  try {
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    status = read.check.status;
    const items = exported.items.map((placement, index) => {
      const lines = budget.items[index]!.measurements;
      return {
        ...placement,
        ...(lines && lines.length > 0
          ? {
              measurements: lines.map((line) => ({
                ...line,
                comment: writeBc3Line(line.comment.replace(/#/g, 'Nº'), new Map()),
              })),
            }
          : {}),
      };
    });
    problems.push(
      ...compareReadBudget(read.budget, {
        items,
        chapters: exported.chapters,
        total: exported.total,
      }),
    );
    if (Math.round(exported.total * 100) !== Math.round(budget.total * 100))
      problems.push(`El archivo suma ${exported.total} y el presupuesto ${budget.total}.`);
  } catch (error) {
    problems.push(
      `El archivo no se puede volver a leer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { ok: problems.length === 0, problems, ...(status ? { status } : {}) };
}
