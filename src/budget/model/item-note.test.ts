import { describe, expect, it } from 'vitest';
import type { BudgetItem } from './budget.ts';
import { noteLines, opensItemNote, separateItemNote, takeItemNotes } from './item-note.ts';

function item(resumen: string, note?: string): BudgetItem {
  return {
    codigo: 'A1',
    resumen,
    uds: 'm',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '1',
    precio_unitario: 1,
    total: 1,
    ...(note === undefined ? {} : { note }),
  };
}

describe('separateItemNote', () => {
  it('takes the line opening with the label, and the lines after it, out of the text', () => {
    expect(
      separateItemNote(
        'RELLENO\nCon zahorra.\nObservaciones: ver plano 3, 12,50 m\notra línea',
        undefined,
      ),
    ).toEqual({ resumen: 'RELLENO\nCon zahorra.', note: 'ver plano 3, 12,50 m\notra línea' });
  });

  it('reads the label in any case and spacing, and drops the blank lines a .bc3 puts before it', () => {
    expect(separateItemNote('TÍTULO\nTexto.\n\nOBSERVACIONES : según DF', undefined)).toEqual({
      resumen: 'TÍTULO\nTexto.',
      note: 'según DF',
    });
  });

  it('adds a printed note after the note the item keeps', () => {
    expect(separateItemNote('TÍTULO\nObservaciones: dos', 'uno')).toEqual({
      resumen: 'TÍTULO',
      note: 'uno\ndos',
    });
  });

  it('keeps a text without the label, an empty label and a word `observaciones` inside a line as they are', () => {
    for (const resumen of [
      'TÍTULO\nTexto.',
      'TÍTULO\nObservaciones:',
      'TÍTULO\nSegún las observaciones: de la DF.',
    ])
      expect(separateItemNote(resumen, 'nota')).toEqual({ resumen, note: 'nota' });
  });

  it('reads an item printed with a note and no title', () => {
    expect(separateItemNote('Observaciones: solo la nota', undefined)).toEqual({
      resumen: '',
      note: 'solo la nota',
    });
  });
});

describe('takeItemNotes', () => {
  it('moves each printed note into its item and leaves the other items alone', () => {
    const items = [item('A\nObservaciones: Ñandú 1.250,00 €'), item('B\nTexto.', 'propia')];
    takeItemNotes(items);
    expect(items.map(({ resumen, note }) => ({ resumen, note }))).toEqual([
      { resumen: 'A', note: 'Ñandú 1.250,00 €' },
      { resumen: 'B\nTexto.', note: 'propia' },
    ]);
  });
});

describe('noteLines and opensItemNote', () => {
  it('prints a note’s lines without blank ones, spaces collapsed', () => {
    expect(noteLines('  uno   dos \n\n tres ')).toEqual(['uno dos', 'tres']);
    expect(noteLines(undefined)).toEqual([]);
    expect(noteLines(' \n ')).toEqual([]);
  });

  it('knows a printed line that opens a note', () => {
    expect(opensItemNote('Observaciones: ver plano 3')).toBe(true);
    expect(opensItemNote('Sin observaciones: nada')).toBe(false);
  });
});
