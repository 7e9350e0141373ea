/**
 * A quality-control budget as a laboratory or a site office types it: no item codes, one
 * level of chapters numbered 1, 2, … (`CAPÍTULO 1: EXPLANACIONES.`), each row a test
 * (ENSAYO) with its standard (NORMA), the unit of the work it checks, that work's measured
 * figure (MEDICIÓN, which does not multiply), the number of tests (TOTAL ENSAYOS, a whole
 * number: the quantity), the price of one test and the amount; one priced row after the
 * last chapter, outside every chapter (the final report, say). The test's name is the
 * item's title and its standard the description.
 */
import type { Budget, BudgetChapter, BudgetItem } from '../../model/budget.ts';
import { quantityOf } from '../format-figures.ts';
import { splitResumen } from '../walk-budget.ts';
import { quantityText, settleBudgetTotals } from './settle-budget-totals.ts';

const QUALITY_CONTROL_CHAPTERS = [
  'EXPLANACIONES',
  'RELLENOS Y TERRAPLENES',
  'FIRMES Y PAVIMENTOS',
  'HORMIGONES Y ACEROS',
  'REDES DE SANEAMIENTO Y ABASTECIMIENTO',
  'ALUMBRADO Y ELECTRICIDAD',
  'PRUEBAS FINALES DE SERVICIO',
] as const;

const QUALITY_CONTROL_TESTS: ReadonlyArray<{ test: string; standard: string }> = [
  { test: 'Análisis granulométrico de suelos por tamizado', standard: 'UNE-EN ISO 17892-4' },
  { test: 'Determinación de los límites de Atterberg', standard: 'UNE-EN ISO 17892-12' },
  { test: 'Ensayo Proctor modificado', standard: 'UNE 103501' },
  { test: 'Índice C.B.R. en laboratorio', standard: 'UNE 103502' },
  { test: 'Contenido de materia orgánica', standard: 'UNE 103204' },
  { test: 'Densidad y humedad in situ por método nuclear', standard: 'ASTM D6938' },
  { test: 'Ensayo de carga con placa', standard: 'UNE 103808' },
  { test: 'Consistencia del hormigón fresco (cono de Abrams)', standard: 'UNE-EN 12350-2' },
  { test: 'Resistencia a compresión, serie de 4 probetas', standard: 'UNE-EN 12390-3' },
  { test: 'Tracción de barras de acero corrugado B 500 S', standard: 'UNE-EN ISO 15630-1' },
  { test: 'Contenido de ligante en mezcla bituminosa', standard: 'UNE-EN 12697-1' },
  { test: 'Densidad y huecos de testigos de aglomerado', standard: 'UNE-EN 12697-6' },
  { test: 'Prueba de estanqueidad de tubería', standard: 'UNE-EN 1610' },
  { test: 'Prueba de presión interior de red de agua', standard: 'UNE-EN 805' },
  { test: 'Medida de resistencia de puesta a tierra', standard: 'ITC-BT-18' },
];

/** A quality-control budget's chapter number (`01` → `1`) and item codes (none). */
export function shapeQualityControl(budget: Budget): Budget {
  const top = (budget.chapters ?? []).filter((chapter) => chapter.level === 1);
  const numberOf = new Map(top.map((chapter, index) => [chapter.code, String(index + 1)]));
  const topCode = (code: string | undefined): string | undefined =>
    code === undefined ? undefined : numberOf.get(code.split('.')[0] as string);
  const chapters: BudgetChapter[] = top.map((chapter, index) => ({
    code: String(index + 1),
    title: QUALITY_CONTROL_CHAPTERS[index % QUALITY_CONTROL_CHAPTERS.length] as string,
    level: 1,
    total: 0,
  }));
  const items: BudgetItem[] = budget.items.map((item, index) => {
    const { test, standard } = QUALITY_CONTROL_TESTS[index % QUALITY_CONTROL_TESTS.length] as {
      test: string;
      standard: string;
    };
    const shaped: BudgetItem = {
      ...item,
      codigo: '',
      resumen: `${test}\n${standard}`,
      cantidad: quantityText(wholeTests(quantityOf(item))),
    };
    const chapterCode = topCode(item.chapterCode);
    if (chapterCode === undefined) delete shaped.chapterCode;
    else shaped.chapterCode = chapterCode;
    return shaped;
  });
  // The row after the last chapter: a priced row that belongs to none.
  const last = items[items.length - 1];
  if (items.length > 1 && last) delete last.chapterCode;
  const used = new Set(items.map((item) => item.chapterCode));
  return settleBudgetTotals({
    ...budget,
    items,
    chapters: chapters.filter((chapter) => used.has(chapter.code)),
  });
}

/** Tests are counted: 1 to 24 of them, from the generated quantity. */
function wholeTests(quantity: number): number {
  return 1 + (Math.round(quantity) % 24);
}

/** Work measured per test, by the test: one every so many units of the work. */
const TEST_FREQUENCIES = [250, 500, 1000, 2500, 5000] as const;

/**
 * MEDICIÓN: the measured work the tests check, a figure that is no factor of the amount
 * (`4.875` m3 of fill checked by 10 tests at one per 500 m3).
 */
export function measuredWork(item: BudgetItem): number {
  const frequency = TEST_FREQUENCIES[
    Math.round(item.precio_unitario * 100) % TEST_FREQUENCIES.length
  ] as number;
  const tests = quantityOf(item);
  return tests * frequency - (Math.round(item.precio_unitario * 100) % frequency);
}

/** The test's name and its standard (the item's title and description). */
export function testAndStandard(item: BudgetItem): { test: string; standard: string } {
  const { title, description } = splitResumen(item.resumen);
  return { test: title, standard: description };
}

export const QUALITY_CONTROL_HEADER = [
  'ENSAYO',
  'NORMA',
  'UD',
  'MEDICIÓN',
  'TOTAL ENSAYOS',
  'PRECIO UNITARIO',
  'IMPORTE',
] as const;

export const QUALITY_CONTROL_TOTAL = 'TOTAL CONTROL CALIDAD';

/** `CAPÍTULO 1: EXPLANACIONES.` */
export function qualityControlChapterHeading(chapter: BudgetChapter): string {
  return `CAPÍTULO ${chapter.code}: ${chapter.title}.`;
}

/** The chapters in order, each with its items, then the items outside every chapter. */
export function qualityControlSections(budget: Budget): {
  chapters: Array<{ chapter: BudgetChapter; items: BudgetItem[] }>;
  outside: BudgetItem[];
} {
  return {
    chapters: (budget.chapters ?? []).map((chapter) => ({
      chapter,
      items: budget.items.filter((item) => item.chapterCode === chapter.code),
    })),
    outside: budget.items.filter((item) => item.chapterCode === undefined),
  };
}
