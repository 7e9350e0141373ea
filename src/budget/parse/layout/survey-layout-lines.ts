/**
 * The layout reader's first pass over the text: where each line stands, and what must be
 * known of the whole text before items are assembled — the page breaks and page lines
 * (where running heads and feet stand), each page's edge lines, the chapter codes the
 * total lines name, and a spreadsheet's amount column. It keeps that in typed arrays, not
 * as read lines: a long text's lines are read again one at a time when items are
 * assembled, so each dies young. Kept for the whole text, hundreds of thousands of lines
 * and their words would be copied by the garbage collector again and again, which cost
 * far more than reading every line twice. A text of MAX_KEPT_LINES lines or fewer (a PDF
 * or a sheet of any real budget) keeps the lines it reads whole, and their roles, until
 * the reader asks for them once.
 */
import { codeNamedBy } from './build-chapter-tree.ts';
import type { DecimalMark } from './infer-number-format.ts';
import { readLayoutLine, type LayoutLine } from './read-layout-line.ts';
import {
  BLANK,
  MAY_HOLD_LEADERS,
  MAY_HOLD_MARKS,
  MAY_NAME_CLIENT,
  MINUS_SIGNS,
  readLineShapes,
  TABBED,
  UNEVEN_SPACING,
} from './read-line-shape.ts';
import { HYPHEN, isDigitCode, isWhiteSpace } from './characters.ts';
import {
  mayContinueTotalOrPageWord,
  mayOpenTotalOrPageWord,
  readLineRole,
  type LineRole,
} from './read-line-role.ts';
import { readPrintedLine, splitReportLine } from './read-printed-line.ts';
import { FLATTENED_LINE_LENGTH, isFlattenedLine } from './unflatten-pasted-line.ts';
import { AmountColumnCount } from './find-amount-column.ts';
import { FORM_FEED, locateLines } from './locate-lines.ts';
import type { WordsSpan } from './find-page-furniture.ts';

/** Lines this close to the top or bottom of a page may be its running head or foot. */
const PAGE_EDGE_LINES = 3;

/**
 * How a subtotal, total or page word (read-line-role.ts) starts the line: `SUBTOTAL`,
 * `Total`, `PARCIAL`, `Suma`, `Pág.` (the words are matched in any ASCII case, as here).
 */
const OPENING_WORD = /(?:subtotal|total|parcial|suma|p[áa]g)/iy;
/** What every page footer holds (`Página 3`, `TCQ - Presupuesto Pág.: 1`). */
const MAY_BE_PAGE_FOOTER = /p[áa]g/i;
/** What a line opening with a digit holds to be a page line: a footer's `Pág`, a date's `de` or `/`. */
const MAY_BE_DATED = /p[áa]g|de|\//i;

/**
 * Where a string next stands in the text, for lines asked about in the text's order: one
 * native search finds the next place and answers for every line up to it. Whether a line
 * holds a `g` so costs a search per line holding one that is asked about, not a walk over
 * the characters of every line asked about (a walk over each measurement line ending in a
 * figure, and each row of figures, was a tenth of the survey).
 */
class NextPlace {
  /** Where the string stands at or after the start of the last line asked about; the text's length where nowhere. */
  private at = -1;

  constructor(
    private readonly source: string,
    private readonly part: string,
  ) {}

  /**
   * Whether the text from `start` to `end` holds the string, `start` never before the last
   * line's: `at` is the first place at or after an earlier start, so where it is at or after
   * `start` it is also the first place at or after `start`, and the line holds the string
   * only if that place ends within it.
   */
  within(start: number, end: number): boolean {
    if (this.at < start) {
      const found = this.source.indexOf(this.part, start);
      this.at = found < 0 ? this.source.length : found;
    }
    return this.at + this.part.length <= end;
  }
}

/** The letters and signs a page line's words hold, each found by a NextPlace of its own. */
class PageLineLetters {
  private readonly lowerG: NextPlace;
  private readonly upperG: NextPlace;
  private readonly lowerE: NextPlace;
  private readonly upperE: NextPlace;
  private readonly slash: NextPlace;

  constructor(source: string) {
    this.lowerG = new NextPlace(source, 'g');
    this.upperG = new NextPlace(source, 'G');
    this.lowerE = new NextPlace(source, 'e');
    this.upperE = new NextPlace(source, 'E');
    this.slash = new NextPlace(source, '/');
  }

