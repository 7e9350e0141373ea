import { Document, Packer, Paragraph, TextRun } from 'docx';
import { encode } from 'windows-1252';
import type { Budget } from '../../src/budget/model/budget.ts';
import {
  generateBudget,
  type GenerateBudgetOptions,
} from '../../src/budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../../src/budget/testing/render-budget-report.ts';

export interface BudgetFixture {
  budget: Budget;
  text: string;
}

/** A synthetic budget and its report text, as a budget program prints it. */
export function budgetFixture(
  itemCount: number,
  seed = 7,
  options: Omit<GenerateBudgetOptions, 'itemCount' | 'seed'> = {},
): BudgetFixture {
  const budget = generateBudget({ ...options, itemCount, seed });
  return { budget, text: renderBudgetReport(budget, 'presupuesto') };
}

/** The printed total of the budget's first chapter, and so its final total, above its items by this much. */
export const TAMPERED_DIFFERENCE = 12.34;

/**
 * A synthetic budget whose report prints its first chapter's total and the final total
 * 12,34 € above what its items add up to: a reading that must not reconcile.
 */
export function tamperedFixture(
  itemCount: number,
  seed = 7,
): BudgetFixture & { chapterCode: string } {
  const budget = generateBudget({ itemCount, seed });
  const chapter = budget.chapters?.find((candidate) => candidate.level === 1);
  if (!chapter) throw new Error('the generated budget has no chapter');
  const cents = Math.round(TAMPERED_DIFFERENCE * 100);
  chapter.statedTotal = (Math.round(chapter.total * 100) + cents) / 100;
  budget.statedTotal = (Math.round(budget.total * 100) + cents) / 100;
  return { budget, text: renderBudgetReport(budget, 'presupuesto'), chapterCode: chapter.code };
}

/** The report text as a Word document, one paragraph per line (as text pasted into Word). */
export async function budgetDocx(text: string): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: text.split('\n').map((line) => new Paragraph({ children: [new TextRun(line)] })),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** Windows-1252 bytes of a text (the encoding of .txt files saved by older Windows tools). */
export function windows1252(text: string): Buffer {
  // encode() gives one byte value per UTF-16 unit, in a Uint16Array.
  return Buffer.from(Uint8Array.from(encode(text)));
}
