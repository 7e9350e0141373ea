/**
 * The item a segment makes (see assemble-items.ts): its code, unit and description from the
 * heading and lines of text, its measurement lines from the lines of figures, its figures
 * left for the caller, who knows which row holds them.
 */
import type { BudgetItem, MeasurementLine } from '../../model/budget.ts';
import { createBudgetItem } from '../../model/create-budget-item.ts';
import { roundToCents } from '../../model/money.ts';
import { findMeasuredRun } from './find-priced-figures.ts';
import { toSpanishFigure, type DecimalMark } from './infer-number-format.ts';
import { joinDescriptionLines } from './join-description-lines.ts';
import { isFigureLine, type Figure, type LayoutLine } from './read-layout-line.ts';
import { isLoneFigure, wordsBeforeRow, type Segment } from './read-segment-lines.ts';

/** A measurement line of words alone: the figures blank. */
const COMMENT_ONLY: MeasurementLine = Object.freeze({
  comment: '',
  uds: '',
  longitud: '',
  anchura: '',
  altura: '',
  parcial: '',
});
/** No lines: what most items leave out as stray (one set for all, never added to). */
export const NO_LINES: ReadonlySet<LayoutLine> = new Set();

/** A figure as the budget keeps it: in Spanish notation (`1.234,56`), blank when not printed. */
export function printedFigure(mark: DecimalMark, figure: Figure | undefined): string {
  return figure === undefined ? '' : toSpanishFigure(figure.printed, mark);
}

/** A figure of the line prints decimals: an amount or a measure, no word of a comment. */
function holdsDecimals(line: LayoutLine, mark: DecimalMark): boolean {
  return line.figures.some((figure) => figure.printed.includes(mark));
}

/** The item a segment makes, its figures left for the caller: `row` is the line that holds them. */
export function buildItem(
  segment: Segment,
  row: LayoutLine,
  mark: DecimalMark,
  stray: ReadonlySet<LayoutLine> = NO_LINES,
): BudgetItem {
  const { heading } = segment;
  const description: string[] = [];
  const measurements: MeasurementLine[] = [];
  let measured = 0;
  // Lines of words (whole numbers aside) between two of an item's measurement lines head
  // the lines under them (`MÓDULO 2`, `Estructura HORIZONTAL planta baja`): measurement
  // comments, kept in their place; after the last measurement they are description, as
  // before it. `pending`: where such lines read since the last measurement start in
  // `description`, -1 when none.
  let pending = -1;
  for (const content of segment.content) {
    if (content === row) {
      // A row printed at the end of the last line of text (TCQ, a sheet's bottom-aligned
      // cell) keeps the words before its figures.
      const words = wordsBeforeRow(row);
      if (words !== '') description.push(words);
      continue;
    }
    // Most items leave out no line: the empty set is not looked up for each of theirs.
    if (content === segment.fiveFigures || (stray.size > 0 && stray.has(content))) continue;
    if (isFigureLine(content)) {
      if (pending >= 0) {
        for (let at = pending; at < description.length; at++)
          measurements.push({ ...COMMENT_ONLY, comment: description[at] as string });
        description.length = pending;
        pending = -1;
      }
      measurements.push(measurementOf(content, mark));
      measured++;
      continue;
    }
    if (measured === 0 || holdsDecimals(content, mark)) pending = -1;
    else if (pending < 0) pending = description.length;
    description.push(content.printedText);
  }
  if (
    (segment.uncoded || segment.unitInText) &&
    heading.unit !== '' &&
    description[0] !== undefined
  ) {
    // `M2. Red horizontal…`: the unit printed at the start of the text.
    description[0] = description[0].slice(description[0].indexOf(' ') + 1);
  }
  const title = heading.title !== '' ? heading.title : (description.shift() ?? '');
  const item = createBudgetItem({
    codigo: heading.code,
    resumen: joinDescriptionLines(description, title),
    uds: heading.unit,
  });
  // A copy at its exact length: the array grown by pushing holds room for a dozen more lines,
  // and every item's array outlives the reading (the garbage collector copies it twice).
  if (measurements.length > 0) item.measurements = measurements.slice();
  const single = measured === 1 ? measurements.find((line) => line.parcial !== '') : undefined;
  if (single && !segment.fiveFigures) {
    // One measurement line is the item's own dimensions.
    item.longitud = single.longitud;
    item.anchura = single.anchura;
    item.altura = single.altura;
    item.parciales = single.parcial;
  }
  return item;
}

/**
 * A measurement line: a comment, then the figures whose product is the partial. A whole
 * first figure is the count of units (Uds); the others are length, width and height.
 */
function measurementOf(line: LayoutLine, mark: DecimalMark): MeasurementLine {
  const figures = line.figures;
  const run = Math.max(0, findMeasuredRun(figures));
  const first = figures[run];
  // The run's last figure is the partial; before it the count of units (a whole first
  // figure, when others follow it), then length, width and height.
  const last = figures.length - 1;
  let next = run;
  const uds =
    // No mark: no decimals (a figure never ends in its mark, see readFigureAt), told by a
    // forward search, which costs a fraction of decimalsOf's backward one.
    first !== undefined && run < last && !first.printed.includes(mark)
      ? figures[next++]
      : undefined;
  const longitud = next < last ? figures[next++] : undefined;
  const anchura = next < last ? figures[next++] : undefined;
  const altura = next < last ? figures[next] : undefined;
  const parcial = run <= last ? figures[last] : undefined;
  const comment = first === undefined ? line.text : line.textBetween(0, first.token);
  // In Spanish notation each figure is kept as printed (what printedFigure gives), read
  // without a call for each: the compiler leaves printedFigure out of buildItem.
  if (mark === ',')
    return {
      comment,
      uds: uds?.printed ?? '',
      longitud: longitud?.printed ?? '',
      anchura: anchura?.printed ?? '',
      altura: altura?.printed ?? '',
      parcial: parcial?.printed ?? '',
    };
  return {
    comment,
    uds: printedFigure(mark, uds),
    longitud: printedFigure(mark, longitud),
    anchura: printedFigure(mark, anchura),
    altura: printedFigure(mark, altura),
    parcial: printedFigure(mark, parcial),
  };
}

/**
 * The spec's figure rows without a price (a five-figure row of length, width, height,
 * partials and quantity, or one lone figure: the quantity) make an item with no amount,
 * or partials × quantity when both are printed. Undefined when the segment prints neither.
 */
export function buildUnpricedItem(segment: Segment, mark: DecimalMark): BudgetItem | undefined {
  const five = segment.fiveFigures;
  const lone = five ? undefined : segment.content.find((content) => isLoneFigure(content));
  if (!five && !lone) return undefined;
  const row = (five ?? lone) as LayoutLine;
  const item = buildItem(segment, row, mark);
  if (five) {
    const [longitud, anchura, altura, parciales, cantidad] = five.figures;
    item.longitud = printedFigure(mark, longitud);
    item.anchura = printedFigure(mark, anchura);
    item.altura = printedFigure(mark, altura);
    item.parciales = printedFigure(mark, parciales);
    item.cantidad = printedFigure(mark, cantidad);
    item.total = roundToCents((parciales?.value ?? 0) * (cantidad?.value ?? 0));
  } else {
    item.cantidad = printedFigure(mark, row.figures[0]);
  }
  return item;
}
