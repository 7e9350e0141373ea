/**
 * The table stage's entry: a budget read from grids of cells (spreadsheet sheets, a CSV,
 * a word processor's tables and paragraphs) by their columns, not by text lines. Steps,
 * each in its own file: rows normalised (normalise-table-rows) → each column's number style
 * (read-table-figures) → header bands (find-header-bands) → column roles by header words
 * and arithmetic (find-table-columns) → rows read through the columns (read-table-row) →
 * partials typed under an item (find-partial-rows) → roll-up rows (find-roll-up-rows) → chapters, items and totals (build-table-budget).
 * Every sheet is read: sheets whose columns multiply are the budget; a sheet of chapter
 * totals (a summary) only states the chapters' and the budget's totals, never items.
 * Returns undefined when no grid holds a priced table: the caller then reads the cells
 * as text with the layout reader, as before the table stage existed.
 */
import { AMOUNT_TOLERANCE } from '../../constants.ts';
import {
  COLUMN_NAMES,
  type Budget,
  type BudgetChapter,
  type BudgetItem,
  type BudgetSourceFormat,
  type ColumnName,
} from '../../model/budget.ts';
import type { CellGrid } from '../../model/cell-grid.ts';
import { createBudgetId } from '../../model/budget-id.ts';
import { takeItemNotes } from '../../model/item-note.ts';
import { sumTotals } from '../../model/money.ts';
import type { ParseResult, ParseWarning } from '../parse-result.ts';
import { TableBudgetBuilder, type BudgetTotalCandidate } from './build-table-budget.ts';
import {
  findHeaderBands,
  laterMeasurementNames,
  namingBand,
  type HeaderBand,
} from './find-header-bands.ts';
import { cellsHoldCodesInWords } from './find-codes-in-words.ts';
import { findFurnitureRows } from './find-furniture-rows.ts';
import { findPartialRows } from './find-partial-rows.ts';
import { findRollUpRows } from './find-roll-up-rows.ts';
import { findTableColumns, type TableColumns } from './find-table-columns.ts';
import { normaliseTableRows, type Cell } from './normalise-table-rows.ts';
import { readChapterWords, readTotalWords } from './read-row-words.ts';
import { readTableFigures, type TableFigures } from './read-table-figures.ts';
import { readMeasurementSheet, type MeasurementBlocks } from './read-measurement-sheet.ts';
import { readTableRow, type TableRow } from './read-table-row.ts';
import { codeKey } from './table-chapter-tree.ts';

export interface TableReadOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
  /** The client when no cell names one. */
  unknownClient: string;
}

interface PreparedGrid {
  cells: Cell[][];
  figures: TableFigures;
  bands: HeaderBand[];
  headerRows: Uint8Array;
  columns: TableColumns | undefined;
}

export function readBudgetTables(
  grids: readonly CellGrid[],
  options: TableReadOptions,
): ParseResult | undefined {
  const prepared = grids.map((grid) => prepareGrid(grid.rows));
  if (!prepared.some((grid) => grid.columns !== undefined)) return undefined;
  const builder = new TableBudgetBuilder();
  const offsets: number[] = [];
  let offset = 0;
  for (const grid of prepared) {
    offsets.push(offset);
    offset += grid.cells.length;
  }
  const read = sameBudgetOnce(prepared);
  prepared.forEach((grid, at) => {
    if (grid.columns && read.has(grid))
      builder.readSheet(sheetRows(grid, grid.columns, offsets[at] as number));
  });
  if (builder.items.length === 0) return undefined;
  const priced = prepared.filter((grid) => grid.columns !== undefined && read.has(grid));
  if (cellsHoldCodesInWords(priced, builder.items, options.format)) return undefined;
  // Sheets that are no priced table may hold the items' measurement lines, or state the
  // chapters' totals and the budget's.
  prepared.forEach((grid, at) => {
    if (grid.columns) return;
    const blocks = readMeasurementSheet(
      grid.cells,
      grid.figures.values,
      grid.figures.styles,
      namingBand(grid.bands)?.names ?? [],
      (row) => grid.headerRows[row] === 1,
    );
    if (blocks) attachMeasurements(builder.items, blocks);
    else readSummarySheet(grid, builder, offsets[at] as number);
  });
  return finishBudget(builder, options);
}

/**
 * The priced sheets to read: a workbook may hold the same budget twice (`Presupuesto` and
 * `Mediciones y presupuesto`), the same items with the same amounts; it is read once, from
 * the sheet with more measurement lines. Sheets of different items (one chapter per sheet)
 * are all read.
 */
function sameBudgetOnce(prepared: readonly PreparedGrid[]): Set<PreparedGrid> {
  const priced = prepared.filter((grid) => grid.columns !== undefined);
  if (priced.length < 2) return new Set(priced);
  const kept = new Map<string, { grid: PreparedGrid; lines: number }>();
  for (const grid of priced) {
    const alone = new TableBudgetBuilder();
    alone.readSheet(sheetRows(grid, grid.columns as TableColumns, 0));
    const key = alone.items.map((item) => `${item.codigo}\u0000${item.total}`).join('\u0001');
    const lines = alone.items.reduce((sum, item) => sum + (item.measurements?.length ?? 0), 0);
    const before = kept.get(key);
    if (!before || lines > before.lines) kept.set(key, { grid, lines });
  }
  return new Set([...kept.values()].map((entry) => entry.grid));
}

