/**
 * An item of quantity 1 whose amount the next item repeats (two windows of one price, one
 * after the other): the Word prints the unit in the summary's cell (`ud  VENTANA V.02 …`), so
 * the table reader sees a row without unit, `1 × 456,54 = 456,54`, over a row of 456,54, the
 * shape of a chapter printed as a priced row above its one item. Read so, the item became a
 * chapter holding the rest of its chapter's items (El Casar's, Navas de Tolosa's and Menfis's
 * Words read back one item short and one chapter over).
 */
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget, BudgetItem } from '../../model/budget.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { exportBudgetDocx } from './export-budget-docx.ts';

function item(
  codigo: string,
  title: string,
  quantity: number,
  price: number,
  chapterCode: string,
): BudgetItem {
  return {
    codigo,
    resumen: `${title}\nSuministro y colocación según proyecto.`,
    uds: 'ud',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: String(quantity),
    precio_unitario: price,
    total: Math.round(quantity * price * 100) / 100,
    chapterCode,
  };
}

function budgetWithEqualAmounts(codes: (chapter: string, n: number) => string): Budget {
  const items = [
    item(codes('01', 1), 'VENTANA V.01 DE UNA HOJA CORREDERA', 1, 854.66, '01'),
    item(codes('01', 2), 'VENTANA V.02 DE UNA HOJA OSCILOBATIENTE', 1, 456.54, '01'),
    item(codes('01', 3), 'VENTANA V.03 DE UNA HOJA OSCILOBATIENTE', 1, 456.54, '01'),
    item(codes('01', 4), 'VENTANA V.04 DE UN FIJO LATERAL', 2, 476.64, '01'),
    item(codes('02', 1), 'PUERTA DE ENTRADA', 1, 1200, '02'),
    item(codes('02', 2), 'PUERTA DE PASO', 3, 180.25, '02'),
  ];
  const sum = (chapter: string): number =>
    Math.round(
      items.filter((i) => i.chapterCode === chapter).reduce((s, i) => s + i.total * 100, 0),
    ) / 100;
  const chapters = ['01', '02'].map((code) => ({
    code,
    title: code === '01' ? 'CARPINTERÍA DE ALUMINIO' : 'CARPINTERÍA DE MADERA',
    level: 1,
    total: sum(code),
  }));
  const total = Math.round((sum('01') + sum('02')) * 100) / 100;
  return {
    id: 'equal-amounts',
    client: 'Cliente de prueba',
    items,
    chapters,
    total,
    statedTotal: total,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
  };
}

describe('the Word of items whose amount the next item repeats', () => {
  const shapes: Array<[string, (chapter: string, n: number) => string]> = [
    ['dotted codes', (chapter, n) => `${chapter}.0${n}`],
    ['price-database codes', (chapter, n) => `${Number(chapter) + 799}.00${n}0`],
    ['codes of letters and digits', (chapter, n) => `m23U${chapter}A1${n}0`],
  ];
  for (const [shape, codes] of shapes)
    it(`reads back every item, none taken for a chapter, with ${shape}`, async () => {
      const budget = budgetWithEqualAmounts(codes);
      const exported = await exportBudgetDocx(budget, {
        branding: companyBranding,
        now: new Date(2026, 10, 27),
        descriptions: 'short',
      });
      const read = await readBudgetFile(exported.bytes, 'presupuesto.docx');
      expect(read.budget.items.map((i) => [i.codigo, i.chapterCode, i.total])).toEqual(
        budget.items.map((i) => [i.codigo, i.chapterCode, i.total]),
      );
      expect(read.budget.chapters?.map((c) => c.code)).toEqual(['01', '02']);
      expect(exported.proof.problems).toEqual([]);
      expect(read.check.status).toBe('reconciled');
    }, 30_000);
});
