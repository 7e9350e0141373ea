/**
 * The Budget model: exactly the entities of spec section 3, plus a few
 * optional fields (chapters, measurement lines, the source's stated figures)
 * that later views and checks need. Field names are the spec's, in Spanish,
 * because they are part of the product's JSON output (`presupuesto parse --json`).
 */

/** The ten column names of the spec, in display order. */
export const COLUMN_NAMES = [
  'CÓDIGO',
  'RESUMEN',
  'UDS',
  'LONGITUD',
  'ANCHURA',
  'ALTURA',
  'PARCIALES',
  'CANTIDAD',
  'P. UNIT.',
  'TOTAL',
] as const;

export type ColumnName = (typeof COLUMN_NAMES)[number];

/** Columns used when the source has no recognisable header line. */
export const DEFAULT_COLUMNS: readonly ColumnName[] = [
  'CÓDIGO',
  'RESUMEN',
  'UDS',
  'LONGITUD',
  'ANCHURA',
  'ALTURA',
  'PARCIALES',
  'CANTIDAD',
];

/** One measurement line of an item (comment, units, dimensions, partial). */
export interface MeasurementLine {
  comment: string;
  /** Count of units ("Uds" in the report); empty when not given. */
  uds: string;
  longitud: string;
  anchura: string;
  altura: string;
  /** The line's partial (product of the non-empty magnitudes), as printed. */
  parcial: string;
}

export interface BudgetItem {
  codigo: string;
  /** Multi-line text: the first line is the title, the rest the description. */
  resumen: string;
  /** The unit of measure (m, m2, ud, kg...). */
  uds: string;
  longitud: string;
  anchura: string;
  altura: string;
  parciales: string;
  cantidad: string;
  precio_unitario: number;
  total: number;
  /** Code of the chapter the item sits in, when the source has chapters. */
  chapterCode?: string;
  /** Every measurement line the source gives for this item. */
  measurements?: MeasurementLine[];
  /**
   * A remark the source keeps beside the item, not in its description: a sheet's
   * `OBSERVACIONES` column (`Ver plano 3`). Kept apart so the description's words stay as written.
   */
  note?: string;
}

export interface BudgetChapter {
  code: string;
  title: string;
  /** 1 for a chapter, 2 for a subchapter, and so on. */
  level: number;
  /** Code of the enclosing chapter, if any. */
  parentCode?: string;
  /** Sum of the item totals inside this chapter and its subchapters, in cents-rounded euros. */
  total: number;
  /** The total the document itself prints for this chapter, when it does. */
  statedTotal?: number;
}

/** The summary below the material execution total (PEM), where the source states it. */
export interface BudgetSummary {
  /** Presupuesto de ejecución material. */
  pem: number;
  gastosGeneralesPercent?: number;
  gastosGenerales?: number;
  beneficioIndustrialPercent?: number;
  beneficioIndustrial?: number;
  ivaPercent?: number;
  iva?: number;
  /** Presupuesto de ejecución por contrata (with IVA). */
  contractTotal?: number;
}

/** Every kind of source the readers take (saved budgets record it, so it is a list too). */
export const BUDGET_SOURCE_FORMATS = [
  'text',
  'txt',
  'docx',
  'doc',
  'odt',
  'rtf',
  'spreadsheet',
  'csv',
  'pdf',
  'bc3',
] as const;

export type BudgetSourceFormat = (typeof BUDGET_SOURCE_FORMATS)[number];

/**
 * What the document is, where it says so: a budget, a certification (FIEBDC-3 `~V` type 3:
 * measured work to date, not the budget) or a price database (priced concepts, no quantities).
 * The verdict names the last two so a user does not take them for a budget.
 */
export type BudgetDocumentKind = 'budget' | 'certification' | 'price-database';

export interface BudgetSource {
  format: BudgetSourceFormat;
  fileName?: string;
  /** Unset when the document does not say; readers set it when it does. */
  documentKind?: BudgetDocumentKind;
}

export interface Budget {
  /** PRE-{year}-{last 3 digits of the timestamp}, or the number the user gave it. */
  id: string;
  client: string;
  /** The work's title: as the document prints it (`Proyecto:`, `Obra:`, the line under the report's title, a .bc3's root), or as the user gives it. */
  title?: string;
  /** Where the work is (`Situación:`, `Emplazamiento:`, `Localidad:`), when printed or given. */
  location?: string;
  /** The document's date as ISO yyyy-mm-dd, as printed (`Fecha:`) or set by the user; otherwise the day it is made. */
  date?: string;
  items: BudgetItem[];
  /** Sum of item totals, rounded to cents. */
  total: number;
  availableColumns: ColumnName[];
  /** Chapters in document order (empty when the source has none). */
  chapters?: BudgetChapter[];
  /** The final total the document prints, when it prints one. */
  statedTotal?: number;
  /**
   * Set once the user changed a line's figures (quantity, price, a deleted or added line): from
   * then on every shown and exported total is the sum of the lines as they stand, and the stated
   * figures are only the verdict's reference ("el documento decía …"), never the client's.
   */
  linesEdited?: true;
  summary?: BudgetSummary;
  source?: BudgetSource;
}
