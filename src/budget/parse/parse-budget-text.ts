/**
 * Parses budget text (pasted, or extracted from .txt, .docx or PDF) into the
 * Budget model. One pass over the lines, each recognised as page furniture,
 * column header, chapter heading, chapter total, summary line, item head,
 * amounts, measurement or description; whatever fits none becomes a warning.
 * Never throws: on an internal failure it returns the spec's ERROR item.
 */
import { AMOUNT_TOLERANCE } from '../constants.ts';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import type {
  Budget,
  BudgetChapter,
  BudgetItem,
  BudgetSourceFormat,
  BudgetSummary,
  ColumnName,
  MeasurementLine,
} from '../model/budget.ts';
import { DEFAULT_COLUMNS } from '../model/budget.ts';
import { createBudgetId } from '../model/budget-id.ts';
import { roundToCents, sumTotals } from '../model/money.ts';
import {
  isChapterKeyword,
  isItemCode,
  isPageFooter,
  isStrongItemCode,
  normaliseLine,
  readBareChapter,
  readChapterHeading,
  readHeadWithInlineChapter,
  readItemHead,
  couldBeTitle,
  readTitle,
  readTotalLine,
  readTrailingNumbers,
  splitGluedCode,
  stripLeaders,
  type ChapterHeading,
  type ItemHead,
  type TotalLine,
} from './classify-line.ts';
import { detectClient } from './detect-client.ts';
import { detectColumns } from './detect-columns.ts';
import { MAX_UNIT_LENGTH, canonicalUnit, isUnit } from './match-unit.ts';
import { isWholeNumberToken, parseSpanishNumber } from './parse-spanish-number.ts';
import type { ParseResult, ParseWarning } from './parse-result.ts';
import { readSummaryLine } from './read-summary-line.ts';
import { MAX_TRAILING_FIGURES, TrailingFigures } from './scan-trailing-figures.ts';
import { FLATTENED_LINE_LENGTH, isFlattenedLine, unflattenLine } from './unflatten-budget-text.ts';
import { DescriptionBuilder } from './build-description.ts';
import { chooseReading, isSettled } from './choose-reading.ts';
import { readBudgetByLayout, type LayoutReadOptions } from './layout/read-budget-by-layout.ts';
import {
  HAS_LEADERS,
  LineMarkerScanner,
  MARKERS,
  NEEDS_NORMALISING,
  markersOf,
} from './line-markers.ts';

export interface ParseOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
}

/** Spec §5: the client when no line names one. */
export const UNKNOWN_CLIENT = 'Cliente no identificado';

/** The layout reader gives a second opinion on texts up to this many characters (a 34-page report is about 150,000). */
const MAX_SECOND_READING_LENGTH = 4_000_000;
/** At most this many unplaced-line warnings: a 50 MB binary paste must not build a million of them. */
const MAX_UNPLACED_WARNINGS = 1000;
/** Text of an unplaced line kept in its warning, enough to recognise it. */
const WARNING_TEXT_LENGTH = 160;
/** A wrapped chapter total (`TOTAL APARTADO ...` / `DE BOMBEO....` / `3.700,00`) spans at most this many lines. */
const MAX_TOTAL_CONTINUATION = 3;
/** A rounded quantity × price may differ from the printed amount by a cent or so (±0,01 per rounding). */
const TRIPLE_TOLERANCE = 0.011;
/** Share of capitals in an item title: Presto prints summaries in upper case. */
const CAPITAL_TITLE_SHARE = 0.8;
/** Figures a line may carry and still take the fast path (five for the spec's measurement line, plus one). */
const MAX_FIGURE_LINE_NUMBERS = 6;
/** A measurement line has at most units, length, width, height and the partial. */
const MAX_MEASUREMENT_FIGURES = 5;
/** Bare numeric chapter codes (`02 NAME`) may skip at most this many numbers after the last one. */
const MAX_CHAPTER_NUMBER_GAP = 3;
const ALL_DIGITS = /^\d+$/;

interface DraftChapter {
  chapter: BudgetChapter;
  parent: DraftChapter | undefined;
  cents: number;
  statedLine?: number;
}

interface DraftItem {
  item: BudgetItem;
  line: number;
  title: string;
  description: DescriptionBuilder;
  chapter: DraftChapter | undefined;
  hasAmounts: boolean;
  hasFiveNumbers: boolean;
  /** Quantity and price were read but the amount was cut off; it may come on a later line. */
  awaitingAmount: boolean;
}

/** What the fast paths made of a line. */
const enum CommonLine {
  /** Not one of the common lines: the full reader takes it. */
  Other,
  /** A description line of the current item, for the caller to add. */
  Description,
  /** A line of figures or a measurement, already read. */
  Read,
}

interface PendingTotal {
  total: TotalLine;
  line: number;
  continuation: number;
}

/**
 * True when `text.slice(start, end)` has a lower-case ASCII letter and no digit: an ordinary
 * word (`Corte`, `de`, `Calle`), never an item code, glued code or TOTAL. Tested in place
 * because it decides the commonest lines without cutting the word out or running a regex.
 */
function isOrdinaryWord(text: string, start: number, end: number): boolean {
  let lower = false;
  for (let index = start; index < end; index++) {
    const char = text.charCodeAt(index);
    if (char >= 0x30 && char <= 0x39) return false;
    if (char >= 0x61 && char <= 0x7a) lower = true;
  }
  return lower;
}

function isValidTriple(quantity: number, price: number, amount: number): boolean {
  return Math.abs(roundToCents(quantity * price) - amount) <= TRIPLE_TOLERANCE;
}

/**
 * Measurement line check: the partial (last figure) is the product of the others.
 * Looks at `values[from..end)`, so callers need not copy the figures out.
 */
