import { AMOUNT_TOLERANCE } from '../constants.ts';
import { BudgetError } from '../errors.ts';
import { createBudgetId } from '../model/budget-id.ts';
import {
  COLUMN_NAMES,
  type Budget,
  type BudgetChapter,
  type BudgetItem,
  type ColumnName,
  type MeasurementLine,
} from '../model/budget.ts';
import { roundToCents, sumTotals } from '../model/money.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { takeItemNotes } from '../model/item-note.ts';
import { UNKNOWN_CLIENT } from '../parse/parse-budget-text.ts';
import type { ParseResult, ParseWarning } from '../parse/parse-result.ts';
import { computeBc3Partials, isBc3Subtotal } from './compute-bc3-partials.ts';
import { classifyBc3Document } from './classify-bc3-document.ts';
import { decodeBc3Bytes } from './decode-bc3-bytes.ts';
import { explainBc3Differences } from './explain-bc3-differences.ts';
import { formatSpanishDecimal } from './format-spanish-decimal.ts';
import { statesWholeCurrencyUnits } from './states-whole-currency-units.ts';
import {
  BC3_RECORD_TYPES_READ,
  measurementKey,
  normaliseBc3Code,
  readBc3,
  type Bc3Child,
  type Bc3Concept,
  type Bc3Decimals,
  type Bc3Document,
  type Bc3Measurement,
} from './read-bc3.ts';
import { iterateBc3Records } from './split-bc3-records.ts';

/** Chapters nest a few levels deep in real files; deeper means a cycle or a hostile file. */
const MAX_CHAPTER_DEPTH = 32;

/** Columns of a budget without measurement lines: the PRESUPUESTO report's. */
const COLUMNS_WITHOUT_MEASUREMENTS: ColumnName[] = [
  'CÓDIGO',
  'RESUMEN',
  'CANTIDAD',
  'P. UNIT.',
  'TOTAL',
];

/** Rounds half away from zero to the given decimals, avoiding binary drift (2.675 -> 2.68). */
function roundTo(value: number, decimals: number): number {
  if (decimals === 2) return roundToCents(value);
  const factor = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * factor + 1e-7)) / factor;
}

/**
 * Formats figures through a cache per number of decimals. A large file repeats few values
 * (the Menfis sample: 92,000 figures, 12,000 distinct), and every string the preview keeps
 * survives until the import ends, so sharing one string per value spares most of the
 * formatting and the garbage collector's copying of the survivors. Lives as long as one import.
 */
class FigureFormatter {
  private readonly cache: Array<Map<number, string>> = [];

  format(value: number | undefined, decimals: number): string {
    if (value === undefined) return '';
    const cache = (this.cache[decimals] ??= new Map());
    let text = cache.get(value);
    if (text === undefined) {
      text = formatSpanishDecimal(value, decimals);
      cache.set(value, text);
    }
    return text;
  }
}

function isChapterCode(code: string): boolean {
  return code.endsWith('#');
}

function isPercentage(concept: Bc3Concept | undefined, code: string): boolean {
  return code.startsWith('%') || concept?.unit === '%';
}

/** Title line, then the long text when it says more than the (often truncated) summary. */
function buildResumen(concept: Bc3Concept): string {
  const summary = concept.summary.trim();
  const raw = concept.longText;
  const longText = raw?.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (!longText || longText === summary) return summary || (longText ?? '');
  if (summary === '') return longText;
  return `${summary}\n${longText}`;
}

/** ~C TIPO of labour, machinery and materials: simple elements, priced to DES decimals. */
const SIMPLE_ELEMENT_TYPES: ReadonlySet<string> = new Set(['1', '2', '3']);

/**
 * Decimals of a budget line's unit price: a simple element's (DES) when the concept is typed
 * labour, machinery or material, even with a breakdown (Presto types a decomposed socket
 * `PROIN014` as material 3 and prices it 31.75 × 1.03 = 32.703), a unit of work's (DUO) otherwise.
 */
function priceDecimals(concept: Bc3Concept | undefined, decimals: Bc3Decimals): number {
  return concept !== undefined && SIMPLE_ELEMENT_TYPES.has(concept.type)
    ? decimals.simplePrice
    : decimals.price;
}

class Bc3BudgetBuilder {
  readonly items: BudgetItem[] = [];
  readonly chapters: BudgetChapter[] = [];
  readonly warnings: ParseWarning[] = [];
  hasMeasurementLines = false;
  hasQuantities = false;
  hasQuantityAboveOne = false;
  private readonly unitPrices = new Map<string, number>();
  private readonly missingConcepts = new Set<string>();
  private readonly figures = new FigureFormatter();

