/**
 * The one list of layout cases the reader does not read right yet. The round-trip and
 * property tests of the layout families run each case listed here with Vitest's
 * `it.fails`, every other case with a plain `it`: the suite stays green while the reader
 * learns a layout, and once it reads one right its `it.fails` fails, telling whoever made
 * the reader better to strike the case from this list.
 *
 * - `text`: the family's rendered text read back by readBudgetText (one fixed budget, and the
 *   round-trip property over generated budgets);
 * - `pdf`: the family's PDF read back by readBudgetFile;
 * - `tampered`: the property that a budget with one printed amount changed is never reported
 *   as reconciled (text form);
 * - `wrapped`: the property that wrapping any description at any word, onto code-like lines
 *   too, reads back the same items (text form);
 * - `long text`, `long pdf`: a budget of 150 items (LONG_ITEMS), for the families whose figures
 *   are grouped otherwise (render-regrouped-thousands.ts): more rows, more ways to misjoin.
 */
import type { LayoutFamilyId } from './layout-family.ts';

export type LayoutCheck = 'text' | 'pdf' | 'tampered' | 'long text' | 'long pdf' | 'wrapped';
export type LayoutCase = `${LayoutFamilyId} ${LayoutCheck}`;

export const LAYOUTS_NOT_YET_READ: readonly LayoutCase[] = [];

export function isReadToday(family: LayoutFamilyId, check: LayoutCheck): boolean {
  return !LAYOUTS_NOT_YET_READ.includes(`${family} ${check}`);
}