function isProductLine(values: ArrayLike<number>, from = 0, end: number = values.length): boolean {
  if (end - from < 2) return false;
  let product = 1;
  for (let i = from; i < end - 1; i++) product *= values[i] as number;
  return Math.abs(roundToCents(product) - (values[end - 1] as number)) <= TRIPLE_TOLERANCE;
}

function readLeadingNumbers(tokens: readonly string[]): number[] {
  const values: number[] = [];
  for (const token of tokens) {
    const value = parseSpanishNumber(token);
    if (value === undefined) break;
    values.push(value);
  }
  return values;
}

function truncate(text: string): string {
  return text.length > WARNING_TEXT_LENGTH ? `${text.slice(0, WARNING_TEXT_LENGTH)}…` : text;
}

function emptyItem(codigo: string, resumen: string): BudgetItem {
  return {
    codigo,
    resumen,
    uds: '',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '',
    precio_unitario: 0,
    total: 0,
  };
}

function errorBudget(resumen: string, options: ParseOptions | undefined): Budget {
  const budget: Budget = {
    id: createBudgetId(options?.now),
    client: UNKNOWN_CLIENT,
    items: [emptyItem('ERROR', resumen)],
    total: 0,
    availableColumns: ['CÓDIGO', 'RESUMEN'],
    source: { format: options?.format ?? 'text' },
  };
  if (options?.fileName !== undefined && budget.source) budget.source.fileName = options.fileName;
  return budget;
}

class BudgetTextParser {
  private readonly warnings: ParseWarning[] = [];
  /** Items finished so far: an item is finished as soon as another line ends it. */
  private readonly items: BudgetItem[] = [];
  private readonly chapters: DraftChapter[] = [];
  private readonly chapterByCode = new Map<string, DraftChapter>();
  private readonly openChapters: DraftChapter[] = [];
  /** Lines printed on every page (the project name) once seen after a title. */
  private readonly furniture = new Set<string>();
  /** The highest plain-number top chapter so far (`03`), -1 when none: bare chapters follow in order. */
  private highestNumberedChapter = -1;
  /** Lengths of the furniture lines: most lines are ruled out by length before being hashed. */
  private readonly furnitureLengths = new Set<number>();
  private current: DraftItem | undefined;
  private columns: ColumnName[] | undefined;
  /** The text of the last column header line read. */
  private headerLine: string | undefined;
  private client: { client: string; rank: number } | undefined;
  private statedTotal: number | undefined;
  private statedTotalLine: number | undefined;
  private readonly summary: Partial<BudgetSummary> = {};
  private summaryMode = false;
  private summaryClosed = false;
  private afterTitle = false;
  private afterTotal = false;
  private pendingTotal: PendingTotal | undefined;
  private unplacedCount = 0;
  /** The measurements of the current item: `measurementBuffer[0, measurementCount)`. */
  private readonly measurementBuffer: MeasurementLine[] = [];
  private measurementCount = 0;
  /** Scratch for the figures ending the line at hand, reused so that lines allocate nothing. */
  private readonly trailing = new TrailingFigures();

  constructor(private readonly source: string) {}

  /**
   * Reads one line; `markers` says which rare characters it holds (see line-markers.ts)
   * and `sourceStart` where it stands in the source text (-1 when it is a piece of a line).
   */
  parseLine(raw: string, lineNumber: number, markers: number, sourceStart: number): void {
    let line = raw.trim();
    let start = line.length === raw.length ? sourceStart : -1;
    if ((markers & NEEDS_NORMALISING) !== 0) {
      line = normaliseLine(raw);
      markers = markersOf(line);
      start = -1;
    }
    if (line === '') return;
    if (isFlattenedLine(line)) {
      for (const part of unflattenLine(line)) this.readLine(part, lineNumber, markersOf(part), -1);
      return;
    }
    this.readLine(line, lineNumber, markers, start);
  }

  /**
   * Reads a line that needs no cleaning, `source.slice(start, end)`: the commonest lines
   * (description text, measurements, amounts) are read where they stand, and only other
   * lines are cut out of the source.
   */
  readSourceLine(start: number, end: number, lineNumber: number, markers: number): void {
    const kind = this.readCommonLine(this.source, start, end, lineNumber, markers);
    if (kind === CommonLine.Description) {
      (this.current as DraftItem).description.addRange(this.source, start, end);
      return;
    }
    if (kind === CommonLine.Other) {
      const line = this.source.slice(start, end);
      this.readOtherLine(line, line, lineNumber, start);
    }
  }

  /** `sourceStart`: where `line` stands, exactly as it is, in the source text; else -1. */
  private readLine(line: string, lineNumber: number, markers: number, sourceStart: number): void {
    const plain = (markers & HAS_LEADERS) === 0 ? line : stripLeaders(line);
    // A line of dot leaders alone carries nothing.
    if (plain === '') return;
    const kind = this.readCommonLine(plain, 0, plain.length, lineNumber, markers);
    if (kind === CommonLine.Description) {
      this.current?.description.add(this.source, line, sourceStart);
      return;
    }
    if (kind === CommonLine.Other) this.readOtherLine(line, plain, lineNumber, sourceStart);
  }

  /**
   * Fast paths for the commonest lines inside an item, `text.slice(start, end)`: a
   * description line, left for the caller to add, or a line of figures, read here.
   */
  private readCommonLine(
    text: string,
    start: number,
    end: number,
    lineNumber: number,
    markers: number,
  ): CommonLine {
    const current = this.current;
    if (!current) return CommonLine.Other;
    const lastChar = text.charCodeAt(end - 1);
    if (!(lastChar >= 0x30 && lastChar <= 0x39)) {
      return this.isPlainDescription(text, start, end, markers)
        ? CommonLine.Description
        : CommonLine.Other;
    }
    return this.readFigureLine(current, text, start, end, lineNumber, markers)
      ? CommonLine.Read
      : CommonLine.Other;
  }

