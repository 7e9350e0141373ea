/**
 * Stage 4 of the layout reader: item assembly. Lines between two headings form a
 * segment; a segment that holds priced figures (quantity × price = amount) is an
 * item, one that holds none is a chapter heading. Where a segment holds several lines
 * that multiply out (a comment-less measurement looks exactly like `qty price amount`),
 * the item's own figures are those whose quantity the other lines' partials add up to.
 * A heading-like line met while an item's measurements are still open (`0.80 cm Eje…`
 * under CYPE's `Uds. Largo Ancho`) is a measurement, not a new item. What a segment is
 * once closed (item, item without figures, chapter, loose lines) is close-segment.ts's rule.
 */
import type { BudgetItem } from '../../model/budget.ts';
import {
  acceptsHeading,
  headingSegment,
  isTotalledChapter,
  opensUncodedRow,
  opensWithUnit,
  repeatsOpenHeading,
  roleByGrammar,
  startsUncodedItem,
  startsUncodedRow,
  uncodedRowSegment,
  uncodedSegment,
} from './accept-item-heading.ts';
import { takeRowOfOpenItem } from './choose-item-row.ts';
import { SegmentCloser } from './close-segment.ts';
import { rowCellsOf, rowOnText, takeFigureLine, takeTotalRow } from './take-figure-line.ts';
import { ChapterTree, codeNamedBy } from './build-chapter-tree.ts';
import type { DecimalMark } from './infer-number-format.ts';
import {
  isFigureLine,
  isFiguresOnly,
  trailingFigureCount,
  type LayoutLine,
} from './read-layout-line.ts';
import { headingInCodeCell, namesCodeCell } from './read-code-cell.ts';
import { readColumnHeader } from './read-column-header.ts';
import { isTotalWithoutTax, unitOf, type Heading, type LineRole } from './read-line-role.ts';
import { ItemGrammar } from './learn-item-grammar.ts';
import type { PricedFigures } from './find-priced-figures.ts';
import type { AssemblyEvent } from './assembly-event.ts';
import {
  awaitsUnitLine,
  followsInSequence,
  takeHeldHeading,
  type HeldHeading,
} from './follow-item-sequence.ts';
import {
  HAS_DIGIT,
  namesChapter,
  restOfTitle,
  takeIntoLabel,
  type WrappedTotal,
} from './read-total-label.ts';
import {
  isNumberedRunningHead,
  isPageNumber,
  isRunningHead,
  ROW_FIGURES,
  type Segment,
} from './read-segment-lines.ts';

/** A heading-shaped line read as text. */
const TEXT_ROLE: LineRole = Object.freeze({ kind: 'other' });

export type { AssemblyEvent };

export class ItemAssembler {
  readonly items: BudgetItem[] = [];
  readonly tree = new ChapterTree();
  readonly events: AssemblyEvent[] = [];
  private segment: Segment | undefined;
  /**
   * The words of the chapter's title a total's label left out (`TOTAL APARTADO C08.08.02
   * REPARACIONES EN ESTACIÓN 3.700,00` then `DE BOMBEO DE RESIDUALES`), in capitals.
   */
  private labelRest: string | undefined;
  /** A total label just read whose amount is still to come on the next lines. */
  private wrappedTotal: WrappedTotal | undefined;
  private priceFirst = false;
  /** A column header names the quantity and price columns. */
  private pricedColumns = false;
  /** A column header names measurement columns (Uds., Largo, Parcial...): lines of words and figures may be measurements. */
  private measuredColumns = false;
  /** The shapes of the document's codes, learned from its items and chapters (learn-item-grammar). */
  readonly grammar = new ItemGrammar(this.items);
  /** The text of the last line read, where it was the open item's heading or text: what a next line may continue. */
  private textAbove: string | undefined;
  /** A heading read as the open item's text that the line under it may show to open the next item. */
  private held: HeldHeading | undefined;
  /** What each segment is once closed (close-segment.ts): it adds to the items, tree and events. */
  private readonly closer: SegmentCloser;
  /** The column header names the first cell the code's (read-code-cell.ts). */
  private codeCell = false;

