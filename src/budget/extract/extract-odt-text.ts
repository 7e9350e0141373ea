import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { MAX_DOCX_XML_BYTES } from '../constants.ts';
import { formatTableRow } from './format-table-rows.ts';
import { streamZipPart } from './stream-zip-part.ts';

/**
 * The text of a LibreOffice Writer .odt (OpenDocument), laid out like
 * extract-docx-text.ts lays out a .docx: each paragraph or heading a line,
 * `<text:tab/>` a tab, `<text:line-break/>` a line end, `<text:s text:c="3"/>`
 * three spaces; a table row ONE line of its cells' first paragraphs joined by
 * tabs, the cells' further paragraphs (and nested tables' rows) below it.
 * Footnotes, comments and the tracked-changes log are left out, as they are
 * for a .docx. Read with fflate and saxes, already used for .docx.
 */

const CONTENT_PART = 'content.xml';
const TEXT_NS = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const TABLE_NS = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const OFFICE_NS = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
/**
 * A cell repeated more than this is padding to the sheet's edge (LibreOffice
 * writes `number-columns-repeated="1020"` for empty cells): it is one empty cell.
 */
const MAX_REPEATED_CELLS = 64;

export function extractOdtText(bytes: Uint8Array): string {
  const collector = new OdtTextCollector();
  const xml = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  xml.on('opentag', (tag) => collector.open(tag));
  xml.on('closetag', (tag) => collector.close(tag.name));
  xml.on('text', (text) => collector.addText(text));
  streamZipPart(
    bytes,
    CONTENT_PART,
    MAX_DOCX_XML_BYTES,
    { corrupt: 'corrupt-odt', missing: 'corrupt-odt', tooLarge: 'document-too-large' },
    (text, final) => {
      xml.write(text);
      if (final) xml.close();
    },
  );
  return collector.text();
}

interface Cell {
  paragraphs: string[];
}

interface TableState {
  row: Cell[];
  cell: Cell | undefined;
  repeat: number;
}

class OdtTextCollector {
  private readonly lines: string[] = [];
  private readonly tables: TableState[] = [];
  private readonly paragraphs: string[][] = [];
  private skipDepth = 0;
  private names: ReturnType<typeof elementNames> | undefined;

  open(tag: SaxesTagPlain): void {
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    if (!this.names) {
      // LibreOffice writes `text:`, `table:`, `office:`, but the prefixes are whatever the root declares.
      this.names = elementNames(
        prefixOf(tag.attributes, TEXT_NS) ?? 'text',
        prefixOf(tag.attributes, TABLE_NS) ?? 'table',
        prefixOf(tag.attributes, OFFICE_NS) ?? 'office',
      );
      return;
    }
    const n = this.names;
    switch (tag.name) {
      case n.p:
      case n.h:
        this.paragraphs.push([]);
        return;
      case n.tab:
        this.paragraphs.at(-1)?.push('\t');
        return;
      case n.lineBreak:
        this.breakLine();
        return;
      case n.space: {
        const count = Math.min(
          Number(tag.attributes[n.spaceCount] ?? '1') || 1,
          MAX_REPEATED_CELLS,
        );
        this.paragraphs.at(-1)?.push(' '.repeat(count));
        return;
      }
      case n.table:
        this.tables.push({ row: [], cell: undefined, repeat: 1 });
        return;
      case n.row:
        this.table().row = [];
        return;
      case n.cell: {
        const repeat = Number(tag.attributes[n.columnsRepeated] ?? '1') || 1;
        const table = this.table();
        table.cell = { paragraphs: [] };
        table.repeat = repeat > MAX_REPEATED_CELLS ? 1 : repeat;
        return;
      }
      case n.note: // footnotes and endnotes: not in a .docx's text either
      case n.annotation:
      case n.trackedChanges:
        this.skipDepth = 1;
        return;
    }
  }

  close(name: string): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    const n = this.names;
    if (!n) return;
    switch (name) {
      case n.p:
      case n.h:
        this.emit((this.paragraphs.pop() ?? []).join(''));
        return;
      case n.cell: {
        const table = this.table();
        if (table.cell) for (let copy = 0; copy < table.repeat; copy++) table.row.push(table.cell);
        table.cell = undefined;
        return;
      }
      case n.row:
        this.finishRow();
        return;
      case n.table:
        this.tables.pop();
        return;
    }
  }

  addText(text: string): void {
    if (this.skipDepth === 0) this.paragraphs.at(-1)?.push(text);
  }

  text(): string {
    return this.lines.join('\n');
  }

  private table(): TableState {
    let table = this.tables.at(-1);
    if (!table) {
      table = { row: [], cell: undefined, repeat: 1 };
      this.tables.push(table);
    }
    return table;
  }

  private breakLine(): void {
    const paragraph = this.paragraphs.at(-1);
    if (!paragraph) return;
    this.emit(paragraph.join(''));
    paragraph.length = 0;
  }

  private emit(line: string): void {
    const cell = this.tables.at(-1)?.cell;
    if (cell) cell.paragraphs.push(line);
    else this.lines.push(line);
  }

  private finishRow(): void {
    const table = this.table();
    const rowLines = formatTableRow(
      table.row.map((cell) =>
        cell.paragraphs.filter((line, index) => index === 0 || line.trim() !== '').join('\n'),
      ),
    );
    table.row = [];
    // A nested table's rows belong below the enclosing row's line, never inside it.
    const enclosing = this.tables.at(-2)?.cell;
    if (enclosing) {
      if (enclosing.paragraphs.length === 0) enclosing.paragraphs.push('');
      enclosing.paragraphs.push(...rowLines.filter((line) => line.trim() !== ''));
    } else {
      this.lines.push(...rowLines);
    }
  }
}

function elementNames(text: string, table: string, office: string) {
  return {
    p: `${text}:p`,
    h: `${text}:h`,
    tab: `${text}:tab`,
    lineBreak: `${text}:line-break`,
    space: `${text}:s`,
    spaceCount: `${text}:c`,
    note: `${text}:note`,
    trackedChanges: `${text}:tracked-changes`,
    annotation: `${office}:annotation`,
    table: `${table}:table`,
    row: `${table}:table-row`,
    cell: `${table}:table-cell`,
    columnsRepeated: `${table}:number-columns-repeated`,
  };
}

/** The prefix an element declares for a namespace (`xmlns:text="…"` -> `text`). */
function prefixOf(attributes: Record<string, string>, namespace: string): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === namespace && name.startsWith('xmlns:')) return name.slice('xmlns:'.length);
  }
  return undefined;
}
