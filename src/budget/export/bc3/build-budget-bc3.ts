/**
 * A budget as a FIEBDC-3/2016 file (.bc3), as Presto and Arquímedes import it: ~V, ~K, a ~C
 * for the root (`CODE##`, priced at the PEM), for every chapter (`CODE#`, priced at its
 * total) and every item, a ~D per chapter listing its children with their quantities, ~T
 * for long texts (the item's note after them: appendBc3Note), ~M for measurement lines;
 * Windows-1252 bytes with CRLF line ends.
 *
 * Importers recompute every amount as quantity × price rounded as ~K declares, so the
 * quantities and prices are written with the decimals they need and ~K declares those: the
 * root comes out at the budget's total to the cent. An item whose own amount is not its
 * quantity × price (a reading of a printed budget can carry both) gets the quantity, to up
 * to 6 decimals, that gives its amount; each such change, each code changed and each
 * character spelt otherwise is returned for the user.
 */
import type { Budget, BudgetChapter } from '../../model/budget.ts';
import { separateItemNote } from '../../model/item-note.ts';
import { budgetDocxFileName } from '../budget-docx-file-name.ts';
import {
  AMOUNT_DECIMALS,
  amountDecimalsOf,
  amountRounder,
  fitQuantity,
  MAX_DECIMALS,
  quantityOf,
} from '../fit-item-quantities.ts';
import { Bc3CodeBook, type Bc3CodeChange } from './assign-bc3-codes.ts';
import type { Bc3ItemPlacement } from './bc3-item-placement.ts';
import { encodeWindows1252, type CharacterReplacement } from './encode-bc3-text.ts';
import { decimalsOf, formatBc3Number } from './format-bc3-number.ts';
import { findPercentUnitsToKeepApart, PERCENT_ITEM_UNIT } from './keep-percent-units-apart.ts';
import { writeBc3MeasurementLines } from './write-bc3-measurement-lines.ts';
import {
  resumenFromBc3Texts,
  appendBc3Note,
  splitBc3Texts,
  writeBc3Line,
  type Bc3Texts,
} from './write-bc3-text.ts';

/** The version of the format written: the one Presto 2016-2025 and Arquímedes import. */
export const BC3_FORMAT_VERSION = 'FIEBDC-3/2016';
const LINE_END = '\r\n';

export interface Bc3ExportOptions {
  /** ~V PROPIEDAD: who owns the file (the company). */
  owner?: string;
  /** ~V PROGRAMA: the program and its version. */
  program?: string;
}

/** An item whose quantity was changed so that the importer's quantity × price is its amount. */
export interface Bc3QuantityAdjustment {
  index: number;
  code: string;
  original: number | undefined;
  written: number;
}

/** An item whose unit was written otherwise than read. */
export interface Bc3UnitChange {
  index: number;
  code: string;
  original: string;
  written: string;
}

export interface Bc3Export {
  bytes: Uint8Array;
  fileName: string;
  /** The root's amount: the sum of the written amounts, to the cent. */
  total: number;
  /** One per item of the budget, in its order. */
  items: Bc3ItemPlacement[];
  /** One per chapter of the budget, in its order: its code in the file, its parent's, its title and total. */
  chapters: Array<{ code: string; parentCode: string | undefined; title: string; total: number }>;
  codeChanges: Bc3CodeChange[];
  characterReplacements: CharacterReplacement[];
  quantityAdjustments: Bc3QuantityAdjustment[];
  /** `%` items written with another unit, so no importer charges them on the lines above (keep-percent-units-apart.ts). */
  unitChanges: Bc3UnitChange[];
  /** Measurement lines written as their partial alone (their magnitudes did not multiply to it). */
  simplifiedMeasurementLines: number;
}

interface ChapterNode {
  code: string;
  parent: ChapterNode | undefined;
  title: string;
  /** Placed items (indexes into the budget's items), then subchapters, in the budget's order. */
  items: number[];
  chapters: ChapterNode[];
  cents: number;
}

/** Spec §9's download name, with the format's extension. */
export function budgetExportFileName(budget: Budget, extension: string): string {
  return budgetDocxFileName(budget).replace(/\.docx$/, `.${extension}`);
}

/** Chapters as a tree; a parent that is missing or makes a loop puts the chapter at the root. */
function buildChapterTree(chapters: readonly BudgetChapter[], codes: readonly string[]) {
  const byOriginal = new Map<string, number>();
  chapters.forEach((chapter, index) => {
    if (!byOriginal.has(chapter.code)) byOriginal.set(chapter.code, index);
  });
  const nodes: ChapterNode[] = chapters.map((chapter, index) => ({
    code: codes[index]!,
    parent: undefined,
    title: chapter.title,
    items: [],
    chapters: [],
    cents: 0,
  }));
  const top: ChapterNode[] = [];
  chapters.forEach((chapter, index) => {
    const parentIndex =
      chapter.parentCode === undefined ? undefined : byOriginal.get(chapter.parentCode);
    let ancestor = parentIndex;
    const seen = new Set<number>([index]);
    while (ancestor !== undefined && !seen.has(ancestor)) {
      seen.add(ancestor);
      const grand = chapters[ancestor]!.parentCode;
      ancestor = grand === undefined ? undefined : byOriginal.get(grand);
    }
    const node = nodes[index]!;
    if (parentIndex === undefined || ancestor !== undefined) top.push(node);
    else {
      node.parent = nodes[parentIndex];
      nodes[parentIndex]!.chapters.push(node);
    }
  });
  return { nodes, top, byOriginal };
}