  /**
   * @param amountCell the spreadsheet column where the document prints items' amounts,
   * when it has columns (find-amount-column.ts): figures ending elsewhere are measurements.
   */
  constructor(
    private readonly mark: DecimalMark,
    private readonly amountCell = -1,
    /** Codes the document's total lines name (`TOTAL 04`): headings with these codes are chapters. */
    private readonly totalledCodes: ReadonlySet<string> = new Set(),
  ) {
    this.closer = new SegmentCloser(mark, this.items, this.tree, this.events, this.grammar);
  }

  /** An item or chapter heading is open and its figures have not been met yet. */
  get inItem(): boolean {
    return this.segment !== undefined && !this.segment.settled;
  }

  /** A line no stage could place. */
  unplaced(line: LayoutLine): void {
    this.events.push({ kind: 'unplaced', line });
  }

  /**
   * A line of words ending in three figures is an item's closing row where the document's
   * header names quantity and price columns but no measurement columns: no comment of a
   * measurement line can stand before them. Without a header nothing says so.
   */
  private closesOnText(line: LayoutLine): boolean {
    return this.pricedColumns && !this.measuredColumns && trailingFigureCount(line) >= ROW_FIGURES;
  }

  /**
   * The item's row ending the line's words, where the document's columns say so (rowOnText).
   * `figureLine`: isFigureLine(line), told once per line by the caller.
   */
  private rowOnText(line: LayoutLine, figureLine: boolean): PricedFigures | undefined {
    if (!figureLine) return undefined;
    const closes = this.closesOnText(line);
    // The open item's row, once met, says where rows stand before any item is closed.
    const open = this.segment?.settled === true ? this.segment.candidates.at(-1) : undefined;
    const cells =
      this.closer.itemCells ?? (open === undefined ? undefined : rowCellsOf(open.priced));
    const opening = this.segment?.uncoded === true && this.segment.content.length === 0;
    return rowOnText(line, this.priceFirst, cells, this.amountCell, closes, opening);
  }

  /**
   * Column headers tell where the document prints the price before the quantity (TCQ), and
   * whether it prints measurement lines.
   */
  readHeader(line: LayoutLine): void {
    if (namesCodeCell(line)) this.codeCell = true;
    const header = readColumnHeader(line);
    if (header.priceFirst !== undefined) {
      this.priceFirst = header.priceFirst;
      this.pricedColumns = true;
    }
    if (header.measured) this.measuredColumns = true;
  }

  read(printed: LayoutLine, given: LineRole): void {
    // Whether the line is one of figures, told once: every step below asks it of every line.
    const figureLine = isFigureLine(printed);
    const above = this.textAbove;
    this.textAbove = undefined;
    // A code read in the code column the header names is one, whatever its shape.
    const celled = this.codeCell ? headingInCodeCell(printed, given) : undefined;
    // Under a chapter's keyword heading no item is open: a line ending in an item's priced row
    // there opens one, whatever its code's case (`SUBCAPÍTULO sub …` / `partida m2 … 739,20`).
    const inItem = this.inItem && this.segment?.heading.keywordLevel === undefined;
    let role: LineRole =
      celled === undefined
        ? roleByGrammar(this.grammar, printed, given, above, inItem, this.priceFirst)
        : { kind: 'heading', heading: celled };
    if (
      celled === undefined &&
      role.kind === 'heading' &&
      opensUncodedRow(this.grammar, this.segment, role.heading, printed, () =>
        this.rowOnText(printed, figureLine),
      )
    )
      role = TEXT_ROLE;
    const open = this.segment;
    const length = open === undefined ? 0 : open.content.length;
    this.readLine(printed, role, above, figureLine);
    const segment = this.segment;
    if (segment === undefined || role.kind === 'total') return;
    if (role.kind === 'heading' && segment.heading === role.heading)
      this.textAbove = role.heading.title;
    else if (segment !== open && segment.line === printed && segment.heading.title !== '')
      // An item without code opened by its row's line: its title, as a heading's.
      this.textAbove = segment.heading.title;
    else if (segment !== open || segment.content.length !== length) {
      // The line was taken into the item: text the next line may continue, or figures.
      if (segment.content[segment.content.length - 1] === printed && !figureLine)
        this.textAbove = printed.text;
    } else {
      // A line the item skipped (a page number, a running head) leaves its text open.
      this.textAbove = above;
    }
  }

