/**
 * Units of measure as real reports print them. pdf.js collapses the column gap
 * between code, unit and summary to one space, so a unit is only recognisable
 * by being in this list.
 */
import { WordOpenings } from './word-openings.ts';

const UNITS = new Set([
  'm',
  'M',
  'm.',
  'M.',
  'ml',
  'Ml',
  'ML',
  'm2',
  'M2',
  'm²',
  'M²',
  'm3',
  'M3',
  'm³',
  'M³',
  // Cubic decimetres, a bearing's neoprene (`692.0100 dm3 APARATO DE APOYO…`): unknown, the
  // unit read as the code after a code shaped as an order number.
  'dm3',
  'dm³',
  'ud',
  'Ud',
  'UD',
  'ud.',
  'Ud.',
  'u',
  'U',
  'u.',
  'uds',
  'Uds',
  'UDS',
  'kg',
  'Kg',
  'KG',
  't',
  'Tn',
  'tn',
  'l',
  'L',
  'lt',
  'pa',
  'Pa',
  'PA',
  'P.A.',
  'p.a.',
  // El Casar's sheet: `01.16.11 P.A AISLAMIENTO COLECTORES Y BAJANTES`.
  'P.A',
  'p.a',
  'h',
  'H',
  'd',
  'km',
  'Km',
  'mes',
  'Mes',
  '%',
  'm2/d',
  'm3/d',
  'm/d',
  'ud/d',
  'h/d',
  'ud/mes',
  'm2/mes',
]);

/**
 * Units that real exports glue to the summary (`m2/dALQUILER`). A compound unit is
 * unmistakable before any letter; a simple one only before a capitalised word.
 */
const GLUED_COMPOUND_UNIT = /^(m2\/d|m3\/d|m\/d|ud\/d|h\/d|ud\/mes|m2\/mes)(\p{L}{2}.*)$/u;
const GLUED_SIMPLE_UNIT = /^(m2|m3|m²|m³|ud|kg|ml|m)(\p{Lu}{2}.*)$/u;

/**
 * A spelling of more letters than one with its first in capitals is the same unit (CYPE
 * prints `M2/d`, `Ud/mes` in its unit column); a capital letter alone is one only where
 * listed (`U`, `H`, `L`): `D` and `T` are initials in running text (`… 30 C. I/ENC. 2C. D
 * 03HRM80192X HORMIGÓN …`), where a heading read so became an item.
 */
function titleCased(unit: string): string[] {
  return unit.length > 1 ? [unit, unit.charAt(0).toUpperCase() + unit.slice(1)] : [unit];
}

/** Each unit spelling mapped to itself: an item keeps the shared string, not a copy cut from its line. */
const CANONICAL_UNITS = new Map([...UNITS].flatMap(titleCased).map((unit) => [unit, unit]));

/** The longest unit spelling: a longer word is no unit. */
export const MAX_UNIT_LENGTH = Math.max(...[...UNITS].map((unit) => unit.length));

/**
 * The unit spellings by their first two characters and length: most words asked about are
 * running text (`medido`, `Mayor`, `sur`), and a look-up in the map hashes each.
 */
const UNIT_OPENINGS = new WordOpenings(CANONICAL_UNITS.keys(), false);

/**
 * The first `length` characters of `token` may spell a unit: false only where they cannot
 * (a length no unit has, or two ASCII characters that open no unit of that length), so
 * that the map is asked only about the rest. A character beyond ASCII (`m²`) is asked.
 */
export function mayBeUnit(token: string, length: number): boolean {
  return length <= MAX_UNIT_LENGTH && UNIT_OPENINGS.mayBe(token, 0, length);
}

const SPACE = 0x20;
/**
 * The word of `text` starting at `start` (words joined by single spaces) may spell a unit,
 * with or without a closing dot, by its first two characters: false only where no unit
 * opens so (`Mayor`, `tramo`), told without finding where the word ends or cutting it.
 */
export function mayOpenUnit(text: string, start: number): boolean {
  const next = start + 1 < text.length ? text.charCodeAt(start + 1) : SPACE;
  return UNIT_OPENINGS.mayOpen(text.charCodeAt(start), next === SPACE ? 0 : next);
}

export function isUnit(token: string): boolean {
  return mayBeUnit(token, token.length) && CANONICAL_UNITS.has(token);
}

/** The shared string of a unit spelling, or undefined when `token` is no unit. */
export function canonicalUnit(token: string): string | undefined {
  return mayBeUnit(token, token.length) ? CANONICAL_UNITS.get(token) : undefined;
}

/** Splits `m2/dALQUILER` into the unit and the first word of the summary. */
export function splitGluedUnit(token: string): { unit: string; rest: string } | undefined {
  const match = GLUED_COMPOUND_UNIT.exec(token) ?? GLUED_SIMPLE_UNIT.exec(token);
  if (!match) return undefined;
  return { unit: match[1] as string, rest: match[2] as string };
}
