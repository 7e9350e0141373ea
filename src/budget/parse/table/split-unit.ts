/**
 * Units in table cells: a unit column's cells (`m2`, `Ud`, `m³`, `kg`), and a unit printed
 * against the summary where a report was saved as a sheet (El Casar: `kg VIGAS METÁLICAS…`
 * in the summary column, no unit column).
 */
import { canonicalUnit, isUnit, MAX_UNIT_LENGTH } from '../match-unit.ts';

/** Lower-case spellings the unit list leaves out (`M2`, `Ud.` are in it). */
const UNIT_SHAPE =
  /^(?:m|m[23²³]|ml|ud|uds|u|un|und|kg|t|tn|l|h|d|pa|p\.a\.|km|mes|ha|m[23²³]?\/(?:d|mes))\.?$/i;

/** A cell that holds a unit and nothing else. */
export function isUnitText(text: string): boolean {
  return text.length <= MAX_UNIT_LENGTH + 1 && (isUnit(text) || UNIT_SHAPE.test(text));
}

/** `kg VIGAS METÁLICAS` → `kg` and `VIGAS METÁLICAS`; undefined when the text opens with no unit. */
export function splitLeadingUnit(text: string): { unit: string; rest: string } | undefined {
  const space = text.indexOf(' ');
  if (space <= 0 || space > MAX_UNIT_LENGTH) return undefined;
  const unit = canonicalUnit(text.slice(0, space));
  if (unit === undefined) return undefined;
  const rest = text.slice(space + 1).trimStart();
  return rest === '' ? undefined : { unit, rest };
}
