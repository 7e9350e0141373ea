import { describe, expect, it } from 'vitest';
import { documentRows } from './table-document.ts';
import { PRESTO_EXPORT_FAMILY, PRESTO_HEADER, PRESTO_ROOT_CODE } from './render-presto-export.ts';
import { tableFixtureBudget } from './table-fixture.ts';

describe("Presto's Excel export fixture", () => {
  const budget = tableFixtureBudget(PRESTO_EXPORT_FAMILY);
  const rows = documentRows(PRESTO_EXPORT_FAMILY.render(budget));

  it('opens with the header and the root row, 1 × the total', () => {
    expect(rows[0]).toEqual(PRESTO_HEADER);
    expect(rows[1]?.[0]).toBe(PRESTO_ROOT_CODE);
    expect(rows[1]?.slice(4)).toEqual([1, budget.total, budget.total]);
  });

  it('repeats the short codes GCI, VRP and BoteMat in more than one chapter', () => {
    for (const code of ['GCI', 'VRP', 'BoteMat']) {
      const chapters = new Set(
        budget.items.filter((item) => item.codigo === code).map((item) => item.chapterCode),
      );
      expect(chapters.size, code).toBeGreaterThan(1);
    }
  });

  it('has items measured 0, every nature, and a closing row per chapter', () => {
    expect(budget.items.some((item) => item.total === 0 && item.cantidad === '0,00')).toBe(true);
    const natures = new Set(rows.map((row) => row[1]));
    for (const nature of ['Capítulo', 'Partida', 'Material', 'Mano de obra', 'Maquinaria', 'Otros'])
      expect(natures.has(nature), nature).toBe(true);
    for (const chapter of budget.chapters ?? [])
      expect(
        rows.some((row) => row[0] === '' && row[3] === chapter.code && row[6] === chapter.total),
      ).toBe(true);
  });
});
