/**
 * Budget shapes whose branded PDF the product's own reader once read back wrong, each built
 * by hand, printed by our writer and read back: the proof must hold (items, chapters, total).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget, BudgetChapter, BudgetItem } from '../../model/budget.ts';
import { QUALITY_CONTROL_SHEET_FAMILY } from '../../testing/tables/render-quality-control-sheet.ts';
import { tableFixtureBudget } from '../../testing/tables/table-fixture.ts';
import { exportBudgetPdf } from './export-budget-pdf.ts';
import { readPdfFonts } from './read-pdf-fonts.ts';

const fonts = await readPdfFonts();
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const options = { branding: companyBranding, fonts, logo, now: new Date(2026, 10, 27) };

const cents = (value: number) => Math.round(value * 100) / 100;

function item(
  codigo: string,
  chapterCode: string,
  resumen: string,
  quantity: number,
  price: number,
  uds = 'ud',
): BudgetItem {
  return {
    codigo,
    resumen,
    uds,
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: quantity.toFixed(2).replace('.', ','),
    precio_unitario: price,
    total: cents(quantity * price),
    chapterCode,
  };
}

/** A budget of the given chapters (code, title, parent) and items, its totals summed. */
function budgetOf(
  chapters: readonly { code: string; title: string; parentCode?: string }[],
  items: BudgetItem[],
): Budget {
  const byCode = new Map<string, BudgetChapter>();
  const built = chapters.map((chapter) => {
    const parent = chapter.parentCode === undefined ? undefined : byCode.get(chapter.parentCode);
    const made: BudgetChapter = {
      code: chapter.code,
      title: chapter.title,
      level: parent === undefined ? 1 : parent.level + 1,
      total: 0,
      ...(chapter.parentCode === undefined ? {} : { parentCode: chapter.parentCode }),
    };
    byCode.set(chapter.code, made);
    return made;
  });
  for (const line of items) {
    let chapter = byCode.get(line.chapterCode!);
    while (chapter) {
      chapter.total = cents(chapter.total + line.total);
      chapter = chapter.parentCode === undefined ? undefined : byCode.get(chapter.parentCode);
    }
  }
  const total = cents(items.reduce((sum, line) => sum + line.total, 0));
  return {
    id: 'PRE-2026-001',
    client: 'Cliente de prueba',
    items,
    total,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters: built,
    statedTotal: total,
  };
}

const ordinaryItems = (chapterCode: string, prefix: string): BudgetItem[] => [
  item(
    `${prefix}001`,
    chapterCode,
    'EXCAVACIÓN EN ZANJA\nExcavación en zanja a máquina.',
    12.5,
    9.5,
    'm3',
  ),
  item(
    `${prefix}002`,
    chapterCode,
    'RELLENO DE ZANJA\nRelleno con tierras propias.',
    30,
    4.25,
    'm3',
  ),
  item(`${prefix}003`, chapterCode, 'ARQUETA DE REGISTRO\nArqueta de 40x40 cm.', 3, 120.4),
];

