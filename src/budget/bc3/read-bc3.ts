import type { ParseWarning } from '../parse/parse-result.ts';
import { firstBc3Subfield, splitBc3Subfields, type Bc3Record } from './split-bc3-records.ts';

/** A concept (~C): the root, a chapter, an item, a resource or a percentage. */
export interface Bc3Concept {
  /** The code as written, with its trailing `#`/`##`. */
  code: string;
  unit: string;
  summary: string;
  /** First price (first ámbito); undefined when the field is empty. */
  price?: number;
  /** TIPO field, as written (0 unclassified, 1 labour, 2 machinery, 3 materials; older letter subtypes). */
  type: string;
  /** Long text from ~T. */
  longText?: string;
  line: number;
}

/** One child of a ~D decomposition. */
export interface Bc3Child {
  code: string;
  /** FACTOR: multiplies the yield; 1 when empty. */
  factor: number;
  /** RENDIMIENTO: in a chapter, the quantity measured; in an item, the amount per unit. */
  yield?: number;
}

/** One line of a ~M measurement, before its partial is computed. */
export interface Bc3MeasurementLine {
  /** '' normal, '1' partial subtotal, '2' cumulative subtotal, '3' formula in the comment. */
  type: string;
  comment: string;
  uds?: number;
  length?: number;
  width?: number;
  height?: number;
}

/** A ~M record: how much of an item a chapter measures, and how. */
export interface Bc3Measurement {
  /** Normalised parent code (without `#`); undefined when the record names only the item. */
  parentKey?: string;
  childKey: string;
  total?: number;
  lines: Bc3MeasurementLine[];
  line: number;
}

/**
 * Decimal places the ~K record declares for each magnitude, named by what they round.
 * FIEBDC-3 gives two layouts: up to 3/98 `DN\DD\DS\DR\DI\DP\DC\DM` (field 1), from 3/2002
 * `DRC\DC\DRO\DFS\DRS\DFO\DUO\DI\DES\DN\DD\DS\DSP\DEC` (field 3). The same letters mean
 * different things in each (DC is a unit price in the old one, a budget amount in the new).
 */
export interface Bc3Decimals {
  /** DN: units (number of equal parts) of a measurement line. */
  uds: number;
  /** DD: length, width and height of a measurement line. */
  dimensions: number;
  /** DS: the total (and, up to 3/98, the subtotals) of a measurement. */
  measurement: number;
  /** A budget line's quantity, factor × yield of a chapter's ~D: DRC since 3/2002, DS before. */
  budgetQuantity: number;
  /** A budget line's amount (quantity × unit price) and a chapter's: DC since 3/2002, DM before. */
  amount: number;
  /** A unit price, direct plus indirect cost: DUO since 3/2002, DC before. */
  price: number;
  /**
   * The price of a simple element (labour, machinery, material: ~C TIPO 1, 2, 3), also when a
   * chapter measures it directly: DES since 3/2002; the old layout does not tell them apart (DC).
   */
  simplePrice: number;
  /** The direct cost of a unit price and its costes indirectos: DI since 3/2002, DP before. */
  directCost: number;
  /** A breakdown line's factor × yield: DRS since 3/2002, DR before. */
  breakdownYield: number;
  /** A breakdown line's amount (yield × price): DI in both layouts. */
  breakdownLine: number;
}

/** ~K field 2: percentages of the budget closing (CI\GG\BI\BAJA\IVA); undefined where empty. */
export interface Bc3Percentages {
  costesIndirectos?: number;
  gastosGenerales?: number;
  beneficioIndustrial?: number;
  baja?: number;
  iva?: number;
}

