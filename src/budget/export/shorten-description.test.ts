import { describe, expect, it } from 'vitest';
import {
  SHORT_RESUMEN_CHARS,
  descriptionOpening,
  printedDescription,
} from './shorten-description.ts';

const LONG = [
  'Suministro, transporte a pie de obra e instalación de Mini-domo IP D&N 1/2,8", CMOS Scan progresivo de 2 Mpx con ICR.',
  'LEDs IR con hasta 30 metros de alcance. Incluye óptica motorizada de 2,8-12 mm, con autoenfoque, iluminación mínima 0,002 lux.',
];

describe('descriptionOpening', () => {
  it('keeps a description that fits beside the title whole, its paragraphs joined', () => {
    expect(descriptionOpening(['Excavación en zanja.', 'Incluye carga.'], 40)).toBe(
      'Excavación en zanja. Incluye carga.',
    );
    expect(descriptionOpening([], 10)).toBe('');
  });

  it('cuts a long description after a word, within the room the title leaves, marked with an ellipsis', () => {
    const used = 60;
    const opening = descriptionOpening(LONG, used);
    expect(used + opening.length).toBeLessThanOrEqual(SHORT_RESUMEN_CHARS);
    expect(opening.endsWith('…')).toBe(true);
    const kept = opening.slice(0, -1);
    expect(LONG.join(' ').startsWith(kept)).toBe(true);
    // After a whole word: the source goes on with a space or a mark before one.
    expect(LONG.join(' ').slice(kept.length)).toMatch(/^[\s,;:.]/);
  });

  it('gives no opening where a long title leaves too little room for one', () => {
    expect(descriptionOpening(LONG, SHORT_RESUMEN_CHARS - 10)).toBe('');
  });

  it('cuts a description without spaces inside its text rather than print it whole', () => {
    const opening = descriptionOpening(['x'.repeat(1000)], 0);
    expect(opening).toBe(`${'x'.repeat(SHORT_RESUMEN_CHARS - 1)}…`);
  });
});

describe('printedDescription', () => {
  const parts = { unit: 'ud', title: 'Cámara de vigilancia exterior', description: LONG };

  it('prints every paragraph in full', () => {
    expect(printedDescription(parts, 'full')).toEqual(LONG);
  });

  it('prints the opening that fits beside the unit and the title, as one paragraph, in short', () => {
    const [opening, ...more] = printedDescription(parts, 'short');
    expect(more).toEqual([]);
    expect(opening).toBe(descriptionOpening(LONG, 'ud  '.length + parts.title.length + 1));
    expect('ud  '.length + parts.title.length + 1 + (opening?.length ?? 0)).toBeLessThanOrEqual(
      SHORT_RESUMEN_CHARS,
    );
  });

  it('prints nothing where the title leaves no room for a useful opening', () => {
    expect(
      printedDescription({ ...parts, title: 'x'.repeat(SHORT_RESUMEN_CHARS) }, 'short'),
    ).toEqual([]);
    expect(printedDescription({ ...parts, description: [] }, 'short')).toEqual([]);
  });
});
