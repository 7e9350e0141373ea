/**
 * Where a heading-shaped line starts a new segment of item assembly (assemble-items.ts) and
 * where it is more of the open one (a chapter's heading repeated at a page's top among
 * them, or running text by the document's grammar of codes); the segment a heading opens;
 * and the segments begun by lines without a code.
 */
import { numberKey, type ChapterTree } from './build-chapter-tree.ts';
import { endsInCutRow } from './choose-item-row.ts';
import { findPricedFigures, type PricedFigures } from './find-priced-figures.ts';
import type { DecimalMark } from './infer-number-format.ts';
import {
  isFigureLine,
  trailingFigureCount,
  type Figure,
  type LayoutLine,
} from './read-layout-line.ts';
import {
  continuesText,
  opensInLowerCase,
  readsAsRunningText,
  type ItemGrammar,
} from './learn-item-grammar.ts';
import { unitOf, type Heading, type LineRole } from './read-line-role.ts';
import { isChapterShaped, ROW_FIGURES, type Segment } from './read-segment-lines.ts';

/** A line read as text: what a heading-shaped line the grammar turns down becomes. */
const TEXT_ROLE: LineRole = Object.freeze({ kind: 'other' });
const DOTTED_CODE = /^\d+(?:\.\d+)+$/;

/**
 * A heading-shaped line starts a new item or chapter, given the segment still open; else it
 * is more of that segment (its description, a measurement, a price breakdown's line).
 */
export function acceptsHeading(
  segment: Segment | undefined,
  heading: Heading,
  line: LayoutLine,
  priceFirst: boolean,
  mark: DecimalMark,
  grammar: ItemGrammar,
): boolean {
  if (segment?.heading.ordered === true && !heading.ordered && !isChapterShaped(heading)) {
    // Where items carry an order number (`1.1 1305I010 m3 …`), a code line without one
    // inside an item is its price breakdown (`E305I020 m3 Hormigón …`), not an item.
    return false;
  }
  if (
    segment &&
    ((segment.settled &&
      (segment.candidates[0]?.line === segment.line || segment.unbalanced === segment.line)) ||
      (!segment.settled && endsInCutRow(segment.line, mark)))
  ) {
    // Under an item printed with its figures on its heading line (pyCost, or cut short by
    // the page edge with its amount to come), the description
    // follows: a line opening with a number or a code-like word (`20 usos, hasta…`,
    // `gr/m2 de peso`) is part of it; a heading has a unit, a keyword, a dotted code or
    // priced figures of its own.
    return (
      heading.unit !== '' ||
      heading.keywordLevel !== undefined ||
      DOTTED_CODE.test(heading.code) ||
      findPricedFigures(line.figures, priceFirst) !== undefined ||
      endsInCutRow(line, mark)
    );
  }
  if (!segment || segment.settled) return true;
  if (segment.figureLines > 0) {
    // Inside an item's measurements a heading-like line with figures is one more
    // measurement (`0.80 cm Eje excavación 0,8 50,00 40,00`). An item heading without
    // figures starts the next item: the open item's own figures did not multiply out (a
    // typo or a forged amount), and taking the next item for its measurement would hide
    // both. So does a heading with a unit after figures that multiply out but that the
    // partials do not add up to (a deduction left the quantity at 0,00).
    if (segment.candidates.length > 0 && heading.unit !== '') return true;
    return !isFigureLine(line) && (heading.unit !== '' || heading.keywordLevel !== undefined);
  }
  // Under an item's heading and before its figures, a code-like line without unit or chapter
  // keyword is its description (`HA-30/B/20/IIa fabricado…`). The heading is an item's where
  // it has a unit, or where it opens with an order number shaped as the items' are (its own
  // counted) and the line has none (`1.11 U74.11 T PUESTA … B` / `500 S.`: a unit the reader
  // does not know, `T` for tonnes as CYPE capitalises it).
  const item =
    segment.heading.unit !== '' ||
    (segment.heading.ordered &&
      !heading.ordered &&
      grammar.fitsItemNumber(segment.heading, segment.line, 1));
  return !item || heading.unit !== '' || heading.keywordLevel !== undefined;
}

/**
 * The line is the first under a heading printed with a title but without unit or
 * chapter keyword, and opens with a unit before words: the item's unit, printed in its
 * description (a code alone on its line, then `Ml CORTE PAVIMENTO`, is another layout).
 */
export function opensWithUnit(segment: Segment | undefined, line: LayoutLine): boolean {
  if (
    segment === undefined ||
    segment.content.length > 0 ||
    segment.heading.unit !== '' ||
    segment.heading.title === '' ||
    segment.heading.keywordLevel !== undefined ||
    segment.uncoded === true ||
    line.tokenCount < 2 ||
    line.figures[0]?.token === 0
  )
    return false;
  return unitOf(line.word(0)) !== undefined;
}

