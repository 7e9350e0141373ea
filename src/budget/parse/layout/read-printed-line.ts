/**
 * Stage 1 of the layout reader, as a whole: the report lines one printed line of the text
 * holds. Nearly always one; a budget pasted as a single line holds all of them
 * (unflatten-pasted-line), and old PDF text prints some pairs of report lines as one
 * (split-inline-chapter, split-leading-amount). Every report line keeps the printed
 * line's number, so warnings point at the text the user has.
 */
import type { DecimalMark } from './infer-number-format.ts';
import { readLayoutLine, type LayoutLine } from './read-layout-line.ts';
import { splitInlineChapter } from './split-inline-chapter.ts';
import { splitLeadingAmount } from './split-leading-amount.ts';
import { isFlattenedLine, unflattenLine } from './unflatten-pasted-line.ts';

/**
 * `shape`: the printed line's shape (read-line-shape.ts), when the caller has read it.
 */
export function readPrintedLine(
  printed: string,
  number: number,
  mark: DecimalMark,
  spacedThousands: boolean,
  shape?: number,
): LayoutLine[] {
  const read = (text: string, textShape?: number): LayoutLine =>
    readLayoutLine(text, number, mark, spacedThousands, textShape);
  const lines: LayoutLine[] = [];
  const pieces = isFlattenedLine(printed, mark) ? unflattenLine(printed, mark) : undefined;
  for (const piece of pieces ?? [printed]) {
    const line = pieces === undefined ? read(piece, shape) : read(piece);
    const pair = splitInlineChapter(line) ?? splitLeadingAmount(line, mark);
    if (pair) for (const text of pair) lines.push(read(text));
    else lines.push(line);
  }
  return lines;
}