function prepareGrid(rows: CellGrid['rows']): PreparedGrid {
  const cells = normaliseTableRows(rows);
  const first = prepareWith(cells, readTableFigures(cells, 'es'));
  if (!first.figures.undecided) return first;
  // Figures that read both ways with no vote (`4,875`): the style whose rows multiply wins.
  const other = prepareWith(cells, readTableFigures(cells, 'us'));
  return (other.columns?.pricedRows ?? 0) > (first.columns?.pricedRows ?? 0) ? other : first;
}

function prepareWith(cells: Cell[][], figures: TableFigures): PreparedGrid {
  const bands = findHeaderBands(cells, figures.values);
  const headerRows = new Uint8Array(cells.length);
  for (const band of bands) headerRows.fill(1, band.first, band.last + 1);
  const naming = namingBand(bands);
  const columns = findTableColumns(
    cells,
    figures.values,
    (row) => headerRows[row] === 1,
    naming?.names ?? [],
    naming?.lower ?? [],
    laterMeasurementNames(bands),
  );
  return { cells, figures, bands, headerRows, columns };
}

function sheetRows(grid: PreparedGrid, columns: TableColumns, lineOffset: number) {
  const skipped = findFurnitureRows(grid.cells, grid.bands, grid.headerRows);
  const rows: (TableRow | undefined)[] = grid.cells.map((cells, index) =>
    cells.length === 0 || skipped[index] === 1
      ? undefined
      : readTableRow(index, cells, grid.figures.values[index] ?? [], columns, grid.figures.styles),
  );
  findPartialRows(rows);
  const rollUps = findRollUpRows(rows, (row) => {
    const first = row.texts[0] ?? '';
    return readTotalWords(first) !== undefined || readChapterWords(first) !== undefined;
  });
  const totalledCodes = new Set<string>();
  for (const row of rows) {
    const words = row?.texts.map(readTotalWords).find((found) => found !== undefined);
    if (words?.kind === 'total' && words.reference[0] !== undefined)
      totalledCodes.add(codeKey(words.reference[0].replace(/[.:-]+$/, '')));
  }
  let worded = 0;
  let bare = 0;
  for (const row of rows) {
    if (!row || (row.amount === undefined && row.price === undefined)) continue;
    if (row.code === '' && row.summary === '' && row.others.length === 0) bare++;
    else worded++;
  }
  return {
    rows,
    columns,
    rollUps,
    tableStart: grid.bands[0]?.first ?? 0,
    hasHeader: grid.bands.length > 0,
    lineOffset,
    figuresBelow: bare > worded,
    totalledCodes,
    amountStyle: grid.figures.styles[columns.amount] ?? 'es',
  };
}

/** A sheet of chapter totals: `01 | MOVIMIENTO DE TIERRAS | 12.345,67 | 4,5`, `TOTAL … 98.765,43`. */
function readSummarySheet(
  grid: PreparedGrid,
  builder: TableBudgetBuilder,
  lineOffset: number,
): void {
  grid.cells.forEach((cells, index) => {
    const figures = grid.figures.values[index] ?? [];
    const texts: string[] = [];
    let amount: number | undefined;
    let code: string | undefined;
    cells.forEach((cell, column) => {
      const figure = figures[column];
      if (cell === '') return;
      if (figure === undefined) texts.push(cell as string);
      else if (code === undefined && texts.length === 0 && amount === undefined)
        code = String(cell);
      // The first figure after the words: the amount, before its percentage.
      else if (amount === undefined) amount = figure;
    });
    if (amount === undefined) return;
    const words = texts[0] !== undefined ? readTotalWords(texts[0]) : undefined;
    if (words?.kind === 'total') {
      builder.loose.push({ amount, line: lineOffset + index + 1, named: true });
      return;
    }
    const chapter =
      builder.tree.find(code ?? texts[0] ?? '') ??
      (texts[1] ? builder.tree.find(texts[1]) : undefined);
    if (chapter) builder.tree.state(chapter.code, amount);
  });
}

