/**
 * Performance marks of an import, read by the benches and shown in the browser's profiler.
 * A file's reading starts when the upload component accepts it (read ahead while its progress
 * bar runs) and the file is handed over to the main screen at 100 (spec §4); pasted text is
 * read and handed over at the same moment, 'Procesar Presupuesto'.
 */
export const READ_START_MARK = 'budget-read-start';
export const HANDED_OVER_MARK = 'budget-handed-over';