/** A segment begun by text with no code of its own: an item printed without code, its unit perhaps in its first words. */
export function uncodedSegment(line: LayoutLine, unit: string, content: LayoutLine[]): Segment {
  return {
    heading: { code: '', unit, title: '', ordered: false },
    line,
    content,
    candidates: [],
    figureLines: 0,
    partials: 0,
    settled: false,
    uncoded: true,
  };
}

/**
 * The segment a heading line opens: settled at once where the line ends in the item's row.
 * @param closesOnText figures ending a line of words close the item (see closesOnText in
 * assemble-items.ts).
 */
export function headingSegment(
  heading: Heading,
  line: LayoutLine,
  priceFirst: boolean,
  closesOnText: boolean,
): Segment {
  const priced = findPricedFigures(line.figures, priceFirst);
  const segment: Segment = {
    heading,
    line,
    content: [],
    candidates: priced ? [{ line, priced, onTotal: false }] : [],
    figureLines: 0,
    partials: 0,
    settled: priced !== undefined,
  };
  // Figures ending the heading line where items print their own there: the item's row,
  // multiplying out or not (a forged amount must not make the next item's row its own).
  if (!priced && closesOnText) {
    segment.unbalanced = line;
    segment.settled = true;
  }
  return segment;
}

/**
 * The heading of a chapter still open, or of the open segment before its figures: printed
 * again at a page's top. A chapter's heading prints no unit: `C01.01 M2 ARQUETA …` under
 * `SUBCAPÍTULO C01.01 GESTIÓN DE RESIDUOS` is an item that shares its chapter's code. Nor
 * does it end in an item's priced row: `CAPÍTULO C10 SEGURIDAD OPERACIONAL` then `C10
 * SEGURIDAD OPERACIONAL 1,00 216.416,40 216.416,40` is an item coded as its chapter
 * (Presto's one-item chapters).
 */
export function repeatsOpenHeading(
  tree: ChapterTree,
  segment: Segment | undefined,
  heading: Heading,
  line: LayoutLine,
  priceFirst: boolean,
): boolean {
  if (endsInItemRow(heading, line, priceFirst)) return false;
  if (heading.unit === '' && tree.isOpen(heading.code)) return true;
  return (
    segment !== undefined &&
    segment.heading.code === heading.code &&
    segment.candidates.length === 0
  );
}

/**
 * A heading without unit whose code the document's total lines name (`TOTAL 04`): a chapter,
 * unless its line ends in an item's priced row (an item coded as its chapter, see
 * repeatsOpenHeading).
 */
export function isTotalledChapter(
  totalledCodes: ReadonlySet<string>,
  heading: Heading,
  line: LayoutLine,
  priceFirst: boolean,
): boolean {
  if (heading.unit !== '') return false;
  if (totalledCodes.size === 0) return false;
  if (endsInItemRow(heading, line, priceFirst)) return false;
  return totalledCodes.has(heading.code) || totalledCodes.has(numberKey(heading.code));
}

/**
 * Text after the figures that closed an item (not figures on its heading line) starts
 * the next item when the document prints items without a code (`M2. Red horizontal…`
 * then its `qty price amount` row, under a chapter heading).
 */
export function startsUncodedItem(
  segment: Segment | undefined,
  line: LayoutLine,
  /** isFigureLine(line), where the caller has told it. */
  figureLine = isFigureLine(line),
): boolean {
  if (!segment || !segment.settled || figureLine) return false;
  const closing = segment.candidates.at(-1);
  return closing !== undefined && closing.line !== segment.line && !closing.onTotal;
}

/**
 * A line of words ending in an item's row (see rowOnText in take-figure-line.ts) is an item
 * printed without code, its row on its first line (our own PDF: `[no code] Formación de
 * solera… 1 36,27 10,15 € 368,14 €` under `01.08.03 m2 PAVIMENTO … 1 1,15 24,35 € 28,00 €`),
 * where no item is waiting for its row: none is open, the open one's row was met, or the
 * open segment is an item without code that has read nothing yet (under a chapter the
 * document totals). The open item's row must end its line, as rows do: figures inside its
 * title that happen to multiply (`4 APUT_004 Pa COLUMNA 6 m. DE MÓDULOS 1, 2 y 8`) are no
 * row, and a first measurement that only seemed its row (tentative) settles nothing. Where
 * items carry an order number, lines under one are its price breakdown, never items.
 */
export function startsUncodedRow(segment: Segment | undefined): boolean {
  if (segment === undefined) return true;
  if (segment.uncoded === true && segment.content.length === 0) return true;
  if (!segment.settled || segment.tentative === true || segment.heading.ordered) return false;
  const row = segment.candidates.at(-1);
  if (row === undefined) return false;
  const { line } = row;
  return (
    trailingFigureCount(line) >= ROW_FIGURES && row.priced.amount.token === line.tokenCount - 1
  );
}

