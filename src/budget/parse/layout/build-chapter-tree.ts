/**
 * Stage 5 of the layout reader: the chapter tree. A heading that no priced figures
 * follow is a chapter; where it hangs is read from the document: the chapter keyword's
 * level (CAPÍTULO, SUBCAPÍTULO), a dotted code's prefix (`4.1` under `4`), or else its
 * place — a heading right after another heading is its child, one after items is their
 * chapter's sibling, and a total line closes the chapter it names. Every total line is
 * kept as the figure the document states, never turned into an item.
 */
import type { BudgetChapter } from '../../model/budget.ts';
import { keepFilledChapters } from '../keep-filled-chapters.ts';
import { startsWithDigit } from './characters.ts';

interface DraftChapter {
  chapter: BudgetChapter;
  parent: DraftChapter | undefined;
  cents: number;
  items: number;
  statedLine?: number;
}

const NUMERIC_CODE = /^\d+(?:\.\d+)*$/;
/** A numeric code without zero padding (`01.02` → `1.2`); other codes as they are. */
export function numberKey(code: string): string {
  // Only a code opening with a digit may be numeric: most are told by their first character.
  if (!startsWithDigit(code) || !NUMERIC_CODE.test(code)) return code;
  if (isUnpadded(code)) return code;
  return unpadded(code);
}

/**
 * `01.002.0` → `1.2.0`: each part without its leading zeros, as `Number` prints it back;
 * cut by hand, since `split`, `map(Number)` and `join` cost a chapter heading microseconds
 * (every heading and total asks). A part too long to print back exactly goes through `Number`.
 */
function unpadded(code: string): string {
  let key = '';
  let partStart = 0;
  for (let at = 0; at <= code.length; at++) {
    if (at < code.length && code.charCodeAt(at) !== DOT) continue;
    let first = partStart;
    while (first < at - 1 && code.charCodeAt(first) === DIGIT_ZERO) first++;
    const part =
      at - first > MAX_EXACT_DIGITS
        ? String(Number(code.slice(partStart, at)))
        : code.slice(first, at);
    key = partStart === 0 ? part : `${key}.${part}`;
    partStart = at + 1;
  }
  return key;
}

/** Numbers of this many digits or fewer print back as they are read (below 2^53). */
const MAX_EXACT_DIGITS = 15;

/**
 * The numeric code's parts (`1.12.3`) have no zero padding and print back as they read:
 * the code is its own key, found without cutting it into parts (most chapter codes).
 */
function isUnpadded(code: string): boolean {
  let partStart = 0;
  for (let at = 0; at <= code.length; at++) {
    if (at < code.length && code.charCodeAt(at) !== DOT) continue;
    const length = at - partStart;
    if (length > MAX_EXACT_DIGITS || (length > 1 && code.charCodeAt(partStart) === DIGIT_ZERO))
      return false;
    partStart = at + 1;
  }
  return true;
}
const DOT = 0x2e;
const DIGIT_ZERO = 0x30;

/** The chapter code a total line's words name (`TOTAL 01.1…`, `Parcial nº 1 …`), if any. */
export function codeNamedBy(reference: readonly string[]): string | undefined {
  const word = reference.find((candidate) => !REFERENCE_NOISE.test(candidate));
  return word === undefined ? undefined : numberKey(word.replace(/[.:-]+$/, ''));
}
const DOTTED_NUMBER = /^\d+(?:\.\d+)+$/;
/** Words of a total line that name no chapter: `Parcial nº 1`, `TOTAL CAPÍTULO C01`. */
const REFERENCE_NOISE = /^(?:n[º°o]\.?|:|-|(?:sub)?cap[ií]tulo|(?:sub)?apartado)$/i;

export class ChapterTree {
  private readonly drafts: DraftChapter[] = [];
  private readonly byCode = new Map<string, DraftChapter>();
  /** By number without zero padding and by upper-case title: totals are matched in constant time. */
  private readonly byNumber = new Map<string, DraftChapter>();
  private readonly byTitle = new Map<string, DraftChapter>();
  private stack: DraftChapter[] = [];
  /** Items were added since the last heading or total. */
  private afterItems = false;
  /** The chapter the last total closed (its label may wrap past the amount). */
  lastClosed: BudgetChapter | undefined;

