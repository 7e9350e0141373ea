import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import type { BudgetItem, ColumnName } from '../../model/budget.ts';
import { computeColumnWidths } from '../compute-column-widths.ts';
import {
  descriptionLines,
  layOutPdfRows,
  mayOpenTextLine,
  tableGeometry,
  type LaidRow,
} from './lay-out-pdf-rows.ts';
import { CONTENT_WIDTH, REGULAR_TABLE } from './pdf-page-layout.ts';

/** Every character 1 pt wide: widths are lengths. */
const length = (text: string) => text.length;

describe('mayOpenTextLine', () => {
  it('keeps a figure or a code-like word before a figure from opening a wrapped line', () => {
    expect(mayOpenTextLine('1.800', 'X')).toBe(false);
    expect(mayOpenTextLine('ANTIVANDÁLICO', '1,5')).toBe(false);
    expect(mayOpenTextLine('T.', '8000')).toBe(false);
    expect(mayOpenTextLine('2x63A.', '300')).toBe(false);
    expect(mayOpenTextLine('iK60N', '2')).toBe(false);
  });

  it('keeps a code-like word before a unit from opening a wrapped line', () => {
    // `PN L 80.80.8 de 1250x733 mm.` reads as the item `PN`, measured in `L`.
    expect(mayOpenTextLine('PN', 'L')).toBe(false);
    expect(mayOpenTextLine('500X250', 'M2.')).toBe(false);
    expect(mayOpenTextLine('laminado', 'PN')).toBe(true);
  });

  it('lets words open a line', () => {
    expect(mayOpenTextLine('ANTIVANDÁLICO', 'de')).toBe(true);
    expect(mayOpenTextLine('incluso', '2')).toBe(true);
    expect(mayOpenTextLine('2x63A.', 'de')).toBe(true);
    expect(mayOpenTextLine('Dosificador', undefined)).toBe(true);
  });
});

describe('descriptionLines', () => {
  const paragraphs = ['uno dos tres cuatro cinco seis siete ocho nueve diez', 'once doce'];

  it('prints every word of every paragraph, each line within the width', () => {
    const lines = descriptionLines(paragraphs, 20, length);
    expect(lines.join(' ')).toBe(paragraphs.join(' '));
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.at(-1)).toBe('once doce');
  });
});

describe('layOutPdfRows and an item’s note', () => {
  const columns: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
  const geometry = tableGeometry(
    columns,
    computeColumnWidths(columns, CONTENT_WIDTH),
    REGULAR_TABLE,
  );
  /** Half the size a character: a 7 pt line of 80 characters is 280 pt wide. */
  const measure = (text: string, _bold: boolean, size: number) => text.length * size * 0.5;
  const item = (note?: string): BudgetItem => ({
    codigo: 'A1',
    resumen: 'RELLENO DE ZANJA\nRelleno con zahorra artificial, compactado al 98 % del Proctor.',
    uds: 'm3',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '12,50',
    precio_unitario: 10,
    total: 125,
    ...(note === undefined ? {} : { note }),
  });
  const layOut = (entry: BudgetItem, descriptions: 'short' | 'full'): LaidRow =>
    layOutPdfRows(
      [{ kind: 'item', item: entry, shaded: false }],
      geometry,
      companyBranding,
      measure,
      descriptions,
    )[0]!;
  const note =
    'Medición estimada: 2 x 4,75 m² por planta (ver detalle 7 del proyecto de ejecución), a comprobar en obra antes de ejecutar; ver plano 3, 12,50 m\nSegunda línea';

  for (const descriptions of ['short', 'full'] as const)
    it(`lays the note under the description, in italics, wrapped inside the RESUMEN column (${descriptions})`, () => {
      const plain = layOut(item(), descriptions);
      const noted = layOut(item(note), descriptions);
      const added = noted.texts.filter((text) => text.italic === true);
      expect(noted.texts.filter((text) => text.italic !== true)).toEqual(plain.texts);
      expect(added[0]).toMatchObject({ text: 'Observaciones:', bold: true, italic: true });
      expect(added.every((text) => text.italic === true && text.size === 7)).toBe(true);
      // Every word, in order, the label before the first line.
      expect(added.map((text) => text.text).join(' ')).toBe(
        `Observaciones: ${note.replace('\n', ' ')}`,
      );
      const resumen = columns.indexOf('RESUMEN');
      const left = geometry.lefts[resumen]! + REGULAR_TABLE.padX;
      const right = geometry.lefts[resumen]! + geometry.widths[resumen]! - REGULAR_TABLE.padX;
      for (const text of added) {
        expect(text.x).toBeGreaterThanOrEqual(left);
        expect(text.x + measure(text.text, text.bold, text.size)).toBeLessThanOrEqual(right + 0.01);
      }
      expect(added.length).toBeGreaterThan(3);
      // Under every line of the description, the row taller by the note's lines.
      const lowest = Math.max(...plain.texts.map((text) => text.y));
      expect(Math.min(...added.map((text) => text.y))).toBeGreaterThan(lowest);
      expect(noted.height).toBeGreaterThan(Math.max(...added.map((text) => text.y)));
      // A figure never opens a wrapped line of the note (it would read as an item's figures).
      expect(added.slice(1).some((text) => /^\d/.test(text.text))).toBe(false);
    });

  it('lays an item without a note, or with an empty one, as before', () => {
    expect(layOut(item('  \n '), 'full')).toEqual(layOut(item(), 'full'));
  });
});
