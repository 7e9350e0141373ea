import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { MAX_DOCX_XML_BYTES } from '../constants.ts';
import { BudgetError, isBudgetError } from '../errors.ts';

/**
 * The text of a .docx, laid out so that a Word table of items reads like the
 * text of a budget report:
 * - each paragraph is a line; `<w:tab/>` is a tab; `<w:br/>`/`<w:cr/>` end a line;
 * - a table row is ONE line with its cells' first paragraphs joined by tabs,
 *   and the cells' further paragraphs (and nested tables' rows) follow it as
 *   lines, so `E01 | m2 | Title⏎Long description | 12,50 | 3,20 | 40,00`
 *   becomes `E01\tm2\tTitle\t12,50\t3,20\t40,00` then `Long description`;
 * - the `mc:Fallback` copy of text boxes, deleted text and moved-away text are skipped.
 */

export interface ExtractDocxOptions {
  /** Stop inflating `word/document.xml` past this many bytes (a zip bomb guard). */
  maxXmlBytes?: number;
}

const MAIN_DOCUMENT_PART = 'word/document.xml';
const WORDPROCESSINGML_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MARKUP_COMPATIBILITY_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
/**
 * The zip is fed to the inflater in slices this big. Deflate expands at most
 * ~1032:1, so one slice can never produce more than ~17 MB before the size
 * check runs again: a bomb is stopped without ever holding its output.
 */
const ZIP_SLICE_BYTES = 16 * 1024;

/** Extracts the text of a .docx; throws BudgetError for unusable files. */
export function extractDocxText(bytes: Uint8Array, options: ExtractDocxOptions = {}): string {
  const maxXmlBytes = options.maxXmlBytes ?? MAX_DOCX_XML_BYTES;
  const mainPart = findMainDocumentPart(bytes, maxXmlBytes);
  const collector = new DocxTextCollector();
  try {
    streamMainDocument(bytes, mainPart, maxXmlBytes, collector);
  } catch (error) {
    if (isBudgetError(error)) throw error;
    throw new BudgetError('corrupt-docx', { cause: error });
  }
  return collector.text();
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

function streamMainDocument(
  bytes: Uint8Array,
  mainPart: string,
  maxXmlBytes: number,
  collector: DocxTextCollector,
): void {
  const decoder = new TextDecoder('utf-8');
  const xml = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  xml.on('opentag', (tag) => collector.open(tag));
  xml.on('closetag', (tag) => collector.close(tag.name));
  xml.on('text', (text) => collector.addText(text));

  let inflatedBytes = 0;
  let finished = false;
  let failure: unknown;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name !== mainPart || finished) return;
    if (file.originalSize !== undefined && file.originalSize > maxXmlBytes) {
      failure = new BudgetError('docx-too-large');
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (failure !== undefined || finished) return;
      if (error) {
        failure = error;
        return;
      }
      inflatedBytes += chunk.length;
      if (inflatedBytes > maxXmlBytes) {
        failure = new BudgetError('docx-too-large');
        return;
      }
      xml.write(decoder.decode(chunk, { stream: !final }));
      if (final) {
        xml.close();
        finished = true;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  for (let offset = 0; offset < bytes.length && !finished; offset += ZIP_SLICE_BYTES) {
    const end = Math.min(offset + ZIP_SLICE_BYTES, bytes.length);
    unzip.push(bytes.subarray(offset, end), end === bytes.length);
    if (failure !== undefined) throw failure;
  }
  if (!finished) throw new BudgetError('corrupt-docx');
}

interface Cell {
  /** The cell's first paragraph: its part of the row line. */
  first: string | undefined;
  /** Everything after it, each a line of its own after the row line. */
  rest: string[];
}

interface TableState {
  row: Cell[];
  cell: Cell | undefined;
}

/** Turns the SAX events of `word/document.xml` into lines. */
class DocxTextCollector {
  private readonly lines: string[] = [];
  private readonly tables: TableState[] = [];
  /** Open paragraphs: a text box's paragraphs sit inside a run of another paragraph. */
  private readonly paragraphs: string[][] = [];
  /** Depth inside an element whose content is not shown text (0 = not skipping). */
  private skipDepth = 0;
  private inText = false;
  private names: ElementNames | undefined;

  open(tag: SaxesTagPlain): void {
    if (this.skipDepth > 0) {
      this.skipDepth++;
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
        this.paragraphs.push([]);
        return;
      case n.tab:
      case n.ptab:
        this.current()?.push('\t');
        return;
      case n.br:
      case n.cr:
        this.breakLine();
        return;
      case n.noBreakHyphen:
        this.current()?.push('-');
        return;
      case n.tbl:
        this.tables.push({ row: [], cell: undefined });
        return;
      case n.tr:
        this.table().row = [];
        return;
      case n.tc:
        this.table().cell = { first: undefined, rest: [] };
        return;
      case n.pPr: // tab stops (<w:tabs><w:tab/>) are not tabs in the text
      case n.fallback: // the second copy of a text box, for old Word versions
      case n.moveFrom: // text moved away: it is shown where it moved to
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
      case n.t:
        this.inText = false;
        return;
      case n.p:
        this.emit((this.paragraphs.pop() ?? []).join(''));
        return;
      case n.tc: {
        const table = this.table();
        if (table.cell) table.row.push(table.cell);
        table.cell = undefined;
        return;
      }
      case n.tr:
        this.finishRow();
        return;
      case n.tbl:
        this.tables.pop();
        return;
    }
  }

  addText(text: string): void {
    if (this.inText && this.skipDepth === 0) this.current()?.push(text);
  }

  text(): string {
    return this.lines.join('\n');
  }

  private current(): string[] | undefined {
    return this.paragraphs.at(-1);
  }

  private table(): TableState {
    let table = this.tables.at(-1);
    if (!table) {
      // A row or cell outside any table: malformed, but read it as a table.
      table = { row: [], cell: undefined };
      this.tables.push(table);
    }
    return table;
  }

  /** A line break ends the line but not the paragraph (in a cell: the rest goes below the row). */
  private breakLine(): void {
    const paragraph = this.current();
    if (!paragraph) return;
    this.emit(paragraph.join(''));
    paragraph.length = 0;
  }

  /** Sends a finished line to the open cell, or to the document. */
  private emit(line: string): void {
    const cell = this.tables.at(-1)?.cell;
    if (!cell) {
      this.lines.push(line);
    } else if (cell.first === undefined) {
      cell.first = line;
    } else if (line.trim() !== '') {
      cell.rest.push(line);
    }
  }

  private finishRow(): void {
    const table = this.table();
    const rowLine = table.row
      .map((cell) => cell.first ?? '')
      .join('\t')
      .replace(/\t+$/, '');
    const rowLines = [rowLine, ...table.row.flatMap((cell) => cell.rest)];
    table.row = [];
    // A nested table's rows belong below the enclosing row's line, never inside it.
    const enclosing = this.tables.at(-2)?.cell;
    if (enclosing) {
      enclosing.first ??= '';
      enclosing.rest.push(...rowLines.filter((line) => line.trim() !== ''));
    } else {
      this.lines.push(...rowLines);
    }
  }
}

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
    pPr: `${w}:pPr`,
    moveFrom: `${w}:moveFrom`,
    fallback: `${mc}:Fallback`,
  };
}

/** The prefix an element declares for a namespace (`xmlns:w="…"` -> `w`). */
function prefixOf(attributes: Record<string, string>, namespace: string): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === namespace && name.startsWith('xmlns:')) return name.slice('xmlns:'.length);
  }
  return undefined;
}
