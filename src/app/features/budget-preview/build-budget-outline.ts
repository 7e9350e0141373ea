import { eurosToCents } from '../../../budget/edit/exact-decimal.ts';
import type { BudgetChapter, BudgetItem } from '../../../budget/model/budget.ts';

/** A chapter of the preview's outline, with what it holds in reading order. */
export interface OutlineChapter {
  chapter: BudgetChapter;
  /** 1 for a top chapter, 2 for its subchapters…: where it sits in the outline, not what the file said. */
  depth: number;
  /** Subchapters and item positions, in the order the budget reads them. */
  children: OutlineChild[];
  /** The sum of every line inside it, subchapters included, in whole cents. */
  subtotalCents: number;
  /** How many items it holds, subchapters included. */
  itemCount: number;
}

export type OutlineChild =
  { kind: 'chapter'; node: OutlineChapter } | { kind: 'item'; index: number };

export interface BudgetOutline {
  /** Top chapters and items outside any chapter, in reading order. */
  roots: OutlineChild[];
  chapters: ReadonlyMap<string, OutlineChapter>;
  /** The codes of the chapters enclosing each item, outermost first (empty outside chapters). */
  ancestorsOf: (index: number) => string[];
}

/**
 * The budget as the preview shows it: chapters holding their subchapters and items, each with
 * the sum of its lines as they now stand (a correction moves it at once). Items keep their
 * order; a chapter takes its place where its first item is (`01` before `02` when the file
 * lists them so), and a chapter holding no item comes after its parent's other contents.
 * A parent loop in a damaged file is cut where it closes.
 */
export function buildBudgetOutline(
  items: readonly BudgetItem[],
  chapters: readonly BudgetChapter[] = [],
): BudgetOutline {
  const byCode = new Map<string, BudgetChapter>();
  for (const chapter of chapters) if (!byCode.has(chapter.code)) byCode.set(chapter.code, chapter);
  const nodes = new Map<string, OutlineChapter>();
  const roots: OutlineChild[] = [];
  const pathCache = new Map<string, string[]>();

  /** The chapter's code and its ancestors', outermost first. */
  function pathOf(code: string): string[] {
    const cached = pathCache.get(code);
    if (cached !== undefined) return cached;
    const path: string[] = [];
    const seen = new Set<string>();
    for (let at: string | undefined = code; at !== undefined && byCode.has(at) && !seen.has(at);) {
      seen.add(at);
      path.unshift(at);
      at = byCode.get(at)!.parentCode;
    }
    pathCache.set(code, path);
    return path;
  }

  /** The node of the chapter, placed in its parent (placing the parents first) on first sight. */
  function place(code: string): OutlineChapter {
    const path = pathOf(code);
    let parent: OutlineChapter | undefined;
    path.forEach((at, position) => {
      let node = nodes.get(at);
      if (node === undefined) {
        node = {
          chapter: byCode.get(at)!,
          depth: position + 1,
          children: [],
          subtotalCents: 0,
          itemCount: 0,
        };
        nodes.set(at, node);
        (parent ? parent.children : roots).push({ kind: 'chapter', node });
      }
      parent = node;
    });
    return nodes.get(code)!;
  }

  items.forEach((item, index) => {
    const code = item.chapterCode;
    if (code === undefined || !byCode.has(code)) {
      roots.push({ kind: 'item', index });
      return;
    }
    place(code).children.push({ kind: 'item', index });
    const cents = eurosToCents(item.total);
    for (const enclosing of pathOf(code)) {
      const node = nodes.get(enclosing)!;
      node.subtotalCents += cents;
      node.itemCount += 1;
    }
  });
  for (const chapter of byCode.values()) place(chapter.code);

  return {
    roots,
    chapters: nodes,
    ancestorsOf: (index) => {
      const code = items[index]?.chapterCode;
      return code === undefined ? [] : pathOf(code);
    },
  };
}

/** One row of the preview table: a chapter's heading or an item. */
export type PreviewRow =
  | { kind: 'chapter'; key: string; node: OutlineChapter; expanded: boolean }
  | { kind: 'item'; key: string; index: number; depth: number };

export interface PreviewRows {
  rows: PreviewRow[];
  /** The row of each item position, or -1 while a folded chapter hides it. */
  rowOfItem: Int32Array;
  /** The shown items' positions in the order they are shown: the order arrow keys walk. */
  shownItems: number[];
}

/** The rows in view order: a folded chapter shows its heading and hides everything inside. */
export function flattenOutline(
  outline: BudgetOutline,
  itemCount: number,
  folded: ReadonlySet<string>,
): PreviewRows {
  const rows: PreviewRow[] = [];
  const rowOfItem = new Int32Array(itemCount).fill(-1);
  const shownItems: number[] = [];
  const walk = (children: readonly OutlineChild[], depth: number) => {
    for (const child of children) {
      if (child.kind === 'item') {
        rowOfItem[child.index] = rows.length;
        shownItems.push(child.index);
        rows.push({ kind: 'item', key: `i${child.index}`, index: child.index, depth });
        continue;
      }
      const { node } = child;
      const expanded = !folded.has(node.chapter.code);
      rows.push({ kind: 'chapter', key: `c${node.chapter.code}`, node, expanded });
      if (expanded) walk(node.children, depth + 1);
    }
  };
  walk(outline.roots, 0);
  return { rows, rowOfItem, shownItems };
}
