import { describe, expect, it } from 'vitest';
import type { BudgetItem } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findMisreadCodes } from './find-misread-codes.ts';
import { findOffGrammarCodes } from './find-off-grammar-codes.ts';

const priced = (codigo: string, resumen = 'PARTIDA DE OBRA'): BudgetItem =>
  createBudgetItem({ codigo, resumen, cantidad: '2,00', precio_unitario: 5, total: 10 });
const figureless = (codigo: string): BudgetItem =>
  createBudgetItem({ codigo, resumen: 'EXCAVACIÓN EN ZANJA ENTRE LOS 30' });

/** An item of `uds`, `2 × 5 = 10`: one a heading with its unit gave. */
const pricedWithUnit = (codigo: string, resumen: string, uds: string): BudgetItem =>
  createBudgetItem({ codigo, resumen, uds, cantidad: '2,00', precio_unitario: 5, total: 10 });

/** `E02ABS011`-like codes, as Presto prints a price base's: letter, digits, letters, digits. */
const presto = (count: number): BudgetItem[] =>
  Array.from({ length: count }, (_, index) =>
    priced(`E0${index % 9}${['ABS', 'EM', 'CMA'][index % 3]}0${String(index).padStart(2, '0')}`),
  );
/** `306.0110`: a road budget's fixed-width article and item numbers. */
const articles = (count: number): BudgetItem[] =>
  Array.from({ length: count }, (_, index) =>
    priced(`${300 + index}.${String(index * 10).padStart(4, '0')}`),
  );

const insertAt = (items: BudgetItem[], index: number, item: BudgetItem) => [
  ...items.slice(0, index),
  item,
  ...items.slice(index),
];