  /**
   * The text from `start` to `end` holds a `g` or a `G`: it may match MAY_BE_PAGE_FOOTER, as
   * under `i` a `g` of the pattern matches these two characters only.
   */
  holdsG(start: number, end: number): boolean {
    return this.lowerG.within(start, end) || this.upperG.within(start, end);
  }

  /**
   * Whether the text from `start` to `end` may match MAY_BE_DATED: it holds a `/`, or an `e` or
   * `g` of either case (`de`, `Pág`). A row of figures (`279,48 80,41 22.472,99`), the most
   * common line opening with a digit, holds none, and is neither cut from the text nor searched.
   */
  mayBeDated(start: number, end: number): boolean {
    return (
      this.holdsG(start, end) ||
      this.lowerE.within(start, end) ||
      this.upperE.within(start, end) ||
      this.slash.within(start, end)
    );
  }
}

/**
 * True when the line's role can be no page line, total or subtotal, told without reading
 * it (see readLineRole): no subtotal, total or page word opens it, no page marker
 * (`--- PAGE 2 ---`) either, and it is no printing date (those open with a digit and say
 * `de` or `/`) nor page footer (those end with a digit and say `Pág`). Only for a line
 * whose words are its white-space-separated runs: no leaders, `€`, marks, minus signs or
 * tabs, and thousands not spaced. The line is `source` from `start` to `end`, not blank, of
 * the `shape` read-line-shape.ts reads; lines are asked about in the text's order (`letters`).
 */
function isPlainTextLine(
  source: string,
  start: number,
  end: number,
  letters: PageLineLetters,
  shape: number,
): boolean {
  let first = start;
  let last = end - 1;
  // Only a line whose shape says white space may stand at an end is walked past it.
  if ((shape & UNEVEN_SPACING) !== 0) {
    while (isWhiteSpace(source.charCodeAt(first))) first++;
    while (isWhiteSpace(source.charCodeAt(last))) last--;
  }
  const lead = source.charCodeAt(first);
  if (lead === HYPHEN) return false;
  // Only a line opening as those words do is matched against them: by their first letter,
  // then their second (`Planta baja 6 24,50 147,00`, a common line opening with a `p`, is
  // told by its `l`).
  if (mayOpenTotalOrPageWord(lead) && mayContinueTotalOrPageWord(source.charCodeAt(first + 1))) {
    OPENING_WORD.lastIndex = first;
    if (OPENING_WORD.test(source)) return false;
  }
  // Only these lines are cut from the text to be searched: most lines are told by their ends.
  if (isDigitCode(lead))
    return !letters.mayBeDated(start, end) || !MAY_BE_DATED.test(source.slice(start, end));
  if (!isDigitCode(source.charCodeAt(last))) return true;
  // Every page word holds a `g` (mayHoldPageWord): a line without one is neither cut nor searched.
  if (!letters.holdsG(start, end)) return true;
  return !MAY_BE_PAGE_FOOTER.test(source.slice(start, end));
}

/**
 * Up to this many lines, a line the survey reads whole is kept for the reading that follows
 * (`line`, `lines`) instead of being read again: a spreadsheet's or a PDF's rows (tab-separated
 * cells) are all read whole here, and reading each twice was about a sixth of the layout
 * reader's time on a 34-page report (1,300 lines). Past it, lines are read twice, as the
 * comment above says why.
 */
const MAX_KEPT_LINES = 20_000;

/** Shapes of a line whose words are not simply its white-space-separated runs (see readLayoutLine). */
const NEEDS_FULL_READING = MAY_HOLD_LEADERS | MAY_HOLD_MARKS | TABBED | MINUS_SIGNS;

