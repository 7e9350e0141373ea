/**
 * Page furniture: what every page prints again (header, footer, project name), told by
 * repetition. A line repeated on three or more pages, a page number at either end aside,
 * is furniture; in a text of two pages, a line both pages print at the same place (the same
 * filled line from the page's top, or from its foot); never a heading with a unit or a
 * chapter keyword, a total, or a line of figures with decimals, which repeat because budgets
 * repeat (`1 1,000`), not pages.
 */
import type { DecimalMark } from './infer-number-format.ts';
import { isFigureLine, type LayoutLine } from './read-layout-line.ts';
import { isDigitCode, isWhiteSpace } from './characters.ts';
import { readLineRole, type LineRole } from './read-line-role.ts';

/** A line printed this many times (digits aside) is page furniture: header, footer, project name. */
const FURNITURE_REPEATS = 3;
/** Furniture is printed on at least this share of the pages. */
const MIN_PAGE_SHARE = 0.5;
/** A line whose page number rises page after page is furniture on this share of the pages (every other page). */
const MIN_ALTERNATE_PAGE_SHARE = 0.4;
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

/** What furniture finding needs to know of every line of the text (see survey-layout-lines.ts). */
export interface PageMarks {
  readonly count: number;
  /** 1 where a form feed stands right before the line. */
  readonly breakBefore: Uint8Array;
  /** 1 where the line has words. */
  readonly filled: Uint8Array;
  /** 1 where the line is a page line (`Página 3`, `--- PAGE 3 ---`). */
  readonly pageLine: Uint8Array;
}

/** A line's words: the white-space-separated runs of `text` from `start` to `end`. */
export interface WordsSpan {
  text: string;
  start: number;
  end: number;
}

/** Where the lines near page breaks are read from (see survey-layout-lines.ts). */
export interface LineSource {
  /** The line read. */
  line(index: number): LayoutLine;
  /**
   * Where a text whose white-space-separated runs are the line's words stands (its read
   * text, or the raw line where reading changes nothing but white space), written into
   * `span`: enough to count repeats. The raw line is given as its place in the whole text,
   * not cut from it: a cut line's characters cost more to read one by one (each read looks
   * through the cut to the text), and a line near a page break is hashed, never kept.
   */
  placeWords(index: number, span: WordsSpan): void;
  /** The line as printed: lines printed alike are read alike. */
  raw(index: number): string;
}

/**
 * Which lines are page furniture: near a page break (a form feed, or a page line such as
 * `Página 3` or `--- PAGE 3 ---`), the same line printed on most pages (three at least). Never
 * headings with a unit, chapter keywords, totals, or lines of measured or priced figures,
 * which repeat because budgets repeat (`1 1,000`), not because pages do; never a line
 * away from the page's edges, where a description repeated in many items stands.
 * Only the lines near a break are looked at: the marks tell where they stand.
 */
