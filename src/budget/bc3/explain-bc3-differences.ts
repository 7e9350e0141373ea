import { AMOUNT_TOLERANCE } from '../constants.ts';
import type { BudgetChapter, BudgetDocumentKind, BudgetItem } from '../model/budget.ts';
import type { ParseWarning } from '../parse/parse-result.ts';
import { formatSpanishDecimal } from './format-spanish-decimal.ts';

/** Beyond this many notices of one kind the verdict would drown; the rest are counted in one line. */
const MAX_NOTICES_PER_KIND = 8;

export interface Bc3Figures {
  /** Chapters in document order, with the sum of their lines (total) and what the file states. */
  chapters: BudgetChapter[];
  items: BudgetItem[];
  /** The root's price, when it states one. */
  statedTotal?: number;
  /** The sum of every line. */
  total: number;
  documentKind: BudgetDocumentKind;
  /** ~V NUM_CERT of a certification ('' when absent). */
  certificationNumber: string;
}

const money = (value: number): string => formatSpanishDecimal(value, 2);

const differs = (a: number, b: number): boolean => Math.abs(a - b) >= AMOUNT_TOLERANCE;

function chapterName(chapter: BudgetChapter): string {
  return chapter.title === ''
    ? `el capítulo ${chapter.code}`
    : `el capítulo ${chapter.code} (${chapter.title})`;
}

function capped(messages: string[], overflow: (count: number) => string): ParseWarning[] {
  const shown = messages.slice(0, MAX_NOTICES_PER_KIND);
  if (messages.length > shown.length) shown.push(overflow(messages.length - shown.length));
  return shown.map((message) => ({ kind: 'notice', message }));
}

/**
 * A parent whose sub-chapters all state totals, and that holds no lines of its own, should
 * state their sum; when it does not, the file contradicts itself, whatever its lines say
 * (`ROOT##` states 1000400.48 over chapters stating 148 + 500250.23 + 5).
 */
function explainSelfContradictions(figures: Bc3Figures): string[] {
  const messages: string[] = [];
  const childrenOf = new Map<string | undefined, BudgetChapter[]>();
  for (const chapter of figures.chapters) {
    const list = childrenOf.get(chapter.parentCode) ?? [];
    list.push(chapter);
    childrenOf.set(chapter.parentCode, list);
  }
  const parentsWithLines = new Set(figures.items.map((item) => item.chapterCode));
  const statedSum = (code: string | undefined): number | undefined => {
    const children = childrenOf.get(code) ?? [];
    if (children.length === 0 || parentsWithLines.has(code)) return undefined;
    let cents = 0;
    for (const child of children) {
      if (child.statedTotal === undefined) return undefined;
      cents += Math.round(child.statedTotal * 100);
    }
    return cents / 100;
  };
  const rootSum = statedSum(undefined);
  if (
    figures.statedTotal !== undefined &&
    rootSum !== undefined &&
    differs(rootSum, figures.statedTotal)
  ) {
    messages.push(
      `El propio archivo no cuadra: su raíz declara ${money(figures.statedTotal)}, pero sus capítulos declaran en total ${money(rootSum)}.`,
    );
  }
  for (const chapter of figures.chapters) {
    const sum = statedSum(chapter.code);
    if (
      chapter.statedTotal === undefined ||
      sum === undefined ||
      !differs(sum, chapter.statedTotal)
    )
      continue;
    messages.push(
      `El propio archivo no cuadra: ${chapterName(chapter)} declara ${money(chapter.statedTotal)}, pero sus subcapítulos declaran en total ${money(sum)}.`,
    );
  }
  return messages;
}

/** The lines of each chapter as `code quantity price` strings, to find chapters that repeat another's lines. */
function lineSignatures(items: BudgetItem[]): Map<string, string> {
  const lines = new Map<string, string[]>();
  for (const item of items) {
    if (item.chapterCode === undefined) continue;
    const list = lines.get(item.chapterCode) ?? [];
    list.push(`${item.codigo}\u0000${item.cantidad}\u0000${item.precio_unitario}`);
    lines.set(item.chapterCode, list);
  }
  return new Map([...lines].map(([code, list]) => [code, list.join('\u0001')]));
}

/**
 * Chapters whose stated total their lines cannot give: every line is zero (no quantity or no
 * price), or the lines are exactly those of another chapter that states their sum.
 */