export interface Bc3Document {
  owner: string;
  formatVersion: string;
  program: string;
  decimals: Bc3Decimals;
  /** Whether a ~K record declared the decimals; without one they are the standard's defaults. */
  declaresDecimals: boolean;
  percentages: Bc3Percentages;
  /** ~V TIPO_INFO: 1 price database, 2 budget, 3 certification, 4 database update ('' if absent). */
  informationType: string;
  /** ~V NUM_CERT: the number of a certification ('' if absent). */
  certificationNumber: string;
  /** Keyed by the normalised code: the code without trailing `#`, as ~D and ~M may omit them. */
  concepts: Map<string, Bc3Concept>;
  /** Parent key -> children, in file order (~D, extended by ~Y). */
  children: Map<string, Bc3Child[]>;
  /** `parentKey\childKey` (or `\childKey` when the record omits the parent) -> measurement. */
  measurements: Map<string, Bc3Measurement>;
  /** Normalised codes of the concepts whose code ends in `##`, in file order. */
  rootKeys: string[];
  warnings: ParseWarning[];
}

/** The records readBc3 looks at; the rest (~X ~L ~E ~G ~F ~A ~O ~R...) carry nothing the budget shows. */
export const BC3_RECORD_TYPES_READ: ReadonlySet<string> = new Set([
  'V',
  'K',
  'C',
  'D',
  'Y',
  'M',
  'N',
  'T',
]);

/** Strips the `#`/`##` that marks chapters and the root: references to them may omit it. */
export function normaliseBc3Code(code: string): string {
  let end = code.length;
  while (end > 0 && code.charCodeAt(end - 1) === 0x23) end--;
  return code.slice(0, end);
}

export function measurementKey(parentKey: string | undefined, childKey: string): string {
  return `${parentKey ?? ''}\\${childKey}`;
}

/**
 * Reads a BC3 number. The format uses `.` as decimal point and no thousands separator;
 * hand-made files use a decimal comma (`12,50`), which Spanish programs accept too.
 * With both signs, the Spanish reading wins (`1.234,56`).
 */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * Whether `raw` is `[-+]?digits[.digits]` with no spaces: almost every number of a real file
 * (150,000 of them in a 4 MB ~M-heavy one), which a character loop accepts without the
 * trim, comma checks and regular expression of the general case.
 */
function isPlainDecimal(raw: string): boolean {
  let index = raw.charCodeAt(0) === 0x2d || raw.charCodeAt(0) === 0x2b ? 1 : 0;
  let digits = 0;
  let points = 0;
  for (; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) digits++;
    else if (code === 0x2e && points === 0) points++;
    else return false;
  }
  return digits > 0;
}

