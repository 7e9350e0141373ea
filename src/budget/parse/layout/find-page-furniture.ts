/**
 * Page furniture: what every page prints again (header, footer, project name), told by
 * repetition. A line repeated on three or more pages, a page number at either end aside,
 * is furniture; never a heading with a unit or a chapter keyword, a total, or a line of
 * figures with decimals, which repeat because budgets repeat (`1 1,000`), not pages.
 */
import type { DecimalMark } from './infer-number-format.ts';
import { isFigureLine, type LayoutLine } from './read-layout-line.ts';
import type { LineRole } from './read-line-role.ts';

/** A line printed this many times (digits aside) is page furniture: header, footer, project name. */
const FURNITURE_REPEATS = 3;
/** Furniture is printed on at least this share of the pages. */
const MIN_PAGE_SHARE = 0.5;
/** Furniture stands within this many filled lines of a page break (CYPE's header has six). */
const PAGE_EDGE_LINES = 8;

const WHOLE_NUMBER = /^\d+$/;

/**
 * What a line is on every page it repeats on: the line with a page number at either
 * end (`4 CAPÍTULO 1. URBANIZACIÓN…`, `25 marzo 2025 1`) written as `#`.
 */
export function furnitureKey(line: LayoutLine): string {
  const tokens = line.tokens;
  if (tokens.length < 2) return line.text;
  const first = WHOLE_NUMBER.test(tokens[0] as string) ? '#' : (tokens[0] as string);
  const last = WHOLE_NUMBER.test(tokens[tokens.length - 1] as string)
    ? '#'
    : (tokens[tokens.length - 1] as string);
  return `${first} ${tokens.slice(1, -1).join(' ')} ${last}`;
}

/**
 * Which lines are page furniture: near a page break (a form feed, or a page line such as
 * `Página 3` or `--- PAGE 3 ---`), the same line printed on most pages (three at least). Never
 * headings with a unit, chapter keywords, totals, or lines of measured or priced figures,
 * which repeat because budgets repeat (`1 1,000`), not because pages do; never a line
 * away from the page's edges, where a description repeated in many items stands.
 */
export function findFurniture(
  lines: readonly LayoutLine[],
  roles: readonly LineRole[],
  mark: DecimalMark,
): Uint8Array {
  const near = markPageEdges(lines, roles);
  const counts = new Map<string, number>();
  const keys: (string | undefined)[] = lines.map((line, index) => {
    const role = roles[index] as LineRole;
    if (near[index] === 0 || role.kind === 'total') return undefined;
    if (
      role.kind === 'heading' &&
      (role.heading.unit !== '' || role.heading.keywordLevel !== undefined)
    )
      return undefined;
    if (isFigureLine(line) && line.figures.some((figure) => figure.printed.includes(mark)))
      return undefined;
    const key = furnitureKey(line);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return key;
  });
  // Furniture is on most pages: a description that opens a few pages (each street's
  // chapter starting with the same item) is no furniture.
  // A page is counted by its form feed or by its page line, whichever the text has more of
  // (a PDF's text has both on each page).
  let breaks = 1;
  let pageLines = 1;
  lines.forEach((line, index) => {
    if (line.pageBreakBefore === true) breaks++;
    if ((roles[index] as LineRole).kind === 'page') pageLines++;
  });
  const pages = Math.max(breaks, pageLines);
  const repeats = Math.max(FURNITURE_REPEATS, Math.ceil(pages * MIN_PAGE_SHARE));
  const furniture = new Uint8Array(lines.length);
  keys.forEach((key, index) => {
    if (key !== undefined && (counts.get(key) ?? 0) >= repeats) furniture[index] = 1;
  });
  return furniture;
}

/** 1 for each filled line within PAGE_EDGE_LINES filled lines of a page break. */
function markPageEdges(lines: readonly LayoutLine[], roles: readonly LineRole[]): Uint8Array {
  const near = new Uint8Array(lines.length);
  const isBreak = (index: number) => (roles[index] as LineRole).kind === 'page';
  let since = Number.POSITIVE_INFINITY;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as LayoutLine;
    if (line.pageBreakBefore === true) since = 0;
    if (isBreak(index)) since = 0;
    else if (line.tokens.length > 0 && ++since <= PAGE_EDGE_LINES) near[index] = 1;
  }
  let until = Number.POSITIVE_INFINITY;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] as LayoutLine;
    if (isBreak(index)) until = 0;
    else if (line.tokens.length > 0 && ++until <= PAGE_EDGE_LINES) near[index] = 1;
    if (line.pageBreakBefore === true) until = 0;
  }
  return near;
}
