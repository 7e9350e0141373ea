/**
 * "Cuadra" only for a reading that is right: a generated budget, rendered in every layout
 * family (as text) and every table family (as its first file type), is damaged the ways a
 * document is between its program and the reader (damage-report.ts, damage-table.ts: a line
 * or row lost, two run together, one digit of a figure changed, a page printed twice, a
 * figure slipped a column, a text wrapped once more, a total line gone) and read. Whatever
 * the reader makes of it, a reading the verdict calls reconciled must give back the budget's
 * items (code, quantity, price, amount) and total, to the cent. Items of amount 0 are left
 * out of the comparison: a row `0,00 × 24,12 = 0,00` lost, or its price changed, changes no
 * figure any sum could tell.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import { readBudgetFile, readBudgetText } from '../read-budget.ts';
import { budgetFigures } from '../testing/budget-figures.ts';
import { DAMAGE_KINDS, damageReport, type DamageKind } from '../testing/damage-report.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { LAYOUT_FAMILIES } from '../testing/layout-families.ts';
import { writeReportText } from '../testing/report-document.ts';
import { damageTable } from '../testing/tables/damage-table.ts';
import { TABLE_FAMILIES } from '../testing/tables/table-families.ts';
import { tableFileName, writeTableFile } from '../testing/tables/write-table-file.ts';
import type { CheckedParseResult } from './judge-reading.ts';

const MAX_ITEMS = 24;
const RUNS = 4;
/** A fixed seed: the same cases on every run. */
const PROPERTY_OPTIONS = { numRuns: RUNS, endOnFailure: true, seed: 20261127 };

/** What must come back, items of amount 0 aside. */
function figuresThatSum(budget: Budget) {
  const { items, total } = budgetFigures(budget);
  return { items: items.filter((item) => item.importe !== 0), total };
}

const damageArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  itemCount: fc.integer({ min: 1, max: MAX_ITEMS }),
  where: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  detail: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
});

interface Case {
  family: string;
  kind: DamageKind;
  /** A layout family's report drawn as a PDF, not its text. */
  pdf?: boolean;
  seed: number;
  itemCount: number;
  where: number;
  detail: number;
}

/**
 * Damaged documents once called reconciled though read wrong, each now doubted (or, the
 * table reading doubted, the text reading of the same cells chosen and right). Sheets: a
 * price digit changed where the quantity shows no decimals (`15 × 545,49` printed
 * 8.180,85: half a unit of `15` is 272 €); `1 × 506,07` printed 506,06; a quantity's third
 * decimal (3.922,071 × 41,25 printed 161.785,39); a quantity slipped into a measurement
 * column (`× 45,78 = 137,34`); quantity and price run into one cell (`1146.15 193.39`, read
 * as no figure: the row kept its amount alone); a chapter heading run into an item row
 * (`01 XTN01`), its `TOTAL CAPÍTULO 01.02` dropped unseen; a `1` slipped out of its column
 * (`| 442,73 | 442,73`); `1 × 422,39` printed 422,29 in a two-item sheet. A one-chapter PDF report whose chapter total line was lost: its
 * grid reading, every code and word lost, won over the exact text reading.
 */