export function parseBc3Number(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (isPlainDecimal(raw)) {
    const number = Number(raw);
    return Number.isFinite(number) ? number : undefined;
  }
  const value = raw.trim();
  if (value === '') return undefined;
  let normalised = value;
  if (value.includes(',')) {
    normalised = value.includes('.')
      ? value.replaceAll('.', '').replace(',', '.')
      : value.replace(',', '.');
  }
  if (!PLAIN_NUMBER.test(normalised)) return undefined;
  const number = Number(normalised);
  // `1e999` is syntactically a number but would turn every total into Infinity.
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The standard's defaults where ~K says nothing: two decimals for money and measurements,
 * three for yields and factors (DRC, DRS, DR "por defecto 3 decimales").
 */
export const DEFAULT_BC3_DECIMALS: Readonly<Bc3Decimals> = {
  uds: 2,
  dimensions: 2,
  measurement: 2,
  budgetQuantity: 3,
  amount: 2,
  price: 2,
  simplePrice: 2,
  directCost: 2,
  breakdownYield: 3,
  breakdownLine: 2,
};

function readDecimal(raw: string | undefined, fallback: number): number {
  const value = parseBc3Number(raw);
  // More than 6 decimals in a budget would be a misread field, not a real setting.
  return value !== undefined && Number.isInteger(value) && value >= 0 && value <= 6
    ? value
    : fallback;
}

/** Reads field 3 (3/2002 on): DRC\DC\DRO\DFS\DRS\DFO\DUO\DI\DES\DN\DD\DS\DSP\DEC\DIVISA. */
function readModernDecimals(modern: string[]): Bc3Decimals {
  const [drc, dc, , , drs, , duo, di, des, dn, dd, ds] = modern;
  const fallback = DEFAULT_BC3_DECIMALS;
  return {
    uds: readDecimal(dn, fallback.uds),
    dimensions: readDecimal(dd, fallback.dimensions),
    measurement: readDecimal(ds, fallback.measurement),
    budgetQuantity: readDecimal(drc, fallback.budgetQuantity),
    amount: readDecimal(dc, fallback.amount),
    price: readDecimal(duo, fallback.price),
    simplePrice: readDecimal(des, fallback.simplePrice),
    directCost: readDecimal(di, fallback.directCost),
    breakdownYield: readDecimal(drs, fallback.breakdownYield),
    breakdownLine: readDecimal(di, fallback.breakdownLine),
  };
}

/** Reads field 1 (up to 3/98): DN\DD\DS\DR\DI\DP\DC\DM\DIVISA. */
function readOldDecimals(old: string[]): Bc3Decimals {
  const [dn, dd, ds, dr, di, dp, dc, dm] = old;
  const fallback = DEFAULT_BC3_DECIMALS;
  const measurement = readDecimal(ds, fallback.measurement);
  const price = readDecimal(dc, fallback.price);
  return {
    uds: readDecimal(dn, fallback.uds),
    dimensions: readDecimal(dd, fallback.dimensions),
    measurement,
    // The old layout has no decimals of its own for a chapter's yield: it is the measurement.
    budgetQuantity: measurement,
    amount: readDecimal(dm, fallback.amount),
    price,
    simplePrice: price,
    directCost: readDecimal(dp, fallback.directCost),
    breakdownYield: readDecimal(dr, fallback.breakdownYield),
    breakdownLine: readDecimal(di, fallback.breakdownLine),
  };
}

/** ~K: the decimals (field 3 wins over field 1 when it says anything) and field 2's percentages. */
function readK(record: Bc3Record): { decimals: Bc3Decimals; percentages: Bc3Percentages } {
  const old = splitBc3Subfields(record.fields[0]);
  const modern = splitBc3Subfields(record.fields[2]);
  const hasModern = modern.some((value) => value !== '' && !/^[A-Z]{3}$/.test(value));
  const decimals = hasModern ? readModernDecimals(modern) : readOldDecimals(old);
  const percentField = splitBc3Subfields(record.fields[1]);
  const percentages: Bc3Percentages = {};
  const names = [
    'costesIndirectos',
    'gastosGenerales',
    'beneficioIndustrial',
    'baja',
    'iva',
  ] as const;
  names.forEach((name, index) => {
    const value = parseBc3Number(percentField[index]);
    if (value !== undefined) percentages[name] = value;
  });
  return { decimals, percentages };
}

/** ~D children are strict triplets CODE\FACTOR\YIELD: guessing breaks on dotted codes and large yields. */
function readChildren(subfields: string[]): Bc3Child[] {
  const children: Bc3Child[] = [];
  for (let i = 0; i < subfields.length; i += 3) {
    const code = subfields[i]!;
    if (code === '') continue;
    const child: Bc3Child = { code, factor: parseBc3Number(subfields[i + 1]) ?? 1 };
    const yieldValue = parseBc3Number(subfields[i + 2]);
    if (yieldValue !== undefined) child.yield = yieldValue;
    children.push(child);
  }
  return children;
}

function readMeasurementLines(subfields: string[]): Bc3MeasurementLine[] {
  const lines: Bc3MeasurementLine[] = [];
  for (let i = 0; i + 1 < subfields.length; i += 6) {
    const type = subfields[i] ?? '';
    const comment = subfields[i + 1] ?? '';
    const uds = parseBc3Number(subfields[i + 2]);
    const length = parseBc3Number(subfields[i + 3]);
    const width = parseBc3Number(subfields[i + 4]);
    const height = parseBc3Number(subfields[i + 5]);
    if (type === '' && comment === '' && uds === undefined && length === undefined) {
      if (width === undefined && height === undefined) continue;
    }
    // An ~M comment may carry a BIM id after `#`: not for the reader's eyes.
    const line: Bc3MeasurementLine = {
      type,
      comment: comment.includes('#') ? comment.replace(/#.*$/, '') : comment,
    };
    if (uds !== undefined) line.uds = uds;
    if (length !== undefined) line.length = length;
    if (width !== undefined) line.width = width;
    if (height !== undefined) line.height = height;
    lines.push(line);
  }
  return lines;
}

/**
 * Builds the concept table, the decomposition tree and the measurements from the records,
 * whatever their order (third-party writers put ~C before ~D and the root anywhere).
 * Records the product does not need (~L ~X ~E ~G ~F ~A ~O ~R...) are skipped on purpose.
 */
export function readBc3(records: Iterable<Bc3Record>): Bc3Document {
  const document: Bc3Document = {
    owner: '',
    formatVersion: '',
    program: '',
    decimals: { ...DEFAULT_BC3_DECIMALS },
    declaresDecimals: false,
    percentages: {},
    informationType: '',
    certificationNumber: '',
    concepts: new Map(),
    children: new Map(),
    measurements: new Map(),
    rootKeys: [],
    warnings: [],
  };
  const longTexts = new Map<string, string>();
  for (const record of records) {
    const fields = record.fields;
    switch (record.type) {
      case 'V':
        document.owner = fields[0] ?? '';
        document.formatVersion = firstBc3Subfield(fields[1]);
        document.program = fields[2] ?? '';
        document.informationType = (fields[6] ?? '').trim();
        document.certificationNumber = (fields[7] ?? '').trim();
        break;
      case 'K': {
        const { decimals, percentages } = readK(record);
        document.decimals = decimals;
        document.declaresDecimals = true;
        document.percentages = percentages;
        break;
      }
      case 'C': {
        const codes = splitBc3Subfields(fields[0]).filter((code) => code !== '');
        const code = codes[0];
        if (code === undefined) {
          document.warnings.push({
            kind: 'notice',
            line: record.line,
            message: 'Concepto ~C sin código: se ignora.',
          });
          break;
        }
        const concept: Bc3Concept = {
          code,
          unit: fields[1] ?? '',
          summary: fields[2] ?? '',
          type: firstBc3Subfield(fields[5]),
          line: record.line,
        };
        const price = parseBc3Number(firstBc3Subfield(fields[3]));
        if (price !== undefined) concept.price = price;
        const key = normaliseBc3Code(code);
        document.concepts.set(key, concept);
        // Synonyms (extra codes after `\`) refer to the same concept.
        for (const synonym of codes.slice(1))
          document.concepts.set(normaliseBc3Code(synonym), concept);
        if (code.endsWith('##') && !document.rootKeys.includes(key)) document.rootKeys.push(key);
        break;
      }
      case 'D':
      case 'Y': {
        const parent = firstBc3Subfield(fields[0]);
        if (!parent) break;
        const key = normaliseBc3Code(parent);
        const children = readChildren(splitBc3Subfields(fields[1]));
        const existing = document.children.get(key);
        document.children.set(
          key,
          record.type === 'Y' && existing ? [...existing, ...children] : children,
        );
        break;
      }
      case 'T': {
        const code = firstBc3Subfield(fields[0]);
        if (code) longTexts.set(normaliseBc3Code(code), fields[1] ?? '');
        break;
      }
      case 'M':
      case 'N': {
        const codes = splitBc3Subfields(fields[0]);
        const [first, second] = codes;
        const hasParent = second !== undefined && second !== '';
        const childKey = normaliseBc3Code(hasParent ? second : (first ?? ''));
        if (childKey === '') break;
        const measurement: Bc3Measurement = {
          childKey,
          lines: readMeasurementLines(splitBc3Subfields(fields[3])),
          line: record.line,
        };
        if (hasParent && first) measurement.parentKey = normaliseBc3Code(first);
        const total = parseBc3Number(firstBc3Subfield(fields[2]));
        if (total !== undefined) measurement.total = total;
        const key = measurementKey(measurement.parentKey, childKey);
        const existing = document.measurements.get(key);
        if (record.type === 'N' && existing) existing.lines.push(...measurement.lines);
        else document.measurements.set(key, measurement);
        break;
      }
      default:
        break;
    }
  }
  for (const [key, text] of longTexts) {
    const concept = document.concepts.get(key);
    if (concept && text !== '') concept.longText = text;
  }
  return document;
}
