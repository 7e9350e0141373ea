import { describe, expect, it } from 'vitest';
import { findFurniture, type WordsSpan } from './find-page-furniture.ts';
import { readLayoutLine, type LayoutLine } from './read-layout-line.ts';
import { readLineRole } from './read-line-role.ts';
import { LineSurvey } from './survey-layout-lines.ts';

/** The texts of the lines found to be furniture; `\f` at a line's start is a form feed before it. */
function furnitureOf(texts: string[]): string[] {
  const lines = texts.map((text, index) => {
    const line = readLayoutLine(text.replace('\f', ''), index + 1, ',');
    if (text.startsWith('\f')) line.pageBreakBefore = true;
    return line;
  });
  const roles = lines.map(readLineRole);
  const marks = {
    count: lines.length,
    breakBefore: Uint8Array.from(lines, (line) => (line.pageBreakBefore === true ? 1 : 0)),
    filled: Uint8Array.from(lines, (line) => (line.tokens.length > 0 ? 1 : 0)),
    pageLine: Uint8Array.from(roles, (role) => (role.kind === 'page' ? 1 : 0)),
  };
  const source = {
    line: (index: number) => lines[index] as LayoutLine,
    placeWords: (index: number, span: WordsSpan) => {
      span.text = (lines[index] as LayoutLine).text;
      span.start = 0;
      span.end = span.text.length;
    },
    raw: (index: number) => (texts[index] as string).replace('\f', ''),
  };
  const furniture = findFurniture(marks, source, ',');
  return lines.filter((_, index) => furniture[index] === 1).map((line) => line.text);
}

const body = (n: number) =>
  Array.from({ length: 12 }, (_, index) => `Texto ${n}.${index} de la obra`);