function explainChapters(figures: Bc3Figures): { empty: string[]; repeated: string[] } {
  const empty: string[] = [];
  const repeated: string[] = [];
  const signatures = lineSignatures(figures.items);
  const reconciledBySignature = new Map<string, BudgetChapter>();
  for (const chapter of figures.chapters) {
    const signature = signatures.get(chapter.code);
    if (signature === undefined || chapter.statedTotal === undefined) continue;
    if (!differs(chapter.statedTotal, chapter.total) && !reconciledBySignature.has(signature)) {
      reconciledBySignature.set(signature, chapter);
    }
  }
  const emptyCodes = new Set<string>();
  for (const chapter of figures.chapters) {
    const stated = chapter.statedTotal;
    if (stated === undefined || !differs(stated, chapter.total)) continue;
    if (chapter.total === 0 && stated !== 0) {
      // Only the deepest such chapter: its parents are empty because of it.
      emptyCodes.add(chapter.code);
      if (chapter.parentCode !== undefined) emptyCodes.delete(chapter.parentCode);
      continue;
    }
    const signature = signatures.get(chapter.code);
    const twin = signature === undefined ? undefined : reconciledBySignature.get(signature);
    if (twin !== undefined && twin.code !== chapter.code) {
      repeated.push(
        `${capitalise(chapterName(chapter))} declara ${money(stated)}, pero sus líneas suman ${money(chapter.total)}: son las mismas partidas y mediciones que ${chapterName(twin)}, que declara ${money(twin.total)}.`,
      );
    }
  }
  for (const chapter of figures.chapters) {
    if (!emptyCodes.has(chapter.code) || chapter.statedTotal === undefined) continue;
    empty.push(
      `${capitalise(chapterName(chapter))} declara ${money(chapter.statedTotal)}, pero todas sus líneas tienen cantidad o precio cero: el archivo no trae las partidas que den esa cifra.`,
    );
  }
  return { empty, repeated };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A certification measures the work certified; the prices its root and chapters state need not be that. */
function explainCertification(figures: Bc3Figures, mismatched: number): string {
  const number =
    figures.certificationNumber === '' ? '' : `, certificación nº ${figures.certificationNumber}`;
  const stated = figures.statedTotal === undefined ? 0 : figures.statedTotal;
  return (
    `Este archivo es una certificación (FIEBDC-3 ~V tipo 3${number}), no un presupuesto: sus mediciones son lo certificado y sus líneas suman ${money(figures.total)}, ` +
    `mientras que su raíz declara ${money(stated)} y ${mismatched} de ${figures.chapters.length} capítulos declaran importes distintos de sus líneas. ` +
    'En una certificación esos importes pueden ser los del presupuesto o los acumulados a origen, no los de esta certificación.'
  );
}

/**
 * Where a .bc3 file's own figures and the sum of its lines differ, says why in Spanish, as far
 * as the file shows it: the file contradicts itself, a chapter has no priced lines, a chapter
 * repeats another's lines, or the file is a certification. The stated figures are kept as
 * stated; these notices only tell the user what the difference is.
 */
export function explainBc3Differences(figures: Bc3Figures): ParseWarning[] {
  const mismatched = figures.chapters.filter(
    (chapter) => chapter.statedTotal !== undefined && differs(chapter.statedTotal, chapter.total),
  ).length;
  const rootDiffers =
    figures.statedTotal !== undefined && differs(figures.statedTotal, figures.total);
  if (!rootDiffers && mismatched === 0) return [];
  const warnings: ParseWarning[] = [];
  if (figures.documentKind === 'certification') {
    warnings.push({ kind: 'notice', message: explainCertification(figures, mismatched) });
  }
  warnings.push(
    ...capped(
      explainSelfContradictions(figures),
      (count) => `Y ${count} capítulos más cuyos subcapítulos no suman lo que declaran.`,
    ),
  );
  const { empty, repeated } = explainChapters(figures);
  warnings.push(
    ...capped(repeated, (count) => `Y ${count} capítulos más que repiten las líneas de otro.`),
    ...capped(
      empty,
      (count) =>
        `Y ${count} capítulos más que declaran un importe sin líneas con precio y cantidad.`,
    ),
  );
  return warnings;
}
