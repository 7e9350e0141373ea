import { describe, expect, it } from 'vitest';
import { REPORT_UNIT_SPELLINGS } from '../testing/unit-spellings.ts';
import { canonicalUnit, isUnit, mayBeUnit, mayOpenUnit, splitGluedUnit } from './match-unit.ts';

describe('isUnit', () => {
  it('recognises every unit spelling real reports use', () => {
    const units = REPORT_UNIT_SPELLINGS;
    for (const unit of units) expect(isUnit(unit), unit).toBe(true);
  });

  it('recognises a unit printed with its first letter in capitals, as CYPE prints its unit column', () => {
    for (const unit of ['M2/d', 'Ud/mes', 'Mes', 'Lt']) expect(isUnit(unit), unit).toBe(true);
  });

  it('recognises a lump sum spelled without its last stop, as El Casar prints it', () => {
    expect(isUnit('P.A')).toBe(true);
  });

  it('takes no capital letter alone for a unit unless listed: D and T are initials in text', () => {
    for (const letter of ['D', 'T', 'C', 'A']) expect(isUnit(letter), letter).toBe(false);
  });

  it('does not take ordinary words for units', () => {
    for (const word of ['de', 'CORTE', 'mm', 'cm', 'Ud.s', 'metros'])
      expect(isUnit(word), word).toBe(false);
  });
});

describe('mayBeUnit', () => {
  it('turns down no unit spelling, in either case of its first letter, nor one before its closing dot', () => {
    for (const unit of REPORT_UNIT_SPELLINGS) {
      // A spelling of more letters than one is a unit with its first in capitals too.
      const titled = unit.charAt(0).toUpperCase() + unit.slice(1);
      for (const spelling of unit.length > 1 ? [unit, titled] : [unit]) {
        expect(mayBeUnit(spelling, spelling.length), spelling).toBe(true);
        expect(mayBeUnit(`${spelling}.`, spelling.length), `${spelling}.`).toBe(true);
      }
    }
  });

  it('turns down words of running text by their first characters and length', () => {
    for (const word of ['medido', 'Mayor', 'sur', 'de', 'CORTE', 'metros', 'x'])
      expect(mayBeUnit(word, word.length), word).toBe(false);
  });

  it('agrees with the look-up on every word it lets through or turns down', () => {
    const words = [
      'm',
      'M2',
      'm²',
      'Ud',
      'ud/mes',
      'Ud/Mes',
      'mes',
      'Mes',
      'kg',
      'KGS',
      'dm3',
      'Dm3',
      'P.A',
      'p.A',
      '%',
      'tn',
      'TN',
    ];
    for (const word of words)
      if (!mayBeUnit(word, word.length)) expect(canonicalUnit(word), word).toBeUndefined();
  });
});

describe('mayOpenUnit', () => {
  it('lets through every unit spelling as a word of a line, with or without its closing dot', () => {
    for (const unit of REPORT_UNIT_SPELLINGS)
      for (const word of [unit, `${unit}.`]) {
        expect(mayOpenUnit(`Calle ${word} tramo`, 6), word).toBe(true);
        expect(mayOpenUnit(`Calle ${word}`, 6), word).toBe(true);
      }
  });

  it('turns down a word no unit opens as, without finding its end', () => {
    for (const word of ['Mayor', 'tramo', 'sur', 'baja', 'deducir'])
      expect(mayOpenUnit(`Calle ${word} 8 23,07`, 6), word).toBe(false);
  });
});

describe('splitGluedUnit', () => {
  it('splits a compound unit glued to the summary', () => {
    expect(splitGluedUnit('m2/dALQUILER')).toEqual({ unit: 'm2/d', rest: 'ALQUILER' });
    expect(splitGluedUnit('m2/dPlataforma')).toEqual({ unit: 'm2/d', rest: 'Plataforma' });
  });

  it('splits a simple unit only before a word in capitals', () => {
    expect(splitGluedUnit('m3EXCAVACIÓN')).toEqual({ unit: 'm3', rest: 'EXCAVACIÓN' });
    expect(splitGluedUnit('material')).toBeUndefined();
    expect(splitGluedUnit('mAlo')).toBeUndefined();
  });
});
