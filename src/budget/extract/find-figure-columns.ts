/**
 * The figure columns of a printed report, from where its figures stand. Budget programs
 * right-align quantities, prices and amounts (and a measurement table's units, lengths,
 * widths, heights and partials), so the figures of one column end at one x down every
 * page. Those repeated right edges are the document's columns; a line's figures can then
 * reach the readers as cells of a spreadsheet row (write-pdf-cells.ts), instead of a run of
 * numbers whose roles must be guessed.
 */
import type { PdfLine, PdfPiece } from './rebuild-pdf-lines.ts';

export interface FigureColumn {
  /** The x where its figures end. */
  right: number;
  /** The x where its widest figure starts: text starting past it stands in this column. */
  left: number;
  /** How many figures end here. */
  rows: number;
}

/**
 * Right-aligned figures of one column end within this many points of each other
 * (rounding in the fonts' widths); two columns of a report stand much further apart.
 */
export const RIGHT_EDGE_TOLERANCE = 1.5;
/** A column holds figures on at least this many lines: an edge two figures share by chance is none. */
const MIN_COLUMN_ROWS = 4;
/**
 * Nor is an edge that figures scattered through running text (`de 64,6 kg/m³`) share by
 * chance in a long document: a column holds at least this share of the busiest column's rows.
 */
const MIN_SHARE_OF_BUSIEST = 0.1;
/**
 * Nor is an edge that only a few pages share: a program prints its columns at the same x
 * on every page, while a typesetter that sizes each page's table to its content (pyCost's
 * LaTeX) moves them from page to page. A column stands on at least this share of the pages
 * that have figures (a measurement table's rarer columns stand on about a quarter).
 */
const MIN_SHARE_OF_PAGES = 0.2;
/** Columns are clear only when there are at least two (quantity and amount, at the least). */
const MIN_FIGURE_COLUMNS = 2;
/**
 * A right edge whose figures mostly open a line of text is a column of order numbers or
 * numeric codes (`1.8 ANDAMIO Ud…`, `01.01 Cimentaciones`), part of the row's text.
 */
const MAX_LEADING_SHARE = 0.5;

/**
 * A report has a dozen figure columns at most (a measurement table's units, three
 * dimensions, partials, quantity, price, amount): more shared edges are no column layout,
 * and would make placing each piece slow.
 */
const MAX_FIGURE_COLUMNS = 24;

/**
 * Where the document's figures end, kept as plain numbers (one entry per figure) rather
 * than as the pieces, which need not stay in memory for this.
 */
interface FigureEdges {
  rights: number[];
  lefts: number[];
  pages: number[];
  /** 1 where the figure opens a line of text: no text before it, text after it. */
  leads: number[];
}

function figureEdges(pages: Iterable<readonly PdfLine[]>): FigureEdges {
  const edges: FigureEdges = { rights: [], lefts: [], pages: [], leads: [] };
  let page = 0;
  for (const lines of pages) {
    for (const line of lines) {
      const firstText = line.findIndex((piece) => !piece.figure);
      const lastText = line.findLastIndex((piece) => !piece.figure);
      line.forEach((piece, index) => {
        if (!piece.figure) return;
        edges.rights.push(piece.right);
        edges.lefts.push(piece.left);
        edges.pages.push(page);
        edges.leads.push(index < firstText && index < lastText ? 1 : 0);
      });
    }
    page++;
  }
  return edges;
}

/**
 * The document's figure columns, left to right, from its pages of lines (taken one page
 * at a time); none when its columns are not clear (fewer than two right edges that many
 * figures on many pages share, or more edges than any report has columns), so its lines
 * stay running text.
 */
export function findFigureColumns(pages: Iterable<readonly PdfLine[]>): FigureColumn[] {
  const { rights, lefts, pages: pageOf, leads } = figureEdges(pages);
  const order = Uint32Array.from(rights.keys()).sort(
    (a, b) => (rights[a] as number) - (rights[b] as number),
  );
  const pagesWithFigures = new Set(pageOf).size;
  const candidates: FigureColumn[] = [];
  let start = 0;
  while (start < order.length) {
    const first = rights[order[start] as number] as number;
    let end = start + 1;
    while (
      end < order.length &&
      (rights[order[end] as number] as number) - first <= 2 * RIGHT_EDGE_TOLERANCE
    )
      end++;
    const group = order.subarray(start, end);
    start = end;
    let leading = 0;
    let left = Number.POSITIVE_INFINITY;
    const pagesOfGroup = new Set<number>();
    for (const edge of group) {
      leading += leads[edge] as number;
      left = Math.min(left, lefts[edge] as number);
      pagesOfGroup.add(pageOf[edge] as number);
    }
    if (group.length < MIN_COLUMN_ROWS || leading > group.length * MAX_LEADING_SHARE) continue;
    if (pagesOfGroup.size < pagesWithFigures * MIN_SHARE_OF_PAGES) continue;
    // The edges are sorted: the middle one is the median.
    const right = rights[group[Math.floor(group.length / 2)] as number] as number;
    candidates.push({ right, left, rows: group.length });
  }
  let busiest = 0;
  for (const column of candidates) busiest = Math.max(busiest, column.rows);
  const columns = candidates.filter((column) => column.rows >= busiest * MIN_SHARE_OF_BUSIEST);
  return columns.length >= MIN_FIGURE_COLUMNS && columns.length <= MAX_FIGURE_COLUMNS
    ? columns
    : [];
}

/** The index of the column a figure ends in, or -1. */
export function columnEndingAt(columns: readonly FigureColumn[], piece: PdfPiece): number {
  return columns.findIndex(
    (column) => Math.abs(column.right - piece.right) <= RIGHT_EDGE_TOLERANCE,
  );
}
