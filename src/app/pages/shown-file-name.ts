import type { SavedDocument } from '../features/saved-budgets/saved-document.ts';

/**
 * The file named under the upload area ('Archivo: …'): the file being read, else the file of
 * the budget the preview shows. None for a pasted text, or a budget opened from 'Mis
 * presupuestos': the name of the last file chosen stayed there, above a preview of another
 * budget (a .bc3 named over the sheet just opened from the list, or over a text pasted after it).
 */
export function shownFileName(
  processing: boolean,
  source: File | string | undefined,
  shown: SavedDocument | undefined,
): string | undefined {
  if (processing) return source instanceof File ? source.name : undefined;
  const origin = shown?.origin;
  return origin?.kind === 'import' && origin.source instanceof File
    ? origin.source.name
    : undefined;
}