export function findFurniture(marks: PageMarks, source: LineSource, mark: DecimalMark): Uint8Array {
  const near = markPageEdges(marks);
  // Furniture is on most pages: a description that opens a few pages (each street's
  // chapter starting with the same item) is no furniture.
  // A page is counted by its form feed or by its page line, whichever the text has more of
  // (a PDF's text has both on each page).
  // The marks taken once, as in markPageEdges.
  const { count, breakBefore, pageLine } = marks;
  let breaks = 1;
  let pageLines = 1;
  for (let index = 0; index < count; index++) {
    breaks += breakBefore[index] as number;
    pageLines += pageLine[index] as number;
  }
  const pages = Math.max(breaks, pageLines);
  const repeats = Math.max(FURNITURE_REPEATS, Math.ceil(pages * MIN_PAGE_SHARE));
  // Two pages cannot repeat a line three times: there a line printed on both at one place
  // is furniture (our own 2-page PDF's header and footer ran into the items' text).
  // (Counted by form feeds where the text has them: a PDF's also has a page line on each page.)
  const twoPages = breaks === 2 || (breaks === 1 && pageLines === 2);
  // Every line near a break is first counted by a hash of its key, whatever its role: only
  // a line whose hash repeats that often may be furniture (lines with one key share one
  // hash), and only those few lines are read whole. Most lines near a break are item text.
  const nearLines: number[] = [];
  /** The page each near line stands on, counted as `pages` is. */
  const pageOfNear: number[] = [];
  const byBreaks = breaks >= pageLines;
  let page = 0;
  const { fromTop, fromFoot } = near;
  for (let index = 0; index < count; index++) {
    page += (byBreaks ? breakBefore[index] : pageLine[index]) as number;
    if (fromTop[index]! > 0 || fromFoot[index]! > 0) {
      nearLines.push(index);
      pageOfNear.push(page);
    }
  }
  // A running head on every other page (a book's even pages: `4 CAPÍTULO 1. URBANIZACIÓN…`,
  // `6 CAPÍTULO 1. …`) repeats on half the pages at most; its number rising page after page
  // tells it from text that repeats with one number.
  const alternate = Math.max(FURNITURE_REPEATS, Math.ceil(pages * MIN_ALTERNATE_PAGE_SHARE));
  const repeated = twoPages ? 2 : Math.min(repeats, alternate);
  const frequent = frequentKeyHashes(source, nearLines, repeated);
  const counts = new Map<string, number>();
  const keys = new Map<number, string>();
  /** Lines of one key at one place of their pages (`3t`: third filled line from the top), in two pages. */
  const countsInPlace = new Map<string, number>();
  const places = new Map<number, string[]>();
  /** For a key with a page number, the last number seen while the numbers rise; -1 once they do not. */
  const lastNumbers = new Map<string, number>();
  /** For a key with a number at an end, whether that number behaves as a page's (see PageNumbering). */
  const numberings = new Map<string, PageNumbering>();
  // A line printed alike on every page is read once: its key, or null where it may be no furniture.
  const keyOfPrinted = new Map<string, string | null>();
  nearLines.forEach((index, at) => {
    if (frequent[at] === 0) return;
    const printed = source.raw(index);
    let key = keyOfPrinted.get(printed);
    /** The line read, where its key was read from it: read once. */
    let read: LayoutLine | undefined;
    if (key === undefined) {
      read = source.line(index);
      key = mayBeFurniture(read, readLineRole(read), mark) ? furnitureKey(read) : null;
      keyOfPrinted.set(printed, key);
    }
    if (key === null) return;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    keys.set(index, key);
    if (twoPages) {
      const top = fromTop[index]!;
      const foot = fromFoot[index]!;
      const placed = [
        ...(top > 0 ? [`${top}t\u0000${key}`] : []),
        ...(foot > 0 ? [`${foot}f\u0000${key}`] : []),
      ];
      for (const place of placed) countsInPlace.set(place, (countsInPlace.get(place) ?? 0) + 1);
      places.set(index, placed);
    }
    if (key.startsWith('#') || key.endsWith('#')) {
      const line = read ?? source.line(index);
      const number = pageNumberOf(line);
      const last = lastNumbers.get(key);
      lastNumbers.set(key, last === undefined || (last >= 0 && number > last) ? number : -1);
      let numbering = numberings.get(key);
      if (numbering === undefined) numberings.set(key, (numbering = new PageNumbering()));
      numbering.see(line, pageOfNear[at] as number);
    }
  });
  const furniture = new Uint8Array(count);
  for (const [index, key] of keys) {
    if (numberings.get(key)?.fitsPages() === false) continue;
    const count = counts.get(key) as number;
    if (count >= repeats || (count >= alternate && (lastNumbers.get(key) ?? -1) >= 0))
      furniture[index] = 1;
    else if (places.get(index)?.some((place) => countsInPlace.get(place) === 2) === true)
      furniture[index] = 1;
  }
  return furniture;
}

/** Pages a page number may rise by per page passed: two, for a head printed on every other page. */
const MAX_NUMBER_RISE_PER_PAGE = 2;