export function buildBudgetBc3(budget: Budget, options: Bc3ExportOptions = {}): Bc3Export {
  const replacements = new Map<string, CharacterReplacement>();
  const book = new Bc3CodeBook();
  const rootCode = book.root(budget.id);
  const budgetChapters = budget.chapters ?? [];
  const chapterCodes = budgetChapters.map((chapter, index) => book.chapter(chapter.code, index));
  const { nodes, top, byOriginal } = buildChapterTree(budgetChapters, chapterCodes);
  const rootItems: number[] = [];
  const amountDecimals = amountDecimalsOf(budget.items);
  const roundAmount = amountRounder(amountDecimals);

  const placements: Bc3ItemPlacement[] = [];
  const texts: Bc3Texts[] = [];
  const adjustments: Bc3QuantityAdjustment[] = [];
  budget.items.forEach((item, index) => {
    const chapterIndex =
      item.chapterCode === undefined ? undefined : byOriginal.get(item.chapterCode);
    const node = chapterIndex === undefined ? undefined : nodes[chapterIndex];
    const parts = separateItemNote(item.resumen, item.note);
    const itemTexts = appendBc3Note(
      splitBc3Texts(parts.resumen, replacements),
      parts.note,
      replacements,
    );
    const read = separateItemNote(resumenFromBc3Texts(itemTexts), undefined);
    texts.push(itemTexts);
    const unit = writeBc3Line(item.uds, replacements);
    const price = item.precio_unitario;
    const identity = [unit, itemTexts.summary, itemTexts.longText, price].join('\u0000');
    const code = book.item(item.codigo, identity, node?.code ?? rootCode, index);
    const given = quantityOf(item);
    const quantity = fitQuantity(given, price, item.total, roundAmount);
    // An item without quantity or amount is written with quantity 0: nothing changed to tell.
    const unchanged =
      quantity === given || (given === undefined && quantity === 0 && item.total === 0);
    if (!unchanged) adjustments.push({ index, code, original: given, written: quantity });
    const amount = roundAmount(quantity * price);
    placements.push({
      code,
      chapterCode: node?.code,
      quantity,
      price,
      amount,
      resumen: read.resumen,
      note: read.note ?? '',
      unit,
    });
    (node?.items ?? rootItems).push(index);
  });

  // A concept has one unit (~C): every placement of a `%` code charged on the wrong base changes.
  const percentItems = findPercentUnitsToKeepApart(placements, [
    rootItems,
    ...nodes.map((node) => node.items),
  ]);
  const unitChanges: Bc3UnitChange[] = [];
  placements.forEach((placement, index) => {
    if (!percentItems.has(placement.code)) return;
    unitChanges.push({
      index,
      code: placement.code,
      original: placement.unit,
      written: PERCENT_ITEM_UNIT,
    });
    placement.unit = PERCENT_ITEM_UNIT;
  });

  const chapterCents = (node: ChapterNode): number => {
    let cents = 0;
    for (const index of node.items) cents += Math.round(placements[index]!.amount * 100);
    for (const child of node.chapters) cents += chapterCents(child);
    node.cents = cents;
    return cents;
  };
  let rootCents = 0;
  for (const index of rootItems) rootCents += Math.round(placements[index]!.amount * 100);
  for (const node of top) rootCents += chapterCents(node);
  const total = rootCents / 100;

  const quantityDecimals = Math.max(
    2,
    ...placements.map((placement) => decimalsOf(placement.quantity, MAX_DECIMALS)),
  );
  const measurementDecimals = Math.max(
    quantityDecimals,
    ...budget.items.flatMap((entry) =>
      (entry.measurements ?? []).map((line) => shownDecimals(line.parcial)),
    ),
  );
  const priceDecimals = Math.max(
    2,
    ...placements.map((placement) => decimalsOf(placement.price, MAX_DECIMALS)),
  );
  const quantity = (value: number) => formatBc3Number(value, quantityDecimals);
  const money = (value: number) => formatBc3Number(value, AMOUNT_DECIMALS);

  const records: string[] = [];
  const version = `${BC3_FORMAT_VERSION}${budget.date ? `\\${ddmmyyyy(budget.date)}` : ''}`;
  const owner = writeBc3Line(options.owner ?? '', replacements);
  const program = writeBc3Line(options.program ?? 'Presupuestos', replacements);
  // TIPO_INFO 2: a budget (1 would be a price database, 3 a certification).
  records.push(`~V|${owner}|${version}|${program}||ANSI||2|`);
  records.push(
    keyRecord(budget, { quantityDecimals, priceDecimals, measurementDecimals, amountDecimals }),
  );

  const rootSummary = writeBc3Line(budget.client, replacements);
  records.push(`~C|${rootCode}##||${rootSummary}|${money(total)}||0|`);
  const childList = (items: number[], chapters: ChapterNode[]) =>
    [
      ...items.map(
        (index) => `${placements[index]!.code}\\1\\${quantity(placements[index]!.quantity)}\\`,
      ),
      ...chapters.map((node) => `${node.code}#\\1\\1\\`),
    ].join('');
  if (rootItems.length + top.length > 0)
    records.push(`~D|${rootCode}##|${childList(rootItems, top)}|`);
  const walk = (node: ChapterNode) => {
    records.push(
      `~C|${node.code}#||${writeBc3Line(node.title, replacements)}|${money(node.cents / 100)}||0|`,
    );
    if (node.items.length + node.chapters.length > 0)
      records.push(`~D|${node.code}#|${childList(node.items, node.chapters)}|`);
    node.chapters.forEach(walk);
  };
  top.forEach(walk);

  // One ~C (and ~T) per concept, however many chapters place it.
  const written = new Set<string>();
  placements.forEach((placement, index) => {
    if (written.has(placement.code)) return;
    written.add(placement.code);
    const { summary, longText } = texts[index]!;
    const price = formatBc3Number(placement.price, priceDecimals);
    records.push(`~C|${placement.code}|${placement.unit}|${summary}|${price}||0|`);
    if (longText !== '') records.push(`~T|${placement.code}|${longText}|`);
  });
  let simplifiedLines = 0;
  placements.forEach((placement, index) => {
    const lines = budget.items[index]!.measurements;
    if (!lines || lines.length === 0) return;
    const parent =
      placement.chapterCode === undefined ? `${rootCode}##` : `${placement.chapterCode}#`;
    const { field, simplified } = writeBc3MeasurementLines(lines, replacements);
    simplifiedLines += simplified;
    records.push(`~M|${parent}\\${placement.code}||${quantity(placement.quantity)}|${field}|`);
  });

  const text = records.join(LINE_END) + LINE_END;
  return {
    bytes: encodeWindows1252(text),
    fileName: budgetExportFileName(budget, 'bc3'),
    total,
    items: placements,
    chapters: nodes.map((node) => ({
      code: node.code,
      parentCode: node.parent?.code,
      title: writeBc3Line(node.title, new Map()),
      total: node.cents / 100,
    })),
    codeChanges: book.changes,
    characterReplacements: [...replacements.values()],
    quantityAdjustments: adjustments,
    unitChanges,
    simplifiedMeasurementLines: simplifiedLines,
  };
}

