import { unzipSync } from 'fflate';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { MAX_DOCX_XML_BYTES } from '../constants.ts';
import { BudgetError } from '../errors.ts';
import type { TableCell } from '../model/cell-grid.ts';
import { prefixOf, TableTextCollector } from './collect-table-text.ts';
import type { WordDocumentContent } from './collect-word-grid.ts';
import { streamZipXml } from './stream-zip-part.ts';

/**
 * The text of a .docx, laid out so that a Word table of items reads like the
 * text of a budget report:
 * - each paragraph is a line; `<w:tab/>` is a tab; `<w:br/>`/`<w:cr/>` end a line;
 * - a table row is ONE line with its cells' first paragraphs joined by tabs,
 *   and the cells' further paragraphs (and nested tables' rows) follow it as
 *   lines, so `E01 | m2 | Title⏎Long description | 12,50 | 3,20 | 40,00`
 *   becomes `E01\tm2\tTitle\t12,50\t3,20\t40,00` then `Long description`;
 * - the `mc:Fallback` copy of text boxes, deleted text and moved-away text are skipped.
 * The same walk gives the body as rows of cells (collect-word-grid.ts), with a cell's
 * `w:gridSpan`, `w:vMerge` and its row's `w:gridBefore` keeping the columns in place.
 */

export interface ExtractDocxOptions {
  /** Stop inflating `word/document.xml` past this many bytes (a zip bomb guard). */
  maxXmlBytes?: number;
}

const MAIN_DOCUMENT_PART = 'word/document.xml';
const WORDPROCESSINGML_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MARKUP_COMPATIBILITY_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
/** Extracts the text of a .docx; throws BudgetError for unusable files. */
export function extractDocxText(bytes: Uint8Array, options: ExtractDocxOptions = {}): string {
  return extractDocxContent(bytes, options).text;
}

/** The text of a .docx and its body as rows of cells; throws BudgetError for unusable files. */
export function extractDocxContent(
  bytes: Uint8Array,
  options: ExtractDocxOptions = {},
): WordDocumentContent {
  const maxXmlBytes = options.maxXmlBytes ?? MAX_DOCX_XML_BYTES;
  const mainPart = findMainDocumentPart(bytes, maxXmlBytes);
  const collector = new DocxTextCollector();
  streamZipXml(
    bytes,
    mainPart,
    maxXmlBytes,
    { corrupt: 'corrupt-docx', missing: 'corrupt-docx', tooLarge: 'docx-too-large' },
    {
      open: (tag) => collector.open(tag),
      close: (name) => collector.close(name),
      text: (text) => collector.addText(text),
    },
  );
  return { text: collector.text(), rows: collector.rows() };
}

/**
 * The name of the main document part. Reads the zip's central directory only
 * (cheap, and it catches truncated files); Word always writes
 * `word/document.xml`, but the package relationships are what name it, and
 * some online editors write `word/document2.xml`.
 */