describe('findMisreadCodes', () => {
  it('doubts a connector, a percentage and a thousands figure among E02ABS011-like codes', () => {
    let items = presto(30);
    items = insertAt(items, 5, priced('Y', '50 M DE PROFUNDIDAD'));
    items = insertAt(items, 12, priced('50%', 'DE LA SUPERFICIE'));
    items = insertAt(items, 20, priced('56.000', 'KG DE ACERO'));
    expect(findMisreadCodes(items, new Set())).toEqual([5, 12, 20]);
  });

  it('doubts a short code that took the figures of the item before it', () => {
    // CYPE: the real item kept no figures; `S4 …`, a wrapped description line, took them.
    const items = insertAt(insertAt(presto(30), 8, figureless('E02ABS099')), 9, priced('S4'));
    expect(findMisreadCodes(items, new Set([8]))).toEqual([9]);
  });

  it('doubts a code whose title goes on in lower case where every title is capitalised', () => {
    const items = insertAt(presto(30), 4, priced('CADA', 'veinte metros lineales'));
    expect(findMisreadCodes(items, new Set())).toEqual([4]);
    const frente = insertAt(presto(30), 4, priced('Frente', 'A FACHADA'));
    expect(findMisreadCodes(frente, new Set())).toEqual([4]);
  });

  it('doubts a figure that breaks the fixed widths of 306.0110-like codes', () => {
    const items = insertAt(articles(40), 10, priced('56.000', 'M3 DE RELLENO'));
    expect(findOffGrammarCodes(items)).toEqual([10]);
    expect(findMisreadCodes(items, new Set())).toEqual([10]);
  });

  it('doubts a unit read as a code, as a sheet printed to PDF with the unit under the code gives', () => {
    const items = insertAt(presto(20), 3, priced('M2', 'SOLERA DE HORMIGÓN'));
    expect(findMisreadCodes(items, new Set())).toEqual([3]);
  });

  it("doubts a heading's number with its colon taken for the code of an item in a codeless table", () => {
    // `CAPÍTULO 1: EXPLANACIONES.` above items without codes: a slipped cell gives `1:`.
    const codeless = Array.from({ length: 11 }, () => priced(''));
    expect(findMisreadCodes(insertAt(codeless, 0, priced('1:')), new Set())).toEqual([0]);
  });

  it('does not doubt a code of its own shape where the reading is right', () => {
    // Real documents hold such codes: `SEGYSAL` among `C19.01.18`, `PA01` among `APUDm23…`.
    const items = [
      ...Array.from({ length: 30 }, (_, index) => priced(`C19.01.${index + 10}`)),
      priced('SEGYSAL', 'SEGURIDAD Y SALUD'),
      priced('PA01', 'PA SISTEMA DE PULVERIZACIÓN DE AGUA'),
      priced('F', 'LUMINARIA ESTANCA LED IP66'),
    ];
    expect(findOffGrammarCodes(items)).not.toEqual([]);
    expect(findMisreadCodes(items, new Set())).toEqual([]);
  });

  it('does not doubt a .bc3 whose partidas mix resource codes of every shape', () => {
    const codes = ['%CIND', 'MO001', 'mt07ala010', 'E04SAE010', '01.02', 'P01AA020', 'Y'];
    const items = Array.from({ length: 28 }, (_, index) => priced(codes[index % codes.length]!));
    expect(findOffGrammarCodes(items)).toEqual([]);
    expect(findMisreadCodes(items, new Set())).toEqual([]);
  });

  it('does not doubt CYPE’s numbered codes where two digits follow one', () => {
    const items = Array.from({ length: 40 }, (_, index) =>
      priced(`${1 + Math.floor(index / 4)}.${1 + (index % 4)}.${1 + (index % 3)}`),
    );
    expect(findOffGrammarCodes(items)).toEqual([]);
  });

  it('does not doubt codes in a budget too small to teach a grammar, nor blank codes among blanks', () => {
    expect(findMisreadCodes([...presto(5), priced('Y')], new Set())).toEqual([]);
    const uncoded = [...presto(30), ...Array.from({ length: 5 }, () => priced(''))];
    expect(findOffGrammarCodes(uncoded)).toEqual([]);
  });

  it('names a heading’s number with its colon, and two codes run into one, in a budget of few items', () => {
    expect(findMisreadCodes([priced('1:')], new Set())).toEqual([0]);
    const merged = [priced('NGZ01'), priced('N76XY002 Z54UT003')];
    expect(findMisreadCodes(merged, new Set())).toEqual([1]);
  });

  it('leaves a document’s own two-word codes', () => {
    const own = [priced('REC POZ'), priced('CANALETA 2'), priced('E01')];
    expect(findMisreadCodes(own, new Set())).toEqual([]);
  });

  it('names the one item without unit whose title opens in lower case: a description line read as a heading', () => {
    const withUnit = (codigo: string, resumen: string) => pricedWithUnit(codigo, resumen, 'm2');
    // `… proctor y` / `HM-20 conexionado.` run into `T10.06 m. COLUMNA 6 m. 27,00 478,91 …`.
    const items = [
      withUnit('K24JS001', 'CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC.'),
      priced('HM-20', 'conexionado. l COLUMNA 6 m. T10.06'),
      withUnit('m23H63S007', 'DEMOLICIÓN Y LEVANTADO DE ACERAS'),
    ];
    expect(findMisreadCodes(items, new Set())).toEqual([1]);
  });

  it('leaves an item without unit whose title is capitalised, and titles in lower case that have their unit', () => {
    const withUnit = (codigo: string, resumen: string) => pricedWithUnit(codigo, resumen, 'ud');
    const items = [
      withUnit('E01', 'Excavación'),
      priced('C10', 'Seguridad operacional'),
      withUnit('E02', 'relleno de zanja'),
    ];
    expect(findMisreadCodes(items, new Set())).toEqual([]);
    // The unit glued to the title (`m2/dSEGURIDAD`) is the item's own heading, read whole.
    const glued = [withUnit('E01', 'EXCAVACIÓN'), priced('KAL 515', 'm2/dSEGURIDAD Y SALUD')];
    expect(findMisreadCodes(glued, new Set())).toEqual([]);
  });

  it('names the one item without unit whose title opens with a unit: a description line of a numbered sheet', () => {
    const withUnit = (codigo: string, resumen: string) => pricedWithUnit(codigo, resumen, 'm2');
    // `2  ENFOSCADO BUENA VISTA CSIII-W1` wrapped before its code-like word, `Ml Enfoscado …` under it.
    const items = [
      withUnit('1', 'GESTIÓN DE RESIDUOS\nEn autorizado rejuntado'),
      priced('CSIII-W1', 'Ml Enfoscado buena vista csiii-w1\nlacada.'),
    ];
    expect(findMisreadCodes(items, new Set())).toEqual([1]);
    // An item in capitals opening with its unit, where the document prints units so, is no line.
    expect(
      findMisreadCodes([withUnit('1', 'M2 SOLADO'), priced('K21', 'M2 SOLADO')], new Set()),
    ).toEqual([]);
  });

  it('names a code that is a sentence’s last word with its stop, however few the items', () => {
    // `… UNE-EN en.` run into `m23Z56A003 d PINT.PLÁST. …`: the code left at the title's end.
    const items = [
      priced('Y55.02'),
      priced('en.', 'PINT.PLÁST. COLOR EXT-INT ANTIMOHO m23Z56A003'),
    ];
    expect(findMisreadCodes(items, new Set())).toEqual([1]);
    expect(findMisreadCodes([priced('ud.'), priced('Abc.'), priced('E.01')], new Set())).toEqual(
      [],
    );
  });

  it('names a connector of two letters or more read as a code, however few the items', () => {
    // A sheet without codes: `POR M2 DE SUPERFICIE.` run into the next item's title row.
    expect(
      findMisreadCodes([priced(''), priced('POR', 'M2 DE SUPERFICIE. COLUMNA 6 m.')], new Set()),
    ).toEqual([1]);
    expect(findMisreadCodes([priced('A'), priced('B')], new Set())).toEqual([]);
  });

  it('names a percentage read as a code, however few the items; a code opening with % is left', () => {
    expect(findMisreadCodes([priced(''), priced('50%', 'DE LA SUPERFICIE')], new Set())).toEqual([
      1,
    ]);
    expect(findMisreadCodes([priced('%CIND'), priced('E01')], new Set())).toEqual([]);
  });
});
