import type { BudgetChapter, BudgetItem } from '../model/budget.ts';
import { codeShape, similarShapes } from '../parse/layout/learn-item-grammar.ts';
import { printedCode } from './printed-fields.ts';

/**
 * The chapters' own grammar needs another chapter code to be told apart from the items'. One
 * is enough: in a budget of a few items, one chapter closed by its total and one beside or
 * under it that states none, whose code has no chapter's shape (`APUE_001` under `C01`,
 * taking every item of it: an item's code line run into the heading's), is such a row.
 */
const MIN_OTHER_CHAPTERS = 1;
/** The key of the items outside every chapter (no chapter code is this). */
const TOP = '\u0000';

export interface ItemRowAsChapter {
  /** The chapter's code. */
  code: string;
  /** The first item the reading put under it: where the preview takes the user. */
  firstItem: number;
}

/**
 * Chapters that read as an item's row without figures: an item whose quantity, price and
 * amount were left empty (`ARQ010 Ud ARQUETA REGISTRO 40x40 cm` between `1.1 ABASTECIMIENTO`'s
 * items `COL030`, `TUB020`) stands where a chapter heading would, a code and words above the
 * next item, and a reader may make it one: the items after it move under it, its amount (0,00
 * or lost) leaves every sum agreeing, and the reading would be called reconciled. Such a
 * "chapter" breaks the chapters' grammar and keeps the items': it states no total, holds no
 * subchapter, its code has the shape of no other chapter's code (`1`, `1.1`, `1.2`), the
 * items it holds do not extend its code, as a chapter's do (`01.01` above `01.01.01`), and
 * either its code has the shape of an item's among or beside it (`ARQ010` beside `TUB020`,
 * runs of letters and digits of the same lengths) or every other chapter states its total
 * (`m23W82M001` among `01`, `01.01`, `01.02`, each closed by its `TOTAL CAPÍTULO`, where the
 * items' codes are of many shapes).
 */
export function findItemRowsAsChapters(
  items: readonly BudgetItem[],
  chapters: readonly BudgetChapter[],
): ItemRowAsChapter[] {
  const coded = chapters.filter((chapter) => chapter.code.trim() !== '');
  if (coded.length <= MIN_OTHER_CHAPTERS) return [];
  const parents = new Set<string>();
  for (const chapter of chapters)
    if (chapter.parentCode !== undefined) parents.add(chapter.parentCode);
  // Items by chapter; those outside every chapter under TOP.
  const itemsOf = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = item.chapterCode ?? TOP;
    const list = itemsOf.get(key);
    if (list) list.push(index);
    else itemsOf.set(key, [index]);
  });
  // The chapters' shapes, each once with its count: a budget of 800 chapters uses a handful.
  const shapeCounts = new Map<string, number>();
  const shapes = new Map<BudgetChapter, string>();
  for (const chapter of coded) {
    const shape = codeShape(chapter.code.trim());
    shapes.set(chapter, shape);
    shapeCounts.set(shape, (shapeCounts.get(shape) ?? 0) + 1);
  }
  const itemShapes: (string | undefined)[] = [];
  const itemShape = (index: number, code: string) => (itemShapes[index] ??= codeShape(code));

  const unstated = coded.filter((chapter) => chapter.statedTotal === undefined).length;
  const found: ItemRowAsChapter[] = [];
  for (const chapter of coded) {
    if (chapter.statedTotal !== undefined || parents.has(chapter.code)) continue;
    const held = itemsOf.get(chapter.code);
    if (held === undefined) continue;
    const code = chapter.code.trim();
    const shape = shapes.get(chapter) as string;
    // Every other chapter closes with its total: the one that does not was never closed.
    const othersStated = unstated === 1;
    let chapterShaped = false;
    for (const [other, count] of shapeCounts)
      if ((other !== shape || count > 1) && similarShapes(shape, other)) chapterShaped = true;
    if (chapterShaped) continue;
    // The items around it: its own and its parent's (the item rows it stands among).
    const around = [...held, ...(itemsOf.get(chapter.parentCode ?? TOP) ?? [])];
    let extended = false;
    let itemShaped = false;
    for (const index of around) {
      const text = printedCode(items[index]!);
      if (text === '' || text === code) continue;
      if (text.startsWith(code)) extended = true;
      else if (similarShapes(shape, itemShape(index, text))) itemShaped = true;
    }
    if (!extended && (itemShaped || othersStated))
      found.push({ code: chapter.code, firstItem: held[0]! });
  }
  return found;
}
