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
  if (!isFlattenedLine(printed, mark))
    return readReportLines(
      readLayoutLine(printed, number, mark, spacedThousands, shape),
      mark,
      spacedThousands,
    );
  const lines: LayoutLine[] = [];
  for (const piece of unflattenLine(printed, mark)) {
    const line = readLayoutLine(piece, number, mark, spacedThousands);
    for (const report of readReportLines(line, mark, spacedThousands)) lines.push(report);
  }
  return lines;
}

/**
 * The line, or the two report lines old PDF text printed as one (see the stages above): what
 * readPrintedLine gives for a printed line that is no one-line paste, from that line once read.
 */
export function readReportLines(
  line: LayoutLine,
  mark: DecimalMark,
  spacedThousands: boolean,
): LayoutLine[] {
  return splitReportLine(line, mark, spacedThousands) ?? [line];
}

/**
 * The two report lines old PDF text printed as one (see readReportLines), read; undefined
 * where the line is one report line, itself: what a reader that reads every line of a long
 * text asks, sparing an array for each.
 */
export function splitReportLine(
  line: LayoutLine,
  mark: DecimalMark,
  spacedThousands: boolean,
): [LayoutLine, LayoutLine] | undefined {
  const pair = splitInlineChapter(line) ?? splitLeadingAmount(line, mark);
  if (!pair) return undefined;
  return [
    readLayoutLine(pair[0], line.number, mark, spacedThousands),
    readLayoutLine(pair[1], line.number, mark, spacedThousands),
  ];
}
