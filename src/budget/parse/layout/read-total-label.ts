/**
 * The labels of totals as item assembly (assemble-items.ts) reads them: whether a label
 * names a chapter, what of the chapter's title it left out, and a label wrapped over lines
 * before its amount (`TOTAL CAPÍTULO 01 ACTUACIONES` / `PREVIAS EN CALLE ÁVILA....` /
 * `89.506.633,43`).
 */
import type { ChapterTree } from './build-chapter-tree.ts';
import type { DecimalMark } from './infer-number-format.ts';
import { wordsBeforeFigures, type Figure, type LayoutLine } from './read-layout-line.ts';
import type { LineRole } from './read-line-role.ts';

export interface WrappedTotal {
  /** The total's first line, shown as unplaced when its amount never comes. */
  line: LayoutLine;
  reference: string[];
  /** Lines of the label read after the first. */
  lines: number;
}

/** A total label wraps over at most this many more lines before its amount. */
const MAX_WRAPPED_TOTAL_LINES = 3;

/** A wrapped label whose amount came: the total to state. */
export interface StatedTotal {
  label: string[];
  amount: number;
}

/** A digit: what marks a label's word as a code. */
export const HAS_DIGIT = /\d/;
/** The keyword of a chapter's total (`TOTAL CAPÍTULO 01`, `TOTAL SUBCAPÍTULO`, `TOTAL APARTADO`). */
const CHAPTER_TOTAL_KEYWORD = /^(?:(?:sub)*cap[ií]tulo|apartado)$/i;

/**
 * What of a chapter's title its total's label did not print: the label's words after the
 * chapter's code are the title's start. Undefined when the label holds the whole title or
 * is no start of it.
 */
export function restOfTitle(title: string, label: readonly string[]): string | undefined {
  const code = label.findIndex((word) => HAS_DIGIT.test(word));
  const printed = label
    .slice(code + 1)
    .join(' ')
    .toUpperCase();
  const whole = title.toUpperCase();
  if (printed === '' || !whole.startsWith(`${printed} `)) return undefined;
  return whole.slice(printed.length + 1);
}

/** A total's label names a chapter: by its keyword, or by the code of a chapter still open. */
export function namesChapter(tree: ChapterTree, reference: readonly string[]): boolean {
  const first = reference[0];
  if (first === undefined) return false;
  if (CHAPTER_TOTAL_KEYWORD.test(first)) return true;
  const code = reference.find((word) => HAS_DIGIT.test(word));
  return code !== undefined && tree.isOpen(code.replace(/[.:-]+$/, ''));
}

/**
 * Takes the line into the wrapped total: more words of its label (the total to keep for the
 * next line), or its amount (the label and amount to state). Undefined when the line is no
 * part of it.
 */
export function takeIntoLabel(
  line: LayoutLine,
  role: LineRole,
  wrapped: WrappedTotal,
  mark: DecimalMark,
): WrappedTotal | StatedTotal | undefined {
  // Words of a label may read as a heading without unit (`DE LA PLAZA 3.700,00`).
  const labelShaped =
    role.kind === 'other' ||
    (role.kind === 'heading' &&
      role.heading.unit === '' &&
      role.heading.keywordLevel === undefined);
  if (!labelShaped) return undefined;
  const words = wordsBeforeFigures(line);
  if (line.figures.length === 0) {
    if (wrapped.lines >= MAX_WRAPPED_TOTAL_LINES) return undefined;
    return {
      line: wrapped.line,
      reference: [...wrapped.reference, ...words],
      lines: wrapped.lines + 1,
    };
  }
  const amount = line.figures[0] as Figure;
  if (line.figures.length > 1 || amount.token !== line.tokenCount - 1) return undefined;
  if (!amount.printed.includes(mark)) return undefined;
  return { label: [...wrapped.reference, ...words], amount: amount.value };
}