/**
 * Whether the number at an end of a line repeated near page breaks behaves as a page's, or
 * as a number printed alike on every page (a year, a project's number): from one
 * occurrence to the next it stays the same, or rises by at most two for each page passed.
 * Item titles that recur near the breaks do not (`18 LEVANTADO DE BORDILLO` and `21
 * LEVANTADO DE BORDILLO` at the top of one page, `41 …` at the foot of the next): their
 * numbers are the items' order numbers, so the line is text, not furniture.
 */
class PageNumbering {
  private page = -1;
  private first = -1;
  private last = -1;
  private firstFits = true;
  private lastFits = true;

  see(line: LayoutLine, page: number): void {
    const first = wholeNumberOf(line.word(0) as string);
    const last = wholeNumberOf(line.word(line.tokenCount - 1) as string);
    if (this.page >= 0) {
      const pages = page - this.page;
      this.firstFits &&= fitsPages(this.first, first, pages);
      this.lastFits &&= fitsPages(this.last, last, pages);
    }
    this.page = page;
    this.first = first;
    this.last = last;
  }

  /** A numbered end of the line (the first or last word) behaved as a page number throughout. */
  fitsPages(): boolean {
    return (this.first >= 0 && this.firstFits) || (this.last >= 0 && this.lastFits);
  }
}

/** The value of a word that is a whole number, else -1. */
function wholeNumberOf(word: string): number {
  return WHOLE_NUMBER.test(word) ? Number(word) : -1;
}

/** `next` follows `previous` as a page number (or one printed alike) does, `pages` pages on. */
function fitsPages(previous: number, next: number, pages: number): boolean {
  if (previous < 0 || next < 0) return false;
  if (next === previous) return true;
  return next > previous && next - previous <= MAX_NUMBER_RISE_PER_PAGE * pages;
}

/** The page number a line's key stands for (`#`): its first word if a whole number, else its last. */
function pageNumberOf(line: LayoutLine): number {
  const first = line.word(0) as string;
  return Number(WHOLE_NUMBER.test(first) ? first : line.word(line.tokenCount - 1));
}

/**
 * Which of the lines at `indexes` (1 for each) have a key hash (hashFurnitureKey) that
 * `repeated` of them share at least: only these may be furniture, since a key printed that
 * often gives its hash that often. Counted in two rounds: first by a hash of the ends of
 * each line's first and last words only (hashEndWords), then by the whole hash among the
 * lines whose first hash repeats so (lines with one key share both hashes, so every line of
 * a key printed that often is kept in both rounds).
 * Most lines near a page break are item text, told apart by their end words: their middle
 * words are never walked (hashing them was most of the cost of finding furniture).
 */
function frequentKeyHashes(
  source: LineSource,
  indexes: readonly number[],
  repeated: number,
): Uint8Array {
  const count = indexes.length;
  const texts: string[] = [];
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  const endHashes = new Int32Array(count);
  const span: WordsSpan = { text: '', start: 0, end: 0 };
  for (let at = 0; at < count; at++) {
    source.placeWords(indexes[at] as number, span);
    texts.push(span.text);
    starts[at] = span.start;
    ends[at] = span.end;
    endHashes[at] = hashEndWords(span.text, span.start, span.end);
  }
  const frequentEnds = frequentValues(endHashes, repeated);
  // A line whose end words repeat too seldom gets a value of its own, below every hash: never
  // frequent, as `repeated` is 2 at least.
  const hashes = new Int32Array(count);
  for (let at = 0; at < count; at++)
    hashes[at] = frequentEnds.has(endHashes[at] as number)
      ? hashFurnitureKey(texts[at] as string, starts[at] as number, ends[at] as number)
      : -1 - at;
  const frequent = frequentValues(hashes, repeated);
  // A loop, not Array.from over the typed array: its iterator cost 200 instructions a line.
  const kept = new Uint8Array(count);
  for (let at = 0; at < count; at++) {
    const hash = hashes[at] as number;
    if (hash >= 0 && frequent.has(hash)) kept[at] = 1;
  }
  return kept;
}