/**
 * A heading-shaped line that is the first line of an item without code (startsUncodedRow),
 * its row printed on it (`row`, see rowOnText): its code has none of the shapes the
 * document's codes have (learn-item-grammar.ts) and reads as running text, or the words after
 * it do (a word in lower case opening the title, `en`, no unit), so its first words are the title's
 * (`M2. Red horizontal para protección… 1 7,50 2,51 18,83` under items coded `05.01.01.03`:
 * `M2.` is a unit spelled in the title, no code; `HM-20 en soleras de… 1 12,00 …`), or its
 * code is two words read only by the unit after them.
 */
export function opensUncodedRow(
  grammar: ItemGrammar,
  segment: Segment | undefined,
  heading: Heading,
  line: LayoutLine,
  /** The line's row (rowOnText), asked for last: most headings are turned down before. */
  row: () => PricedFigures | undefined,
): boolean {
  if (heading.keywordLevel !== undefined || !startsUncodedRow(segment)) return false;
  // A code of two words is read only by the unit after it (`CANALETA 2 m.`, `REC POZ ud`):
  // a title of that shape (`COLUMNA 6 m.`) in a document none of whose codes has it is one.
  const twoWords = heading.unit !== '' && heading.code.includes(' ');
  // A unit where the code stands, in a document that has printed no code yet, is the item's
  // unit before its title (`m3 COLUMNA 6 m.  1  0,00  473,64  0,00`: unit `m3`, not code).
  const unitFirst = unitOf(heading.code) !== undefined && !grammar.printsItemCodes();
  if (heading.unit !== '' && !twoWords && !unitFirst) return false;
  if (
    !twoWords &&
    !unitFirst &&
    !readsAsRunningText(heading) &&
    !opensWithLowerCaseWord(heading.title)
  )
    return false;
  return row() !== undefined && !grammar.fits(heading, line);
}

/** Letters in lower case only: a word of running text (`en`, `acopio`), not a unit (`m³km`). */
const LOWER_CASE_WORD = /^\p{Ll}+$/u;

/** The title opens with a word in lower case (`HM-20 en soleras…`): running text after a code-like word. */
function opensWithLowerCaseWord(title: string): boolean {
  if (!opensInLowerCase(title)) return false;
  const space = title.indexOf(' ');
  return LOWER_CASE_WORD.test(space < 0 ? title : title.slice(0, space));
}

/**
 * The segment an item printed without code opens with its row on its first line: its title
 * the words before the row's figures, its unit their first word where it is one (`m2 Title`).
 */
export function uncodedRowSegment(line: LayoutLine, priced: PricedFigures): Segment {
  const first = line.figures[line.figures.length - trailingFigureCount(line)] as Figure;
  const unit = first.token > 1 ? unitOf(line.word(0)) : undefined;
  const title = line.textBetween(unit === undefined ? 0 : 1, first.token);
  return {
    heading: { code: '', unit: unit ?? '', title, ordered: false },
    line,
    content: [],
    candidates: [{ line, priced, onTotal: false }],
    figureLines: 0,
    partials: 0,
    settled: true,
  };
}

/**
 * The line's role as the document's grammar of codes tells it (learn-item-grammar.ts): a
 * heading-shaped line under an item's text that breaks the grammar and reads as running
 * text (`Y 50 M DE PROFUNDIDAD`) is more of that text, unless it prints priced figures
 * where the open item has its own.
 */
export function roleByGrammar(
  grammar: ItemGrammar,
  line: LayoutLine,
  role: LineRole,
  above: string | undefined,
  inItem: boolean,
  priceFirst: boolean,
): LineRole {
  if (role.kind !== 'heading') return role;
  if (
    above !== undefined &&
    continuesText(grammar, role.heading, line, above) &&
    (inItem || !endsInPricedRow(line, priceFirst))
  )
    return TEXT_ROLE;
  return role;
}

/**
 * A heading without chapter keyword whose line ends in an item's row. A keyword keeps a line
 * a chapter's whatever figures end it (pres_limp's text glues a chapter's heading to its first
 * item's measurement: `CAPÍTULO 10 PERGOLAS 10.01 M3 … LOSA 2 1 100,70 0,10 10,07`).
 */
function endsInItemRow(heading: Heading, line: LayoutLine, priceFirst: boolean): boolean {
  return heading.keywordLevel === undefined && endsInPricedRow(line, priceFirst);
}

/**
 * The line ends in figures that multiply out, its amount the last word: an item's row.
 * Figures that happen to multiply among words (`CADA 10 M2 … Y 2 CAPAS … CADA 20 M DE`:
 * 10 × 2 = 20) are running text's.
 */
function endsInPricedRow(line: LayoutLine, priceFirst: boolean): boolean {
  const priced = findPricedFigures(line.figures, priceFirst);
  return priced !== undefined && priced.amount.token === line.tokenCount - 1;
}