  /** Every line the fast paths do not take: `plain` is `line` without dot leaders. */
  private readOtherLine(
    line: string,
    plain: string,
    lineNumber: number,
    sourceStart: number,
  ): void {
    const lastChar = plain.charCodeAt(plain.length - 1);
    const endsWithDigit = lastChar >= 0x30 && lastChar <= 0x39;
    if (this.readPlainHead(plain, lineNumber)) return;
    // Page furniture repeated on every page (footer, column header, report title, project
    // name) is recognised on the whole line, before the line is cut into words.
    if (endsWithDigit && isPageFooter(plain)) {
      this.afterTitle = false;
      return;
    }
    // The column header repeats on every page: the same text is a header again without
    // being re-read word by word (detectColumns is a pure function of the text).
    const columns = plain === this.headerLine ? this.columns : detectColumns(plain);
    if (columns) {
      this.headerLine = plain;
      this.columns ??= columns;
      this.afterTitle = false;
      return;
    }
    const title = readTitle(plain);
    if (title) {
      this.afterTitle = true;
      if (title === 'summary') this.enterSummary();
      else this.summaryMode = false;
      return;
    }
    if (this.isFurniture(line)) return;
    const tokens = plain.split(' ');
    if (this.pendingTotal && this.continueTotal(plain, tokens)) return;

    if (this.summaryMode) {
      if (this.readSummary(plain, tokens)) {
        this.afterTitle = false;
        return;
      }
      if (this.afterTitle) {
        // The project name under the RESUMEN DE PRESUPUESTO title.
        this.afterTitle = false;
        this.addFurniture(line);
        return;
      }
      if (!readChapterHeading(tokens) && !readItemHead(tokens)) {
        this.unplaced(lineNumber, line);
        return;
      }
      this.summaryMode = false;
    }

    const total = readTotalLine(tokens);
    if (total) {
      this.afterTitle = false;
      this.applyTotal(total, lineNumber);
      this.afterTotal = true;
      return;
    }
    const wasAfterTotal = this.afterTotal;
    this.afterTotal = false;
    if (
      wasAfterTotal &&
      line.endsWith('...') &&
      readTrailingNumbers(tokens, 1).values.length === 0
    ) {
      // The second half of a wrapped TOTAL whose amount sat on its first line (pdftotext -layout).
      return;
    }
    const heading = readChapterHeading(tokens);
    if (heading) {
      this.afterTitle = false;
      this.considerClient(line);
      this.openChapter(heading);
      return;
    }
    const head =
      readItemHead(tokens) ?? this.readUnitlessHead(tokens) ?? readHeadWithInlineChapter(tokens);
    if (head) {
      this.afterTitle = false;
      if (head.chapter) this.openChapter(head.chapter);
      this.startItem(head, tokens, lineNumber);
      return;
    }
    if (this.readShiftedHead(tokens, lineNumber)) return;
    const bare = readBareChapter(tokens);
    if (bare && this.isPlausibleBareChapter(bare)) {
      this.afterTitle = false;
      this.openChapter(bare);
      return;
    }
    if (readTrailingNumbers(tokens, tokens.length).start === 0) {
      this.afterTitle = false;
      // A line of more figures than the scan holds reads as its last ones: with four or
      // more, only the last three (a subtotal's quantity, price and amount) mean anything.
      this.applyFigures(this.trailing.scan(plain, MAX_TRAILING_FIGURES), lineNumber, line);
      return;
    }
    if (this.afterTitle) {
      // The line under the report title is the project name, repeated on every page.
      this.afterTitle = false;
      this.addFurniture(line);
      return;
    }
    if (this.considerClient(line)) return;
    const current = this.current;
    if (current && !current.hasAmounts && this.readMeasurement(plain)) return;
    if (current) {
      current.description.add(this.source, line, sourceStart);
      return;
    }
    this.unplaced(lineNumber, line);
  }

  /**
   * True when a line that does not end in a figure can only be description text:
   * no special state is pending and its first word is no code, keyword or label.
   */
  private isPlainDescription(text: string, start: number, end: number, markers: number): boolean {
    if (this.pendingTotal || this.summaryMode || this.afterTitle || this.afterTotal) return false;
    if ((markers & (MARKERS.colon[1] | MARKERS.resumen[1])) !== 0) return false;
    if (couldBeTitle(text, start, end) && readTitle(text.slice(start, end)) !== undefined)
      return false;
    if (this.isFurnitureAt(text, start, end)) return false;
    const code = text.charCodeAt(start);
    if (code >= 0x30 && code <= 0x39) return false;
    // Most descriptions start with an ordinary word (`Corte`, `de`): a lower-case letter and no
    // digit rule out a code, TOTAL and the chapter keywords without cutting the word out.
    const space = text.indexOf(' ', start);
    const wordEnd = space < 0 || space > end ? end : space;
    const wordLength = wordEnd - start;
    if (isOrdinaryWord(text, start, wordEnd)) {
      // Only `Total` and the keywords in lower case (`Capítulo`, `Apartado`...) need a closer look.
      if (wordLength === 5) return !text.startsWith('Total', start);
      if (wordLength < 8 || wordLength > 11) return true;
    }
    const first = text.slice(start, wordEnd);
    if (first === 'TOTAL' || first === 'Total' || isItemCode(first)) return false;
    return !isChapterKeyword(first);
  }

  private addFurniture(line: string): void {
    this.furniture.add(line);
    this.furnitureLengths.add(line.length);
  }

