import { Document, Packer, Paragraph, TextRun } from 'docx';
import { encode } from 'windows-1252';
import type { Budget } from '../../src/budget/model/budget.ts';
import { generateBudget } from '../../src/budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../../src/budget/testing/render-budget-report.ts';

export interface BudgetFixture {
  budget: Budget;
  text: string;
}

/** A synthetic budget and its report text, as a budget program prints it. */
export function budgetFixture(itemCount: number, seed = 7): BudgetFixture {
  const budget = generateBudget({ itemCount, seed });
  return { budget, text: renderBudgetReport(budget, 'presupuesto') };
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
