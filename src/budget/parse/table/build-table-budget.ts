/**
 * The last step of the table stage: rows read through their columns become chapters,
 * items, measurement lines and stated totals. What each row is comes from the table's own
 * evidence: the nature column (`Capítulo`), a chapter code (`…#`), a chapter keyword, a
 * roll-up row whose amount the rows under it add up to, closing rows (`TOTAL CAPÍTULO 3`,
 * Presto's row repeating the chapter's code), and the arithmetic of the priced columns. A
 * code row without figures waits for what follows: a row of figures without words under it
 * makes it an item (a report saved as a sheet: El Casar), another code row a chapter. A row
 * with an amount that fits nowhere is an `unplaced-line` warning with that amount.
 */
import type { BudgetItem, MeasurementLine } from '../../model/budget.ts';
import { DocumentHeaderCollector } from '../header/collect-document-header.ts';
import type { ParseWarning } from '../parse-result.ts';
import type { NumberStyle } from './read-cell-figure.ts';
import type { TableColumns } from './find-table-columns.ts';
import { buildTableItem, type PendingItem } from './build-table-item.ts';
import { isChapterNature, isNature } from './read-row-nature.ts';
import { readsAsItemCode } from './read-item-code-grammar.ts';
import { isPageMark, readChapterWords, readTotalWords, trailingFigure } from './read-row-words.ts';
import type { TableRow } from './read-table-row.ts';
import { continuesDescription, isCapitalTitle, titlesAboveItem } from './read-title-rows.ts';
import { codeKey, TableChapterTree } from './table-chapter-tree.ts';
import { warnUnplacedRow } from './warn-unplaced-row.ts';

export interface SheetRows {
  /** The sheet's rows read through its columns (undefined: blank, header or page furniture). */
  rows: (TableRow | undefined)[];
  columns: TableColumns;
  /** Roll-up rows and the last row each covers. */
  rollUps: Map<number, number>;
  /** Rows inside the table (after its first header), where a bare title may open a chapter. */
  tableStart: number;
  /** Added to a row's index to number it for warnings (rows of earlier sheets come first). */
  lineOffset: number;
  /**
   * Items print their figures on a row of their own under their words (a report saved as a
   * sheet), not on their heading row: words after an item's figures start the next item.
   */
  figuresBelow: boolean;
  /** Codes (codeKey) that total rows of the sheet name: a heading with such a code is a chapter. */
  totalledCodes: Set<string>;
  /** The sheet prints a column header. */
  hasHeader: boolean;
  /** The number style of the amount column, for an amount written inside a total's words. */
  amountStyle: NumberStyle;
}

export interface BudgetTotalCandidate {
  amount: number;
  line: number;
  named: boolean;
  /** The total's words, where it names what it totals (`TOTAL CAPÍTULO 01.02`). */
  text?: string;
}

export class TableBudgetBuilder {
  readonly tree = new TableChapterTree();
  readonly items: BudgetItem[] = [];
  readonly warnings: ParseWarning[] = [];
  readonly totals: BudgetTotalCandidate[] = [];
  readonly loose: BudgetTotalCandidate[] = [];
  root: BudgetTotalCandidate | undefined;
  /** The work, client, location and date the sheet's header rows print. */
  readonly header = new DocumentHeaderCollector();
  hasUnits = false;
  hasMeasurements = false;
  private pending: PendingItem | undefined;
  private open: BudgetItem | undefined;