/** Per line of the text: lines split at `\n`, then at form feeds (a form feed starts a new page). */
export class LineSurvey {
  readonly count: number;
  /** Offsets of each line in the text, and its 1-based line number there. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly numbers: Int32Array;
  /** Each line's shape (read-line-shape.ts), read once here and handed to every reading of it. */
  private readonly shapes: Uint8Array;
  /** 1 where a form feed stands right before the line. */
  readonly breakBefore: Uint8Array;
  /** 1 where the line has words. */
  readonly filled: Uint8Array;
  /** 1 where the line is a page line (`Página 3`, a printing date). */
  readonly pageLine: Uint8Array;
  /** 1 among the first or last few filled lines of a page (pages split by form feeds). */
  readonly pageEdge: Uint8Array;
  /** Codes the document's total lines name (`TOTAL 04`): headings with these codes are chapters. */
  readonly totalled = new Set<string>();
  /** The spreadsheet column of items' amounts, -1 in text without columns (find-amount-column.ts). */
  readonly amountCell: number;
  /** Lines read whole by the survey, kept for their next reading (MAX_KEPT_LINES); none in a long text. */
  private readonly kept: (LayoutLine | undefined)[] | undefined;
  /** The role the survey read of each kept line. */
  private readonly keptRoles: (LineRole | undefined)[] | undefined;
  /** The array `lines` gives a line that is one report line in (see reportLines). */
  private readonly single: LayoutLine[] = [];
  /** The kept line `lines` gave last, with its role, for `role`. */
  private givenLine: LayoutLine | undefined;
  /**
   * Its role; kept apart from the line, not as a pair: a pair for every line given was an
   * object to make and store per line of the text.
   */
  private givenRole: LineRole | undefined;
  /** Where the letters of page lines stand, for the lines surveyed in order (isPlainTextLine). */
  private readonly letters: PageLineLetters;

  constructor(
    private readonly source: string,
    private readonly mark: DecimalMark,
    private readonly spacedThousands: boolean,
  ) {
    const paged = source.includes(FORM_FEED);
    const located = locateLines(source, paged);
    this.count = located.count;
    this.starts = located.starts;
    this.ends = located.ends;
    this.numbers = located.numbers;
    this.breakBefore = located.breakBefore;
    this.filled = new Uint8Array(this.count);
    this.pageLine = new Uint8Array(this.count);
    this.pageEdge = new Uint8Array(this.count);
    this.shapes = readLineShapes(source, this.starts, this.ends);
    this.letters = new PageLineLetters(source);
    this.kept =
      this.count <= MAX_KEPT_LINES ? new Array<LayoutLine | undefined>(this.count) : undefined;
    this.keptRoles = this.kept && new Array<LineRole | undefined>(this.count);
    // Spreadsheet rows have cells; only they may have an amount column.
    const amounts = source.includes('\t') ? new AmountColumnCount() : undefined;
    for (let index = 0; index < this.count; index++) this.surveyLine(index, amounts);
    this.amountCell = amounts?.best ?? -1;
    if (paged) this.markPageEdges();
  }

  /** The line at `index`, read afresh as one line, with its place on its page. */
  line(index: number): LayoutLine {
    return this.placeOnPage(index, [this.readLine(index)])[0] as LayoutLine;
  }

  /** The line as readLayoutLine reads it: the survey's own reading where it kept one. */
  private readLine(index: number): LayoutLine {
    return (
      this.kept?.[index] ??
      readLayoutLine(
        this.raw(index),
        this.numbers[index] as number,
        this.mark,
        this.spacedThousands,
        this.shapes[index] as number,
      )
    );
  }

  /**
   * The report lines the printed line at `index` holds, read afresh, with their place on
   * the page: nearly always one; all of a budget pasted as one line (read-printed-line).
   */
  lines(index: number): readonly LayoutLine[] {
    const kept = this.kept?.[index];
    // Kept only where the survey read the line as no one-line paste: readPrintedLine's reading.
    // The layout reader asks once for each line: it dies with its reading.
    if (kept !== undefined) {
      (this.kept as (LayoutLine | undefined)[])[index] = undefined;
      const role = this.keptRoles?.[index];
      if (role !== undefined) {
        this.givenLine = kept;
        this.givenRole = role;
      }
      return this.placeOnPage(index, this.reportLines(kept));
    }
    const number = this.numbers[index] as number;
    const raw = this.raw(index);
    const shape = this.shapes[index] as number;
    // readPrintedLine, with its common case (one report line) in the array reused below.
    if (isFlattenedLine(raw, this.mark))
      return this.placeOnPage(
        index,
        readPrintedLine(raw, number, this.mark, this.spacedThousands, shape),
      );
    return this.placeOnPage(
      index,
      this.reportLines(readLayoutLine(raw, number, this.mark, this.spacedThousands, shape)),
    );
  }

  /**
   * readReportLines of a line; the line alone is given in an array reused from call to call,
   * which `lines`' caller reads before asking for the next line: the reader reads every line
   * of a long text, and an array for each was a twentieth of all it allocates.
   */
  private reportLines(line: LayoutLine): LayoutLine[] {
    const pair = splitReportLine(line, this.mark, this.spacedThousands);
    if (pair !== undefined) return pair;
    const single = this.single;
    single[0] = line;
    return single;
  }