  private isFurniture(line: string): boolean {
    return this.isFurnitureAt(line, 0, line.length);
  }

  /** Furniture test in place: most lines are ruled out by their length, before being cut out. */
  private isFurnitureAt(text: string, start: number, end: number): boolean {
    return this.furnitureLengths.has(end - start) && this.furniture.has(text.slice(start, end));
  }

  private enterSummary(): void {
    this.summaryMode = true;
    this.finishCurrent();
  }

  private readSummary(plain: string, tokens: readonly string[]): boolean {
    if (this.summaryClosed) return true;
    const summaryLine = readSummaryLine(plain, tokens);
    if (!summaryLine) return false;
    switch (summaryLine.kind) {
      case 'pem':
        this.summary.pem = summaryLine.amount;
        break;
      case 'percent': {
        const { field, percent, amount } = summaryLine;
        if (field === 'gg') {
          this.summary.gastosGeneralesPercent = percent;
          if (amount !== undefined) this.summary.gastosGenerales = amount;
        } else if (field === 'bi') {
          this.summary.beneficioIndustrialPercent = percent;
          if (amount !== undefined) this.summary.beneficioIndustrial = amount;
        } else {
          this.summary.ivaPercent = percent;
          if (amount !== undefined) this.summary.iva = amount;
        }
        break;
      }
      case 'contract':
        this.summary.contractTotal = summaryLine.amount;
        break;
      case 'chapter': {
        const draft = this.chapterByCode.get(summaryLine.code);
        if (draft && draft.chapter.statedTotal === undefined)
          draft.chapter.statedTotal = summaryLine.amount;
        break;
      }
      case 'closing':
        // "Asciende el presupuesto a ...", then place, date and signatures: the end of the document.
        this.summaryClosed = true;
        break;
      case 'subtotal':
        break;
    }
    return true;
  }

  private considerClient(line: string): boolean {
    const candidate = detectClient(line);
    if (!candidate) return false;
    if (!this.client || candidate.rank < this.client.rank) this.client = candidate;
    // A chapter line naming a street is still a chapter: only labelled lines are consumed here.
    return candidate.rank < 4;
  }

  private isPlausibleBareChapter(heading: ChapterHeading): boolean {
    const { code } = heading;
    // A dotted code must sit under a known chapter (`01.04.01` under `01.04` or `01`).
    for (let dot = code.lastIndexOf('.'); dot > 0; dot = code.lastIndexOf('.', dot - 1)) {
      if (this.chapterByCode.has(code.slice(0, dot))) return true;
    }
    if (code.includes('.')) return false;
    if (this.chapters.length === 0) return true;
    const highest = this.highestNumberedChapter;
    const value = Number(code);
    return highest >= 0 && value > highest && value <= highest + MAX_CHAPTER_NUMBER_GAP;
  }

  /**
   * `29.672,05 APUI_V_mU16NROU2009SUMINISTRO ...`: the amount of the previous item,
   * cut off its own line by the page edge, lands in front of the next item's head.
   */
  private readShiftedHead(tokens: readonly string[], lineNumber: number): boolean {
    const leading = readLeadingNumbers(tokens);
    if (leading.length === 0 || leading.length >= tokens.length) return false;
    const rest = tokens.slice(leading.length);
    const head = readItemHead(rest) ?? this.readUnitlessHead(rest);
    if (!head) return false;
    const previous = this.current;
    if (previous && previous.awaitingAmount && leading.length === 1) {
      previous.item.total = leading[0] as number;
      previous.hasAmounts = true;
      previous.awaitingAmount = false;
    } else {
      this.unplaced(lineNumber, tokens.slice(0, leading.length).join(' '));
    }
    this.afterTitle = false;
    this.startItem(head, rest, lineNumber);
    return true;
  }

  /** `APUDm23E01DKAm0220 LEVANTADO CARPINTERÍA ... 327,00 12,74 4.165,98`: a code, no unit, a valid triple. */
  private readUnitlessHead(tokens: readonly string[]): ItemHead | undefined {
    if (tokens.length < 4) return undefined;
    const first = tokens[0] as string;
    const glued = isStrongItemCode(first) ? undefined : splitGluedCode(first);
    if (!glued && !isStrongItemCode(first)) return undefined;
    if (glued && !isStrongItemCode(glued.code)) return undefined;
    const trailing = readTrailingNumbers(tokens, 3);
    if (trailing.start < (glued ? 1 : 2)) return undefined;
    if (trailing.values.length === 2 && this.isCapitalTitle(tokens.slice(1, trailing.start))) {
      // The page edge cut the amount off (`... DE 1,00 29.672,0`): quantity and price only.
      return glued
        ? { code: glued.code, unit: '', titleStart: 1, gluedTitle: glued.word }
        : { code: first, unit: '', titleStart: 1 };
    }
    if (trailing.values.length !== 3) return undefined;
    const [quantity, price, amount] = trailing.values as [number, number, number];
    if (!isValidTriple(quantity, price, amount)) return undefined;
    if (glued) return { code: glued.code, unit: '', titleStart: 1, gluedTitle: glued.word };
    // `E02AM010 EXCAVACIÓN EN ZANJA m3 12,50 9,50 118,75`: a table whose UDS column follows RESUMEN.
    const beforeAmounts = tokens[trailing.start - 1] as string;
    if (trailing.start >= 3 && isUnit(beforeAmounts)) {
      return { code: first, unit: beforeAmounts, titleStart: 1, unitAfterTitle: true };
    }
    return { code: first, unit: '', titleStart: 1 };
  }