  readSheet(sheet: SheetRows): void {
    const { rows, columns, rollUps } = sheet;
    this.pending = undefined;
    this.open = undefined;
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index];
      if (!row) continue;
      if (this.readHeader(row)) continue;
      this.readRow(row, sheet, columns, rollUps, index);
    }
    this.settlePending();
  }

  /** A header row (`Obra:` | `Reforma de local`): its cells read as one line, label then value. */
  private readHeader(row: TableRow): boolean {
    if (!row.texts.some((text) => text.includes(':'))) return false;
    return this.header.readLine(row.texts.join(' ')) && row.figureCount === 0;
  }

  private readRow(
    row: TableRow,
    sheet: SheetRows,
    columns: TableColumns,
    rollUps: Map<number, number>,
    index: number,
  ): void {
    const line = sheet.lineOffset + index + 1;
    for (const { text, measurement } of row.mergedFigures ?? [])
      this.warnings.push({
        kind: 'merged-figures',
        line,
        // A measurement line's is the code of the item it measures.
        codigo: row.code || this.pending?.row.code || this.open?.codigo || '',
        text,
        ...(measurement ? { measurement: true as const } : {}),
      });
    let amount = row.amount ?? row.lastFigure;
    // The root row (`OBRA##`), or its closing row repeating that code.
    if (row.code.endsWith('##') || (row.code === '' && row.summary.endsWith('##'))) {
      this.settlePending();
      if (amount !== undefined) this.root = { amount, line, named: true };
      return;
    }
    const first = row.texts[0] ?? '';
    const totalAt = row.texts.findIndex((text) => readTotalWords(text) !== undefined);
    const totalWords = totalAt < 0 ? undefined : readTotalWords(row.texts[totalAt] as string);
    if (totalWords && amount === undefined) {
      amount = trailingFigure(row.texts[totalAt] as string, sheet.amountStyle);
      if (amount !== undefined && totalWords.kind === 'total') totalWords.reference.pop();
    }
    if (totalWords && amount !== undefined && row.price === undefined) {
      this.settlePending();
      this.open = undefined;
      if (totalWords.kind === 'summary') return;
      const named = this.chapterNamed(totalWords.reference, row.texts[totalAt] as string);
      if (named !== undefined) this.tree.close(named, amount);
      else if (totalWords.budget) this.loose.push({ amount, line, named: true });
      else if (!/\d/.test(totalWords.reference[0] ?? ''))
        this.totals.push({ amount, line, named: totalWords.reference.length > 0 });
      // `TOTAL CAPÍTULO 01.02` of a chapter never opened: kept with its words, to be warned of.
      else this.totals.push({ amount, line, named: true, text: row.texts[totalAt] as string });
      return;
    }
    // Presto's closing row repeats the chapter's code in another column, with its total.
    // Only a code the table printed can be repeated, and the total is a figure of its own: a
    // lone `2` (a description's last word wrapped onto a line of its own, `… Y` / `2`) is
    // neither the code nor the total of the chapter the reader numbered 2 for a bare title.
    if (amount !== undefined && row.quantity === undefined) {
      // The code may look like a figure (`01`): the summary cell is taken as written.
      const closed = [row.summary, ...row.texts].find(
        (text) => text !== '' && this.tree.printed(text),
      );
      const ownFigure =
        row.amount !== undefined || row.figureCount > 1 || row.texts.includes(closed ?? '');
      if (closed !== undefined && ownFigure && (row.code === '' || row.code === closed)) {
        this.settlePending();
        this.open = undefined;
        this.tree.close(closed, amount);
        return;
      }
    }
    const keyword = row.price === undefined ? readChapterWords(first) : undefined;
    if (isChapterNature(row.nature) || /[^#]#$/.test(row.code) || rollUps.has(index) || keyword) {
      this.settlePending();
      this.open = undefined;
      const code = keyword ? keyword.code : row.code.replace(/#+$/, '');
      const title = keyword ? keyword.title : titleOf(row);
      const opened = this.tree.open(code, title, keyword?.level);
      if (amount !== undefined) this.tree.state(opened, amount);
      return;
    }
    const priced = row.amount !== undefined || row.price !== undefined;
    const worded = row.code !== '' || row.summary !== '' || row.others.length > 0;
    if (priced && worded) {
      this.settlePending(row);
      this.open = this.pushItem(row, undefined);
      return;
    }
    if (priced && (row.price !== undefined || row.quantity !== undefined)) {
      // Figures on a row of their own: the figures of the item heading above (El Casar).
      if (this.pending) {
        const item = this.pushItem(row, this.pending);
        this.pending = undefined;
        this.open = sheet.figuresBelow ? undefined : item;
      } else this.warnings.push(warnUnplacedRow(row, line, amount));
      return;
    }
    if (
      sheet.figuresBelow &&
      !this.pending &&
      !this.open &&
      row.code === '' &&
      index >= sheet.tableStart &&
      (row.measurement || row.figureCount === 0)
    ) {
      // Words after an item's figures: the next item, whose code the table does not print.
      this.pending = {
        row: { ...row, code: '', summary: '', others: [] },
        lines: [],
        measurements: [],
      };
    }
    if (row.measurement && (this.pending || this.open)) {
      this.measure({ comment: row.summary || row.texts.join(' '), ...row.measurement });
      return;
    }
    if (row.code !== '' && row.figureCount === 0 && (row.summary !== '' || row.texts.length > 1)) {
      this.settlePending(row);
      const above = this.open?.codigo;
      this.open = undefined;
      // An item whose figures are missing where items hold their own: its nature
      // (`Partida`) or its unit says it is no chapter, even where its code reads as one a
      // total names (order number `1 | COLUMNA 6 m. | h` under `TOTAL CAPÍTULO 01`).
      if (isNature(row.nature) || (!sheet.figuresBelow && row.unit !== ''))
        this.open = this.pushItem(row, undefined);
      // `4 LEGALIZACIONES` closed later by `TOTAL 4`: a chapter, whatever rows follow it.
      else if (sheet.totalledCodes.has(codeKey(row.code))) this.tree.open(row.code, titleOf(row));
      else this.pending = { row, lines: [], measurements: [], ...(above ? { above } : {}) };
      return;
    }
    if (row.figureCount === 0) {
      // A page's head or foot (`PRESUPUESTO DE OBRA | Página 2`): no chapter, no description.
      if (row.code === '' && row.texts.some(isPageMark)) return;
      const text = row.summary || wordsBesideNote(row);
      // A title in capitals between items that hold their own figures, above the next item:
      // a chapter the table names without a code (`MOVIMIENTO DE TIERRAS`).
      if (
        this.open &&
        !this.pending &&
        !sheet.figuresBelow &&
        row.code === '' &&
        isCapitalTitle(text) &&
        // Where the table prints its chapters' codes, a title without one is text.
        this.tree.givenCodes().length === 0 &&
        !continuesDescription(this.open, text)
      ) {
        const stacked = titlesAboveItem(sheet.rows, index, true);
        if (stacked > 0) {
          this.open = undefined;
          this.openTitle(text, stacked);
          return;
        }
      }
      // Words and a unit without figures, where items hold their own: an item whose
      // figures are missing (a description line fills no unit cell), for the verdict to flag.
      // A label ending in a colon is no unit: the signature block under our own Word's total
      // (`Nombre y NIF: | Firma:`) puts `Firma:` where a sheet without codes has its units.
      if (
        row.code === '' &&
        row.unit !== '' &&
        !row.unit.endsWith(':') &&
        row.summary !== '' &&
        !sheet.figuresBelow
      ) {
        this.settlePending(row);
        this.open = this.pushItem(row, undefined);
        return;
      }
      if (this.pending || this.open) {
        // Under an item row that holds its own figures, in a table with measurement columns,
        // words alone are a measurement line without figures (`A deducir`, `Planta baja`).
        const measured = !sheet.figuresBelow && hasMeasurementColumns(columns);
        if (row.note !== '') this.addNote(row.note);
        if (text !== '') this.describe(text, measured);
        return;
      }
      if (index >= sheet.tableStart) {
        const stacked = titlesAboveItem(sheet.rows, index);
        // Above the first item of a sheet without header, only the last title is sure to be
        // a chapter: the ones above it may be the document's own title.
        if (stacked === 1 || (stacked > 1 && (sheet.hasHeader || this.items.length > 0)))
          this.openTitle(text, stacked);
      }
      return;
    }
    // An item row whose quantity, price and amount are gone but a figure outside them is
    // left (`3 | FPR03 | FÁB.LADRILLO | km | | | | | 0` under a `%` column): its code, words
    // and unit say it is an item left without figures, for the verdict to flag.
    if (
      row.code !== '' &&
      row.summary !== '' &&
      row.unit !== '' &&
      !sheet.figuresBelow &&
      row.quantity === undefined &&
      row.price === undefined &&
      row.amount === undefined
    ) {
      this.settlePending(row);
      this.open = this.pushItem(row, undefined);
      return;
    }
    this.warnings.push(warnUnplacedRow(row, line, amount));
  }

  /**
   * A chapter a total's words name, by code (`TOTAL 01.01`, `TOTAL CAPÍTULO 3`) or by title,
   * the whole title first: `TOTAL SEÑALIZACIÓN EN AVDA. DE LA CONSTITUCIÓN` closes that
   * chapter, not its subchapter `SEÑALIZACIÓN`, which its first word names.
   */
  private chapterNamed(reference: readonly string[], text: string): string | undefined {
    if (reference.length === 0) return undefined;
    const code = (reference[0] as string).replace(/[.:-]+$/, '');
    // The title as written after the keyword, its `DE`s kept (`TOTAL MOVIMIENTO DE TIERRAS`).
    const written = text
      .replace(/^\S+\s+/, '')
      .replace(/[.…_]{2,}.*$/, '')
      .replace(/[.:\s]+$/, '');
    return (
      this.tree.findToClose(written)?.code ??
      this.tree.findToClose(reference.join(' ').replace(/[.:\s]+$/, ''))?.code ??
      this.tree.findToClose(code)?.code
    );
  }

  /**
   * Opens a chapter named by a title alone, the first of `stacked` titles above an item.
   * After items, the stack's last title takes the place of the chapter those items were in,
   * so the first opens that many levels up: one title is its sibling, two open a new parent.
   */
  private openTitle(text: string, stacked: number): void {
    const leaf = this.tree.leafLevel();
    this.tree.open('', text, leaf === undefined ? undefined : Math.max(1, leaf - stacked + 1));
  }

  private describe(text: string, measured: boolean): void {
    const pending = this.pending;
    if (pending) {
      if (pending.measurements.length > 0) pending.measurements.push(commentLine(text));
      else pending.lines.push(text);
      return;
    }
    const item = this.open as BudgetItem;
    if (measured || (item.measurements && item.measurements.length > 0))
      (item.measurements ??= []).push(commentLine(text));
    else item.resumen = item.resumen === '' ? text : `${item.resumen}\n${text}`;
  }

  /** A remark typed on a row of its own under the item (its note column's next line). */
  private addNote(note: string): void {
    const pending = this.pending;
    if (pending) {
      const before = pending.row.note;
      pending.row = { ...pending.row, note: before === '' ? note : `${before}\n${note}` };
      return;
    }
    const item = this.open as BudgetItem;
    item.note = item.note === undefined ? note : `${item.note}\n${note}`;
  }

  private measure(line: MeasurementLine): void {
    this.hasMeasurements = true;
    if (this.pending) this.pending.measurements.push(line);
    else if (this.open) (this.open.measurements ??= []).push(line);
  }

  /**
   * A heading no figures followed: a chapter; or an item without figures, if lines were
   * measured under it or its code has the shape of the item code that follows, or of the
   * item right above it, and of no chapter's (read-item-code-grammar.ts): a chapter's last
   * item left without figures is followed by the chapter's total, not by an item.
   */
  private settlePending(next?: TableRow): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    const { code } = pending.row;
    const chapters = (): string[] => this.tree.givenCodes();
    // Rows of deeper code under it (`01.03` above `01.03.01`): a chapter, whatever stood above.
    const deeper = next !== undefined && next.code !== code && next.code.startsWith(code);
    const itemByCode =
      !deeper &&
      ((next !== undefined && readsAsItemCode(code, next.code, chapters())) ||
        (pending.above !== undefined && readsAsItemCode(code, pending.above, chapters())));
    if (pending.measurements.length === 0 && !itemByCode) {
      const { row } = pending;
      this.tree.open(row.code.replace(/#+$/, ''), titleOf(row));
      return;
    }
    this.open = this.pushItem(pending.row, pending);
  }

  private pushItem(row: TableRow, pending: PendingItem | undefined): BudgetItem {
    const { item, mismatch } = buildTableItem(row, pending, (total) => this.tree.addItem(total));
    if (item.uds !== '') this.hasUnits = true;
    if (mismatch) this.warnings.push(mismatch);
    this.items.push(item);
    return item;
  }
}

function titleOf(row: TableRow): string {
  if (row.summary !== '') return row.summary.split('\n')[0] as string;
  return (
    row.texts.find((text) => text !== row.code && text !== row.nature && text !== row.unit) ?? ''
  );
}

/** The row's words but its note's: `Ver plano 3` in `OBSERVACIONES` is no description. */
function wordsBesideNote(row: TableRow): string {
  const words = row.note === '' ? row.texts : row.texts.filter((text) => text !== row.note);
  return words.join(' ');
}

function hasMeasurementColumns(columns: TableColumns): boolean {
  return (
    columns.uds !== undefined ||
    columns.longitud !== undefined ||
    columns.anchura !== undefined ||
    columns.altura !== undefined ||
    columns.parcial !== undefined
  );
}

function commentLine(comment: string): MeasurementLine {
  return { comment, uds: '', longitud: '', anchura: '', altura: '', parcial: '' };
}
