/**
 * The synthetic budget the README's screenshots show: never a real sample (a screenshot of
 * one would be a copy of a customer's document). It takes the seeded generator's items and
 * files each under the chapter its title belongs to (`LUMINARIA LED VIARIA 40W` under
 * ALUMBRADO PÚBLICO), so that the pictures look like a real urbanisation budget: four
 * chapters, three of them split in two subchapters, about thirty items with measurement lines.
 */
import type { Budget, BudgetChapter, BudgetItem } from '../src/budget/model/budget.ts';
import { sumTotals } from '../src/budget/model/money.ts';
import { generateBudget, summaryOfPem } from '../src/budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../src/budget/testing/render-budget-report.ts';

interface LeafPlan {
  code: string;
  title: string;
  /** Item titles that belong here, matched against the first line of the item's summary. */
  titles: RegExp;
}

const CHAPTERS: ReadonlyArray<{ code: string; title: string; leaves: LeafPlan[] }> = [
  {
    code: '01',
    title: 'TRABAJOS PREVIOS Y MOVIMIENTO DE TIERRAS',
    leaves: [
      { code: '01.01', title: 'DEMOLICIONES', titles: /DEMOLICIÓN|LEVANTADO|DESMONTAJE|CORTE/ },
      { code: '01.02', title: 'MOVIMIENTO DE TIERRAS', titles: /EXCAV|CARGA|RELLENO/ },
    ],
  },
  {
    code: '02',
    title: 'PAVIMENTACIÓN',
    leaves: [
      { code: '02.01', title: 'BORDILLOS Y SOLERAS', titles: /BORD|SOLER|HORMIGÓN|ENCOFRADO/ },
      { code: '02.02', title: 'PAVIMENTOS', titles: /PAVIMENTO|RASANTE/ },
    ],
  },
  {
    code: '03',
    title: 'INSTALACIONES URBANAS',
    leaves: [
      { code: '03.01', title: 'ALUMBRADO PÚBLICO', titles: /ALUMB|COLUMNA|LUMINARIA/ },
      { code: '03.02', title: 'SANEAMIENTO', titles: /TUBERÍA|ARQUETA/ },
    ],
  },
  {
    code: '04',
    title: 'SEGURIDAD Y SALUD Y GESTIÓN DE RESIDUOS',
    leaves: [{ code: '04', title: '', titles: /SEGURIDAD|GESTIÓN|CASETA|Plataforma/ }],
  },
];

/** Items per leaf chapter: 7 leaves of 4 or 5 items make the ~30 items of a small budget. */
const ITEMS_PER_LEAF = [5, 4, 5, 4, 5, 4, 3] as const;
/** Seed and pool size of the generator; the pool is large enough to fill every leaf. */
const SEED = 2026;
const POOL_SIZE = 800;
const MAX_ITEM_TOTAL = 40_000;

export const README_BUDGET_TITLE = 'Renovación de aceras y alumbrado en la calle Mayor';
/** The number the user gives the budget: printed the same in the preview and the documents. */
export const README_BUDGET_NUMBER = 'PRE-2026-016';
export const README_BUDGET_CLIENT = 'Ayuntamiento de Villanueva del Campo';
/** A fixed date, so that regenerating the screenshots changes nothing when nothing changed. */
const README_BUDGET_DATE = '2026-03-16';

function firstLine(item: BudgetItem): string {
  return item.resumen.split('\n')[0] ?? '';
}

/** The README's budget, and its text as a budget program prints it (what the script pastes). */
export function makeReadmeBudget(): { budget: Budget; text: string } {
  const pool = generateBudget({
    itemCount: POOL_SIZE,
    seed: SEED,
    chapters: false,
    measurements: true,
  });
  const used = new Set<BudgetItem>();
  const items: BudgetItem[] = [];
  const chapters: BudgetChapter[] = [];
  let leafIndex = 0;
  for (const plan of CHAPTERS) {
    const top: BudgetChapter = { code: plan.code, title: plan.title, level: 1, total: 0 };
    chapters.push(top);
    for (const leaf of plan.leaves) {
      const wanted = ITEMS_PER_LEAF[leafIndex++] ?? 4;
      const chosen = pool.items
        .filter((item) => !used.has(item) && leaf.titles.test(firstLine(item)))
        // An item measured to nothing, or a lump sum of half a million euros, is possible but
        // makes a poor picture of a street works budget.
        .filter((item) => item.total > 0 && item.total <= MAX_ITEM_TOTAL)
        .slice(0, wanted);
      if (chosen.length < wanted) {
        throw new Error(`the generator gave ${chosen.length} items for ${leaf.code}`);
      }
      const chapter: BudgetChapter =
        leaf.code === plan.code
          ? top
          : { code: leaf.code, title: leaf.title, level: 2, parentCode: plan.code, total: 0 };
      if (chapter !== top) chapters.push(chapter);
      for (const item of chosen) {
        used.add(item);
        items.push({ ...item, chapterCode: chapter.code });
      }
      chapter.total = sumTotals(chosen);
      chapter.statedTotal = chapter.total;
    }
    top.total = sumTotals(items.filter((item) => item.chapterCode?.startsWith(plan.code)));
    top.statedTotal = top.total;
  }
  const total = sumTotals(items);
  const budget: Budget = {
    ...pool,
    id: README_BUDGET_NUMBER,
    client: README_BUDGET_CLIENT,
    title: README_BUDGET_TITLE,
    date: README_BUDGET_DATE,
    items,
    chapters,
    total,
    statedTotal: total,
    summary: summaryOfPem(total),
  };
  return { budget, text: renderBudgetReport(budget, 'mediciones') };
}
