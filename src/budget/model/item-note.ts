/**
 * An item's note (`BudgetItem.note`: a sheet's `OBSERVACIONES`) where a document has no place
 * of its own for it. The Word, the PDF and the .bc3 print it in the item's text, after the
 * description, as a line `Observaciones: …` (the preview's label), the note's further lines
 * under it; every reader takes such a line, and the lines after it to the item's end, back
 * into the note. One function does both sides, so the writers print what the readers take:
 *
 *   `RELLENO\nCon zahorra.\nObservaciones: ver plano 3, 12,50 m`
 *   → resumen `RELLENO\nCon zahorra.`, note `ver plano 3, 12,50 m`.
 */
import type { BudgetItem } from './budget.ts';

/** The label before a note, as the preview shows it (app/texts.ts `itemNote`). */
export const ITEM_NOTE_LABEL = 'Observaciones:';

/**
 * A line of an item's text opening a note: the label as documents write it (`Observaciones`,
 * `OBSERVACIONES`, `observaciones`) with its colon (`Observaciones : …`). Also a first line: an
 * item printed without a title (a sheet's row with a code, figures and a remark only) has only
 * its note.
 */
const NOTE_OPENING = /^\s*(?:[Oo]bservaciones|OBSERVACIONES)\s*:\s*/;

/**
 * Whether a text may hold the label: searches for fixed strings, which cost a tenth of a
 * case-blind pattern's (a 10,000-item report's texts, 2.25 MB: under 1 ms against 5 to 10).
 * The label is written with its colon (NOTE_OPENING): a text without one, most descriptions,
 * is told by one search instead of two.
 */
const mayHoldLabel = (text: string): boolean =>
  text.includes(':') && (text.includes('bservaciones') || text.includes('BSERVACIONES'));

export interface ItemNoteParts {
  /** The item's text without its note's lines. */
  resumen: string;
  /** Every note of the item, its own and the one its text printed, one per line; undefined when none. */
  note: string | undefined;
}

/**
 * The item's text and its note apart: the note it keeps (`note`), then the one its text
 * holds from a line opening with the label to the text's end (blank lines before that line,
 * a .bc3's separation, are no part of the text). An empty label (`Observaciones:` alone)
 * keeps its place in the text: it holds no words to keep apart.
 */
export function separateItemNote(resumen: string, note: string | undefined): ItemNoteParts {
  // Nearly every text has no label: read at the cost of one search.
  if (!mayHoldLabel(resumen)) return { resumen, note };
  const lines = resumen.split('\n');
  const at = lines.findIndex((line) => NOTE_OPENING.test(line));
  const printed =
    at < 0 ? '' : [lines[at]!.replace(NOTE_OPENING, ''), ...lines.slice(at + 1)].join('\n').trim();
  if (printed === '') return { resumen, note };
  const text = lines.slice(0, at);
  while (text.length > 0 && text[text.length - 1]!.trim() === '') text.pop();
  return {
    resumen: text.join('\n'),
    note: note === undefined || note === '' ? printed : `${note}\n${printed}`,
  };
}

/** Whether a printed line opens an item's note (`Observaciones: ver plano 3`): a line of its own, never joined to the description above. */
export function opensItemNote(line: string): boolean {
  // Asked of every line of every description: most open with another letter.
  const first = line.charCodeAt(0);
  if (first !== 0x4f && first !== 0x6f && first !== 0x20 && first !== 0x09) return false;
  return NOTE_OPENING.test(line);
}

/** A reader's last step: each item's printed note taken out of its text into its note. */
export function takeItemNotes(items: readonly BudgetItem[]): void {
  for (const item of items) {
    const parts = separateItemNote(item.resumen, item.note);
    if (parts.note === item.note) continue;
    item.resumen = parts.resumen;
    if (parts.note !== undefined) item.note = parts.note;
  }
}

/**
 * The lines a document prints for a note, blank ones dropped; [] for none. The document prints
 * ITEM_NOTE_LABEL before the first: `Observaciones: ver plano 3`.
 */
export function noteLines(note: string | undefined): string[] {
  if (note === undefined) return [];
  return note
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** A note's words, whatever the line breaks and spacing a document gave them (the proofs compare these). */
export function noteWords(note: string | undefined): string {
  return (note ?? '').replace(/\s+/g, ' ').trim();
}