  constructor(
    private readonly document: Bc3Document,
    /** Whether the root states a total; if not, the 0 prices of chapters state nothing either. */
    private readonly rootStatesTotal: boolean,
    /** Whether the file states money in whole units (pesetas): see statesWholeCurrencyUnits. */
    private readonly wholeCurrencyUnits: boolean,
  ) {}

  /** An amount to the decimals ~K declares (the cent when silent), then to the unit where the file counts in pesetas. */
  private roundAmount(value: number): number {
    const amount = roundTo(value, this.document.decimals.amount);
    return this.wholeCurrencyUnits ? roundTo(amount, 0) : amount;
  }

  /** Walks a chapter (or the root) and returns the sum of its amounts. */
  walk(key: string, level: number, chapterCode: string | undefined, path: Set<string>): number {
    const children = this.document.children.get(key) ?? [];
    // Summed in cents: amounts are already rounded to them, and integers do not drift.
    let cents = 0;
    for (const child of children) {
      const childKey = normaliseBc3Code(child.code);
      const concept = this.document.concepts.get(childKey);
      if (!concept) this.noteMissing(child.code);
      const amount =
        isChapterCode(child.code) || (concept !== undefined && isChapterCode(concept.code))
          ? this.addChapter(key, child, concept, level, chapterCode, path)
          : this.addItem(key, child, concept, chapterCode, cents / 100);
      cents += Math.round(amount * 100);
    }
    return cents / 100;
  }

  private addChapter(
    parentKey: string,
    child: Bc3Child,
    concept: Bc3Concept | undefined,
    level: number,
    parentCode: string | undefined,
    path: Set<string>,
  ): number {
    const key = normaliseBc3Code(child.code);
    if (path.has(key) || level > MAX_CHAPTER_DEPTH) {
      this.warnings.push({
        kind: 'notice',
        message: `El capítulo ${key} se contiene a sí mismo o anida demasiados niveles: se omite esa rama.`,
      });
      return 0;
    }
    const chapter: BudgetChapter = {
      code: key,
      title: concept?.summary.trim() ?? '',
      level,
      total: 0,
    };
    if (parentCode !== undefined) chapter.parentCode = parentCode;
    if (concept?.price !== undefined && (concept.price !== 0 || this.rootStatesTotal)) {
      chapter.statedTotal = concept.price;
    }
    this.chapters.push(chapter);
    if (!this.document.children.has(key) && (concept?.price ?? 0) !== 0) {
      // A chapter without breakdown is a lump sum (Seguridad y salud priced as a whole):
      // programs charge its own price, so it becomes the one line of its chapter.
      chapter.total = this.addItem(parentKey, child, concept, key, 0);
      return chapter.total;
    }
    path.add(key);
    chapter.total = this.walk(key, level + 1, key, path);
    path.delete(key);
    return chapter.total;
  }

  private addItem(
    parentKey: string,
    child: Bc3Child,
    concept: Bc3Concept | undefined,
    chapterCode: string | undefined,
    precedingAmounts: number,
  ): number {
    const { decimals } = this.document;
    const key = normaliseBc3Code(child.code);
    const measurement =
      this.document.measurements.get(measurementKey(parentKey, key)) ??
      this.document.measurements.get(measurementKey(undefined, key));
    const quantity = this.quantityOf(child, measurement);
    if (quantity !== 0) this.hasQuantities = true;
    if (quantity !== 0 && quantity !== 1) this.hasQuantityAboveOne = true;
    let price: number;
    let amount: number;
    if (isPercentage(concept, child.code)) {
      // A percentage line (costes indirectos, medios auxiliares) charges its yield,
      // as a fraction, on the amounts above it: `%CI\\0.03` is 3 %.
      price = roundTo(precedingAmounts, decimals.price);
      amount = this.roundAmount(quantity * precedingAmounts);
    } else {
      price = this.unitPrice(key);
      amount = this.roundAmount(quantity * price);
    }
    const item = createBudgetItem({
      codigo: key,
      resumen: concept ? buildResumen(concept) : key,
      uds: concept?.unit ?? '',
      cantidad: this.figures.format(quantity, decimals.measurement),
      precio_unitario: price,
      total: amount,
    });
    if (chapterCode !== undefined) item.chapterCode = chapterCode;
    if (measurement && measurement.lines.length > 0) {
      item.measurements = this.measurementLines(measurement);
      this.hasMeasurementLines = true;
    }
    this.items.push(item);
    return amount;
  }

