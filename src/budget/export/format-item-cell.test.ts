import { describe, expect, it } from 'vitest';
import type { BudgetItem } from '../model/budget.ts';
import { formatItemCell, splitResumen } from './format-item-cell.ts';

const NBSP = '\u00a0';

function item(overrides: Partial<BudgetItem> = {}): BudgetItem {
  return {
    codigo: 'E02AM010',
    resumen: 'EXCAV. ZANJA TIERRA',
    uds: 'm3',
    longitud: '12,50',
    anchura: '0,60',
    altura: '1,20',
    parciales: '9,00',
    cantidad: '9,00',
    precio_unitario: 1234.5,
    total: 11110.5,
    ...overrides,
  };
}

describe('formatItemCell', () => {
  it('shows 1 in the UDS column whatever the item says (spec §9)', () => {
    expect(formatItemCell(item({ uds: 'm3' }), 'UDS')).toBe('1');
    expect(formatItemCell(item({ uds: '' }), 'UDS')).toBe('1');
  });

  it('prints unit price and total as euros in es-ES', () => {
    expect(formatItemCell(item(), 'P. UNIT.')).toBe(`1.234,50${NBSP}€`);
    expect(formatItemCell(item(), 'TOTAL')).toBe(`11.110,50${NBSP}€`);
  });

  it('prints the measurement columns with the source’s figures', () => {
    expect(formatItemCell(item(), 'LONGITUD')).toBe('12,50');
    expect(formatItemCell(item(), 'ANCHURA')).toBe('0,60');
    expect(formatItemCell(item(), 'ALTURA')).toBe('1,20');
    expect(formatItemCell(item(), 'PARCIALES')).toBe('9,00');
    expect(formatItemCell(item(), 'CANTIDAD')).toBe('9,00');
    expect(formatItemCell(item(), 'CÓDIGO')).toBe('E02AM010');
  });

  it('prints a quantity the Spanish way, as typed by the user or kept ungrouped by the source', () => {
    expect(formatItemCell(item({ cantidad: '10' }), 'CANTIDAD')).toBe('10,00');
    expect(formatItemCell(item({ cantidad: '15545,91' }), 'CANTIDAD')).toBe('15.545,91');
    expect(formatItemCell(item({ parciales: '3085,2' }), 'PARCIALES')).toBe('3.085,20');
    expect(formatItemCell(item({ altura: '' }), 'ALTURA')).toBe('');
  });
});

describe('splitResumen', () => {
  it('takes the unit, the first line as title and the rest as description', () => {
    const parts = splitResumen(
      item({ resumen: 'EXCAV. ZANJA TIERRA\nExcavación en zanja.', uds: ' m3 ' }),
    );
    expect(parts).toEqual({
      unit: 'm3',
      title: 'EXCAV. ZANJA TIERRA',
      description: ['Excavación en zanja.'],
      note: [],
    });
  });

  it('gives the item’s note apart, with a note line its text holds after it', () => {
    const parts = splitResumen(
      item({
        resumen: 'RELLENO\nCon zahorra.\nObservaciones: acopio en zona 1',
        note: 'Ver plano 3,  12,50 m\n\nSegunda línea',
      }),
    );
    expect(parts).toMatchObject({
      title: 'RELLENO',
      description: ['Con zahorra.'],
      note: ['Ver plano 3, 12,50 m', 'Segunda línea', 'acopio en zona 1'],
    });
  });

  it('joins lines the source wrapped mid-sentence and keeps sentence breaks', () => {
    const parts = splitResumen(
      item({
        resumen:
          'TÍTULO\nExcavación en zanja de\n1,5 m de profundidad.\nIncluso carga:\ntransporte.',
      }),
    );
    expect(parts.description).toEqual([
      'Excavación en zanja de 1,5 m de profundidad.',
      'Incluso carga:',
      'transporte.',
    ]);
  });

  it('keeps a title whole where the source wrapped it mid-phrase', () => {
    const parts = splitResumen(
      item({
        resumen:
          'Partida FIJA para las medidas de seguridad durante la ejecución de la\nobra.\nIncluye caseta de obra.',
      }),
    );
    expect(parts.title).toBe(
      'Partida FIJA para las medidas de seguridad durante la ejecución de la obra.',
    );
    expect(parts.description).toEqual(['Incluye caseta de obra.']);
  });

  it('ends a wrapped title where its sentence ends inside a line, the rest going to the description', () => {
    const parts = splitResumen(
      item({
        resumen:
          'Conexión de salida de agua con grifo para el uso durante la\nejecución de las obras. Totalmente\nmontado e instalado.',
      }),
    );
    expect(parts.title).toBe(
      'Conexión de salida de agua con grifo para el uso durante la ejecución de las obras.',
    );
    expect(parts.description).toEqual(['Totalmente montado e instalado.']);
    // The first line is the source's own: never cut, whatever its full stops.
    expect(splitResumen(item({ resumen: 'EXCAV. ZANJA TIERRA\nExcavación.' })).title).toBe(
      'EXCAV. ZANJA TIERRA',
    );
  });

  it('carries a title cut at a word no phrase ends on past a sentence too long to be a title', () => {
    const long = 'muy '.repeat(70).trim();
    const parts = splitResumen(
      item({
        resumen: `Vallado provisional de solar con panel de\nmalla electrosoldada y ${long}\npostes.`,
      }),
    );
    expect(parts.title).toBe(
      `Vallado provisional de solar con panel de malla electrosoldada y ${long}`,
    );
  });

  it('keeps an upper-case title apart from its description, and a title cut at a full word as it is', () => {
    expect(splitResumen(item({ resumen: 'HORMIGÓN HA-25\n25 N/mm2 de resistencia.' })).title).toBe(
      'HORMIGÓN HA-25',
    );
    const long = 'de paso '.repeat(40).trim();
    expect(splitResumen(item({ resumen: `Vallado formado por panel\n${long}\nfin.` })).title).toBe(
      'Vallado formado por panel',
    );
  });

  it('drops blank lines and collapses runs of spaces', () => {
    const parts = splitResumen(item({ resumen: '\n  TÍTULO   CON  ESPACIOS \r\n\r\n  texto  ' }));
    expect(parts).toMatchObject({ title: 'TÍTULO CON ESPACIOS', description: ['texto'] });
  });

  it('copes with an empty resumen', () => {
    expect(splitResumen(item({ resumen: '' }))).toMatchObject({ title: '', description: [] });
  });
});