describe('the branded PDF read back', () => {
  it('reads a chapter whose one item carries the chapter’s own code, without unit', async () => {
    // Presto's one-item chapters: `CAPÍTULO C10 SEGURIDAD OPERACIONAL`, then the item
    // `C10 SEGURIDAD OPERACIONAL 1 1,00 216.416,40 216.416,40`, then `Total C10 …`.
    const budget = budgetOf(
      [
        { code: 'C09', title: 'ADECUACIÓN DE OBSTÁCULOS' },
        { code: 'C10', title: 'SEGURIDAD OPERACIONAL' },
        { code: 'C11', title: 'GESTIÓN DE RESIDUOS' },
      ],
      [
        ...ordinaryItems('C09', 'VDE09'),
        item('C10', 'C10', 'SEGURIDAD OPERACIONAL', 1, 216416.4, ''),
        ...ordinaryItems('C11', 'VDE11'),
      ],
    );
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('reads an item whose title wraps before a dotted number as one item, never a chapter', async () => {
    // `SEÑAL INFORMACIÓN EMERGENCIA 500X250 MM.` / `17.06 AD 111`: a wrapped line opening
    // with a dotted number reads as a chapter heading. Titles of every length put the
    // number at every place of the line.
    const filler = ['SEÑAL', 'INFORMACIÓN', 'EMERGENCIA', 'PANEL', 'ALUMINIO', 'LACADO', 'GRIS'];
    const items = Array.from({ length: 24 }, (_, index) => {
      const words = Array.from({ length: 3 + index }, (__, at) => filler[at % filler.length]);
      const title = `${words.join(' ')} 500X250 MM. 17.${String(index).padStart(2, '0')} AD 111`;
      return item(
        `17.${index}.AD.111`,
        'C24',
        `${title}\nSuministro y colocación de señal.`,
        14,
        322.94,
      );
    });
    const budget = budgetOf([{ code: 'C24', title: 'SEÑALIZACIÓN Y SEÑALÉTICA INTERIOR' }], items);
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('reads an item measured in dm3 under a code shaped as an order number, and the item after it', async () => {
    // `692.0100 dm3 APARATO DE APOYO…`: the unit read as the code after an order number
    // `692.0100`, and the next item `694.0050 m JUNTA…` taken for its price breakdown.
    const budget = budgetOf(
      [{ code: '4.1.1.5', title: 'TABLERO' }],
      [
        item('680.0030', '4.1.1.5', 'ENCOFRADO VISTO PLANO', 36.91, 33.2, 'm2'),
        item('692.0100', '4.1.1.5', 'APARATO DE APOYO DE NEOPRENO ZUNCHADO', 354.01, 28.41, 'dm3'),
        item('694.0050', '4.1.1.5', 'JUNTA DE DILATACIÓN PARA TABLERO', 16.6, 700.25, 'm'),
        item('682.0010', '4.1.1.5', 'ALIGERAMIENTO DE POLIESTIRENO EXPANDIDO', 309.18, 78.86, 'm3'),
      ],
    );
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('proves a budget whose stated totals the lines miss by a rounding cent against the figures it prints', async () => {
    // pyCost states 405.026,55 over lines that add up to 405.026,54: the PDF prints the
    // document's figures, and reads them back as printed.
    const budget = budgetOf(
      [
        { code: '1', title: 'URBANIZACIÓN DE LA PLAZA' },
        { code: '1.1', title: 'DEMOLICIONES', parentCode: '1' },
      ],
      ordinaryItems('1.1', 'DEM'),
    );
    budget.statedTotal = cents(budget.total + 0.01);
    for (const chapter of budget.chapters!) chapter.statedTotal = cents(chapter.total + 0.01);
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('rounding');
  }, 30_000);

  it('reads a one-item budget whose codes are words in lower case', async () => {
    // Presto lets a code be any word: `CAPÍTULO capitulo …` / `SUBCAPÍTULO subcapitulo …` /
    // `partida m2 partida texto 1 24,00 30,80 739,20` read back as no item at all.
    const budget = budgetOf(
      [
        { code: 'capitulo', title: 'capitulo texto' },
        { code: 'subcapitulo', title: 'subcapitulo texto', parentCode: 'capitulo' },
      ],
      [
        item(
          'partida',
          'subcapitulo',
          'partida texto\nSoy una superdescripción de la partida',
          24,
          30.8,
          'm2',
        ),
      ],
    );
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('reads items coded as numbers with leading zeros, each one item', async () => {
    // Presto 7's `0002 M2 Desbroce…`: a bare number before a unit read as a quantity in
    // running text, the items then read without code and run together (189 of 454).
    const chapters = [
      { code: '1', title: 'Estaciones de bombeo' },
      { code: '11', title: 'Obra civil', parentCode: '1' },
    ];
    const items = [2, 9, 10, 32, 161, 160, 40].map((number, index) =>
      item(
        String(number).padStart(4, '0'),
        '11',
        `Excavación para cimiento de obras de fábrica número ${index}\nen cualquier clase de terreno, con medios mecánicos.`,
        96 + index,
        130.25,
        index % 2 === 0 ? 'M2' : 'M3',
      ),
    );
    const exported = await exportBudgetPdf(budgetOf(chapters, items), options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('reads items without code whose unit is printed before a title opening with a unit', async () => {
    // El Casar: `Ud. Mes de alquiler de caseta … 1 1,00 104,33 104,33`, an item without code
    // measured in `Ud.`, not the item `Ud.` measured in months.
    const titles = [
      'Mes de alquiler de caseta prefabricada con un despacho de oficina',
      'Mes de alquiler de caseta prefabricada para vestuarios de obra',
      'Acometida provisional de electricidad a casetas de obra.',
      'Taquilla metálica individual con llave de 1.78 m. de altura',
      'Botiquín de obra instalado.',
    ];
    const items = titles.map((title, index) =>
      item('', '05.01.04', title, 1 + index, 104.33, 'Ud.'),
    );
    const budget = budgetOf([{ code: '05.01.04', title: 'INSTALACIONES PROVISIONALES' }], items);
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('prints a quality-control budget’s item read after the last chapter after it, and proves it', async () => {
    // Printed first, above chapter 1, it was not read back (39 items of 40): no proof.
    const budget = tableFixtureBudget(QUALITY_CONTROL_SHEET_FAMILY);
    const last = budget.items.at(-1)!;
    expect(last.chapterCode).toBeUndefined();
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);
});
