import type { LaidRow } from './lay-out-pdf-rows.ts';

/**
 * A row taller than a page's body (an item with pages of description) is cut between its
 * lines into pieces that each fit; the first piece keeps the code and the figures, so the
 * item still reads as one line of the table. Any other row is returned as it is.
 */
export function splitTallRow(row: LaidRow, capacity: number): LaidRow[] {
  if (row.height <= capacity) return [row];
  const texts = [...row.texts].sort((a, b) => a.y - b.y);
  const pieces: LaidRow[] = [];
  let start = 0;
  let current: LaidRow['texts'] = [];
  const close = (end: number) => {
    pieces.push({ ...row, height: end - start, texts: current, keepWithNext: false });
    current = [];
    start = end;
  };
  for (const text of texts) {
    // The line's top is about its size above its baseline; a piece ends before the line that overflows it.
    const lineTop = text.y - text.size;
    if (text.y + text.size * 0.4 - start > capacity && current.length > 0) close(lineTop);
    current.push({ ...text, y: text.y - start });
  }
  pieces.push({ ...row, height: row.height - start, texts: current });
  return pieces;
}
