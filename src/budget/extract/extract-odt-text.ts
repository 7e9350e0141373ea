import type { SaxesTagPlain } from 'saxes';
import { MAX_DOCX_XML_BYTES } from '../constants.ts';
import type { TableCell } from '../model/cell-grid.ts';
import { prefixOf, TableTextCollector } from './collect-table-text.ts';
import type { WordDocumentContent } from './collect-word-grid.ts';
import { streamZipXml } from './stream-zip-part.ts';

/**
 * The text of a LibreOffice Writer .odt (OpenDocument), laid out like
 * extract-docx-text.ts lays out a .docx: each paragraph or heading a line,
 * `<text:tab/>` a tab, `<text:line-break/>` a line end, `<text:s text:c="3"/>`
 * three spaces; a table row ONE line of its cells' first paragraphs joined by
 * tabs, the cells' further paragraphs (and nested tables' rows) below it.
 * Footnotes, comments and the tracked-changes log are left out, as they are
 * for a .docx. Read with fflate and saxes, already used for .docx.
 * The same walk gives the body as rows of cells (collect-word-grid.ts): a merged cell
 * is followed, in the file itself, by the `table:covered-table-cell`s it covers, each an
 * empty cell of the grid (the text leaves them out).
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
  return extractOdtContent(bytes).text;
}

/** The text of an .odt and its body as rows of cells; throws BudgetError for unusable files. */
export function extractOdtContent(bytes: Uint8Array): WordDocumentContent {
  const collector = new OdtTextCollector();
  streamZipXml(
    bytes,
    CONTENT_PART,
    MAX_DOCX_XML_BYTES,
    { corrupt: 'corrupt-odt', missing: 'corrupt-odt', tooLarge: 'document-too-large' },
    {
      open: (tag) => collector.open(tag),
      close: (name) => collector.close(name),
      text: (text) => collector.addText(text),
    },
  );
  return { text: collector.text(), rows: collector.rows() };
}

/** Translates an .odt's `content.xml` events into TableTextCollector calls. */
class OdtTextCollector {
  private readonly lines = new TableTextCollector();
  /** Depth inside an element whose content is not shown text (0 = not skipping). */
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
        this.lines.openParagraph();
        return;
      case n.tab:
        this.lines.addText('\t');
        return;
      case n.lineBreak:
        this.lines.breakLine();
        return;
      case n.space: {
        const count = Math.min(
          Number(tag.attributes[n.spaceCount] ?? '1') || 1,
          MAX_REPEATED_CELLS,
        );
        this.lines.addText(' '.repeat(count));
        return;
      }
      case n.table:
        this.lines.openTable();
        return;
      case n.row:
        this.lines.openRow();
        return;
      case n.cell:
        this.lines.openCell(repeatOf(tag, n.columnsRepeated));
        return;
      case n.coveredCell:
        this.lines.openCoveredCell(repeatOf(tag, n.columnsRepeated));
        return;
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
        this.lines.closeParagraph();
        return;
      case n.cell:
        this.lines.closeCell();
        return;
      case n.coveredCell:
        this.lines.closeCoveredCell();
        return;
      case n.row:
        this.lines.closeRow();
        return;
      case n.table:
        this.lines.closeTable();
        return;
    }
  }

  addText(text: string): void {
    if (this.skipDepth === 0) this.lines.addText(text);
  }

  text(): string {
    return this.lines.text();
  }

  rows(): TableCell[][] {
    return this.lines.rows();
  }
}

/** How many times a cell stands in its row (`table:number-columns-repeated`). */
function repeatOf(tag: SaxesTagPlain, attribute: string): number {
  const repeat = Number(tag.attributes[attribute] ?? '1') || 1;
  return repeat > MAX_REPEATED_CELLS ? 1 : repeat;
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
    coveredCell: `${table}:covered-table-cell`,
    columnsRepeated: `${table}:number-columns-repeated`,
  };
}
