/**
 * Which rare characters and markers each line of a text holds. Asking every line
 * `includes('\t')`, `includes('..')`, `includes(':')`... costs a dozen scans of a
 * line that almost never has any of them; here each marker is searched once
 * through the whole text, and a line only compares its offsets with the next
 * occurrence of each. The parser asks for lines in text order, so the whole
 * text is read once per marker, however many lines it has.
 */

/** The markers, each with the bit that stands for it in a line's mask. */
export const MARKERS = {
  /** U+00AD: a hidden hyphenation point, or a minus in old PDF text. */
  softHyphen: ['\u00AD', 1 << 0],
  tab: ['\t', 1 << 1],
  noBreakSpace: ['\u00A0', 1 << 2],
  figureSpace: ['\u2007', 1 << 3],
  narrowNoBreakSpace: ['\u202F', 1 << 4],
  doubleSpace: ['  ', 1 << 5],
  /** Dot leaders (`CALLE TENERIFE........ 110.289,85`). */
  dots: ['..', 1 << 6],
  ellipsis: ['\u2026', 1 << 7],
  /** Labels (`CLIENTE: ...`) and times: never plain description or measurement text. */
  colon: [':', 1 << 8],
  /** RESUMEN in any title or summary line. */
  resumen: ['ESUMEN', 1 << 9],
  /** `Página` of a page footer. */
  page: ['gina', 1 << 10],
  /** pdf.js ends a page with a form feed in the middle of a line. */
  formFeed: ['\f', 1 << 11],
} as const satisfies Record<string, readonly [string, number]>;

const MARKER_LIST = Object.values(MARKERS);
const NEEDLES: readonly string[] = MARKER_LIST.map(([needle]) => needle);
const BITS: readonly number[] = MARKER_LIST.map(([, bit]) => bit);

/** Markers that make `normaliseLine` do more than trim. */
export const NEEDS_NORMALISING =
  MARKERS.softHyphen[1] |
  MARKERS.tab[1] |
  MARKERS.noBreakSpace[1] |
  MARKERS.figureSpace[1] |
  MARKERS.narrowNoBreakSpace[1] |
  MARKERS.doubleSpace[1];

/** Markers that make `stripLeaders` do anything. */
export const HAS_LEADERS = MARKERS.dots[1] | MARKERS.ellipsis[1];

/** The mask of a string on its own (a piece of a split line): one scan per marker. */
export function markersOf(text: string): number {
  let mask = 0;
  for (const [needle, bit] of MARKER_LIST) if (text.includes(needle)) mask |= bit;
  return mask;
}

export class LineMarkerScanner {
  /** Where each marker occurs next at or after the last line asked for; Infinity when never again. */
  private readonly next: number[] = NEEDLES.map(() => -1);
  /** The lowest of `next`, once every entry is at or after the line last asked for. */
  private nearest = -1;

  constructor(private readonly text: string) {}

  /**
   * The mask of `text.slice(start, end)`, a line (no marker spans a line break).
   * Lines must be asked for in order: `start` never goes back.
   */
  markersOf(start: number, end: number): number {
    // Most lines hold no marker: one comparison with the nearest next occurrence says so.
    if (this.nearest >= start && this.nearest >= end) return 0;
    const { next, text } = this;
    let mask = 0;
    let nearest = Number.POSITIVE_INFINITY;
    for (let index = 0; index < next.length; index++) {
      let at = next[index] as number;
      if (at < start) {
        at = text.indexOf(NEEDLES[index] as string, start);
        if (at < 0) at = Number.POSITIVE_INFINITY;
        next[index] = at;
      }
      if (at < end) mask |= BITS[index] as number;
      if (at < nearest) nearest = at;
    }
    this.nearest = nearest;
    return mask;
  }
}