function finishBudget(builder: TableBudgetBuilder, options: TableReadOptions): ParseResult {
  const { items } = builder;
  // A note printed in the summary cell (`Observaciones: …`, our Word's) is the item's note.
  takeItemNotes(items);
  const warnings: ParseWarning[] = [...builder.warnings];
  const root = builder.tree.liftRoot();
  if (root) {
    builder.root ??= { amount: root.amount, line: 0, named: true };
    for (const item of items) if (item.chapterCode === root.code) delete item.chapterCode;
  }
  const stated = budgetTotal(builder);
  const chapters = builder.tree.finish();
  warnings.push(...unmatchedTotals(builder.totals, chapters, stated));
  for (const chapter of chapters) {
    if (
      chapter.statedTotal === undefined ||
      Math.abs(chapter.statedTotal - chapter.total) <= AMOUNT_TOLERANCE
    )
      continue;
    warnings.push({
      kind: 'chapter-total-mismatch',
      chapterCode: chapter.code,
      chapterTitle: chapter.title,
      stated: chapter.statedTotal,
      parsed: chapter.total,
    });
  }
  const total = sumTotals(items);
  const budget: Budget = {
    id: createBudgetId(options.now),
    client: builder.header.client ?? options.unknownClient,
    items,
    total,
    availableColumns: availableColumns(builder),
    chapters,
    source: { format: options.format ?? 'spreadsheet' },
  };
  if (options.fileName !== undefined && budget.source) budget.source.fileName = options.fileName;
  builder.header.applyTo(budget);
  if (stated) {
    budget.statedTotal = stated.amount;
    if (Math.abs(stated.amount - total) > AMOUNT_TOLERANCE) {
      const warning: ParseWarning = {
        kind: 'total-mismatch',
        stated: stated.amount,
        parsed: total,
      };
      // A figure taken from the chapter tree (a root row lifted, a sole chapter) has no line.
      if (stated.line > 0) warning.line = stated.line;
      warnings.push(warning);
    }
  }
  return { budget, warnings };
}

/**
 * Totals that name a chapter by its number (`TOTAL CAPÍTULO 01.02 … 37.282.772,59`) but match
 * no chapter read, nor the budget's total, nor any chapter's stated total: a figure the document
 * states that nothing is checked against (the chapter's heading ran into an item's row and
 * the chapter was never opened). Each is an unplaced line with its amount, never dropped.
 */
function unmatchedTotals(
  totals: readonly BudgetTotalCandidate[],
  chapters: readonly BudgetChapter[],
  stated: BudgetTotalCandidate | undefined,
): ParseWarning[] {
  const cents = (amount: number) => Math.round(amount * 100);
  const known = new Set(
    chapters.flatMap((chapter) =>
      chapter.statedTotal === undefined ? [] : [cents(chapter.statedTotal)],
    ),
  );
  if (stated !== undefined) known.add(cents(stated.amount));
  return totals
    .filter((total) => total.text !== undefined && !known.has(cents(total.amount)))
    .map((total) => ({
      kind: 'unplaced-line',
      line: total.line,
      text: total.text ?? '',
      amount: total.amount,
    }));
}

/**
 * The budget's stated total: the figure equal to the sum of the top chapters' stated
 * totals (the PEM), else the root row (Presto's `##`), else the first total without a label,
 * else the first labelled total (`TOTAL CONTROL CALIDAD`), else a `PRESUPUESTO DE EJECUCIÓN
 * MATERIAL` line, else the total of the table's one chapter.
 */
function budgetTotal(builder: TableBudgetBuilder): BudgetTotalCandidate | undefined {
  const topSum = builder.tree.statedTopSum();
  const cents = topSum === undefined ? undefined : Math.round(topSum * 100);
  const isPem = (candidate: BudgetTotalCandidate) => Math.round(candidate.amount * 100) === cents;
  const all = [...(builder.root ? [builder.root] : []), ...builder.totals, ...builder.loose];
  return (
    all.find(isPem) ??
    builder.root ??
    builder.totals.find((candidate) => !candidate.named) ??
    builder.totals[0] ??
    builder.loose[0] ??
    soleChapterTotal(builder)
  );
}

/**
 * A table that is one chapter (a roll-up row `01# … 1 × 43.428,25` above its items) prints
 * one total, the chapter's: it is the budget's too, when every item lies in that chapter.
 */
function soleChapterTotal(builder: TableBudgetBuilder): BudgetTotalCandidate | undefined {
  const top = builder.tree.topChapters();
  const only = top[0];
  if (top.length !== 1 || only?.statedTotal === undefined) return undefined;
  if (builder.items.some((item) => item.chapterCode === undefined)) return undefined;
  return { amount: only.statedTotal, line: 0, named: true };
}

function availableColumns(builder: TableBudgetBuilder): ColumnName[] {
  const found = new Set<ColumnName>(['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL']);
  if (builder.hasUnits) found.add('UDS');
  for (const item of builder.items) {
    for (const line of item.measurements ?? []) {
      if (line.longitud !== '') found.add('LONGITUD');
      if (line.anchura !== '') found.add('ANCHURA');
      if (line.altura !== '') found.add('ALTURA');
      if (line.parcial !== '') found.add('PARCIALES');
    }
  }
  return COLUMN_NAMES.filter((name) => found.has(name));
}

/** Each item without lines takes the next block of lines its code has in the measurement sheet. */
function attachMeasurements(items: readonly BudgetItem[], blocks: MeasurementBlocks): void {
  for (const item of items) {
    if (item.codigo === '' || (item.measurements?.length ?? 0) > 0) continue;
    const lines = blocks.get(item.codigo)?.shift();
    if (lines && lines.length > 0) item.measurements = lines;
  }
}
