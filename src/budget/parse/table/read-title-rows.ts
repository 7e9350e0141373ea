/**
 * Rows of words alone in a priced table: is a line in capitals a chapter's title, or the
 * description of the item above it going on? Titles stand above items (stacked when a
 * chapter opens with its subchapter), descriptions go on from a line cut mid-phrase.
 */
import type { BudgetItem } from '../../model/budget.ts';
import { readChapterWords, readTotalWords } from './read-row-words.ts';
import type { TableRow } from './read-table-row.ts';

/** Titles stacked above an item: a chapter, its subchapter, … a handful of levels at most. */
const MAX_STACKED_TITLES = 4;

/**
 * How many titles stand stacked from this row down to an item row (this one counted), 0
 * when no item follows them: a title above items opens a chapter, and a title right above
 * another title opens the chapter holding it (`URBANIZACIÓN` / `PAVIMENTACIÓN` / items).
 */
export function titlesAboveItem(
  rows: readonly (TableRow | undefined)[],
  index: number,
  underItem = false,
): number {
  let titles = 1;
  let last = '';
  for (let next = index + 1; next < rows.length; next++) {
    const row = rows[next];
    if (!row) continue;
    if (
      (row.amount !== undefined || row.price !== undefined) &&
      (row.code !== '' || row.summary !== '')
    )
      // Lines under an item whose last closes a sentence are its description, in capitals.
      return underItem && titles > 1 && last.trimEnd().endsWith('.') ? 0 : titles;
    const text = row.summary || row.texts.join(' ');
    last = text;
    if (
      titles >= MAX_STACKED_TITLES ||
      row.code !== '' ||
      row.figureCount > 0 ||
      !isCapitalTitle(text) ||
      readChapterWords(text) !== undefined ||
      readTotalWords(text) !== undefined
    )
      return 0;
    titles++;
  }
  return 0;
}

/**
 * A line in capitals under the rows that carry an item's description goes on with it when
 * the line above stops mid-phrase (`… demolición y de` / `UNE-EN 1433.`: a connector, a
 * comma, a hyphen), or when it ends the sentence the line above left open (`… según norma` /
 * `UNE-EN.`), or it is a sentence of its own right under the item's title. A chapter's
 * title follows a finished line (`incluso carga y transporte` / `MOVIMIENTO DE TIERRAS`)
 * and closes no sentence.
 */
export function continuesDescription(item: BudgetItem, text: string): boolean {
  const newline = item.resumen.lastIndexOf('\n');
  // Right under the item's title: a sentence (`ASFÁLTICO FRENTE A FACHADA.`), no title.
  if (newline < 0) return text.trimEnd().endsWith('.');
  const last = item.resumen.slice(newline + 1).trimEnd();
  if (MID_PHRASE.test(last)) return true;
  return !/[.:;!?)]$/.test(last) && text.trimEnd().endsWith('.');
}

/** A line that stops mid-phrase: a connector, a comma or a hyphen ends it. */
const MID_PHRASE =
  /(?:[,\-–]|\s(?:a|al|ante|con|contra|de|del|desde|e|el|en|entre|hasta|la|las|lo|los|mediante|ni|o|para|por|según|sin|sobre|tras|u|un|una|y))$/i;

/** Letters, none of them lower case: a title, not a line of a description. */
export function isCapitalTitle(text: string): boolean {
  return text.length <= 120 && text === text.toUpperCase() && text !== text.toLowerCase();
}
