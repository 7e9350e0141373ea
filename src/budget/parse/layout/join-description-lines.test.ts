import { describe, expect, it } from 'vitest';
import { joinDescriptionLines, rejoinCutWords } from './join-description-lines.ts';

describe('joinDescriptionLines', () => {
  it('rejoins hyphenated words but keeps real hyphens', () => {
    expect(joinDescriptionLines(['hormigón en calza-', 'das. Según NTE-', 'RSS y EHE.'])).toBe(
      'hormigón en calzadas. Según NTE-RSS y EHE.',
    );
  });

  it('keeps a dash alone on its line between spaces', () => {
    expect(joinDescriptionLines(['Tramo A', '-', 'Tramo B'])).toBe('Tramo A - Tramo B');
  });

  it('starts a line of its own where an item’s note opens, and joins the note’s wrapped lines', () => {
    expect(
      joinDescriptionLines(
        ['Relleno con zahorra.', 'Observaciones: ver plano 3,', '12,50 m'],
        'RELLENO',
      ),
    ).toBe('RELLENO\nRelleno con zahorra.\nObservaciones: ver plano 3, 12,50 m');
    expect(joinDescriptionLines(['Observaciones: sin texto'], 'TÍTULO')).toBe(
      'TÍTULO\nObservaciones: sin texto',
    );
  });
});

describe('joinDescriptionLines with a title', () => {
  it('puts the title on a line of its own before the joined description', () => {
    expect(joinDescriptionLines(['Corte de pavimento en calza-', 'das.'], 'CORTE')).toBe(
      'CORTE\nCorte de pavimento en calzadas.',
    );
    expect(joinDescriptionLines([], 'CORTE')).toBe('CORTE');
  });

  it('gives a title cut mid-word the rest of its word from the line under it', () => {
    expect(
      joinDescriptionLines(
        ['tente a maquina, medición', 'y carga.'],
        'Excavación del terreno exis-',
      ),
    ).toBe('Excavación del terreno existente\na maquina, medición y carga.');
    expect(joinDescriptionLines(['das'], 'Terraplén en tonga-')).toBe('Terraplén en tongadas');
    expect(joinDescriptionLines(['U de 110 mm.'], 'Tubo de PVC-')).toBe(
      'Tubo de PVC-\nU de 110 mm.',
    );
  });
});

describe('rejoinCutWords', () => {
  it('takes a word cut at a line’s end whole onto its line, and keeps every other line', () => {
    expect(
      rejoinCutWords([
        'Peldañeado de chapa plegada para esca-',
        'lera interior realizada sobre estructura',
        'de residuos peligro-',
        'sos',
      ]),
    ).toEqual([
      'Peldañeado de chapa plegada para escalera',
      'interior realizada sobre estructura',
      'de residuos peligrosos',
    ]);
  });

  it('keeps real hyphens and dashes', () => {
    const lines = ['Tubo de PVC-', 'U de 110 mm.', 'Norma NTE-', 'RSS', 'Tramo -', 'de 2 m'];
    expect(rejoinCutWords(lines)).toEqual(lines);
  });
});