function findMainDocumentPart(bytes: Uint8Array, maxXmlBytes: number): string {
  const entries = new Map<string, { size: number; originalSize: number }>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.set(file.name, { size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch (error) {
    throw new BudgetError('corrupt-docx', { cause: error });
  }
  const name = entries.has(MAIN_DOCUMENT_PART)
    ? MAIN_DOCUMENT_PART
    : mainPartFromRelationships(bytes, entries.get(PACKAGE_RELATIONSHIPS_PART));
  const entry = name === undefined ? undefined : entries.get(name);
  if (name === undefined || !entry) throw new BudgetError('invalid-docx');
  if (entry.originalSize > maxXmlBytes) throw new BudgetError('docx-too-large');
  return name;
}

const PACKAGE_RELATIONSHIPS_PART = '_rels/.rels';
const OFFICE_DOCUMENT_RELATIONSHIP = '/officeDocument';
/** `_rels/.rels` lists a handful of parts: a few KB. Anything bigger is not a Word package. */
const MAX_RELATIONSHIPS_BYTES = 64 * 1024;

function mainPartFromRelationships(
  bytes: Uint8Array,
  entry: { size: number; originalSize: number } | undefined,
): string | undefined {
  if (
    !entry ||
    entry.size > MAX_RELATIONSHIPS_BYTES ||
    entry.originalSize > MAX_RELATIONSHIPS_BYTES
  ) {
    return undefined;
  }
  let target: string | undefined;
  try {
    const part = unzipSync(bytes, { filter: (file) => file.name === PACKAGE_RELATIONSHIPS_PART })[
      PACKAGE_RELATIONSHIPS_PART
    ];
    const xml = new SaxesParser<{ xmlns: false; position: false }>({
      xmlns: false,
      position: false,
    });
    xml.on('opentag', (tag) => {
      const type = tag.attributes['Type'];
      if (target === undefined && type?.endsWith(OFFICE_DOCUMENT_RELATIONSHIP))
        target = tag.attributes['Target'];
    });
    xml.write(new TextDecoder('utf-8').decode(part)).close();
  } catch (error) {
    throw new BudgetError('corrupt-docx', { cause: error });
  }
  // Targets are relative to the package root, sometimes written with a leading slash.
  return target?.replace(/^\//, '');
}

/** Translates the SAX events of `word/document.xml` into TableTextCollector calls. */
class DocxTextCollector {
  private readonly lines = new TableTextCollector();
  /** Depth inside an element whose content is not shown text (0 = not skipping). */
  private skipDepth = 0;
  /** Depth inside a paragraph's properties (0 = outside): only its alignment is read there. */
  private propertiesDepth = 0;
  private inText = false;
  private names: ElementNames | undefined;

  open(tag: SaxesTagPlain): void {
    if (this.skipDepth > 0) {
      this.skipDepth++;
      return;
    }
    if (this.propertiesDepth > 0) {
      this.propertiesDepth++;
      // The paragraph's own alignment (not a tracked change's former one, deeper down).
      const n = this.names;
      if (n && this.propertiesDepth === 2 && tag.name === n.jc)
        if (END_ALIGNMENTS.has(tag.attributes[n.val] ?? '')) this.lines.alignParagraphEnd();
      return;
    }
    if (!this.names) {
      // Word writes `w:` and `mc:`, but the prefixes are whatever the root declares.
      this.names = elementNames(
        prefixOf(tag.attributes, WORDPROCESSINGML_NS) ?? 'w',
        prefixOf(tag.attributes, MARKUP_COMPATIBILITY_NS) ?? 'mc',
      );
      return;
    }
    const n = this.names;
    switch (tag.name) {
      case n.t:
        this.inText = true;
        return;
      case n.p:
        this.lines.openParagraph();
        return;
      case n.tab:
      case n.ptab:
        this.lines.addText('\t');
        return;
      case n.br:
      case n.cr:
        this.lines.breakLine();
        return;
      case n.noBreakHyphen:
        this.lines.addText('-');
        return;
      case n.tbl:
        this.lines.openTable();
        return;
      case n.tr:
        this.lines.openRow();
        return;
      case n.tc:
        this.lines.openCell();
        return;
      case n.gridSpan:
        this.lines.spanColumns(Number(tag.attributes[n.val]));
        return;
      case n.vMerge:
        // `<w:vMerge/>` and `w:val="continue"` continue the cell above; `restart` opens one.
        if (tag.attributes[n.val] !== 'restart') this.lines.mergeUp();
        return;
      case n.gridBefore:
        this.lines.skipColumns(Number(tag.attributes[n.val]));
        return;
      case n.pPr: // tab stops (<w:tabs><w:tab/>) are not tabs in the text; the alignment counts
        this.propertiesDepth = 1;
        return;
      case n.fallback: // the second copy of a text box, for old Word versions
      case n.moveFrom: // text moved away: it is shown where it moved to
      case n.tcPrChange: // a cell's or row's properties before a tracked change
      case n.trPrChange:
        this.skipDepth = 1;
        return;
    }
  }

  close(name: string): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    if (this.propertiesDepth > 0) {
      this.propertiesDepth--;
      return;
    }
    const n = this.names;
    if (!n) return;
    switch (name) {
      case n.t:
        this.inText = false;
        return;
      case n.p:
        this.lines.closeParagraph();
        return;
      case n.tc:
        this.lines.closeCell();
        return;
      case n.tr:
        this.lines.closeRow();
        return;
      case n.tbl:
        this.lines.closeTable();
        return;
    }
  }

  addText(text: string): void {
    if (this.inText && this.skipDepth === 0) this.lines.addText(text);
  }

  text(): string {
    return this.lines.text();
  }

  rows(): TableCell[][] {
    return this.lines.rows();
  }
}

/** `w:jc` values that set a paragraph against the cell's right edge (`end` is ISO 29500's `right`). */
const END_ALIGNMENTS: ReadonlySet<string> = new Set(['right', 'end']);

type ElementNames = ReturnType<typeof elementNames>;

function elementNames(w: string, mc: string) {
  return {
    p: `${w}:p`,
    t: `${w}:t`,
    tab: `${w}:tab`,
    ptab: `${w}:ptab`,
    br: `${w}:br`,
    cr: `${w}:cr`,
    noBreakHyphen: `${w}:noBreakHyphen`,
    tbl: `${w}:tbl`,
    tr: `${w}:tr`,
    tc: `${w}:tc`,
    gridSpan: `${w}:gridSpan`,
    vMerge: `${w}:vMerge`,
    gridBefore: `${w}:gridBefore`,
    val: `${w}:val`,
    tcPrChange: `${w}:tcPrChange`,
    trPrChange: `${w}:trPrChange`,
    pPr: `${w}:pPr`,
    jc: `${w}:jc`,
    moveFrom: `${w}:moveFrom`,
    fallback: `${mc}:Fallback`,
  };
}
