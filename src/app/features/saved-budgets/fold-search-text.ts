/**
 * What the user types in 'Mis presupuestos' folded as the database folds the searched
 * columns (fold_search_text() in supabase/migrations/*_budget_list_facts.sql): lower case,
 * accents and the tilde of ñ taken off, so `URBANIZACIÓN` is found from `urbanizacion` and
 * `albanileria` finds `ALBAÑILERIA`. The database translates the Latin-1 accented letters;
 * taking every combining mark off here gives the same for them.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The most words one search matches (each must appear): a bound on the request. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search, folded: `Calle  Mayor` -> ['calle', 'mayor']. */
export function searchWords(search: string): string[] {
  return foldSearchText(search)
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_WORDS);
}
