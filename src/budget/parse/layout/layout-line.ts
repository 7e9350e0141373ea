/**
 * A printed line as the layout reader's stages see it (read-layout-line.ts reads it): its
 * text, words and figures, the words cut from the text only when asked for, and what the
 * stages ask of its figures (how many end it, whether it is a line of figures).
 */
import { EURO_BY_FIGURE, type Figure } from './read-figure.ts';

/** Dot leaders (`TOTAL 0........ 0,00`, `. . . . 405026.55`, `……`, `___`): no words of a line. */
export const LEADERS = /(?:\. ?){3,}|…{2,}|_{3,}/g;

/** White space of any kind collapsed to single spaces, trimmed. */
const collapseSpaces = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

/** What a line's words are asked for by: its count, and a word at an index. */
export interface WordList {
  readonly tokenCount: number;
  word(index: number): string | undefined;
}

/**
 * Words a line gives from its text without splitting all of it: the roles of most lines
 * are told by their first few words (and a total's amount by its last), so a line of
 * description is never cut into a dozen strings that nobody reads.
 */
const HEAD_WORDS = 4;

export class LayoutLine implements WordList {
  /** Among the first or last few lines of its page (where running heads and feet stand). */
  pageEdge?: boolean;
  /** A form feed stands right before the line: a new page starts with it. */
  pageBreakBefore?: boolean;
  /**
   * A tab-separated row whose first cell holds words and whose second cell follows it: how
   * many words the first cell holds (where a header names it the code column, its code).
   */
  firstCellWords?: number;
  private split: string[] | undefined;
  /**
   * The line as its source gave it, kept only where a `€` printed beside a figure was dropped
   * from `text`; read by printedText, when the line turns out to be text.
   */
  private euroSource: string | undefined;
  /** printedText, worked out from euroSource when first asked for. */
  private euroText: string | undefined;
  /** The first two words, cut once: every stage that judges a line asks for them. */
  private first: string | undefined;
  private second: string | undefined;

  constructor(
    /** 1-based line number in the source text. */
    readonly number: number,
    /** The line, trimmed, white space and leaders collapsed to single spaces: its words joined by one space. */
    readonly text: string,
    readonly figures: readonly Figure[],
    /** How many words the line has (the length of `tokens`). */
    readonly tokenCount: number,
    /** The first cell of a tab-separated row is empty. */
    readonly emptyFirstCell: boolean,
    tokens?: string[],
    /**
     * Where the first and second words end in `text`, where the line reader met them (-1
     * where not): every stage asks for the first two words, and each would search for them.
     */
    private readonly firstEnd = -1,
    private readonly secondEnd = -1,
  ) {
    this.split = tokens;
  }

  /**
   * The line's words with every `€` printed beside a figure kept: what a description or a
   * note says (`Precio a revisar, 1.250,00 € en la oferta anterior`), where `text` drops the
   * sign so that each figure stands alone. The same words as `text`, or `text` itself.
   */
  get printedText(): string {
    if (this.euroText !== undefined) return this.euroText;
    const source = this.euroSource;
    if (source === undefined) return this.text;
    this.euroSource = undefined;
    const kept = collapseSpaces(source.replace(LEADERS, ' '));
    // Only the signs may differ: a line whose words were read otherwise (marks dropped,
    // thousands grouped) keeps the words as read.
    this.euroText =
      collapseSpaces(kept.replace(EURO_BY_FIGURE, ' ')) === this.text ? kept : this.text;
    return this.euroText;
  }

  /** Keeps the source of a line holding a `€` (see printedText). */
  keepEuros(source: string): void {
    this.euroSource = source;
  }

  /** The line's words, split from its text when first asked for. */
  get tokens(): string[] {
    if (this.split === undefined) this.split = this.tokenCount === 0 ? [] : this.text.split(' ');
    return this.split;
  }

