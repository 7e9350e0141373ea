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
/** A page repeats a piece of furniture at most this many times (a header and a footer). */
const MAX_FURNITURE_PER_PAGE = 2;

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
 * Page furniture: lines repeated on several pages (header, footer, project name). Never
 * headings with a unit, chapter keywords, totals, or lines of measured or priced figures,
 * which repeat because budgets repeat (`1 1,000`), not because pages do.
 */
export function findFurniture(
  lines: readonly LayoutLine[],
  roles: readonly LineRole[],
  mark: DecimalMark,
  formFeeds: number,
): Set<string> {
  const counts = new Map<string, number>();
  // Pages end at form feeds and at page lines (`Página 3`, `--- PAGE 3 ---`).
  let pages = formFeeds + 1;
  const keys: (string | undefined)[] = lines.map((line, index) => {
    const role = roles[index] as LineRole;
    if (role.kind === 'page') pages++;
    if (line.tokens.length === 0 || role.kind === 'total') return undefined;
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
  const furniture = new Set<string>();
  for (const key of keys) {
    const count = key === undefined ? 0 : (counts.get(key) ?? 0);
    // A line printed more often than pages hold furniture is text (`línea 1`, `línea 2`…).
    if (count >= FURNITURE_REPEATS && count <= pages * MAX_FURNITURE_PER_PAGE)
      furniture.add(key as string);
  }
  return furniture;
}
