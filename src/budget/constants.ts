/**
 * Business constants of the product, each with its reason. Shared by the core,
 * the app and the CLI so that a number lives in one place only.
 */

/** Spec §5: extracted or pasted text must be longer than this after trimming. */
export const MIN_TEXT_LENGTH = 10;

/** Spec §5/§9: minimum password length, the same as Supabase Auth's floor. */
export const MIN_PASSWORD_LENGTH = 6;

/** Spec §4/§9: the fake upload progress rises this many points... */
export const UPLOAD_PROGRESS_STEP = 10;
/** ...every this many milliseconds, up to 100. */
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;

/** Spec §9: after the file picker closes, wait this long before deciding it was cancelled. */
export const FILE_PICKER_CANCEL_CHECK_MS = 300;

/** Spec §9: toasts stay about 4 seconds, at most 3 at a time. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

/** Spec §2/§9: validity printed on every budget. */
export const BUDGET_VALIDITY_DAYS = 30;

/** Spec §9: currency and locale of every amount shown or exported. */
export const CURRENCY = 'EUR';
export const LOCALE = 'es-ES';

/** Spec §9: the RESUMEN column takes this share of the table; the others split the rest equally. */
export const RESUMEN_COLUMN_PERCENT = 35;

/**
 * Guards against hostile files. A 10,000-item budget as a Word table is about 8 MB
 * of document XML; 64 MB leaves eight times that, and stops a zip bomb early (the
 * XML reader may hold a few times this limit while it fails).
 */
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

/** Amounts are compared to the cent; a difference under half a cent is rounding. */
export const AMOUNT_TOLERANCE = 0.005;

/**
 * A budget program rounds each line's amount to the cent but may sum the unrounded amounts,
 * so a stated total can differ from the sum of the printed lines by up to about a cent per
 * line. A difference within this allowance is a rounding note; beyond it, a mismatch.
 */
export const ROUNDING_CENTS_PER_LINE = 1;

/**
 * A workbook may unzip to at most this many bytes in all (or be this big, as
 * Excel 2003 XML). A 10,000-item budget with its measurement lines is ~140,000
 * rows, about 15 MB of .xlsx sheet XML: this leaves four times that for styles
 * and other sheets. The workbook reader holds whole parts in memory and its
 * time grows with their size whatever the row limit below, so a zip bomb or a
 * million-row sheet (~85 MB of XML) is stopped here, while it is inflated.
 */
export const MAX_PACKAGE_XML_BYTES = 64 * 1024 * 1024;

/**
 * Rows read from one sheet. Presto's "mediciones y presupuesto" export takes
 * ~14 rows per item (the El Casar sample: 4,963 rows for 351 items), so
 * 200,000 rows hold a 10,000-item budget with its measurements; a sheet with
 * more (e.g. a million-row data dump) is refused instead of read.
 */
export const MAX_SHEET_ROWS = 200_000;
