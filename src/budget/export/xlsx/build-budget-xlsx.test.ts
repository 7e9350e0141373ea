import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLIENT } from '../../parse/parse-budget-text.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { buildBudgetXlsx } from './build-budget-xlsx.ts';
import { verifyXlsxExport } from './verify-xlsx-export.ts';

const sheetXml = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);

describe('buildBudgetXlsx', () => {
  const cases = [
    { itemCount: 40, seed: 1 },
    { itemCount: 90, seed: 2, measurements: true },
    { itemCount: 120, seed: 3, depth: 3 },
    { itemCount: 25, seed: 4, chapters: false },
  ];
  for (const options of cases) {
    it(`reads back to the same budget through the product's reader (${JSON.stringify(options)})`, async () => {
      const budget = generateBudget(options);
      const exported = await buildBudgetXlsx(budget, {
        company: 'Construcciones Ejemplo',
        date: '08/05/2024',
      });
      expect(exported.fileName).toBe(`presupuesto_${budget.id}.xlsx`);
      const proof = await verifyXlsxExport(budget, exported);
      expect(proof.problems).toEqual([]);
      expect(proof.status).toBe('reconciled');
    });
  }

  it('writes amounts as formulas with their values, numbers with display formats, and freezes the header', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 7 });
    const exported = await buildBudgetXlsx(budget, { date: '08/05/2024' });
    const xml = sheetXml(exported.bytes);
    // Company, client, date, a blank row, the column titles (no work known: no `Obra:` row).
    expect(xml).toContain(
      '<pane ySplit="5" topLeftCell="A6" activePane="bottomLeft" state="frozen"/>',
    );
    expect(xml).toMatch(/<f>ROUND\(E(\d+)\*F\1,2\)<\/f><v>[\d.]+<\/v>/);
    expect(xml).toMatch(/<f>SUM\(G\d+:G\d+\)<\/f>/);
    expect(xml).toContain('<cols>');
    const styles = strFromU8(unzipSync(exported.bytes)['xl/styles.xml']!);
    // `#,##0.00` is Excel's built-in format 4, shown as 1.234,56 in a Spanish locale.
    expect(styles).toMatch(/<xf numFmtId="4"/);
    const header = exported.plan.rows[exported.plan.headerRow - 1];
    expect(header).toEqual(['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres']);
    expect(
      exported.plan.rows.map((row) => row[1]).filter((nature) => nature === 'Partida'),
    ).toHaveLength(20);
  });

  it('heads the sheet as the Word does: no placeholder client and no label with nothing after it', async () => {
    const budget = {
      ...generateBudget({ itemCount: 12, seed: 9 }),
      client: UNKNOWN_CLIENT,
    };
    const exported = await buildBudgetXlsx(budget, { company: 'Construcciones Ejemplo' });
    const head = exported.plan.rows.slice(0, exported.plan.headerRow - 1).map((row) => row[0]);
    expect(head).toEqual(['Construcciones Ejemplo', undefined]);
    const proof = await verifyXlsxExport(budget, exported);
    expect(proof.problems).toEqual([]);

    const named = {
      ...budget,
      client: 'Comunidad de Propietarios Olivo 3',
      title: 'Reforma de cubierta',
    };
    const withHead = await buildBudgetXlsx(named, { date: '08/05/2024' });
    expect(withHead.plan.rows.slice(0, 4).map((row) => row[0])).toEqual([
      '',
      'Obra: Reforma de cubierta',
      'Cliente: Comunidad de Propietarios Olivo 3',
      'Fecha: 08/05/2024',
    ]);
    expect((await verifyXlsxExport(named, withHead)).problems).toEqual([]);
  });

  it('ends with the PEM, overheads, profit, VAT and contract total as formulas', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 8 });
    const { plan } = await buildBudgetXlsx(budget);
    const closing = plan.rows
      .slice(plan.pemRow - 1)
      .map((row) => [
        row[3],
        row[6] !== null && typeof row[6] === 'object' ? row[6].value : undefined,
      ]);
    expect(closing).toEqual([
      ['PRESUPUESTO DE EJECUCIÓN MATERIAL', budget.summary!.pem],
      ['Total gastos generales', budget.summary!.gastosGenerales],
      ['Total beneficio industrial', budget.summary!.beneficioIndustrial],
      [
        'Suma',
        Math.round(
          (budget.summary!.pem +
            budget.summary!.gastosGenerales! +
            budget.summary!.beneficioIndustrial!) *
            100,
        ) / 100,
      ],
      ['Total IVA', budget.summary!.iva],
      ['Total presupuesto de ejecución por contrata', budget.summary!.contractTotal],
    ]);
  });

  it('keeps every item’s note in an Observaciones column, read back as the same note of the same item', async () => {
    const budget = generateBudget({ itemCount: 40, seed: 21, notes: true });
    const noted = budget.items.filter((item) => item.note !== undefined);
    // Every shape of note the generator makes: accents, figures, a long one, two lines.
    expect(new Set(noted.map((item) => item.note)).size).toBe(7);
    const exported = await buildBudgetXlsx(budget);
    expect(exported.plan.rows[exported.plan.headerRow - 1]).toEqual([
      'Código',
      'Nat',
      'Ud',
      'Resumen',
      'CanPres',
      'PrPres',
      'ImpPres',
      'Observaciones',
    ]);
    const proof = await verifyXlsxExport(budget, exported);
    expect(proof.problems).toEqual([]);
    expect(proof.status).toBe('reconciled');
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    expect(read.budget.items.map((item) => [item.codigo, item.total, item.note])).toEqual(
      budget.items.map((item) => [item.codigo, item.total, item.note]),
    );
    expect(read.budget.items.map((item) => item.resumen)).toEqual(
      budget.items.map((item) => item.resumen),
    );
    expect(read.budget.total).toBe(budget.total);
  });

  it('refuses a sheet that lost a note', async () => {
    const budget = generateBudget({ itemCount: 40, seed: 21, notes: true });
    const exported = await buildBudgetXlsx(budget);
    const proof = await verifyXlsxExport(
      {
        ...budget,
        items: budget.items.map((item, index) =>
          index === budget.items.findIndex((other) => other.note === undefined)
            ? { ...item, note: 'Ver plano 9' }
            : item,
        ),
      },
      exported,
    );
    expect(proof.ok).toBe(false);
    expect(proof.problems.join(' ')).toMatch(/observación/);
  });

  it('adds the notes’ column and changes no other cell of the sheet', async () => {
    const noted = await buildBudgetXlsx(generateBudget({ itemCount: 40, seed: 21, notes: true }));
    const plain = await buildBudgetXlsx(generateBudget({ itemCount: 40, seed: 21 }));
    expect(noted.plan.rows.map((row) => row.slice(0, 7))).toEqual(plain.plan.rows);
  });

  it('writes no Observaciones column where no item has a note', async () => {
    const budget = generateBudget({ itemCount: 40, seed: 21 });
    const exported = await buildBudgetXlsx(budget);
    expect(exported.plan.rows.every((row) => row.length <= 7)).toBe(true);
    const xml = sheetXml(exported.bytes);
    expect(xml).not.toMatch(/r="H\d+"/);
    expect(xml).not.toContain('Observaciones');
  });
});