  /**
   * FACTOR × the measured quantity, rounded as ~K declares for a budget line (DRC). The
   * measured quantity is ~M's total first: it is the quantity as the program printed it
   * (Menfis keeps more decimals in the ~D yield, 1017.881 against 1017.88, and prices the
   * rounded one), and hand-written files leave the ~D yield at 1. The ~D yield when there
   * is no ~M. The factor multiplies either: `E305I020\1.02\94.7332` prices 96.628.
   */
  private quantityOf(child: Bc3Child, measurement: Bc3Measurement | undefined): number {
    let measured: number;
    if (measurement?.total !== undefined) measured = measurement.total;
    else if (child.yield !== undefined) measured = child.yield;
    else if (measurement) measured = computeBc3Partials(measurement.lines).total;
    else return 0;
    const quantity = child.factor === 1 ? measured : child.factor * measured;
    return roundTo(quantity, this.document.decimals.budgetQuantity);
  }

  /**
   * The unit price of a budget line. Arquímedes/CYPE and Menfis state the direct cost in ~C
   * and the costes indirectos percentage in ~K (`2\\13\\6\\\\18`: CI 2 %), which their
   * reports add to every unit price; files with CI 0 state the final price already.
   */
  private unitPrice(key: string): number {
    const cached = this.unitPrices.get(key);
    if (cached !== undefined) return cached;
    const { decimals, percentages } = this.document;
    const direct = this.directCost(key, new Set());
    const indirectPercent = percentages.costesIndirectos ?? 0;
    // Charged on the unit price and rounded once with it: Presto prices 31.75 at 3 % as 32.703
    // (DES 3), where rounding the costes indirectos first (0.95, DI 2) would give 32.70.
    const withIndirect = indirectPercent === 0 ? direct : direct * (1 + indirectPercent / 100);
    const price = roundTo(withIndirect, priceDecimals(this.document.concepts.get(key), decimals));
    this.unitPrices.set(key, price);
    return price;
  }

  /**
   * The ~C price; when a file leaves it empty or 0 but gives a breakdown (CYPE generators
   * write `0.00` and leave the pricing to the reader), the sum of the breakdown lines,
   * each rounded, a percentage line charging its yield on the lines above it.
   */
  private directCost(key: string, path: Set<string>): number {
    const concept = this.document.concepts.get(key);
    const breakdown = this.document.children.get(key);
    if (concept?.price !== undefined && (concept.price !== 0 || !breakdown)) return concept.price;
    if (!breakdown || path.has(key) || path.size >= MAX_CHAPTER_DEPTH) return concept?.price ?? 0;
    const { decimals } = this.document;
    path.add(key);
    let sum = 0;
    for (const child of breakdown) {
      const childKey = normaliseBc3Code(child.code);
      const childYield = roundTo(child.factor * (child.yield ?? 0), decimals.breakdownYield);
      const line = isPercentage(this.document.concepts.get(childKey), child.code)
        ? childYield * sum
        : childYield * this.directCost(childKey, path);
      sum += roundTo(line, decimals.breakdownLine);
    }
    path.delete(key);
    return roundTo(sum, decimals.directCost);
  }

  private measurementLines(measurement: Bc3Measurement): MeasurementLine[] {
    const { decimals } = this.document;
    const { partials } = computeBc3Partials(measurement.lines);
    return measurement.lines.map((line, index) => {
      const partial = partials[index];
      const parcial =
        partial === undefined
          ? ''
          : this.figures.format(roundTo(partial, decimals.measurement), decimals.measurement);
      if (isBc3Subtotal(line)) {
        const comment = line.comment === '' ? 'Subtotal' : line.comment;
        return { comment, uds: '', longitud: '', anchura: '', altura: '', parcial };
      }
      return {
        comment: line.comment,
        uds: this.figures.format(line.uds, decimals.uds),
        longitud: this.figures.format(line.length, decimals.dimensions),
        anchura: this.figures.format(line.width, decimals.dimensions),
        altura: this.figures.format(line.height, decimals.dimensions),
        parcial,
      };
    });
  }

  private noteMissing(code: string): void {
    if (this.missingConcepts.has(code)) return;
    this.missingConcepts.add(code);
    this.warnings.push({
      kind: 'notice',
      message: `El código ${code} aparece en la estructura pero no tiene registro ~C: se muestra sin descripción ni precio.`,
    });
  }
}

/**
 * Reads a FIEBDC-3 (.bc3) file into the same Budget model as the other formats:
 * the root (`##`) gives the project and the stated total, each `#` concept a chapter,
 * each other child of a chapter an item (once per chapter that measures it).
 * Amounts are quantity × unit price rounded as the ~K record declares; chapter and
 * budget totals are the sums of those amounts, checked against the prices the file states.
 */
