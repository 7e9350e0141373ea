import { describe, expect, it } from 'vitest';
import {
  codeShape,
  continuesText,
  endsMidPhrase,
  ItemGrammar,
  readsAsRunningText,
} from './learn-item-grammar.ts';
import { readLayoutLine, type LayoutLine } from './read-layout-line.ts';
import { readLineRole, type Heading } from './read-line-role.ts';

function headingLine(text: string): { heading: Heading; line: LayoutLine } {
  const line = readLayoutLine(text, 1, ',');
  const role = readLineRole(line);
  if (role.kind !== 'heading') throw new Error(`no heading: ${text}`);
  return { heading: role.heading, line };
}

/** A grammar that has confirmed each of these heading lines as an item. */
function grammarOf(...lines: string[]): ItemGrammar {
  const items: { codigo: string }[] = [];
  const grammar = new ItemGrammar(items);
  for (const text of lines) {
    const { heading, line } = headingLine(text);
    items.push({ codigo: heading.code });
    grammar.learn(heading, line, 'item');
  }
  return grammar;
}

describe('codeShape', () => {
  it('gives runs of letters and digits with their lengths, other characters as printed', () => {
    expect(codeShape('E02ABS011')).toBe('A1 92 A3 93');
    expect(codeShape('306.0110')).toBe('93 . 94');
    expect(codeShape('m23U01C190')).toBe('A1 92 A1 92 A1 93');
    expect(codeShape('CADA 20')).toBe('A4   92');
  });

  it('gives runs of any length, longer ones too', () => {
    expect(
      codeShape('ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ1234567890123456789012345678901234'),
    ).toBe('A36 934');
    expect(codeShape('')).toBe('');
    expect(codeShape('_7')).toBe('_ 91');
  });
});

describe('ItemGrammar', () => {
  it('fits codes of a shape the document used twice, run lengths within one', () => {
    const grammar = grammarOf('1.2.3 E02AM010 m3 EXCAVACIÓN', '1.2.4 E02AM011 m3 RELLENO');
    const fits = (text: string) => {
      const { heading, line } = headingLine(text);
      return grammar.fits(heading, line);
    };
    expect(fits('1.2.10 E02AM012 m2 SOLERA')).toBe(true);
    expect(fits('1.2.5 P0112001 m2 SOLERA')).toBe(false);
    // The order number is the document's grammar too.
    expect(fits('30 E02AM012 m2 SOLERA')).toBe(false);
  });

  it('fits nothing from one code alone: it may be the misreading itself', () => {
    const grammar = grammarOf('E02AM010 m3 EXCAVACIÓN');
    const { heading, line } = headingLine('E02AM011 m3 RELLENO');
    expect(grammar.fits(heading, line)).toBe(false);
  });

  it('judges a heading with a unit by item codes, one without by item and chapter codes', () => {
    const grammar = new ItemGrammar([]);
    for (const text of ['01.02 DEMOLICIONES', '01.03 FIRMES']) {
      const { heading, line } = headingLine(text);
      grammar.learn(heading, line, 'chapter');
    }
    const chapter = headingLine('01.04 VARIOS');
    expect(grammar.fits(chapter.heading, chapter.line)).toBe(true);
    const item = headingLine('56.000 KG DE CARGA');
    expect(grammar.fits(item.heading, item.line)).toBe(false);
  });
});

describe('readsAsRunningText', () => {
  it.each([
    ['Y 50 M DE PROFUNDIDAD'],
    ['CADA 20 M DE LONGITUD'],
    ['DE 3 UD POR M2 DE SUPERFICIE'],
    ['POR M2 DE SUPERFICIE'],
    ['UD POR M2 DE SUPERFICIE'],
    ['56.000 KG DE CARGA'],
    ['50% DE ÁRIDO RECICLADO'],
    ['30 Y 50 M DE PROFUNDIDAD'],
  ])('reads %s as running text', (text) => {
    expect(readsAsRunningText(headingLine(text).heading)).toBe(true);
  });

  it.each([
    ['E02AM010 m3 EXCAVACIÓN'],
    ['m23U01C190 m2 SOLERA'],
    ['306.0110 m2 PAVIMENTO'],
    ['1.2 VALLADO… M Vallado provisional'],
    ['CANALETA 2 m. CAN.HORMIGÓN'],
  ])('reads %s as a heading', (text) => {
    expect(readsAsRunningText(headingLine(text).heading)).toBe(false);
  });
});

describe('endsMidPhrase', () => {
  it('tells a line cut after a connector or in a word from one that ends a phrase', () => {
    expect(endsMidPhrase('EXCAVACIÓN ENTRE LOS')).toBe(true);
    expect(endsMidPhrase('GRÚA DE')).toBe(true);
    expect(endsMidPhrase('tierras exis-')).toBe(true);
    expect(endsMidPhrase('EXCAVACIÓN EN ZANJA.')).toBe(false);
    expect(endsMidPhrase('CORTE PAVIMENTO EXISTENTE')).toBe(false);
  });

  it('reads a line of one word, and a last word as long as a connector or longer', () => {
    expect(endsMidPhrase('DE')).toBe(true);
    expect(endsMidPhrase('mediante')).toBe(true);
    expect(endsMidPhrase('colocado mediante')).toBe(true);
    expect(endsMidPhrase('colocado amediante')).toBe(false);
    expect(endsMidPhrase('HORMIGONADO')).toBe(false);
  });
});

describe('continuesText', () => {
  const grammar = grammarOf(
    '1.2.3 E02AM010 m3 EXCAVACIÓN',
    '1.2.4 E02AM011 m3 RELLENO',
    '1.2.5 E02AM012 m3 CARGA',
  );
  const continues = (text: string, above: string) => {
    const { heading, line } = headingLine(text);
    return continuesText(grammar, heading, line, above);
  };

  it('reads a code-like line that breaks the grammar and reads as text as the text it continues', () => {
    expect(continues('Y 50 M DE PROFUNDIDAD', 'EXCAVACIÓN ENTRE LOS 30')).toBe(true);
    expect(continues('S4 m2 SEGÚN NORMA', 'CLASE DE')).toBe(true);
  });

  it('keeps a heading that fits the grammar, or that nothing says is text', () => {
    expect(continues('1.2.6 E02AM013 m3 RELLENO', 'EXCAVACIÓN ENTRE LOS')).toBe(false);
    expect(continues('S4 m2 SEGÚN NORMA', 'EXCAVACIÓN EN ZANJA.')).toBe(false);
    expect(continues('CAPÍTULO 2 FIRMES', 'EXCAVACIÓN DE')).toBe(false);
  });
});
