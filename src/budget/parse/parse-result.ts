import type { Budget } from '../model/budget.ts';

/**
 * Something the reader noticed but could not settle: a line it could not place,
 * or a total that does not match the document's own. Never dropped silently:
 * the app shows these under the preview and the CLI prints them.
 */
export type ParseWarning =
  /**
   * A line that is neither item, measurement, amount, chapter, total nor page furniture.
   * `amount`: the last amount it prints (a figure with decimals), when the reader saw one:
   * money the reading may be missing, so the verdict never calls such a reading reconciled.
   */
  | { kind: 'unplaced-line'; line: number; text: string; amount?: number }
  /**
   * A table cell of a figure column holding two figures or more (`1146.15 193.39`), read as
   * none: the row lost a figure (`codigo`: its item's code, empty when it has none), so the
   * verdict never calls the reading reconciled. `measurement`: the cell is a measurement
   * line's (`a*b 1.00,5.00 | 1 | 5,000 5,000`, Presto's partial and its running sum in one
   * cell), so the item's own quantity, price and amount are whole: said, but no doubt on
   * the money.
   */
  | { kind: 'merged-figures'; line: number; codigo: string; text: string; measurement?: true }
  /** quantity × unit price differs from the printed amount. */
  | { kind: 'amount-mismatch'; line: number; codigo: string; expected: number; actual: number }
  /** The sum of a chapter's items differs from the chapter total the document prints. */
  | {
      kind: 'chapter-total-mismatch';
      line?: number;
      chapterCode: string;
      chapterTitle: string;
      stated: number;
      parsed: number;
    }
  /** The sum of all items differs from the final total the document prints. */
  | { kind: 'total-mismatch'; line?: number; stated: number; parsed: number }
  /** The source has items but no quantities (a price database, not a budget). */
  | { kind: 'no-quantities' }
  /** The source states no total to compare against. */
  | { kind: 'no-stated-total' }
  /** Free-form notice from a format reader (e.g. odd records in a .bc3). */
  | { kind: 'notice'; line?: number; message: string };

export interface ParseResult {
  budget: Budget;
  warnings: ParseWarning[];
}