  open(code: string, title: string, keywordLevel: number | undefined): void {
    const existing = this.byCode.get(code);
    if (existing) {
      // A heading repeated at the top of every page: keep reading where the page broke.
      if (!this.stack.includes(existing)) this.stack = this.pathTo(existing);
      if (existing.chapter.title === '') existing.chapter.title = title;
      this.afterItems = false;
      return;
    }
    this.stack = this.stackFor(code, keywordLevel);
    const parent = this.stack.at(-1);
    const chapter: BudgetChapter = {
      code,
      title,
      level: parent ? parent.chapter.level + 1 : 1,
      total: 0,
    };
    if (parent) chapter.parentCode = parent.chapter.code;
    const draft: DraftChapter = { chapter, parent, cents: 0, items: 0 };
    this.drafts.push(draft);
    this.byCode.set(code, draft);
    if (NUMERIC_CODE.test(code) && !this.byNumber.has(numberKey(code)))
      this.byNumber.set(numberKey(code), draft);
    const key = title.toUpperCase();
    if (key !== '' && !this.byTitle.has(key)) this.byTitle.set(key, draft);
    this.stack.push(draft);
    this.afterItems = false;
  }

  /** The open chapters a new heading `code` goes under. */
  private stackFor(code: string, keywordLevel: number | undefined): DraftChapter[] {
    const stack = [...this.stack];
    if (keywordLevel !== undefined) {
      while ((stack.at(-1)?.chapter.level ?? 0) >= keywordLevel) stack.pop();
      return stack;
    }
    if (DOTTED_NUMBER.test(code)) {
      // The parent named by the code, even one a total of its own items has closed
      // (pyCost prints `Total: ESTANQUE` before the subchapter 1.8.1 and again after it).
      const parent = this.byCode.get(code.slice(0, code.lastIndexOf('.')));
      if (parent) return this.pathTo(parent);
      for (let index = stack.length - 1; index >= 0; index--) {
        if (code.startsWith(`${(stack[index] as DraftChapter).chapter.code}.`)) {
          return stack.slice(0, index + 1);
        }
      }
    }
    if (this.afterItems) stack.pop();
    return stack;
  }

  private pathTo(draft: DraftChapter): DraftChapter[] {
    const path: DraftChapter[] = [];
    for (let at: DraftChapter | undefined = draft; at; at = at.parent) path.unshift(at);
    return path;
  }

  /** True when `code` names a chapter being read (its heading repeated on a new page). */
  isOpen(code: string): boolean {
    // The few open chapters are compared, not the map looked up: every heading asks, and
    // hashing each item's new code string cost more (a chapter's code is its key in byCode).
    for (const draft of this.stack) if (draft.chapter.code === code) return true;
    return false;
  }

  /** True when `code` names a chapter already read, zero-padded or not (`01` for `1`). */
  knows(code: string): boolean {
    return this.byCode.has(code) || this.findByNumber(code) !== undefined;
  }

  /** Sets the stated figure of a chapter named on a heading line (`5 FACHADAS 75.178,44 €`). */
  stateOnHeading(code: string, amount: number, line: number): void {
    const draft = this.byCode.get(code);
    if (draft && draft.chapter.statedTotal === undefined) {
      draft.chapter.statedTotal = amount;
      draft.statedLine = line;
    }
  }

  /** A chapter's amount in the RESUMEN block (`C01 ACTUACIONES… 589.775,73 97,76`), unless a total stated it. */
  stateInSummary(code: string, amount: number): void {
    const draft = this.byCode.get(code) ?? this.findByNumber(code);
    if (draft && draft.chapter.statedTotal === undefined) draft.chapter.statedTotal = amount;
  }

  /**
   * Reads a total line: the chapter it names (by code, else by title) gets the amount as
   * its stated total and is closed. Returns false when it names no chapter: the budget's total.
   */
  closeByTotal(reference: readonly string[], amount: number, line: number): boolean {
    const words = reference.filter((word) => !REFERENCE_NOISE.test(word));
    if (words.length === 0) return false;
    const draft = this.findByCode(words) ?? this.findByTitle(words.join(' '));
    if (!draft) return false;
    // A later total of the same chapter covers more of it (its subchapters too).
    draft.chapter.statedTotal = amount;
    draft.statedLine = line;
    this.lastClosed = draft.chapter;
    const index = this.stack.indexOf(draft);
    if (index >= 0) this.stack = this.stack.slice(0, index);
    this.afterItems = false;
    return true;
  }