describe('findFurniture', () => {
  it('finds a line every page repeats at its top, its page number aside', () => {
    const page = (n: number) => [`\f${n} OBRAS EN URB. CALYPO FADO`, ...body(n)];
    expect(furnitureOf([...page(1), ...page(2), ...page(3)])).toEqual([
      '1 OBRAS EN URB. CALYPO FADO',
      '2 OBRAS EN URB. CALYPO FADO',
      '3 OBRAS EN URB. CALYPO FADO',
    ]);
  });

  it('finds a foot and a head whose page numbers grow from one digit to three', () => {
    // The first hash reads an end word's digits on to its end: a whole number of any length.
    const foot = (n: number) => `Proyecto 2024-B de Getafe, hoja ${n}`;
    const page = (n: number) => [`\f${n} OBRAS EN URB. CALYPO FADO`, ...body(n), foot(n)];
    const pages = Array.from({ length: 120 }, (_, index) => page(index + 1));
    // Every head and every foot a page break follows (the text's last line is followed by none).
    const expected = pages.flatMap((lines, index) =>
      index < 119 ? [lines[0]?.slice(1), foot(index + 1)] : [lines[0]?.slice(1)],
    );
    expect(furnitureOf(pages.flat())).toEqual(expected);
  });

  it('finds a running head printed on every other page, its page number rising', () => {
    // A book's even pages open with `4 CAPÍTULO 1. …`; the odd ones end in their number.
    const page = (n: number) =>
      n % 2 === 0
        ? [`\f${n} CAPÍTULO 1. URBANIZACIÓN DE LA PLAZA`, ...body(n)]
        : ['\fPartida Cantidad Descripción', ...body(n), `${n}`];
    const pages = Array.from({ length: 10 }, (_, index) => page(index + 1)).flat();
    expect(furnitureOf(pages)).toEqual(
      [2, 4, 6, 8, 10].map((n) => `${n} CAPÍTULO 1. URBANIZACIÓN DE LA PLAZA`),
    );
  });

  it('keeps a line that opens every other page with one number, as text repeats', () => {
    const page = (n: number) =>
      n % 2 === 0 ? ['\f2 CAPAS DE ZAHORRA COMPACTADA', ...body(n)] : ['\fOTRA', ...body(n)];
    const pages = Array.from({ length: 10 }, (_, index) => page(index + 1)).flat();
    expect(furnitureOf(pages)).toEqual([]);
  });

  it('keeps items of one title near the page edges, their order numbers no page numbers', () => {
    // A contractor's sheet: `18 LEVANTADO DE BORDILLO` and `21 …` at the top of one page,
    // `41 …` at the foot of the next; the figures stand on the lines under each title.
    const units: Record<number, string> = {
      18: 'l Levantado',
      21: 'Ud Realmente',
      41: 'h Demolición',
    };
    const item = (n: number) => [
      `${n} LEVANTADO DE BORDILLO`,
      units[n] as string,
      '1,00 2,00 2,00',
    ];
    const pages = [
      ...body(1),
      'Página 1 de 3',
      ...item(18),
      ...item(21),
      ...body(2),
      'Página 2 de 3',
      ...body(3),
      ...item(41),
      'Página 3 de 3',
    ];
    expect(furnitureOf(pages)).toEqual([]);
  });

  it('finds a head whose number is printed alike on every page (a year)', () => {
    const page = (n: number) => [`\fPRESUPUESTO GENERAL 2025`, ...body(n)];
    expect(furnitureOf([...page(1), ...page(2), ...page(3)])).toEqual(
      Array.from({ length: 3 }, () => 'PRESUPUESTO GENERAL 2025'),
    );
  });

  it('finds footers above the page lines that end each page', () => {
    const page = (n: number) => [...body(n), 'Ayuntamiento de Getafe', `Página ${n}`];
    expect(furnitureOf([...page(1), ...page(2), ...page(3)])).toEqual([
      'Ayuntamiento de Getafe',
      'Ayuntamiento de Getafe',
      'Ayuntamiento de Getafe',
    ]);
  });

  it('never takes for furniture the figures, units and totals budgets repeat', () => {
    const page = ['\fDEM06 Ml CORTE', '1 1,000', 'TOTAL 01 12,00'];
    expect(furnitureOf([...page, ...page, ...page])).toEqual([]);
  });

  it('keeps a description line repeated in many items away from the page edges', () => {
    const item = (n: number) => [
      `E0${n} m2 SOLERA`,
      'Solera de hormigón en masa',
      '1,00 2,00 2,00',
    ];
    const page = (n: number) => ['\fPRESUPUESTO', ...body(n), ...item(n), ...body(n + 10)];
    expect(furnitureOf([...page(1), ...page(2), ...page(3)])).toEqual([
      'PRESUPUESTO',
      'PRESUPUESTO',
      'PRESUPUESTO',
    ]);
  });

  it('keeps a description that opens a few of the pages', () => {
    const first = ['\fDEM06 Ml CORTE', 'Corte de pavimento', '1,00 2,00 2,00'];
    const other = (n: number) => [
      `\fE0${n} m2 SOLERA`,
      `Solera ${'x'.repeat(n)}`,
      '1,00 3,00 3,00',
    ];
    const pages = [first, first, first, other(1), other(2), other(3), other(4)].flat();
    expect(furnitureOf(pages)).toEqual([]);
  });

  it('counts a line printed with other spacing or leaders on some pages as the same line', () => {
    // The survey hands the raw line where its words are its white-space runs, else its read
    // text: both must count as one key.
    const pages = [
      '1 OBRAS EN URB. CALYPO FADO',
      '2  OBRAS EN   URB. CALYPO FADO',
      '3 OBRAS EN URB. CALYPO FADO ......',
      '4\tOBRAS EN URB. CALYPO FADO',
    ].map((head, n) => [head, ...body(n)].join('\n'));
    const text = pages.join('\f');
    const survey = new LineSurvey(text, ',', false);
    const furniture = findFurniture(survey, survey, ',');
    const found = Array.from({ length: survey.count }, (_, index) => index)
      .filter((index) => furniture[index] === 1)
      .map((index) => survey.line(index).number);
    // The text opens at the first page's top: its head is furniture as the others' are.
    expect(found).toEqual([1, 13, 25, 37]);
  });

  it('finds the header and footer a two-page text prints at the same place on both pages', () => {
    const page = (n: number) => [
      `${n === 1 ? '' : '\f'}Construcciones Ejemplo PRESUPUESTO`,
      'Centro de trabajo: Nave 3, 28000 Madrid',
      ...body(n),
      'Construcciones Ejemplo S.L. · CIF B00000000',
      `Página ${n} de 2`,
    ];
    expect(furnitureOf([...page(1), ...page(2)])).toEqual([
      'Construcciones Ejemplo PRESUPUESTO',
      'Centro de trabajo: Nave 3, 28000 Madrid',
      'Construcciones Ejemplo S.L. · CIF B00000000',
      'Construcciones Ejemplo PRESUPUESTO',
      'Centro de trabajo: Nave 3, 28000 Madrid',
      'Construcciones Ejemplo S.L. · CIF B00000000',
    ]);
  });

  it('keeps a line two pages print at different places: text, not furniture', () => {
    const phrase = 'Incluso medios auxiliares.';
    const first = [phrase, ...body(1)];
    const second = ['\fTexto de la obra', 'Otro texto', phrase, ...body(2)];
    expect(furnitureOf([...first, ...second])).toEqual([]);
  });

  it('finds nothing in a text without page breaks', () => {
    const lines = Array.from({ length: 50 }, (_, index) => `línea suelta ${index}`);
    expect(furnitureOf(lines)).toEqual([]);
  });
});