const COUNTEREXAMPLES: Case[] = [
  {
    family: 'quality-control-sheet',
    kind: 'change-digit',
    seed: 106,
    itemCount: 16,
    where: 0.032110317377373576,
    detail: 0.7854136289097369,
  },
  {
    family: 'quality-control-sheet',
    kind: 'change-digit',
    seed: 135,
    itemCount: 27,
    where: 0.8617922596167773,
    detail: 0.8080227139871567,
  },
  {
    family: 'tcq-word',
    kind: 'change-digit',
    seed: 3,
    itemCount: 29,
    where: 0.7884412915445864,
    detail: 0.870795662747696,
  },
  {
    family: 'office-title-sheet',
    kind: 'change-digit',
    seed: 3,
    itemCount: 29,
    where: 0.7884412915445864,
    detail: 0.870795662747696,
  },
  {
    family: 'presto-measurements-sheet',
    kind: 'shift-column',
    seed: 2,
    itemCount: 27,
    where: 0.5644624540582299,
    detail: 0.3402640714775771,
  },
  {
    family: 'presto-export',
    kind: 'shift-column',
    seed: 101,
    itemCount: 20,
    where: 0.8268422721885145,
    detail: 0.4521065156441182,
  },
  {
    family: 'tcq-word',
    kind: 'shift-column',
    seed: 1,
    itemCount: 21,
    where: 0.8000154225155711,
    detail: 0.3266251706518233,
  },
  {
    family: 'pasted-sheet-word',
    kind: 'merge-lines',
    seed: 102,
    itemCount: 4,
    where: 0.18121128086932003,
    detail: 0.4518124386668205,
  },
  {
    family: 'pasted-sheet-word',
    kind: 'merge-lines',
    seed: 110,
    itemCount: 21,
    where: 0.5556838973425329,
    detail: 0.8085060899611562,
  },
  {
    family: 'quality-control-sheet',
    kind: 'shift-column',
    seed: 205,
    itemCount: 9,
    where: 0.0393136078491807,
    detail: 0.1829202128574252,
  },
  {
    family: 'price-before-quantity',
    kind: 'drop-total',
    pdf: true,
    seed: 300,
    itemCount: 11,
    where: 0.4565652369055897,
    detail: 0.564783331239596,
  },
  {
    family: 'quality-control-sheet',
    kind: 'change-digit',
    seed: 416,
    itemCount: 2,
    where: 0.7547665457241237,
    detail: 0.7270952023100108,
  }, // A code line run into the line above in a report of four items: one item left without code.
  {
    family: 'presto-no-thousands-separator',
    kind: 'merge-lines',
    seed: 1906957116,
    itemCount: 4,
    where: 0.3118815263733268,
    detail: 0.8337545346003026,
  },
  // A sheet of one item: chapter `01` run into order number `1`, read `01 1`, its chapter lost.
  {
    family: 'office-order-sheet',
    kind: 'merge-lines',
    seed: 1397578572,
    itemCount: 1,
    where: 0.6435859715566039,
    detail: 0.17537322896532714,
  },
  // One item: `01 APUH_001`, the chapter's number glued to the code, no chapter read.
  {
    family: 'office-sheet-partials',
    kind: 'merge-lines',
    seed: 213707877,
    itemCount: 1,
    where: 0.45643416326493025,
    detail: 0.3116765308659524,
  },
  // Code typed last: `01 APUG_001` unread as a code, left as a line of the description.
  {
    family: 'office-sheet-code-last',
    kind: 'merge-lines',
    seed: 2137930346,
    itemCount: 2,
    where: 0.537692217156291,
    detail: 0.37383004813455045,
  },
  // A sheet without codes: `CAPÍTULO 1: EXPLANACIONES.` gave an item the code `1:`.
  {
    family: 'merged-cells-csv',
    kind: 'shift-column',
    seed: 1636851456,
    itemCount: 3,
    where: 0.604100258089602,
    detail: 0.21816456760279834,
  },
  // Two item rows in one (`N76XY002 Z54UT003`), the first's figures lost with it.
  {
    family: 'pasted-sheet-word',
    kind: 'merge-lines',
    seed: 225797155,
    itemCount: 3,
    where: 0.5218433979898691,
    detail: 0.6181070597376674,
  },
  // One row slipped a column right under its header: quantity and price read swapped.
  {
    family: 'arquimedes-export',
    kind: 'shift-column',
    seed: 1767675682,
    itemCount: 1,
    where: 0.3496225718408823,
    detail: 0.7474614174570888,
  },
  // Quantity and price run into one cell (`173.64 558.69`): the row kept its amount alone.
  {
    family: 'office-title-sheet',
    kind: 'shift-column',
    seed: 438785659,
    itemCount: 1,
    where: 0.020397162064909935,
    detail: 0.8222540670540184,
  },
  // A header's words run into an item's figures (`ENSAYOS 8`, `UNITARIO 155,29`).
  {
    family: 'merged-cells-csv',
    kind: 'merge-lines',
    seed: 258165321,
    itemCount: 2,
    where: 0.5770982252433896,
    detail: 0.6594412259291857,
  },
  // One item, code typed last: `01 APUG_001` left in its words, under a title read as chapter `1`.
  {
    family: 'office-sheet-code-last',
    kind: 'merge-lines',
    seed: 1129957840,
    itemCount: 1,
    where: 0.5873236143961549,
    detail: 0.07532073254697025,
  },
  // TCQ PDFs with a line lost: the grid's table reading kept every figure but no code (each
  // stood in the text cell above its row) and, its sums agreeing, won over the text reading
  // that doubted the item the lost line left without figures.
  {
    family: 'price-before-quantity',
    kind: 'drop-line',
    pdf: true,
    seed: 1791713225,
    itemCount: 8,
    where: 0.2211072314530611,
    detail: 0.9905986413359642,
  },
  {
    family: 'price-before-quantity',
    kind: 'drop-line',
    pdf: true,
    seed: 368710543,
    itemCount: 10,
    where: 0.1811186766717583,
    detail: 0.03354513901285827,
  },
  // CYPE's subtotal run into the closing row (`Total Ml : 86,21 15428,60 € 86,21 1 330
  // 099,61 €86,21`): read as 15.428,60 × 86,21, quantity and price swapped, amount right.
  {
    family: 'cype',
    kind: 'merge-lines',
    pdf: true,
    seed: 1334892469,
    itemCount: 9,
    where: 0.836674673948437,
    detail: 0.15499623492360115,
  },
  {
    family: 'cype-spaced-thousands',
    kind: 'merge-lines',
    pdf: true,
    seed: 1482913402,
    itemCount: 14,
    where: 0.745357203995809,
    detail: 0.9183956903871149,
  },
  // Four items: `APUE_001`'s code line run into the chapter's heading became a subchapter of
  // `C01` taking every item, the first one coded `HM-20` from its description.
  {
    family: 'presto-measurements',
    kind: 'merge-lines',
    seed: 1878663984,
    itemCount: 4,
    where: 0.11056279484182596,
    detail: 0.7721520632039756,
  },
  // One item: `CAPÍTULO C01 … ÁVILA` and `m23H03I001 m. RELLENO …` on one line, the item
  // left without code, its head in the chapter's title.
  {
    family: 'presto-measurements',
    kind: 'merge-lines',
    seed: 19849178,
    itemCount: 1,
    where: 0.19137797830626369,
    detail: 0.3583565638400614,
  },
  // A zero item's figures line run into the next item's head (`0,00 444,61 0,00 A04.03 Pa
  // ALQUILER …`): the zero item took the next one's figures, the next one lost.
  {
    family: 'presto-measurements',
    kind: 'merge-lines',
    seed: 1536301070,
    itemCount: 3,
    where: 0.618793091038242,
    detail: 0.9033957454375923,
  },
  // A zero item's figures line lost: the next item's head (`2 YUI02 m3 SOLER.HM-20 …`) read
  // as the zero item's description, its figures given to the zero item.
  {
    family: 'price-before-quantity',
    kind: 'drop-line',
    seed: 1418064715,
    itemCount: 2,
    where: 0.1051849874202162,
    detail: 0.10199608211405575,
  },
  // A wrapped line `HM-20 conexionado.` run into `T10.06 l COLUMNA 6 m.`: read as item
  // `HM-20` without unit, its title in lower case, T10.06 lost in its words.
  {
    family: 'presto-partials',
    kind: 'merge-lines',
    seed: 1256321638,
    itemCount: 16,
    where: 0.3639538011047989,
    detail: 0.0782130949664861,
  },
  // The sheet's header printed twice, the first time cut after its group row (`DESCRIPCIÓN |
  // MEDICIÓN | ENSAYOS | PRESUPUESTO`): the columns named from it, MEDICIÓN's `7.459` read as
  // the item's code.
  {
    family: 'merged-cells-csv',
    kind: 'repeat-page',
    seed: 830529359,
    itemCount: 1,
    where: 0.0814221864566207,
    detail: 0.2078565820120275,
  },
  // A row slipped a column: MEDICIÓN's `100` and TOTAL ENSAYOS' `1` in one cell, read as
  // 1001 and the row's quantity left empty (`× 316,50 = 316,50`, taken for a lump sum).
  {
    family: 'quality-control-sheet',
    kind: 'shift-column',
    seed: 1920794144,
    itemCount: 2,
    where: 0.5112167450133711,
    detail: 0.0341811147518456,
  },
  // A numbered sheet (`3  PINT.PLÁST. …` over `UD Replanteo …`): a zero item's figures lost,
  // the next item's head read as its description, its figures given to the zero item.
  {
    family: 'contractor-sheet',
    kind: 'drop-line',
    seed: 1406383474,
    itemCount: 3,
    where: 0.3508263675030321,
    detail: 0.7800125118810683,
  },
  // A title wrapped before its last word (`CSIII-W1`): read as an item of that code without
  // unit, `Ml Enfoscado …` its title, the real item 2 lost.
  {
    family: 'contractor-sheet',
    kind: 'wrap-text',
    seed: 331333778,
    itemCount: 2,
    where: 0.5998707639519125,
    detail: 0.8430039556697011,
  },
  // A description's last line (`… UNE-EN en.`) run into the next item's code line: read as
  // item `en.`, its title ending in the real code `m23Z56A003`.
  {
    family: 'presto-no-thousands-separator',
    kind: 'merge-lines',
    seed: 1578094535,
    itemCount: 4,
    where: 0.5166417332366109,
    detail: 0.8783694396261126,
  },
  // A sheet without codes: a description row `POR M2 DE SUPERFICIE.` run into the next
  // item's title row, read as an item of code `POR`.
  {
    family: 'office-title-sheet',
    kind: 'merge-lines',
    seed: 1187319482,
    itemCount: 4,
    where: 0.4499983552377671,
    detail: 0.6638752825092524,
  },
  // Twenty items, code typed last: `DJE10` and the next chapter's `01.02` row run together,
  // read as code `DJE10 01.02`, the chapter lost.
  {
    family: 'office-sheet-code-last',
    kind: 'merge-lines',
    seed: 639236283,
    itemCount: 20,
    where: 0.47281368914991617,
    detail: 0.7064708543475717,
  },
  // A zero item's figures line run into the next item's code line, read as a measurement
  // line `m23X39A002 Fratasado … Ml ENFOSCADO …` of the zero item, which took the next one's figures.
  {
    family: 'presto-measurements',
    kind: 'merge-lines',
    seed: 1613139623,
    itemCount: 4,
    where: 0.3517428564373404,
    detail: 0.18350045219995081,
  },
  // A sheet without codes: a description row opening `50% …` run into the next item's title
  // row, read as an item of code `50%`.
  {
    family: 'office-title-sheet',
    kind: 'merge-lines',
    seed: 2102663772,
    itemCount: 3,
    where: 0.33972806157544255,
    detail: 0.9262834468390793,
  },
];