/**
 * The values that occur at least `repeats` times: counted in a sorted copy, since most
 * values (the hashes of item text near page breaks) occur once and a map of them all
 * costs more than sorting.
 */
function frequentValues(values: Int32Array, repeats: number): Set<number> {
  const sorted = values.slice().sort();
  const frequent = new Set<number>();
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && sorted[end] === sorted[start]) end++;
    if (end - start >= repeats) frequent.add(sorted[start] as number);
    start = end;
  }
  return frequent;
}

/** FNV-1a, 32 bits: a cheap hash whose collisions only make a few more lines read whole. */
/**
 * FNV-1a's offset basis, 0x811c9dc5, as the 32-bit integer of the same bits: written as the
 * larger number, it made every hash a double in V8, converted back at each character mixed.
 */
const HASH_SEED = 0x811c9dc5 | 0;
const HASH_PRIME = 0x01000193;
const SPACE = 0x20;
const NUMBER_SIGN = 0x23;
/**
 * The hash is cut to 30 bits: V8 keeps such numbers unboxed (a 32-bit hash would be a heap
 * number in every Map key and array slot it is put in).
 */
const SMALL_INTEGER = 0x3fffffff;

const mix = (hash: number, code: number): number => Math.imul(hash ^ code, HASH_PRIME);

/** How many characters of the words between the first and the last are hashed at each end. */
const HASHED_MIDDLE = 8;
/** How many characters of the first and of the last word the first round hashes, past any digits opening it. */
const HASHED_END = 2;

/**
 * The first round's hash of furnitureKey (see frequentKeyHashes), from its first and last
 * words only, and only from their ends: a whole number is `#`, another word is hashed from
 * its first HASHED_END characters (the last word: its last ones, read backwards). Lines with
 * one key share it, as their end words are one word, or whole numbers both. A word opening
 * with digits (`147,00` read from its end) is read on while digits come: to its end it is a
 * whole number; a character that is no digit makes it a word, the same in every line of its
 * key. Walking each end word whole cost about half as much again.
 */
function hashEndWords(words: string, from: number, to: number): number {
  let start = from;
  let end = to;
  while (start < end && isWhiteSpace(words.charCodeAt(start))) start++;
  while (end > start && isWhiteSpace(words.charCodeAt(end - 1))) end--;
  return mix(hashWordEnd(words, start, end, 1), hashWordEnd(words, end - 1, start - 1, -1));
}

/** hashEndWords' hash of the word at `from`, read by `step` towards `to` (never reached). */
function hashWordEnd(words: string, from: number, to: number, step: number): number {
  let hash = HASH_SEED;
  let digits = true;
  let taken = 0;
  for (let at = from; at !== to; at += step) {
    const code = words.charCodeAt(at);
    if (isWhiteSpace(code)) break;
    digits = digits && isDigitCode(code);
    if (!digits && taken >= HASHED_END) return hash & SMALL_INTEGER;
    hash = mix(hash, code);
    taken++;
  }
  return digits ? NUMBER_SIGN : hash & SMALL_INTEGER;
}

/**
 * A hash of furnitureKey of a line whose words are the white-space-separated runs of
 * `words` from `from` to `to`, computed from `words` without making the key: the first and
 * last words (`#` when whole numbers), and the first and last few characters of the words
 * between. Lines with one key share one hash; lines that only share their ends and differ
 * in between share it too, and are told apart when read whole (few are, as few repeat that
 * often). A description line costs the length of its first and last words, not its own.
 */
function hashFurnitureKey(words: string, from: number, to: number): number {
  return hashKeyOfWords(words, from, to, HASHED_MIDDLE);
}

/**
 * The hash above: the first and last words, and `middle` characters (white space aside)
 * at each end of the words between. Each end word is hashed as it is walked to its end,
 * once (the last one backwards): a walk to find the word, then one to hash it and one to
 * tell a number, cost a third more.
 */
