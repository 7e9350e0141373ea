/**
 * One item of a rendered report left without figures, as a person deleting them from the
 * document would: every cell that is a figure goes, on its heading line and on the lines
 * under it (its measurement lines, its `qty price amount` row, its `Total Ud` line), and a
 * line left empty goes with them; its words (title, description, a measurement's comment,
 * a `Total Ud :` label) stay. Page furniture (running heads, page numbers) met on the
 * way is left as it is. The stated totals stay as printed, so where the item's amount was
 * 0,00 every sum still agrees: only the item itself says it was left without figures.
 */
import type { ReportCell, ReportDocument, ReportLine } from './report-document.ts';

/** A cell that is only a figure: digits and separators, a sign, a `€`, a `%`. */
const FIGURE_CELL = /^[-−+]?\d[\d.,\s\u00a0\u202f]*(?:\s?€|%)?$/;
/** The columns a heading prints its code in, and those of page furniture. */
const CODE_COLUMNS = new Set(['code', 'order', 'number']);
const FURNITURE_COLUMNS = new Set([
  'furniture',
  'furnitureValue',
  'page',
  'pageNumber',
  'runningHead',
  'reportName',
]);

/** A line's text with its digits as `#`: a page's header or footer, whatever its page number. */
function signature(line: ReportLine): string {
  return line.cells
    .map((one) => `${one.column}=${one.text}`)
    .join('|')
    .replace(/\d+/g, '#');
}

/**
 * The lines every page frames its body with: those in a furniture column, and the runs at a
 * page's top and bottom that another page prints at the same place (digits aside).
 */
function findFurniture(pages: readonly ReportLine[][]): Set<ReportLine> {
  const furniture = new Set<ReportLine>();
  const at = (page: readonly ReportLine[], index: number, fromEnd: boolean) =>
    page[fromEnd ? page.length - 1 - index : index];
  for (const fromEnd of [false, true])
    for (const page of pages)
      for (let index = 0; index < page.length; index++) {
        const one = at(page, index, fromEnd) as ReportLine;
        const shared = pages.some((other) => {
          const there = other !== page ? at(other, index, fromEnd) : undefined;
          return there !== undefined && signature(there) === signature(one);
        });
        if (!shared) break;
        furniture.add(one);
      }
  for (const page of pages)
    for (const one of page)
      if (one.cells.some((c) => FURNITURE_COLUMNS.has(c.column))) furniture.add(one);
  return furniture;
}

function isFigureCell(one: ReportCell): boolean {
  return !CODE_COLUMNS.has(one.column) && FIGURE_CELL.test(one.text.trim());
}

/**
 * A line that starts something else: another item's heading (a code column opening with one
 * of the budget's codes; some layouts print descriptions in the code column), a bold total
 * or chapter.
 */
function endsItem(line: ReportLine, codes: ReadonlySet<string>): boolean {
  if (line.bold === true) return true;
  return line.cells.some(
    (one) => CODE_COLUMNS.has(one.column) && codes.has(one.text.split(' ')[0] ?? ''),
  );
}

/**
 * The document with the figures of the item printed with `codes[index]` removed (`codes`:
 * every item's code as printed); `undefined` where no line prints that code in the code
 * column (the caller's budget and document do not match).
 */
export function blankLayoutItem(
  document: ReportDocument,
  codes: readonly string[],
  index: number,
): ReportDocument | undefined {
  const code = codes[index];
  const others = new Set(codes.filter((_, at) => at !== index));
  let state: 'before' | 'inside' | 'after' = 'before';
  const furniture = findFurniture(document.pages);
  const pages = document.pages.map((page) =>
    page.flatMap((one): ReportLine[] => {
      if (state === 'after' || furniture.has(one)) return [one];
      if (state === 'before') {
        if (!one.cells.some((c) => c.column === 'code' && c.text === code)) return [one];
        state = 'inside';
        return [{ ...one, cells: one.cells.filter((c) => !isFigureCell(c)) }];
      }
      if (endsItem(one, others)) {
        state = 'after';
        return [one];
      }
      const cells = one.cells.filter((c) => !isFigureCell(c));
      return cells.length === 0 ? [] : [{ ...one, cells }];
    }),
  );
  return state === 'before' ? undefined : { ...document, pages };
}
