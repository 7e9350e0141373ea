/**
 * What FIEBDC-3 accepts as a concept's code, shared by the exporter (which makes codes obey
 * it) and the conformance check (which proves they do). The record grammar reserves `~`
 * (record start), `|` (field), `\` (sub-field), `#` (chapter and root marks, only at the end)
 * and `^`; a blank or a control character ends a code for many importers; a leading `%`
 * makes a percentage concept (medios auxiliares, costes indirectos), charged on the lines
 * above it instead of priced. Twenty characters is the length the older programs keep
 * (FIEBDC-3/95 field width); longer codes are cut on import by some of them.
 */
import { isWindows1252Text } from './encode-bc3-text.ts';

export const MAX_BC3_CODE_LENGTH = 20;

const RESERVED = /[~|\\#^\s]/u;

/** Why a code as read cannot be written as is. */
export type Bc3CodeProblem =
  'empty' | 'reserved-character' | 'outside-charset' | 'percentage-prefix' | 'too-long';

/** The first problem of a code without its `#`/`##` mark, or undefined when FIEBDC-3 accepts it. */
export function findBc3CodeProblem(code: string): Bc3CodeProblem | undefined {
  if (code === '') return 'empty';
  if (RESERVED.test(code)) return 'reserved-character';
  for (const character of code) if (!isWindows1252Text(character)) return 'outside-charset';
  if (code.startsWith('%')) return 'percentage-prefix';
  if (code.length > MAX_BC3_CODE_LENGTH) return 'too-long';
  return undefined;
}

/** The code with every reserved, blank or foreign character made `_`, a leading `%` made `P`, cut to length. */
export function cleanBc3Code(code: string): string {
  let clean = '';
  for (const character of code.trim()) {
    clean += RESERVED.test(character) || !isWindows1252Text(character) ? '_' : character;
  }
  clean = clean.replace(/_+/g, '_').replace(/^_|_$/g, '');
  if (clean.startsWith('%')) clean = `P${clean.slice(1)}`;
  return clean.slice(0, MAX_BC3_CODE_LENGTH);
}