export function parseBc3Budget(
  bytes: Uint8Array,
  options: { now?: Date; fileName?: string } = {},
): ParseResult {
  const { text, fixPunctuation } = decodeBc3Bytes(bytes, { deferPunctuation: true });
  const document = readBc3(iterateBc3Records(text, BC3_RECORD_TYPES_READ, fixPunctuation));
  const rootKey = document.rootKeys[0];
  const root = rootKey === undefined ? undefined : document.concepts.get(rootKey);
  if (rootKey === undefined || !root || !document.children.has(rootKey)) {
    throw new BudgetError('bc3-invalid');
  }

  const rootStatesTotal = root.price !== undefined && root.price !== 0;
  const builder = new Bc3BudgetBuilder(
    document,
    rootStatesTotal,
    statesWholeCurrencyUnits(document, rootKey),
  );
  const warnings: ParseWarning[] = [...document.warnings];
  if (document.rootKeys.length > 1) {
    warnings.push({
      kind: 'notice',
      message: `El archivo tiene ${document.rootKeys.length} conceptos raíz (##); se lee solo el primero, ${root.code}.`,
    });
  }
  builder.walk(rootKey, 1, undefined, new Set([rootKey]));
  warnings.push(...builder.warnings);
  const { items, chapters } = builder;
  if (items.length === 0) throw new BudgetError('bc3-invalid');
  // FIEBDC-3 has no record for a remark: a ~T line `Observaciones: …` (ours, build-budget-bc3.ts) is the item's note.
  takeItemNotes(items);

  const total = sumTotals(items);
  // A price database (base de precios) has no ~M and lists each item once, with yield 1.
  const isPriceList = document.measurements.size === 0 && !builder.hasQuantityAboveOne;
  const documentKind = classifyBc3Document(document.informationType, isPriceList);
  const budget: Budget = {
    id: createBudgetId(options.now),
    // The root concept's summary names the work (`Reforma de vivienda en Calle Mayor 3`), not
    // who pays for it: FIEBDC-3 has no client field, so the user gives the client.
    client: UNKNOWN_CLIENT,
    ...workTitle(root.summary),
    items,
    total,
    availableColumns: builder.hasMeasurementLines
      ? [...COLUMN_NAMES]
      : [...COLUMNS_WITHOUT_MEASUREMENTS],
    chapters,
    source:
      options.fileName === undefined
        ? { format: 'bc3', documentKind }
        : { format: 'bc3', fileName: options.fileName, documentKind },
  };

  if (!builder.hasQuantities || isPriceList) warnings.push({ kind: 'no-quantities' });
  if (!rootStatesTotal || root.price === undefined) {
    warnings.push({ kind: 'no-stated-total' });
  } else {
    budget.statedTotal = root.price;
    if (Math.abs(root.price - total) >= AMOUNT_TOLERANCE) {
      warnings.push({ kind: 'total-mismatch', line: root.line, stated: root.price, parsed: total });
    }
  }
  if (builder.hasQuantities) {
    for (const chapter of chapters) {
      if (
        chapter.statedTotal !== undefined &&
        Math.abs(chapter.statedTotal - chapter.total) >= AMOUNT_TOLERANCE
      ) {
        warnings.push({
          kind: 'chapter-total-mismatch',
          line: document.concepts.get(chapter.code)?.line,
          chapterCode: chapter.code,
          chapterTitle: chapter.title,
          stated: chapter.statedTotal,
          parsed: chapter.total,
        });
      }
    }
    warnings.push(
      ...explainBc3Differences({
        chapters,
        items,
        statedTotal: budget.statedTotal,
        total,
        documentKind,
        certificationNumber: document.certificationNumber,
      }),
    );
  }

  const { gastosGenerales, beneficioIndustrial, iva } = document.percentages;
  const stated = (value: number | undefined): value is number => value !== undefined && value !== 0;
  if (stated(gastosGenerales) || stated(beneficioIndustrial) || stated(iva)) {
    budget.summary = { pem: total };
    if (stated(gastosGenerales)) budget.summary.gastosGeneralesPercent = gastosGenerales;
    if (stated(beneficioIndustrial))
      budget.summary.beneficioIndustrialPercent = beneficioIndustrial;
    if (stated(iva)) budget.summary.ivaPercent = iva;
  }
  return { budget, warnings };
}

/** The root's summary as the work's title; a summary without a letter (`1`) names nothing. */
function workTitle(summary: string): { title?: string } {
  const title = summary.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(title) ? { title } : {};
}
