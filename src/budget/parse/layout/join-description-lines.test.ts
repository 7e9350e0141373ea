import { describe, expect, it } from 'vitest';
import { joinDescriptionLines } from './join-description-lines.ts';

describe('joinDescriptionLines', () => {
  it('rejoins hyphenated words but keeps real hyphens', () => {
    expect(joinDescriptionLines(['hormigón en calza-', 'das. Según NTE-', 'RSS y EHE.'])).toBe(
      'hormigón en calzadas. Según NTE-RSS y EHE.',
    );
  });

  it('keeps a dash alone on its line between spaces', () => {
    expect(joinDescriptionLines(['Tramo A', '-', 'Tramo B'])).toBe('Tramo A - Tramo B');
  });
});
