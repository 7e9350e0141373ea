import { describe, expect, it } from 'vitest';
import { DescriptionBuilder } from './build-description.ts';

/** Adds every line of `lines` that stands in `source` where it is found, as the parser does. */
function buildFrom(source: string, lines: string[], title = 'TÍTULO'): string {
  const builder = new DescriptionBuilder();
  let from = 0;
  for (const line of lines) {
    const start = source.indexOf(line, from);
    builder.addRange(source, start, start + line.length);
    from = start + line.length;
  }
  return builder.buildSummary(source, title);
}

describe('DescriptionBuilder', () => {
  it('gives the title alone when no line was added', () => {
    expect(new DescriptionBuilder().buildSummary('', 'CORTE PAVIMENTO')).toBe('CORTE PAVIMENTO');
  });

  it('joins a block of lines with spaces, under the title', () => {
    const source = 'Corte de pavimento\nen calzadas.';
    expect(buildFrom(source, ['Corte de pavimento', 'en calzadas.'])).toBe(
      'TÍTULO\nCorte de pavimento en calzadas.',
    );
  });

  it('rejoins a hyphenated word and keeps a hyphen between capitals or after a digit', () => {
    const source = 'hormigón en calza-\ndas. Según NTE-\nRSS y HM-\n20.';
    expect(buildFrom(source, ['hormigón en calza-', 'das. Según NTE-', 'RSS y HM-', '20.'])).toBe(
      'TÍTULO\nhormigón en calzadas. Según NTE-RSS y HM-20.',
    );
  });

  it('reads a dash alone on its line as a dash', () => {
    const source = 'Partida alzada\n-\nincluye todo';
    expect(buildFrom(source, ['Partida alzada', '-', 'incluye todo'])).toBe(
      'TÍTULO\nPartida alzada - incluye todo',
    );
  });

  it('joins blocks that page furniture separates, hyphen rule included', () => {
    const source = 'Corte en calza-\n8 de mayo de 2024 Página 3\ndas existentes.';
    expect(buildFrom(source, ['Corte en calza-', 'das existentes.'])).toBe(
      'TÍTULO\nCorte en calzadas existentes.',
    );
  });

  it('takes cleaned lines, which stand nowhere in the source, between blocks', () => {
    const source = 'Primera línea\nx\nTercera línea';
    const builder = new DescriptionBuilder();
    builder.addRange(source, 0, 'Primera línea'.length);
    builder.add(source, 'segunda  línea limpia', -1);
    const third = source.indexOf('Tercera');
    builder.addRange(source, third, source.length);
    expect(builder.buildSummary(source, 'T')).toBe(
      'T\nPrimera línea segunda  línea limpia Tercera línea',
    );
  });
});