  private isCapitalTitle(words: readonly string[]): boolean {
    if (words.length < 2) return false;
    let letters = 0;
    let upper = 0;
    for (const word of words) {
      for (const char of word) {
        if (char.toLowerCase() === char.toUpperCase()) continue;
        letters++;
        if (char === char.toUpperCase()) upper++;
      }
    }
    return letters >= 6 && upper / letters >= CAPITAL_TITLE_SHARE;
  }

  private openChapter(heading: ChapterHeading): void {
    this.finishCurrent();
    while (this.openChapters.length > 0) {
      const top = this.openChapters[this.openChapters.length - 1] as DraftChapter;
      if (top.chapter.level < heading.level) break;
      this.openChapters.pop();
    }
    const parent = this.openChapters[this.openChapters.length - 1];
    const chapter: BudgetChapter = {
      code: heading.code,
      title: heading.title,
      level: heading.level,
      total: 0,
    };
    if (parent) chapter.parentCode = parent.chapter.code;
    const draft: DraftChapter = { chapter, parent, cents: 0 };
    if (heading.level === 1 && ALL_DIGITS.test(heading.code)) {
      this.highestNumberedChapter = Math.max(this.highestNumberedChapter, Number(heading.code));
    }
    this.chapters.push(draft);
    this.chapterByCode.set(heading.code, draft);
    this.openChapters.push(draft);
  }

  private startItem(head: ItemHead, tokens: readonly string[], lineNumber: number): void {
    let titleOffset = 0;
    for (let index = 0; index < head.titleStart && index < tokens.length; index++) {
      titleOffset += (tokens[index] as string).length + 1;
    }
    this.startItemAt(head, tokens.join(' '), titleOffset, lineNumber);
  }

  /** Starts an item whose title begins at `titleOffset` of the (normalised) line. */
  private startItemAt(
    head: ItemHead,
    plain: string,
    titleOffset: number,
    lineNumber: number,
  ): void {
    const item = emptyItem(head.code, '');
    item.uds = head.unit;
    const chapter = this.openChapters[this.openChapters.length - 1];
    if (chapter) item.chapterCode = chapter.chapter.code;
    const draft: DraftItem = {
      item,
      line: lineNumber,
      title: '',
      description: new DescriptionBuilder(),
      chapter,
      hasAmounts: false,
      hasFiveNumbers: false,
      awaitingAmount: false,
    };
    let titleEnd = plain.length;
    // Same-line reports print quantity, price and amount at the end of the code line.
    const trailing = this.trailing.scan(plain, 4);
    const count = trailing.count;
    const afterFigure = count === 4;
    const skip = Math.max(0, count - 3);
    const valid =
      count >= 3 &&
      isValidTriple(
        trailing.values[skip] as number,
        trailing.values[skip + 1] as number,
        trailing.values[skip + 2] as number,
      );
    const tripleOffset = count >= 3 ? (trailing.offsets[skip] as number) : plain.length;
    // Figures ending in an invalid triple after more figures are a measurement, not amounts.
    if (count >= 3 && tripleOffset >= titleOffset && (valid || !afterFigure)) {
      titleEnd = head.unitAfterTitle ? tripleOffset - head.unit.length - 2 : tripleOffset - 1;
      const previous = this.current;
      const shifted = previous !== undefined && !previous.hasAmounts && afterFigure && valid;
      // Old PDF text prints an item's quantity, price and amount after the next item's
      // measurements (`01.02 ... ZAMORA 5 5,00 171,31 4,50 770,90`): they are the previous item's.
      this.applyTriple(shifted ? previous : draft, trailing, skip, lineNumber);
    } else if (head.unit === '' && count === 2 && (trailing.offsets[0] as number) > titleOffset) {
      titleEnd = (trailing.offsets[0] as number) - 1;
      draft.item.cantidad = trailing.printedAt(0);
      draft.item.precio_unitario = trailing.values[1] as number;
      draft.awaitingAmount = true;
    }
    const title = titleEnd > titleOffset ? plain.slice(titleOffset, titleEnd) : '';
    draft.title =
      head.gluedTitle === undefined
        ? title
        : title === ''
          ? head.gluedTitle
          : `${head.gluedTitle} ${title}`;
    this.finishCurrent();
    this.current = draft;
  }

  /** Quantity, price and amount: the figures `from`, `from + 1` and `from + 2` of `figures`. */
  private applyTriple(
    draft: DraftItem,
    figures: TrailingFigures,
    from: number,
    line: number,
  ): void {
    const quantity = figures.values[from] as number;
    const price = figures.values[from + 1] as number;
    const amount = figures.values[from + 2] as number;
    draft.item.cantidad = figures.printedAt(from);
    draft.item.precio_unitario = price;
    draft.item.total = amount;
    draft.hasAmounts = true;
    const expected = roundToCents(quantity * price);
    if (Math.abs(expected - amount) > TRIPLE_TOLERANCE) {
      this.warnings.push({
        kind: 'amount-mismatch',
        line,
        codigo: draft.item.codigo,
        expected,
        actual: amount,
      });
    }
  }

