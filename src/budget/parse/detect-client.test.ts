import { describe, expect, it } from 'vitest';
import { detectClient } from './detect-client.ts';

describe('detectClient', () => {
  it('takes the name from a chapter line that names a street', () => {
    expect(detectClient('CAPÍTULO C08 CALLE TENERIFE')?.client).toBe('CALLE TENERIFE');
    expect(detectClient('SUBCAPÍTULO 02.01 AVDA. DE LA CONSTITUCIÓN')?.client).toBe(
      'AVDA. DE LA CONSTITUCIÓN',
    );
  });

  it('prefers a labelled client line over a chapter line', () => {
    const labelled = detectClient('CLIENTE: Ayuntamiento de Getafe');
    const chapter = detectClient('CAPÍTULO 01 PLAZA MAYOR');
    expect(labelled?.client).toBe('Ayuntamiento de Getafe');
    expect((labelled?.rank ?? 99) < (chapter?.rank ?? 0)).toBe(true);
  });

  it('ignores chapter lines without a place and ordinary text', () => {
    expect(detectClient('CAPÍTULO 01 DEMOLICIONES')).toBeUndefined();
    expect(detectClient('Calle de acceso a la obra')).toBeUndefined();
  });
});
