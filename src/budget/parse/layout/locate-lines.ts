/**
 * Where each line of a text stands, found once for the layout reader's survey
 * (survey-layout-lines.ts): its offsets, its line number, and whether a form feed (a page
 * break) stands right before it. Kept in typed arrays, not as strings (see the survey).
 */

/** What starts a new page inside a line of the text. */
export const FORM_FEED = '\f';

/** Where each line stands: lines split at `\n`, then at form feeds (a form feed starts a new page). */
export interface LineLocations {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  /** The 1-based number of the `\n`-line each line is (a form feed splits one in two). */
  numbers: Int32Array;
  breakBefore: Uint8Array;
}

/** A guess of the lines' count to start with (a report line is rarely shorter); doubled when passed. */
const GUESSED_LINE_LENGTH = 32;

/**
 * The lines of the text, found in one pass over its `\n`s: a pass to count them first,
 * then one to place them, searched the whole text twice.
 */
export function locateLines(source: string, paged: boolean): LineLocations {
  let capacity = Math.ceil(source.length / GUESSED_LINE_LENGTH) + 16;
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let numbers = new Int32Array(capacity);
  let breakBefore = new Uint8Array(capacity);
  let index = 0;
  let start = 0;
  /**
   * The next form feed at or after the line being placed (-1: none left), searched again only
   * once passed: a search from each line ran on to the page's end, every line of a page.
   */
  let nextFeed = paged ? source.indexOf(FORM_FEED) : -1;
  for (let number = 1; ; number++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    let partStart = start;
    for (;;) {
      if (nextFeed >= 0 && nextFeed < partStart) nextFeed = source.indexOf(FORM_FEED, partStart);
      const partEnd = nextFeed >= 0 && nextFeed < end ? nextFeed : end;
      if (index === capacity) {
        capacity *= 2;
        starts = grown(starts, new Int32Array(capacity));
        ends = grown(ends, new Int32Array(capacity));
        numbers = grown(numbers, new Int32Array(capacity));
        breakBefore = grown(breakBefore, new Uint8Array(capacity));
      }
      starts[index] = partStart;
      ends[index] = partEnd;
      numbers[index] = number;
      if (partStart > start) breakBefore[index] = 1;
      index++;
      if (partEnd === end) break;
      partStart = partEnd + 1;
    }
    if (end === source.length) break;
    start = end + 1;
  }
  return {
    count: index,
    starts: starts.subarray(0, index),
    ends: ends.subarray(0, index),
    numbers: numbers.subarray(0, index),
    breakBefore: breakBefore.subarray(0, index),
  };
}

/** `into` holding `from` at its start. */
function grown<T extends Int32Array | Uint8Array>(from: T, into: T): T {
  into.set(from);
  return into;
}