  /** A line of figures only: amounts, a measurement, a subtotal or the spec's five numbers. */
  private applyFigures(figures: TrailingFigures, lineNumber: number, line?: string): void {
    const current = this.current;
    if (!current) {
      this.unplaced(lineNumber, line ?? figures.lineText());
      return;
    }
    const { count, values } = figures;
    const item = current.item;
    if (count === 3 && !current.hasAmounts) {
      this.applyTriple(current, figures, 0, lineNumber);
      return;
    }
    if (count === 1 && current.awaitingAmount) {
      item.total = values[0] as number;
      current.hasAmounts = true;
      current.awaitingAmount = false;
      return;
    }
    if (count === 1) {
      // Spec: a lone figure is the quantity; after measurements it is their subtotal.
      if (item.cantidad === '') item.cantidad = figures.printedAt(0);
      else if (this.measurementCount === 0) this.unplaced(lineNumber, line ?? figures.lineText());
      return;
    }
    if (!current.hasAmounts && count <= 5 && isProductLine(values, 0, count)) {
      this.addMeasurement('', figures, 0);
      return;
    }
    if (count === 5 && !current.hasAmounts) {
      // Spec §5: five figures are length, width, height, partials and quantity.
      item.longitud = figures.printedAt(0);
      item.anchura = figures.printedAt(1);
      item.altura = figures.printedAt(2);
      item.parciales = figures.printedAt(3);
      item.cantidad = figures.printedAt(4);
      current.hasFiveNumbers = true;
      return;
    }
    if (count >= 4 && !current.hasAmounts) {
      // A subtotal followed by quantity, price and amount on one line.
      const from = count - 3;
      if (
        isValidTriple(
          values[from] as number,
          values[from + 1] as number,
          values[from + 2] as number,
        )
      ) {
        this.applyTriple(current, figures, from, lineNumber);
        return;
      }
    }
    this.unplaced(lineNumber, line ?? figures.lineText());
  }

  /**
   * Fast path for the usual item head, `CODE unit TITLE [qty price amount]`: recognised
   * from its first two words without splitting the line.
   */
  private readPlainHead(plain: string, lineNumber: number): boolean {
    if (this.pendingTotal || this.summaryMode) return false;
    const firstSpace = plain.indexOf(' ');
    if (firstSpace < 0) return false;
    const secondSpace = plain.indexOf(' ', firstSpace + 1);
    const unitEnd = secondSpace < 0 ? plain.length : secondSpace;
    // Most lines that get here are ruled out by their second word's length, before any slicing.
    if (unitEnd - firstSpace - 1 > MAX_UNIT_LENGTH) return false;
    const unit = canonicalUnit(plain.slice(firstSpace + 1, unitEnd));
    if (unit === undefined) return false;
    const first = plain.slice(0, firstSpace);
    if (first === 'TOTAL' || !isItemCode(first)) return false;
    if ((unit === 'm' || unit === 'M') && secondSpace > 0) {
      // `m 2` of pdftotext -layout: leave it to the full reader.
      const next = plain.charAt(secondSpace + 1);
      const after = plain.charAt(secondSpace + 2);
      if ((next === '2' || next === '3' || next === '.') && (after === ' ' || after === '')) {
        return false;
      }
    }
    if (this.isFurniture(plain)) return false;
    this.afterTitle = false;
    this.afterTotal = false;
    const titleOffset = secondSpace < 0 ? plain.length : secondSpace + 1;
    this.startItemAt({ code: first, unit, titleStart: 2 }, plain, titleOffset, lineNumber);
    return true;
  }

  /**
   * Fast path for lines ending in figures inside an item: a line of figures only
   * (amounts, a measurement, the spec's five numbers) or a commented measurement
   * whose first word cannot start anything else. Avoids splitting the line into words.
   */
  private readFigureLine(
    current: DraftItem,
    text: string,
    start: number,
    end: number,
    lineNumber: number,
    markers: number,
  ): boolean {
    if (
      this.pendingTotal ||
      this.summaryMode ||
      this.afterTotal ||
      (markers & MARKERS.page[1]) !== 0
    )
      return false;
    const trailing = this.trailing.scan(text, MAX_FIGURE_LINE_NUMBERS, start, end);
    if (trailing.count === 0) return false;
    if (trailing.offsets[0] === start) {
      this.afterTitle = false;
      this.applyFigures(trailing, lineNumber);
      return true;
    }
    if (
      current.hasAmounts ||
      this.afterTitle ||
      trailing.count < 2 ||
      (markers & MARKERS.colon[1]) !== 0
    )
      return false;
    // The first word is tested in place and cut out only when it may be a keyword or a code.
    const space = text.indexOf(' ', start);
    const wordLength = space - start;
    const code = text.charCodeAt(start);
    if ((code >= 0x30 && code <= 0x39) || code === 0x2d) return false;
    if (wordLength === 5 && (text.startsWith('TOTAL', start) || text.startsWith('Total', start)))
      return false;
    if (wordLength >= 8 && wordLength <= 11 && isChapterKeyword(text.slice(start, space)))
      return false;
    // `Calle`, `Planta`: an ordinary word is no code, so the code regexes need not run.
    if (!isOrdinaryWord(text, start, space)) {
      const first = text.slice(start, space);
      if (isItemCode(first) || splitGluedCode(first) !== undefined) return false;
    }
    return this.addMeasurementFrom(text, start, trailing);
  }

  /** `Planta baja 2 4,20 2,50 21,00`: a comment, then units and dimensions whose product is the partial. */
  private readMeasurement(plain: string): boolean {
    const trailing = this.trailing.scan(plain, MAX_MEASUREMENT_FIGURES);
    return trailing.count >= 2 && this.addMeasurementFrom(plain, 0, trailing);
  }

  /** Adds the measurement ending the line that starts at `start` of `text`, if its figures multiply out. */
  private addMeasurementFrom(text: string, start: number, trailing: TrailingFigures): boolean {
    // The comment may itself end in a figure (`Planta 2 3 4,20 12,60`): take the longest run that multiplies out.
    const count = trailing.count;
    const first = Math.max(0, count - MAX_MEASUREMENT_FIGURES);
    for (let skip = first; count - skip >= 2; skip++) {
      const offset = trailing.offsets[skip] as number;
      if (offset === start || !isProductLine(trailing.values, skip, count)) continue;
      this.addMeasurement(text.slice(start, offset - 1), trailing, skip);
      return true;
    }
    return false;
  }