async function readDamaged(
  familyId: string,
  kind: DamageKind,
  { seed, itemCount, where, detail, pdf = false }: Omit<Case, 'family' | 'kind'>,
): Promise<{ budget: Budget; result: CheckedParseResult | undefined }> {
  const layout = LAYOUT_FAMILIES.find((family) => family.id === familyId);
  if (layout !== undefined) {
    const budget = layout.shape(generateBudget({ itemCount, seed, ...layout.generate }));
    const report = damageReport(layout.render(budget), kind, where, detail);
    if (report === undefined) return { budget, result: undefined };
    const result = pdf
      ? await readBudgetFile(await makeReportPdf(report), `${familyId}.pdf`)
      : readBudgetText(writeReportText(report, layout.textStyle));
    return { budget, result };
  }
  const table = TABLE_FAMILIES.find((family) => family.id === familyId)!;
  const budget = table.shape(generateBudget({ itemCount, seed, ...table.generate }));
  const document = damageTable(table.render(budget), kind, where, detail);
  const type = table.files[0] ?? 'xlsx';
  const result =
    document === undefined
      ? undefined
      : await readBudgetFile(
          await writeTableFile(table, document, type),
          tableFileName(table, type),
        );
  return { budget, result };
}

describe('the verdict on damaged documents', () => {
  it.each(COUNTEREXAMPLES)(
    'reads the $kind damage of $family once called reconciled right, or doubts it (seed $seed)',
    async ({ family, kind, ...at }) => {
      const { budget, result } = await readDamaged(family, kind, at);
      expect(result).toBeDefined();
      if (result!.check.status === 'reconciled')
        expect(figuresThatSum(result!.budget)).toEqual(figuresThatSum(budget));
    },
  );

  const families = [...LAYOUT_FAMILIES, ...TABLE_FAMILIES].map((family) => family.id);
  describe.each(families)('%s', (family) => {
    it.each(DAMAGE_KINDS)(
      'calls a reading with one %s damage reconciled only when right',
      async (kind) => {
        const property = fc.asyncProperty(damageArbitrary, async (at) => {
          const { budget, result } = await readDamaged(family, kind, at);
          if (result === undefined || result.check.status !== 'reconciled') return;
          expect(figuresThatSum(result.budget)).toEqual(figuresThatSum(budget));
        });
        await fc.assert(property, PROPERTY_OPTIONS);
      },
    );
  });
});