function hashKeyOfWords(words: string, from: number, to: number, middle: number): number {
  let start = from;
  let end = to;
  while (start < end && isWhiteSpace(words.charCodeAt(start))) start++;
  while (end > start && isWhiteSpace(words.charCodeAt(end - 1))) end--;
  let first = HASH_SEED;
  let digits = true;
  let firstEnd = start;
  for (; firstEnd < end; firstEnd++) {
    const code = words.charCodeAt(firstEnd);
    if (isWhiteSpace(code)) break;
    first = mix(first, code);
    digits = digits && isDigitCode(code);
  }
  // Fewer than two words: the key is the text.
  if (firstEnd === end) return first & SMALL_INTEGER;
  let hash = digits ? mix(HASH_SEED, NUMBER_SIGN) : first;
  hash = mix(hash, SPACE);
  // The last word, from its end (white space stands between it and the first).
  let last = HASH_SEED;
  digits = true;
  let lastStart = end;
  for (; ; lastStart--) {
    const code = words.charCodeAt(lastStart - 1);
    if (isWhiteSpace(code)) break;
    last = mix(last, code);
    digits = digits && isDigitCode(code);
  }
  // The first and last few characters between the two words, white space aside.
  let taken = 0;
  for (let at = firstEnd; at < lastStart && taken < middle; at++) {
    const code = words.charCodeAt(at);
    if (isWhiteSpace(code)) continue;
    hash = mix(hash, code);
    taken++;
  }
  taken = 0;
  for (let at = lastStart - 1; at >= firstEnd && taken < middle; at--) {
    const code = words.charCodeAt(at);
    if (isWhiteSpace(code)) continue;
    hash = mix(hash, code);
    taken++;
  }
  hash = mix(hash, SPACE);
  hash = digits ? mix(hash, NUMBER_SIGN) : mix(hash, last);
  return hash & SMALL_INTEGER;
}

/** Never a total, a heading with a unit or a chapter keyword, or a line of figures with decimals. */
function mayBeFurniture(line: LayoutLine, role: LineRole, mark: DecimalMark): boolean {
  if (role.kind === 'total') return false;
  if (
    role.kind === 'heading' &&
    (role.heading.unit !== '' || role.heading.keywordLevel !== undefined)
  )
    return false;
  return !(isFigureLine(line) && line.figures.some((figure) => figure.printed.includes(mark)));
}

/**
 * Where each filled line stands from its page's top and foot, counted in filled lines, where
 * within PAGE_EDGE_LINES of a page break, a page line or the text's start or end (0 elsewhere).
 */
function markPageEdges(marks: PageMarks): { fromTop: Uint8Array; fromFoot: Uint8Array } {
  // The marks taken once: read through `marks` in the loops, each was looked up again for
  // every line of the text.
  const { count, breakBefore, pageLine, filled } = marks;
  const fromTop = new Uint8Array(count);
  const fromFoot = new Uint8Array(count);
  // The text opens at a page's top: the first page's header is printed as the others' are
  // (a 3-page PDF's header, counted on two pages only, ran into the last item of page 1).
  let since = 0;
  for (let index = 0; index < count; index++) {
    if (breakBefore[index] === 1) since = 0;
    if (pageLine[index] === 1) since = 0;
    else if (filled[index] === 1 && ++since <= PAGE_EDGE_LINES) fromTop[index] = since;
  }
  // The text's last lines stand at no page's foot until a page line or break is met: counted
  // from past the edge, so that no count reaches it. (Written as infinity, the count was a
  // floating-point number added to and converted for every line.)
  let until = PAGE_EDGE_LINES;
  for (let index = count - 1; index >= 0; index--) {
    if (pageLine[index] === 1) until = 0;
    else if (filled[index] === 1 && ++until <= PAGE_EDGE_LINES) fromFoot[index] = until;
    if (breakBefore[index] === 1) until = 0;
  }
  return { fromTop, fromFoot };
}
