/**
 * Proof of an .xlsx before it is offered: the product's own reader, reading it back, finds
 * the budget it was written from (items with their codes, quantities, prices and amounts in
 * their chapters, the chapters with their totals, the total), to the cent, and each item's
 * note (its `Observaciones` cell) word for word. Descriptions are not compared: the table
 * reader tidies a cell's spacing and line breaks as it reads it.
 */
import type { Budget } from '../../model/budget.ts';
import { separateItemNote } from '../../model/item-note.ts';
import { readBudgetFile } from '../../read-budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import { compareReadBudget, type ExpectedChapter } from '../compare-read-budget.ts';
import type { XlsxExport } from './build-budget-xlsx.ts';

function cachedAmount(exported: XlsxExport, row: number | undefined): number {
  const cell = row === undefined ? undefined : exported.plan.rows[row - 1]?.[6];
  return cell !== null && typeof cell === 'object' ? cell.value : 0;
}

export async function verifyXlsxExport(budget: Budget, exported: XlsxExport): Promise<ExportProof> {
  const problems: string[] = [];
  let status: ExportProof['status'];
  try {
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    status = read.check.status;
    const { plan } = exported;
    const known = new Set((budget.chapters ?? []).map((chapter) => chapter.code));
    const seen = new Set<string>();
    const chapters: ExpectedChapter[] = [];
    for (const chapter of budget.chapters ?? []) {
      if (seen.has(chapter.code)) continue;
      seen.add(chapter.code);
      chapters.push({
        code: chapter.code,
        parentCode:
          chapter.parentCode !== undefined && known.has(chapter.parentCode)
            ? chapter.parentCode
            : undefined,
        title: chapter.title,
        total: cachedAmount(exported, plan.chapterRows.get(chapter.code)),
      });
    }
    const items = budget.items.map((item, index) => ({
      code: item.codigo,
      chapterCode:
        item.chapterCode !== undefined && known.has(item.chapterCode)
          ? item.chapterCode
          : undefined,
      quantity: plan.quantities[index]!,
      price: item.precio_unitario,
      amount: item.total,
      note: separateItemNote(item.resumen, item.note).note ?? '',
    }));
    problems.push(
      ...compareReadBudget(read.budget, {
        items,
        chapters,
        total: cachedAmount(exported, plan.pemRow),
      }),
    );
    if (Math.round(cachedAmount(exported, plan.pemRow) * 100) !== Math.round(budget.total * 100))
      problems.push(
        `La hoja suma ${cachedAmount(exported, plan.pemRow)} y el presupuesto ${budget.total}.`,
      );
  } catch (error) {
    problems.push(
      `El archivo no se puede volver a leer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { ok: problems.length === 0, problems, ...(status ? { status } : {}) };
}
