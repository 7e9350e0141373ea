/**
 * The lines of a word processor's document (a .docx's or an .odt's), told by
 * its XML events in document order, laid out so that a table of items reads
 * like the text of a budget report:
 * - each paragraph is a line; a tab is a tab; a line break ends a line but not the paragraph;
 * - a table row is ONE line of its cells' first lines joined by tabs
 *   (as format-table-rows.ts lays out a spreadsheet's), the cells' further lines (and nested tables' rows) below it.
 * The .docx and .odt readers only translate their own element names into these calls.
 */
export class TableTextCollector {
  private readonly lines: string[] = [];
  private readonly tables: TableState[] = [];
  /** Open paragraphs: a text box's paragraphs sit inside a run of another paragraph. */
  private readonly paragraphs: string[][] = [];

  openParagraph(): void {
    this.paragraphs.push([]);
  }

  closeParagraph(): void {
    this.emit((this.paragraphs.pop() ?? []).join(''));
  }

  /** Text (or a tab, or spaces) in the open paragraph; outside any paragraph it is not shown text. */
  addText(text: string): void {
    this.paragraphs.at(-1)?.push(text);
  }

  /** A line break ends the line but not the paragraph (in a cell: the rest goes below the row). */
  breakLine(): void {
    const paragraph = this.paragraphs.at(-1);
    if (!paragraph) return;
    this.emit(paragraph.join(''));
    paragraph.length = 0;
  }

  openTable(): void {
    this.tables.push(emptyTable());
  }

  closeTable(): void {
    this.tables.pop();
  }

  openRow(): void {
    this.table().row = [];
  }

  /** `repeat`: how many times the cell stands in the row (an .odt's repeated columns). */
  openCell(repeat = 1): void {
    const table = this.table();
    table.cell = [];
    table.repeat = repeat;
  }

  closeCell(): void {
    const table = this.table();
    if (table.cell) for (let copy = 0; copy < table.repeat; copy++) table.row.push(table.cell);
    table.cell = undefined;
  }

  closeRow(): void {
    const table = this.table();
    const row = table.row;
    table.row = [];
    const rowLine = row
      .map((cell) => cell[0] ?? '')
      .join('\t')
      .replace(/\t+$/, '');
    const rowLines = [rowLine, ...row.flatMap((cell) => cell.slice(1).filter(isShown))];
    // A nested table's rows belong below the enclosing row's line, never inside it.
    const enclosing = this.tables.at(-2)?.cell;
    if (enclosing) {
      if (enclosing.length === 0) enclosing.push('');
      enclosing.push(...rowLines.filter(isShown));
    } else {
      this.lines.push(...rowLines);
    }
  }

  text(): string {
    return this.lines.join('\n');
  }

  private table(): TableState {
    let table = this.tables.at(-1);
    if (!table) {
      // A row or cell outside any table: malformed, but read it as a table.
      table = emptyTable();
      this.tables.push(table);
    }
    return table;
  }

  /** Sends a finished line to the open cell, or to the document. */
  private emit(line: string): void {
    const cell = this.tables.at(-1)?.cell;
    if (cell) cell.push(line);
    else this.lines.push(line);
  }
}

interface TableState {
  row: string[][];
  /** The open cell's lines. */
  cell: string[] | undefined;
  repeat: number;
}

const isShown = (line: string) => line.trim() !== '';

function emptyTable(): TableState {
  return { row: [], cell: undefined, repeat: 1 };
}

/** The prefix an element declares for a namespace (`xmlns:w="…"` -> `w`). */
export function prefixOf(
  attributes: Record<string, string>,
  namespace: string,
): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === namespace && name.startsWith('xmlns:')) return name.slice('xmlns:'.length);
  }
  return undefined;
}