  private findByCode(words: readonly string[]): DraftChapter | undefined {
    for (const word of words.slice(0, 2)) {
      const code = word.replace(/[.:-]+$/, '');
      const draft = this.byCode.get(code) ?? this.findByNumber(code);
      if (draft) return draft;
    }
    return undefined;
  }

  /** `TOTAL 01` for the chapter headed `1`: the same numbers, zero-padded or not. */
  private findByNumber(code: string): DraftChapter | undefined {
    if (!NUMERIC_CODE.test(code)) return undefined;
    return this.byNumber.get(numberKey(code));
  }

  private findByTitle(text: string): DraftChapter | undefined {
    const wanted = text.toUpperCase().replace(/[.:\s]+$/, '');
    const matches = (draft: DraftChapter) => {
      const title = draft.chapter.title.toUpperCase();
      return title !== '' && (wanted.startsWith(title) || title.startsWith(wanted));
    };
    for (let index = this.stack.length - 1; index >= 0; index--) {
      const draft = this.stack[index] as DraftChapter;
      if (matches(draft)) return draft;
    }
    return this.byTitle.get(wanted);
  }

  /** The sum of the top chapters' stated totals, when every top chapter states one. */
  statedTopSum(): number | undefined {
    let cents = 0;
    let count = 0;
    for (const draft of this.drafts) {
      if (
        draft.parent ||
        (draft.items + draft.cents === 0 && draft.chapter.statedTotal === undefined)
      )
        continue;
      if (draft.chapter.statedTotal === undefined) return undefined;
      cents += Math.round(draft.chapter.statedTotal * 100);
      count++;
    }
    return count === 0 ? undefined : cents / 100;
  }

  /**
   * The budget's stated total among the amounts printed outside any chapter: unnamed totals
   * (`TOTAL 89.506.633,43`, `SUMA 106.512.893,79`) and lines of words with one amount
   * (`PRESUPUESTO DE EJECUCIÓN MATERIAL 89.506.633,43`). The PEM is the sum of the top
   * chapters, so the amount equal to the sum of their stated totals is the budget's; else
   * the first unnamed total, printed right after the chapters: the lines after it add
   * overheads, profit and VAT on top (`SUMA`, the contract total). A loose amount that adds
   * up to no chapters is no total. A total with no label (`TOTAL....`) comes before one
   * whose label names nothing read (`TOTAL SUBAPARTADO 16.02.01.01 …` of a lost heading).
   */
  budgetTotal<T extends { amount: number; named: boolean }>(
    totals: readonly T[],
    loose: readonly T[],
  ): T | undefined {
    const topSum = this.statedTopSum();
    const isPem = (candidate: T) =>
      topSum !== undefined && Math.round(candidate.amount * 100) === Math.round(topSum * 100);
    return (
      totals.find(isPem) ??
      loose.find(isPem) ??
      totals.find((candidate) => !candidate.named) ??
      totals[0]
    );
  }

  /** Adds an item's amount to the open chapter and those around it; returns that chapter's code. */
  addItem(total: number): string | undefined {
    const draft = this.stack.at(-1);
    this.afterItems = true;
    if (!draft) return undefined;
    const cents = Math.round(total * 100);
    draft.items++;
    for (let at: DraftChapter | undefined = draft; at; at = at.parent) at.cents += cents;
    return draft.chapter.code;
  }

  /** The chapters that hold items or state a figure, in document order, with their stated lines. */
  finish(): { chapter: BudgetChapter; statedLine?: number }[] {
    return keepFilledChapters(this.drafts).map((draft) => {
      const result: { chapter: BudgetChapter; statedLine?: number } = { chapter: draft.chapter };
      if (draft.statedLine !== undefined) result.statedLine = draft.statedLine;
      return result;
    });
  }
}