  /** The word at `index`: one of the first or last words is cut from the text, not from all its words. */
  word(index: number): string | undefined {
    if (this.split !== undefined || index < 0 || index >= this.tokenCount)
      return this.split?.[index];
    if (index === 0) return (this.first ??= this.cutWord(0));
    if (index === 1) return (this.second ??= this.cutWord(1));
    return this.cutWord(index);
  }

  private cutWord(index: number): string {
    const text = this.text;
    if (index === 0 && this.firstEnd >= 0) return text.slice(0, this.firstEnd);
    if (index === 1 && this.secondEnd >= 0) return text.slice(this.firstEnd + 1, this.secondEnd);
    if (index === this.tokenCount - 1) {
      // A line ending in a figure (a row, a measurement) has that figure's printed text, its
      // word, as its last word: not searched for from the line's end (a `lastIndexOf` is a
      // call out of the compiled code).
      const figures = this.figures;
      const last = figures[figures.length - 1];
      if (last !== undefined && last.token === index) return last.printed;
      return text.slice(text.lastIndexOf(' ') + 1);
    }
    if (index === this.tokenCount - 2) {
      const space = text.lastIndexOf(' ');
      return text.slice(text.lastIndexOf(' ', space - 1) + 1, space);
    }
    if (index >= HEAD_WORDS) return this.tokens[index] as string;
    const start = this.wordStart(index);
    return text.slice(start, text.indexOf(' ', start));
  }

  /**
   * Where word `index` starts in `text`, searched from the word ends the line reader met
   * (firstEnd, secondEnd), where a word follows them.
   */
  private wordStart(index: number): number {
    const text = this.text;
    let start = 0;
    let at = 0;
    if (index >= 1 && this.firstEnd >= 0 && this.firstEnd < text.length) {
      start = this.firstEnd + 1;
      at = 1;
      if (index >= 2 && this.secondEnd >= 0 && this.secondEnd < text.length) {
        start = this.secondEnd + 1;
        at = 2;
      }
    }
    for (; at < index; at++) start = text.indexOf(' ', start) + 1;
    return start;
  }

  /** The text of the words from word `from` up to word `end` (excluded). */
  textBetween(from: number, end: number): string {
    if (from >= end) return '';
    if (this.split !== undefined) return this.split.slice(from, end).join(' ');
    const text = this.text;
    const start = this.wordStart(from);
    if (end >= this.tokenCount) return text.slice(start);
    let stop = start - 1;
    for (let at = from; at < end; at++) stop = text.indexOf(' ', stop + 1);
    return text.slice(start, stop);
  }

  /** This line with other words and figures (a code split from its title, a leading figure cut off). */
  withWords(tokens: string[], figures: Figure[]): LayoutLine {
    const line = new LayoutLine(
      this.number,
      tokens.join(' '),
      figures,
      tokens.length,
      this.emptyFirstCell,
      tokens,
    );
    if (this.pageEdge !== undefined) line.pageEdge = this.pageEdge;
    if (this.pageBreakBefore !== undefined) line.pageBreakBefore = this.pageBreakBefore;
    return line;
  }
}

/** The words of the line before its first figure (a measurement's comment, a total's label). */
export function wordsBeforeFigures(line: LayoutLine): string[] {
  const end = line.figures.length > 0 ? (line.figures[0] as Figure).token : line.tokenCount;
  return line.tokens.slice(0, end);
}

/** How many figures end the line. */
export function trailingFigureCount(line: LayoutLine): number {
  let count = 0;
  for (let index = line.figures.length - 1; index >= 0; index--) {
    if ((line.figures[index] as Figure).token !== line.tokenCount - 1 - count) break;
    count++;
  }
  return count;
}

/**
 * A line of figures (a measurement, an item's figures): figures only, or at least two
 * figures ending it. A description line that merely mentions `20 cm` is no figure line.
 */
export function isFigureLine(line: LayoutLine): boolean {
  return isFiguresOnly(line) || trailingFigureCount(line) >= 2;
}

/** True when the line has figures and nothing else. */
export function isFiguresOnly(line: LayoutLine): boolean {
  return line.figures.length > 0 && line.figures.length === line.tokenCount;
}
