/**
 * The header a document prints (work, client, location, date) read into the budget, for each
 * kind of source: pasted report text, a PDF report, a Word letterhead, a spreadsheet's rows
 * above the table, and a .bc3's root concept.
 */
import { describe, expect, it } from 'vitest';
import { SMALL_BUDGET } from '../../bc3/testing/bc3-fixtures.ts';
import { writeBc3 } from '../../bc3/testing/write-bc3.ts';
import { makeBudgetDocx } from '../../extract/testing/make-budget-docx.ts';
import { budgetSheetRows, makeWorkbookBytes } from '../../extract/testing/make-budget-xlsx.ts';
import { makeReportPdf } from '../../extract/testing/make-report-pdf.ts';
import type { Budget } from '../../model/budget.ts';
import { readBudgetFile, readBudgetText } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { LAYOUT_FAMILIES } from '../../testing/layout-families.ts';
import { fixtureBudget, PDF_ITEMS, TEXT_ITEMS } from '../../testing/layout-fixture.ts';
import { CYPE_FAMILY } from '../../testing/render-cype-report.ts';
import { writeReportText } from '../../testing/report-document.ts';
import { UNKNOWN_CLIENT } from '../parse-budget-text.ts';

const REPORT_BODY = [
  'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE',
  'CAPÍTULO 01 DEMOLICIONES',
  'DEM06 Ml CORTE DE PAVIMENTO',
  '10,00 2,00 20,00',
  'TOTAL CAPÍTULO 01 20,00',
  'TOTAL 20,00',
];

function header(budget: Budget) {
  return {
    title: budget.title,
    client: budget.client,
    location: budget.location,
    date: budget.date,
  };
}

/** Every text the budget holds that is no header: chapter titles, item codes and summaries. */
function bodyTexts(budget: Budget): Set<string> {
  const texts = new Set<string>();
  for (const chapter of budget.chapters ?? []) {
    texts.add(chapter.title);
    texts.add(`${chapter.code} ${chapter.title}`);
  }
  for (const item of budget.items) for (const line of item.resumen.split('\n')) texts.add(line);
  return texts;
}

describe('the header read from the document', () => {
  it('reads work, client, location and date from a report’s labelled lines', () => {
    const text = [
      'PRESUPUESTO',
      'Proyecto:   Reforma de local en Calle Mayor 3',
      'Promotor:   Comunidad de Propietarios Las Eras',
      'Situación:  Toledo',
      'Fecha: 12/03/2024',
      ...REPORT_BODY,
    ].join('\n');
    const { budget, warnings } = readBudgetText(text);
    expect(header(budget)).toEqual({
      title: 'Reforma de local en Calle Mayor 3',
      client: 'Comunidad de Propietarios Las Eras',
      location: 'Toledo',
      date: '2024-03-12',
    });
    expect(budget.items.map((item) => item.codigo)).toEqual(['DEM06']);
    expect(warnings).toEqual([]);
  });

  it('takes the line under the report’s title for the work, and OBRA: for the work, never for the client', () => {
    const named = readBudgetText(
      ['PRESUPUESTO', 'PROYECTO DE RENATURALIZACIÓN DEL COMPLEJO NAVAS', ...REPORT_BODY].join('\n'),
    ).budget;
    expect(header(named)).toEqual({
      title: 'PROYECTO DE RENATURALIZACIÓN DEL COMPLEJO NAVAS',
      client: UNKNOWN_CLIENT,
      location: undefined,
      date: undefined,
    });
    const obra = readBudgetText(['OBRA: Nave 3 en Getafe', ...REPORT_BODY].join('\n')).budget;
    expect(obra.title).toBe('Nave 3 en Getafe');
    expect(obra.client).toBe(UNKNOWN_CLIENT);
  });

  it('names no client from a chapter that names a street', () => {
    const { budget } = readBudgetText(
      ['CAPÍTULO C08 CALLE TENERIFE', 'DEM06 Ml CORTE', '1,00 1,00 1,00'].join('\n'),
    );
    expect(budget.client).toBe(UNKNOWN_CLIENT);
    expect(budget.title).toBeUndefined();
  });

  it('reads the work from the Proyecto: line of a CYPE report as a PDF, and no client from its empty Promotor:', async () => {
    const budget = fixtureBudget(CYPE_FAMILY, PDF_ITEMS);
    const bytes = await makeReportPdf(CYPE_FAMILY.render(budget));
    const read = (await readBudgetFile(bytes, 'informe.pdf')).budget;
    expect(read.title).toBe(
      `P${String(budget.items.length).padStart(6, '0')} PRESUPUESTO ${budget.client.toUpperCase()}`,
    );
    expect(read.client).toBe(UNKNOWN_CLIENT);
    expect(read.location).toBeUndefined();
    expect(read.items).toHaveLength(budget.items.length);
  });

  it('reads the paragraphs above a Word table', async () => {
    const budget = generateBudget({ itemCount: 6, seed: 3 });
    const bytes = await makeBudgetDocx(budget, [
      'Obra: Nave industrial en Getafe',
      'Cliente: Talleres Pérez S.L.',
      'Emplazamiento: Polígono Los Olivos, Getafe',
      'Fecha: 3 de febrero de 2025',
    ]);
    const read = (await readBudgetFile(bytes, 'presupuesto.docx')).budget;
    expect(header(read)).toEqual({
      title: 'Nave industrial en Getafe',
      client: 'Talleres Pérez S.L.',
      location: 'Polígono Los Olivos, Getafe',
      date: '2025-02-03',
    });
    expect(read.items).toHaveLength(budget.items.length);
  });

  it('reads the rows above a spreadsheet’s table, label and value in cells of their own', async () => {
    const budget = generateBudget({ itemCount: 6, seed: 5 });
    const [title, , ...table] = budgetSheetRows(budget);
    const rows = [
      title ?? [],
      ['Obra:', 'Reforma de vivienda'],
      ['Propiedad:', '', 'María Núñez'],
      ['Localidad:', 'Peñíscola'],
      ...table,
    ];
    const bytes = await makeWorkbookBytes([{ name: 'Presupuesto', rows }], 'xlsx');
    const read = (await readBudgetFile(bytes, 'presupuesto.xlsx')).budget;
    expect(header(read)).toEqual({
      title: 'Reforma de vivienda',
      client: 'María Núñez',
      location: 'Peñíscola',
      date: undefined,
    });
    expect(read.items).toHaveLength(budget.items.length);
  });

  it('takes a .bc3’s root concept for the work, and leaves the client to the user', async () => {
    const read = (await readBudgetFile(writeBc3(SMALL_BUDGET), 'obra.bc3')).budget;
    expect(read.title).toBe('Reforma de vivienda en Calle Mayor 3, Toledo');
    expect(read.client).toBe(UNKNOWN_CLIENT);
  });

  it.each(LAYOUT_FAMILIES)(
    'takes no chapter or item text for a header field in the $id layout',
    (family) => {
      const budget = fixtureBudget(family, TEXT_ITEMS);
      const read = readBudgetText(writeReportText(family.render(budget), family.textStyle)).budget;
      const body = bodyTexts(read);
      for (const value of [read.title, read.client, read.location])
        if (value !== undefined) expect(body.has(value), value).toBe(false);
    },
  );
});
