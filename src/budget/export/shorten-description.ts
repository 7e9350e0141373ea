/**
 * How much of an item's description a document prints. A budget sent for a quote is read by
 * its titles and figures; the full technical text of a price database (Menfis prints 330
 * characters an item, up to 1,500) made a 4,349-item budget 777 pages long. By default a
 * document prints the title whole and the description's opening, the item taking about two
 * lines; the full text when asked. The Word and the PDF both print `printedDescription`, so
 * one budget reads the same in both (each lays the text out its own way).
 */
import type { ResumenParts } from './format-item-cell.ts';

/** `short`: the title and the description's opening; `full`: every line as the source gives it. */
export type DescriptionLength = 'short' | 'full';

export const DEFAULT_DESCRIPTION_LENGTH: DescriptionLength = 'short';

/**
 * Two lines of the RESUMEN column (35 % of a landscape A4 page, about 75 characters a line at
 * 7 pt): the unit, the title and the description's opening together, the title never cut.
 */
export const SHORT_RESUMEN_CHARS = 150;
/** An opening shorter than this says nothing: the title stands alone. */
const MIN_OPENING_CHARS = 24;
const ELLIPSIS = '…';

/**
 * The description's opening that fits beside a title of `usedChars` in the short RESUMEN cell,
 * cut after a word and marked `…` where text was left out; '' where no useful opening fits.
 * `["Excavación en zanja de 1,5 m…", "Incluye carga…"]`, 40 chars of room → `Excavación en zanja de 1,5 m…`.
 */
export function descriptionOpening(paragraphs: readonly string[], usedChars: number): string {
  const room = SHORT_RESUMEN_CHARS - usedChars;
  if (room < MIN_OPENING_CHARS || paragraphs.length === 0) return '';
  const joined = paragraphs.join(' ');
  if (joined.length <= room) return joined;
  const head = joined.slice(0, room - 1);
  const breakAt = head.lastIndexOf(' ');
  const cut = breakAt >= MIN_OPENING_CHARS / 2 ? head.slice(0, breakAt) : head;
  // A cut after a comma or a stop would print `,…`: the mark goes after the last word.
  return `${cut.replace(/[\s,;:.(-]+$/, '')}${ELLIPSIS}`;
}

/**
 * The description an item's document prints with its title: every paragraph (`full`), or
 * (`short`) the opening that fits beside its unit and title in the short RESUMEN cell, as one
 * paragraph, none where no useful opening fits. The unit is printed with two spaces after it.
 */
export function printedDescription(
  parts: Omit<ResumenParts, 'note'>,
  length: DescriptionLength,
): string[] {
  if (length === 'full') return [...parts.description];
  const unitChars = parts.unit === '' ? 0 : parts.unit.length + 2;
  const opening = descriptionOpening(parts.description, unitChars + parts.title.length + 1);
  return opening === '' ? [] : [opening];
}