/** Decimals a Spanish figure is shown with (`324,335` -> 3), at most 6. */
function shownDecimals(text: string): number {
  const comma = text.indexOf(',');
  return comma < 0 ? 0 : Math.min(MAX_DECIMALS, text.trim().length - comma - 1);
}

/** `2026-11-27` -> `27112026`, the date form of ~V. */
function ddmmyyyy(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}${match[2]}${match[1]}` : '';
}

/**
 * ~K: the decimals in both layouts (field 1 up to 3/98, field 3 since 3/2002), and the closing
 * percentages (field 2: CI\GG\BI\BAJA\IVA). CI is 0: the prices written are final, and an
 * importer would add costes indirectos to each one otherwise.
 */
function keyRecord(
  budget: Budget,
  decimals: {
    quantityDecimals: number;
    priceDecimals: number;
    measurementDecimals: number;
    amountDecimals: number;
  },
): string {
  const percent = (value: number | undefined) =>
    value === undefined ? '' : formatBc3Number(value, 4);
  const summary = budget.summary;
  const percentages = [
    '0',
    percent(summary?.gastosGeneralesPercent),
    percent(summary?.beneficioIndustrialPercent),
    '0',
    percent(summary?.ivaPercent),
  ].join('\\');
  const q = decimals.quantityDecimals;
  const p = decimals.priceDecimals;
  const a = decimals.amountDecimals;
  const m = decimals.measurementDecimals;
  // DN\DD\DS\DR\DI\DP\DC\DM\DIVISA
  const old = [2, 2, m, 3, 2, 2, p, a, 'EUR'].join('\\');
  // DRC\DC\DRO\DFS\DRS\DFO\DUO\DI\DES\DN\DD\DS\DSP\DEC\DIVISA
  const modern = [q, a, 3, 3, 3, 3, p, 2, p, 2, 2, m, a, a, 'EUR'].join('\\');
  return `~K|${old}\\|${percentages}\\|${modern}\\|`;
}
