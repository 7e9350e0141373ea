/**
 * Item assembly (assemble-items.ts), its last step for each segment: what a segment is once
 * the next heading, a total or the end of the text closes it. Priced figures make it an
 * item (the candidate row chooseCandidate picks); a heading with a unit and no such figures
 * an item all the same (unpriced, figures that do not multiply out, or none at all), and so
 * is a heading whose code has the shape of the document's items; lines after an item's
 * figures that no figures followed are loose lines; anything else is a chapter heading.
 */
import type { BudgetItem } from '../../model/budget.ts';
import { roundToCents } from '../../model/money.ts';
import { looseLineEvent, type AssemblyEvent } from './assembly-event.ts';
import { buildItem, buildUnpricedItem } from './build-segment-item.ts';
import type { ChapterTree } from './build-chapter-tree.ts';
import {
  chooseCandidate,
  strayFigureLines,
  unbalancedFigures,
  unbalancedRow,
} from './choose-item-row.ts';
import { isUnpricedItemHeading, precedesInOrder } from './follow-item-sequence.ts';
import { toSpanishFigure, type DecimalMark } from './infer-number-format.ts';
import { joinDescriptionLines } from './join-description-lines.ts';
import type { ItemGrammar } from './learn-item-grammar.ts';
import { isFigureLine, type LayoutLine } from './read-layout-line.ts';
import type { Heading } from './read-line-role.ts';
import type { Candidate, Segment } from './read-segment-lines.ts';
import { rowCellsOf, type RowCells } from './take-figure-line.ts';

/** Closes segments into the assembly's items, chapters and events, which it shares. */
export class SegmentCloser {
  /** The cells of the last item's row, where the document has columns: where rows stand. */
  itemCells: RowCells | undefined;

  constructor(
    private readonly mark: DecimalMark,
    private readonly items: BudgetItem[],
    private readonly tree: ChapterTree,
    private readonly events: AssemblyEvent[],
    private readonly grammar: ItemGrammar,
  ) {}

  /**
   * Ends `segment` as an item or a chapter heading; `next`: the heading that ends it;
   * `priceFirst`: the document prints the price before the quantity (TCQ).
   */
  close(
    segment: Segment,
    next: { heading: Heading; line: LayoutLine } | undefined,
    priceFirst: boolean,
  ): void {
    const chosen = chooseCandidate(segment);
    if (chosen) {
      this.addItem(segment, chosen);
      return;
    }
    const { heading, line } = segment;
    // Text after an item's figures that no figures of its own followed is no item; its
    // lines are read as lines outside any item (a summary's `PRESUPUESTO DE EJECUCIÓN
    // MATERIAL 0,00` after its last chapter line must still state the total).
    if (segment.uncoded) {
      for (const content of segment.content) this.readLoose(content);
      return;
    }
    if (heading.unit !== '' && heading.keywordLevel === undefined) {
      const unpriced = buildUnpricedItem(segment, this.mark);
      if (unpriced) {
        this.pushItem(unpriced);
        return;
      }
      const row = unbalancedRow(segment);
      if (row) {
        // Figures where the item's belong that do not multiply out: a typo or a forged
        // amount. The item is read as printed and the mismatch reported, never dropped.
        const priced = unbalancedFigures(segment, row, priceFirst);
        const { quantity, price, amount } = priced;
        this.addItem(segment, { line: row, priced, onTotal: false });
        this.events.push({
          kind: 'amount-mismatch',
          line: row,
          codigo: heading.code,
          expected: roundToCents(quantity.value * price.value),
          amount: amount.value,
        });
        return;
      }
      // An item heading and its text, no figures printed under it, or a closing row printed
      // blank (`Total Ud :`): an item without amounts, which the verdict doubts in a priced
      // document (shown only as an unplaced line, the reading was called "Cuadra").
      this.pushItem(buildItem(segment, line, this.mark));
      return;
    }
    if (isUnpricedItemHeading(this.grammar, heading, line) || precedesInOrder(segment, next)) {
      // A code the items use and no chapter does, or numbered right before the next item:
      // an item left without figures.
      this.pushItem(buildItem(segment, line, this.mark));
      return;
    }
    const text = segment.content.filter((content) => !isFigureLine(content));
    const title =
      heading.title !== ''
        ? heading.title
        : joinDescriptionLines(text.map((content) => content.text));
    this.openChapter({ ...heading, title }, line);
  }

  /** A line outside any item (see looseLineEvent). */
  readLoose(line: LayoutLine): void {
    const event = looseLineEvent(line, this.mark);
    if (event) this.events.push(event);
  }

  openChapter(heading: Heading, line: LayoutLine): void {
    this.grammar.learn(heading, line, 'chapter');
    this.tree.open(heading.code, heading.title, heading.keywordLevel);
    // A heading that prints one amount (a summary line, `5 FACHADAS 75.178,44 €`) states that chapter's total.
    const last = line.figures[line.figures.length - 1];
    // An amount has decimals; a whole number ending a heading is the page number of a running head.
    if (last && last.token === line.tokenCount - 1 && last.printed.includes(this.mark)) {
      this.tree.stateOnHeading(heading.code, last.value, line.number);
    }
  }

  private addItem(segment: Segment, chosen: Candidate): void {
    const stray = strayFigureLines(segment, chosen, this.mark);
    for (const line of stray) this.events.push({ kind: 'unplaced', line });
    const item = buildItem(segment, chosen.line, this.mark, stray);
    if (segment.heading.ordered) this.grammar.learn(segment.heading, segment.line, 'item');
    const { quantity, price, amount } = chosen.priced;
    this.itemCells = rowCellsOf(chosen.priced) ?? this.itemCells;
    item.cantidad = toSpanishFigure(quantity.printed, this.mark);
    item.precio_unitario = price.value;
    item.total = roundToCents(amount.value);
    this.pushItem(item);
  }

  private pushItem(item: BudgetItem): void {
    const chapterCode = this.tree.addItem(item.total);
    if (chapterCode !== undefined) item.chapterCode = chapterCode;
    this.items.push(item);
  }
}