  /**
   * @param above the text the line may continue (see textAbove).
   * @param figureLine isFigureLine(printed), told once by read: the line read from here on
   * is `printed` itself (only a heading's line is read again, and that branch returns).
   */
  private readLine(
    printed: LayoutLine,
    role: LineRole,
    above: string | undefined,
    figureLine: boolean,
  ): void {
    let line = printed;
    const labelRest = this.labelRest;
    this.labelRest = undefined;
    // The rest of a total's label, printed under its amount, says nothing new.
    if (
      labelRest !== undefined &&
      line.figures.length === 0 &&
      line.text.toUpperCase() === labelRest
    )
      return;
    if (this.wrappedTotal !== undefined && this.continueTotal(line, role)) return;
    const next = takeHeldHeading(this.held, this.segment, line);
    this.held = undefined;
    if (next) {
      // The open item closes without figures, its text ending above the held heading.
      this.close();
      this.segment = next;
    }
    if (role.kind === 'total') {
      this.readTotal(line, role.reference);
      return;
    }
    if (role.kind === 'other' && isTotalWithoutTax(line)) {
      this.readTotal(line, line.tokens);
      return;
    }
    // A chapter heading repeated at the top of each page while that chapter is open says
    // nothing new; one ending in a page number at the page's edge is a running head, unless
    // its code has the shape the document's items use (`13 SEGURIDAD Y SALUD FASE 3` at the
    // top of a page of items numbered `1 2 3 6`); so is a page number before a chapter
    // already read (`3 CAPÍTULO 1. GESTIÓN …`).
    if (
      role.kind === 'heading' &&
      (repeatsOpenHeading(this.tree, this.segment, role.heading, line, this.priceFirst) ||
        (isRunningHead(line, role.heading) && !this.grammar.fitsItemCode(role.heading)) ||
        isNumberedRunningHead(line, role.heading, (code) => this.tree.knows(code)))
    )
      return;
    if (
      role.kind === 'heading' &&
      (acceptsHeading(this.segment, role.heading, line, this.priceFirst, this.mark, this.grammar) ||
        followsInSequence(this.grammar, this.segment, role.heading, line, above))
    ) {
      // Old PDF text prints the open item's row after the next item's measurement.
      line = takeRowOfOpenItem(this.segment, line, role.heading, this.priceFirst);
      this.close({ heading: role.heading, line });
      if (isTotalledChapter(this.totalledCodes, role.heading, line, this.priceFirst)) {
        // A chapter the document totals: what follows it up to priced figures is an item
        // printed without code (`PLANOS FINALES Y TRAMITACIÓN…` under `4 LEGALIZACIONES…`).
        this.closer.openChapter(role.heading, line);
        this.segment = uncodedSegment(line, '', []);
        return;
      }
      this.segment = headingSegment(role.heading, line, this.priceFirst, this.closesOnText(line));
      return;
    }
    if (role.kind === 'heading' && awaitsUnitLine(this.segment, role.heading, line, above)) {
      const next = headingSegment(role.heading, line, this.priceFirst, this.closesOnText(line));
      this.held = { under: this.segment as Segment, next };
    }
    if (startsUncodedItem(this.segment, line, figureLine)) {
      this.close();
      this.segment = uncodedSegment(line, unitOf(line.word(0)) ?? '', [line]);
      return;
    }
    // Only lines of words ending in three figures or more can be a row (rowOnText): asked once.
    const row = figureLine && !isFiguresOnly(line) ? this.rowOnText(line, true) : undefined;
    if (row !== undefined && startsUncodedRow(this.segment)) {
      this.close();
      this.segment = uncodedRowSegment(line, row);
      return;
    }
    const open = this.segment;
    if (open?.uncoded === true && open.content.length === 0 && !figureLine) {
      // The first words of an item without code may be its unit (`M2. Red horizontal…`).
      open.heading.unit = unitOf(line.word(0)) ?? '';
    } else if (opensWithUnit(open, line)) {
      // `1 DEMOLICIÓN DE TABIQUE` then `M2 Demolición de …`: a sheet's description cell
      // opens with the unit under the item's number and title.
      const segment = open as Segment;
      segment.heading = { ...segment.heading, unit: unitOf(line.word(0)) as string };
      segment.unitInText = true;
    }
    const segment = this.segment;
    if (!segment) {
      this.closer.readLoose(line);
      return;
    }
    if (figureLine) {
      if (isPageNumber(line)) return;
      takeFigureLine(
        segment,
        line,
        this.priceFirst,
        this.mark,
        this.amountCell,
        this.closesOnText(line),
        row,
      );
    }
    segment.content.push(line);
  }