  /**
   * The line's role (readLineRole): the survey's own reading for the line `lines` just gave
   * as it was kept, else read now. Reading each role twice cost as reading each line twice did.
   */
  role(line: LayoutLine): LineRole {
    const given = this.givenLine;
    this.givenLine = undefined;
    return given === line ? (this.givenRole as LineRole) : readLineRole(line);
  }

  /** The line as printed. */
  raw(index: number): string {
    return this.source.slice(this.starts[index], this.ends[index]);
  }

  /** The page break before the printed line goes to its first report line; its page edge to all. */
  private placeOnPage(index: number, lines: LayoutLine[]): LayoutLine[] {
    if (this.breakBefore[index] === 1) (lines[0] as LayoutLine).pageBreakBefore = true;
    if (this.pageEdge[index] === 1) for (const line of lines) line.pageEdge = true;
    return lines;
  }

  /** False where the printed line can name no client: it holds no `:` and no `TULO` (see detectClient). */
  mayNameClient(index: number): boolean {
    return ((this.shapes[index] as number) & MAY_NAME_CLIENT) !== 0;
  }

  /**
   * The raw line where its words are its white-space-separated runs (as its place in the
   * text: see LineSource), else the line's read text.
   */
  placeWords(index: number, span: WordsSpan): void {
    if (!this.spacedThousands && ((this.shapes[index] as number) & NEEDS_FULL_READING) === 0) {
      span.text = this.source;
      span.start = this.starts[index] as number;
      span.end = this.ends[index] as number;
      return;
    }
    span.text = this.line(index).text;
    span.start = 0;
    span.end = span.text.length;
  }

  /** Whether the line has words and is a page line; a total's code. Most lines are told apart by a glance. */
  private surveyLine(index: number, amounts: AmountColumnCount | undefined): void {
    const start = this.starts[index] as number;
    const end = this.ends[index] as number;
    const shape = this.shapes[index] as number;
    // A one-line paste is many report lines: read whole, its totals' codes counted too.
    const flattened =
      end - start > FLATTENED_LINE_LENGTH && isFlattenedLine(this.raw(index), this.mark);
    const plain = (shape & NEEDS_FULL_READING) === 0;
    if (amounts === undefined && !this.spacedThousands && !flattened && plain) {
      // White space only: a line without words.
      if ((shape & BLANK) !== 0) return;
      if (isPlainTextLine(this.source, start, end, this.letters, shape)) {
        this.filled[index] = 1;
        return;
      }
    }
    const raw = this.raw(index);
    const number = this.numbers[index] as number;
    let lines: LayoutLine[];
    if (flattened) lines = readPrintedLine(raw, number, this.mark, this.spacedThousands, shape);
    else {
      const line = readLayoutLine(raw, number, this.mark, this.spacedThousands, shape);
      if (this.kept !== undefined) this.kept[index] = line;
      lines = [line];
    }
    for (const line of lines) {
      if (line.tokenCount > 0) this.filled[index] = 1;
      const role = readLineRole(line);
      if (!flattened && this.keptRoles !== undefined) this.keptRoles[index] = role;
      // A page line is one printed alone, never a piece of a paste.
      if (role.kind === 'page' && !flattened) this.pageLine[index] = 1;
      if (role.kind === 'total') {
        const code = codeNamedBy(role.reference);
        if (code !== undefined) this.totalled.add(code);
      }
      amounts?.count(line);
    }
  }

  /** The first and last few filled lines of each page between form feeds. */
  private markPageEdges(): void {
    let pageStart = 0;
    for (let index = 1; index <= this.count; index++) {
      if (index < this.count && this.breakBefore[index] === 0) continue;
      let marked = 0;
      for (let at = pageStart; at < index && marked < PAGE_EDGE_LINES; at++) {
        if (this.filled[at] === 1) {
          this.pageEdge[at] = 1;
          marked++;
        }
      }
      marked = 0;
      for (let at = index - 1; at >= pageStart && marked < PAGE_EDGE_LINES; at--) {
        if (this.filled[at] === 1) {
          this.pageEdge[at] = 1;
          marked++;
        }
      }
      pageStart = index;
    }
  }
}