  /** Adds the measurement whose figures are those of `figures` from `from` on, the last one the partial. */
  private addMeasurement(comment: string, figures: TrailingFigures, from: number): void {
    const last = figures.count - 1;
    const first = figures.printedAt(from);
    // A whole first figure is the count of units (Uds); the rest are length, width and height.
    const dimension = isWholeNumberToken(first) ? from + 1 : from;
    this.measurementBuffer[this.measurementCount++] = {
      comment,
      uds: dimension > from ? first : '',
      longitud: dimension < last ? (dimension === from ? first : figures.printedAt(dimension)) : '',
      anchura: dimension + 1 < last ? figures.printedAt(dimension + 1) : '',
      altura: dimension + 2 < last ? figures.printedAt(dimension + 2) : '',
      parcial: figures.printedAt(last),
    };
  }

  private applyTotal(total: TotalLine, lineNumber: number): void {
    this.finishCurrent();
    if (total.amount === undefined) {
      this.pendingTotal = { total, line: lineNumber, continuation: 0 };
      return;
    }
    this.settleTotal(total, total.amount, lineNumber);
  }

  /** Continues a wrapped TOTAL line; returns false when this line is something else. */
  private continueTotal(plain: string, tokens: readonly string[]): boolean {
    const pending = this.pendingTotal as PendingTotal;
    const trailing = readTrailingNumbers(tokens, 1);
    if (trailing.values.length === 1 && (trailing.start === 0 || !readItemHead(tokens))) {
      const text = tokens.slice(0, trailing.start).join(' ');
      const merged: TotalLine = {
        ...pending.total,
        text: text === '' ? pending.total.text : `${pending.total.text} ${text}`,
      };
      this.pendingTotal = undefined;
      this.settleTotal(merged, trailing.values[0] as number, pending.line);
      return true;
    }
    const other = readItemHead(tokens) ?? readChapterHeading(tokens) ?? readTotalLine(tokens);
    if (!other && pending.continuation < MAX_TOTAL_CONTINUATION) {
      pending.continuation++;
      pending.total = { ...pending.total, text: `${pending.total.text} ${plain}` };
      return true;
    }
    this.pendingTotal = undefined;
    this.unplaced(pending.line, `TOTAL ${pending.total.text}`);
    return false;
  }

  private settleTotal(total: TotalLine, amount: number, lineNumber: number): void {
    const words = total.text === '' ? [] : total.text.split(' ');
    if (words.length === 0) {
      this.statedTotal = amount;
      this.statedTotalLine = lineNumber;
      this.openChapters.length = 0;
      return;
    }
    let draft = this.chapterByCode.get(words[0] as string);
    if (!draft) {
      const top = this.openChapters[this.openChapters.length - 1];
      if (top && total.text.includes(top.chapter.title.slice(0, 20))) draft = top;
    }
    if (!draft) {
      this.unplaced(lineNumber, `TOTAL ${total.text} ${amount}`);
      return;
    }
    draft.chapter.statedTotal = amount;
    draft.statedLine = lineNumber;
    const index = this.openChapters.indexOf(draft);
    if (index >= 0) this.openChapters.length = index;
  }

  private unplaced(line: number, text: string): void {
    this.unplacedCount++;
    if (this.unplacedCount <= MAX_UNPLACED_WARNINGS) {
      this.warnings.push({ kind: 'unplaced-line', line, text: truncate(text) });
    }
  }

  finish(options: ParseOptions | undefined): ParseResult {
    if (this.pendingTotal) {
      this.unplaced(this.pendingTotal.line, `TOTAL ${this.pendingTotal.total.text}`);
      this.pendingTotal = undefined;
    }
    if (this.unplacedCount > MAX_UNPLACED_WARNINGS) {
      this.warnings.push({
        kind: 'notice',
        message: `Hay ${this.unplacedCount - MAX_UNPLACED_WARNINGS} líneas no reconocidas más que no se muestran.`,
      });
    }
    this.finishCurrent();
    const items = this.items;
    if (items.length === 0) {
      return {
        budget: errorBudget(BUDGET_ERROR_MESSAGES['no-items'], options),
        warnings: this.warnings,
      };
    }
    const chapters = this.finishChapters();
    const total = sumTotals(items);
    const budget: Budget = {
      id: createBudgetId(options?.now),
      client: this.client?.client ?? UNKNOWN_CLIENT,
      items,
      total,
      availableColumns: this.columns ?? [...DEFAULT_COLUMNS],
      chapters,
      source: { format: options?.format ?? 'text' },
    };
    if (options?.fileName !== undefined && budget.source) budget.source.fileName = options.fileName;
    const stated = this.statedTotal ?? this.summary.pem;
    if (stated !== undefined) {
      budget.statedTotal = stated;
      if (Math.abs(stated - total) > AMOUNT_TOLERANCE) {
        const warning: ParseWarning = { kind: 'total-mismatch', stated, parsed: total };
        if (this.statedTotalLine !== undefined) warning.line = this.statedTotalLine;
        this.warnings.push(warning);
      }
    }
    const summary = this.finishSummary(total);
    if (summary) budget.summary = summary;
    return { budget, warnings: this.warnings };
  }

  /**
   * Finishes the item being read. Done as soon as the item ends rather than at the end of
   * the text, so that its draft and the pieces of its text die young.
   */
  private finishCurrent(): void {
    const draft = this.current;
    if (draft === undefined) return;
    this.current = undefined;
    this.items.push(this.finishItem(draft));
  }