  private readTotal(line: LayoutLine, reference: string[]): void {
    const segment = this.segment;
    if (segment && takeTotalRow(segment, line, this.priceFirst)) return;
    // The amount ends the line: a figure inside the label (`TOTAL CAPÍTULO 01 ACTUACIONES`) is no amount.
    const last = line.figures[line.figures.length - 1];
    if (!last || last.token !== line.tokenCount - 1) {
      // Under an item still waiting for its figures it is that item's blank closing row
      // (`Total Ud :`), unless it names a chapter (`TOTAL CAPÍTULO 01 …`): then the item's
      // figures were all read, its measurements not adding up to its quantity. The item
      // closes without figures.
      if (segment && !segment.settled && !namesChapter(this.tree, reference)) return;
      // A label whose amount the next lines print (`TOTAL CAPÍTULO 01 ACTUACIONES` /
      // `PREVIAS EN CALLE ÁVILA....` / `89.506.633,43`).
      if (reference.length > 0) this.wrappedTotal = { line, reference, lines: 0 };
      return;
    }
    // The reference is the label without the amount (its other figures may be a chapter code).
    this.stateTotal(line, reference.slice(0, last.token - 1), last.value);
  }

  private stateTotal(line: LayoutLine, label: readonly string[], amount: number): void {
    this.close();
    if (this.tree.closeByTotal(label, amount, line.number)) {
      this.labelRest = restOfTitle(this.tree.lastClosed?.title ?? '', label);
      return;
    }
    // The total of a numbered chapter the reading never met (`TOTAL CAPÍTULO 01 …` whose
    // heading was lost) is no budget total: a stated figure nothing read explains.
    const code = codeNamedBy(label);
    if (code !== undefined && HAS_DIGIT.test(code)) this.events.push({ kind: 'unplaced', line });
    else this.events.push({ kind: 'budget-total', line, amount, named: label.length > 0 });
  }

  /**
   * The next line of a total label printed without its amount: more words of the label,
   * or its amount (alone or after the label's last words). Returns false, and forgets the
   * label, when the line is anything else.
   */
  private continueTotal(line: LayoutLine, role: LineRole): boolean {
    const wrapped = this.wrappedTotal as WrappedTotal;
    this.wrappedTotal = undefined;
    const taken = takeIntoLabel(line, role, wrapped, this.mark);
    if (taken === undefined) {
      // A total line whose amount never came: a stated figure the reading could not place.
      this.events.push({ kind: 'unplaced', line: wrapped.line });
      return false;
    }
    if ('amount' in taken) this.stateTotal(line, taken.label, taken.amount);
    else this.wrappedTotal = taken;
    return true;
  }

  /** Ends the reading: an open segment, and a total whose amount never came. */
  finish(): void {
    this.close();
    if (this.wrappedTotal) this.events.push({ kind: 'unplaced', line: this.wrappedTotal.line });
    this.wrappedTotal = undefined;
  }

  /** Ends the open segment as an item or a chapter heading; `next`: the heading that ends it. */
  close(next?: { heading: Heading; line: LayoutLine }): void {
    const segment = this.segment;
    if (!segment) return;
    this.segment = undefined;
    this.closer.close(segment, next, this.priceFirst);
  }
}
