/**
 * The summary pages of a report: the RESUMEN DE PRESUPUESTO block (each chapter's
 * amount, the PEM, gastos generales, beneficio industrial, IVA, the contract total)
 * and the closing lines (`Asciende el presupuesto a…`, then place, date and
 * signatures). Their figures are stated totals, never items.
 */
import type { BudgetSummary } from '../../model/budget.ts';
import { mayUpperCaseToAscii, readSummaryLine, type SummaryLine } from '../read-summary-line.ts';
import type { LayoutLine } from './read-layout-line.ts';

/** What a summary line told the reader. */
export type SummaryReading =
  /** Not a summary line. */
  | undefined
  /** A line of the summary, read. */
  | { kind: 'read' }
  /** A chapter's line of the RESUMEN block: its stated amount. */
  | { kind: 'chapter'; code: string; amount: number };

export class SummaryReader {
  private readonly found: Partial<BudgetSummary> = {};
  /** Whether a line read may hold a character that upper-cases to ASCII letters (see the constructor). */
  private readonly upperCasesToAscii: boolean;

  /** Inside the RESUMEN block, whose chapter lines look like headings. */
  private open = false;
  /** After `Asciende el presupuesto a…`: the document has ended. */
  private closed = false;

  /**
   * `text`: the text every line read is read from, where known. A line's text holds the
   * text's own characters only, with white space, `-`, and `.` or `,` (spaced thousands)
   * put in (read-layout-line.ts, infer-number-format.ts, unflatten-pasted-line.ts): where
   * the text holds no character that upper-cases to ASCII letters, no line does, and no
   * line need be searched for one.
   */
  constructor(text?: string) {
    this.upperCasesToAscii = text === undefined || mayUpperCaseToAscii(text);
  }

  /** A summary title starts the RESUMEN block. */
  openBlock(): void {
    this.open = true;
  }

  get isOpen(): boolean {
    return this.open;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Reads a line as part of the summary. Outside the RESUMEN block its chapter lines are
   * headings, and totals are the caller's (see read-budget-by-layout).
   */
  read(line: LayoutLine): SummaryReading {
    if (this.closed) return { kind: 'read' };
    const summaryLine = readSummaryLine(line.text, line, this.open, this.upperCasesToAscii);
    if (!summaryLine) return undefined;
    return this.apply(summaryLine);
  }

  /**
   * A report's title after the closing lines starts another report (an export of several
   * budgets in one text): its lines are read again.
   */
  reopen(): void {
    this.closed = false;
    this.open = false;
  }

  /** Leaves the RESUMEN block: a heading or an item follows. */
  closeBlock(): void {
    this.open = false;
  }

  private apply(line: SummaryLine): SummaryReading {
    const found = this.found;
    switch (line.kind) {
      case 'pem':
        found.pem = line.amount;
        break;
      case 'percent':
        if (line.field === 'gg') {
          found.gastosGeneralesPercent = line.percent;
          if (line.amount !== undefined) found.gastosGenerales = line.amount;
        } else if (line.field === 'bi') {
          found.beneficioIndustrialPercent = line.percent;
          if (line.amount !== undefined) found.beneficioIndustrial = line.amount;
        } else {
          found.ivaPercent = line.percent;
          if (line.amount !== undefined) found.iva = line.amount;
        }
        break;
      case 'contract':
        found.contractTotal = line.amount;
        break;
      case 'chapter':
        return { kind: 'chapter', code: line.code, amount: line.amount };
      case 'closing':
        // "Asciende el presupuesto a ...", then place, date and signatures: the end of the document.
        this.closed = true;
        break;
      case 'subtotal':
        break;
    }
    return { kind: 'read' };
  }

  /** The PEM the summary states, if any. */
  get pem(): number | undefined {
    return this.found.pem;
  }

  /** The summary, its PEM the items' total where the document states none; undefined without one. */
  finish(total: number): BudgetSummary | undefined {
    const found = this.found;
    if (Object.keys(found).length === 0) return undefined;
    return { ...found, pem: found.pem ?? total };
  }
}