  /** Turns the current item's draft, with the measurements gathered for it, into the item. */
  private finishItem(draft: DraftItem): BudgetItem {
    const item = draft.item;
    item.resumen = draft.description.buildSummary(this.source, draft.title);
    if (this.measurementCount > 0) {
      // Copied out at their exact count: a pushed-to array would keep room for 17.
      const measurements = this.measurementBuffer.slice(0, this.measurementCount);
      this.measurementCount = 0;
      item.measurements = measurements;
      const single = measurements.length === 1 ? measurements[0] : undefined;
      if (single && !draft.hasFiveNumbers) {
        item.longitud = single.longitud;
        item.anchura = single.anchura;
        item.altura = single.altura;
        item.parciales = single.parcial;
      }
    }
    if (draft.awaitingAmount) {
      item.total = roundToCents((parseSpanishNumber(item.cantidad) ?? 0) * item.precio_unitario);
    } else if (!draft.hasAmounts && item.parciales !== '' && item.cantidad !== '') {
      // Spec §5: with partials and quantity but no amount, the total is partials × quantity.
      const parciales = Number(item.parciales.replace(/\./g, '').replace(',', '.'));
      const cantidad = Number(item.cantidad.replace(/\./g, '').replace(',', '.'));
      if (Number.isFinite(parciales) && Number.isFinite(cantidad))
        item.total = roundToCents(parciales * cantidad);
    }
    // Chapter sums are kept in cents, walking up to every enclosing chapter.
    const cents = Math.round(item.total * 100);
    for (let chapter = draft.chapter; chapter; chapter = chapter.parent) chapter.cents += cents;
    return item;
  }

  private finishChapters(): BudgetChapter[] {
    const chapters: BudgetChapter[] = [];
    for (const draft of this.chapters) {
      const chapter = draft.chapter;
      chapter.total = draft.cents / 100;
      if (
        chapter.statedTotal !== undefined &&
        Math.abs(chapter.statedTotal - chapter.total) > AMOUNT_TOLERANCE
      ) {
        const warning: ParseWarning = {
          kind: 'chapter-total-mismatch',
          chapterCode: chapter.code,
          chapterTitle: chapter.title,
          stated: chapter.statedTotal,
          parsed: chapter.total,
        };
        if (draft.statedLine !== undefined) warning.line = draft.statedLine;
        this.warnings.push(warning);
      }
      chapters.push(chapter);
    }
    return chapters;
  }

  private finishSummary(total: number): BudgetSummary | undefined {
    const found = this.summary;
    const keys = Object.keys(found) as (keyof BudgetSummary)[];
    if (keys.length === 0) return undefined;
    return { ...found, pem: found.pem ?? total };
  }
}

/** A line with any of these is cut out of the source and cleaned before it is read. */
const NEEDS_CUTTING_OUT = NEEDS_NORMALISING | HAS_LEADERS | MARKERS.formFeed[1];

/** True when a character code is certainly no white space (every code below U+1680 but these). */
function isPlainCharacter(code: number): boolean {
  return code > 0x20 && code !== 0xa0 && code < 0x1680;
}

/** True when the line `text.slice(start, end)` has no white space to trim at either end. */
function isTrimmedAt(text: string, start: number, end: number): boolean {
  return isPlainCharacter(text.charCodeAt(start)) && isPlainCharacter(text.charCodeAt(end - 1));
}

/**
 * Reads report text with both readers unless the line rules already reproduce every
 * figure the document states and place every line (see choose-reading.ts).
 */
export function parseBudgetText(text: string, options?: ParseOptions): ParseResult {
  const byRules = readByLineRules(text, options);
  // Above this size the second reading would take seconds and much memory: a real report
  // is a few hundred kilobytes, so a text this big is an export the line rules are for.
  if (isSettled(byRules) || text.length > MAX_SECOND_READING_LENGTH) return byRules;
  try {
    const layoutOptions: LayoutReadOptions = { unknownClient: UNKNOWN_CLIENT };
    if (options?.now !== undefined) layoutOptions.now = options.now;
    if (options?.format !== undefined) layoutOptions.format = options.format;
    if (options?.fileName !== undefined) layoutOptions.fileName = options.fileName;
    return chooseReading(byRules, readBudgetByLayout(text, layoutOptions));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    byRules.warnings.push({
      kind: 'notice',
      message: `${BUDGET_ERROR_MESSAGES['parse-failed']} ${detail}`,
    });
    return byRules;
  }
}

function readByLineRules(text: string, options?: ParseOptions): ParseResult {
  try {
    const raw = typeof text === 'string' ? text : '';
    // CRLF and CR become LF. Lines are then taken one at a time rather than split into
    // an array, so that each dies young instead of being copied through the heap.
    const source = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
    const parser = new BudgetTextParser(source);
    const scanner = new LineMarkerScanner(source);
    let start = 0;
    for (let lineNumber = 1; start <= source.length; lineNumber++) {
      let end = source.indexOf('\n', start);
      if (end < 0) end = source.length;
      const markers = scanner.markersOf(start, end);
      if (
        (markers & NEEDS_CUTTING_OUT) === 0 &&
        end - start <= FLATTENED_LINE_LENGTH &&
        end > start &&
        isTrimmedAt(source, start, end)
      ) {
        parser.readSourceLine(start, end, lineNumber, markers);
        start = end + 1;
        continue;
      }
      const line = source.slice(start, end);
      if ((markers & MARKERS.formFeed[1]) !== 0) {
        // A form feed (pdf.js page break) splits a line without ending it.
        for (const part of line.split('\f'))
          parser.parseLine(part, lineNumber, markersOf(part), -1);
      } else {
        parser.parseLine(line, lineNumber, markers, start);
      }
      start = end + 1;
    }
    return parser.finish(options);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      budget: errorBudget(`${BUDGET_ERROR_MESSAGES['parse-failed']}\n${detail}`, options),
      warnings: [],
    };
  }
}
