/**
 * The chapters of a table, as its rows open and close them. Where a chapter hangs is read
 * from the rows: a keyword's level (`SUBCAPÍTULO`), a dotted code's prefix (`4.1` under `4`),
 * else its place: a chapter right after another chapter is its child, one after items is
 * their chapter's sibling, and a closing row (`TOTAL CAPÍTULO 1`, Presto's row repeating the
 * chapter's code) ends the chapter it names. Stated totals are the figures the table prints.
 */
import type { BudgetChapter } from '../../model/budget.ts';
import { keepFilledChapters } from '../keep-filled-chapters.ts';

interface Draft {
  chapter: BudgetChapter;
  parent: Draft | undefined;
  cents: number;
  items: number;
  /** A closing row of the table ended it. */
  closed: boolean;
  /** The table printed its code (not numbered in order by the reader). */
  given: boolean;
}

/** Deepest nesting read (Presto's largest budgets use five or six levels). */
const MAX_DEPTH = 12;
const NUMERIC_CODE = /^\d+(?:\.\d+)*$/;
const DOTTED = /^[^.\s]+(?:\.[^.\s]+)+$/;

/** A code with each digit a 9, letters as written: `01` and `02` share a shape, `C01` and `S01` do not. */
function codeShape(code: string): string {
  return code.toUpperCase().replace(/\d/g, '9');
}

/** `01.02`, `1.2` and `01.02#` (a FIEBDC chapter mark) name the same chapter. */
export function codeKey(code: string): string {
  const bare = code.endsWith('#') ? code.replace(/#+$/, '') : code;
  return NUMERIC_CODE.test(bare) ? bare.split('.').map(Number).join('.') : bare.toUpperCase();
}

/** A code as printed (`01.1` and `01.01` differ), without a FIEBDC chapter mark. */
function printedKey(code: string): string {
  return code.replace(/#+$/, '').toUpperCase();
}

export class TableChapterTree {
  private readonly drafts: Draft[] = [];
  /** The first chapter of each key (`1.1` for `01.1` and `01.01`), for rows naming it loosely. */
  private readonly byKey = new Map<string, Draft>();
  /**
   * Each chapter by its code as printed: a budget may number two chapters `01.1` and `01.01`
   * (Presto lets the user type either), which are two chapters, not one printed twice.
   */
  private readonly byPrinted = new Map<string, Draft>();
  private readonly byTitle = new Map<string, Draft>();
  private stack: Draft[] = [];
  private afterItems = false;
  private unnamed = 0;

  /** Opens a chapter (a code the table does not give is numbered in order); returns its code. */
  open(code: string, title: string, keywordLevel?: number): string {
    const given = code !== '';
    let chosen = code;
    while (chosen === '' || (!given && this.byKey.has(codeKey(chosen))))
      chosen = String(++this.unnamed);
    // A heading repeated on a new page prints its code as before: another form of the same
    // key (`01.01` after `01.1`) is another chapter.
    const existing = given ? this.byPrinted.get(printedKey(chosen)) : undefined;
    if (existing) {
      // The same chapter again (a heading repeated on a new page): read on inside it.
      this.stack = this.pathTo(existing);
      if (existing.chapter.title === '') existing.chapter.title = title;
      this.afterItems = false;
      return existing.chapter.code;
    }
    this.stack = this.stackFor(chosen, keywordLevel, given);
    const parent = this.stack.at(-1);
    const chapter: BudgetChapter = {
      code: chosen,
      title,
      level: parent ? parent.chapter.level + 1 : 1,
      total: 0,
    };
    if (parent) chapter.parentCode = parent.chapter.code;
    const draft: Draft = { chapter, parent, cents: 0, items: 0, closed: false, given };
    this.drafts.push(draft);
    if (!this.byKey.has(codeKey(chosen))) this.byKey.set(codeKey(chosen), draft);
    this.byPrinted.set(printedKey(chosen), draft);
    const titleKey = title.toUpperCase();
    if (titleKey !== '' && !this.byTitle.has(titleKey)) this.byTitle.set(titleKey, draft);
    this.stack.push(draft);
    this.afterItems = false;
    return chosen;
  }

  private stackFor(code: string, keywordLevel: number | undefined, given: boolean): Draft[] {
    // A dotted code's prefix names its parent, whatever keyword it is printed with
    // (`CAPÍTULO 01.01` under `CAPÍTULO 01`), unless that chapter's total was already printed:
    // a closed chapter takes no more children, and the place says where it hangs (Presto
    // numbers `C15`'s subchapters `C08.01`… after `Total C08`).
    if (DOTTED.test(code)) {
      const parent = this.lookup(code.slice(0, code.lastIndexOf('.')));
      if (parent && !parent.closed) return this.pathTo(parent);
    }
    // A code of an open chapter's shape, digit for digit (`02` after `01`, `C02` after `C01`),
    // is its sibling, however deep the rows between them went (`02` after `01.02`'s items).
    if (given && keywordLevel === undefined) {
      const shape = codeShape(code);
      for (let at = this.stack.length - 1; at >= 0; at--) {
        const draft = this.stack[at] as Draft;
        if (draft.given && codeShape(draft.chapter.code) === shape) return this.stack.slice(0, at);
      }
    }
    const stack = [...this.stack];
    if (keywordLevel !== undefined) {
      while ((stack.at(-1)?.chapter.level ?? 0) >= keywordLevel) stack.pop();
      return stack;
    }
    if (this.afterItems) stack.pop();
    // Budgets nest a handful of levels; deeper is a sheet of look-alike rows, read flat.
    if (stack.length >= MAX_DEPTH) stack.length = MAX_DEPTH - 1;
    return stack;
  }

  /** The chapter a code names: the one printed so, else the first of its key (`1` for `01`). */
  private lookup(code: string): Draft | undefined {
    return this.byPrinted.get(printedKey(code)) ?? this.byKey.get(codeKey(code));
  }

  private pathTo(draft: Draft): Draft[] {
    const path: Draft[] = [];
    for (let at: Draft | undefined = draft; at; at = at.parent) path.unshift(at);
    return path;
  }

  /** The chapter a code or title names, open or not. */
  find(reference: string): BudgetChapter | undefined {
    return (this.lookup(reference) ?? this.byTitle.get(reference.toUpperCase()))?.chapter;
  }

  /**
   * The chapter a total's words name: the innermost open chapter of that code or title, else
   * any. Two subchapters may share a title (`ABASTECIMIENTO` under two chapters, or twice in
   * one): `TOTAL ABASTECIMIENTO` closes the one being read, not the first of that name.
   */
  findToClose(reference: string): BudgetChapter | undefined {
    const key = codeKey(reference);
    const title = reference.toUpperCase();
    const printed = this.byPrinted.get(printedKey(reference));
    if (printed && this.stack.includes(printed)) return printed.chapter;
    for (let at = this.stack.length - 1; at >= 0; at--) {
      const { chapter } = this.stack[at] as Draft;
      if (codeKey(chapter.code) === key) return chapter;
    }
    for (let at = this.stack.length - 1; at >= 0; at--) {
      const { chapter } = this.stack[at] as Draft;
      if (chapter.title.toUpperCase() === title) return chapter;
    }
    return this.find(reference);
  }

  /** The level of the chapter items were last read into, while no chapter has opened since. */
  leafLevel(): number | undefined {
    return this.afterItems ? this.stack.at(-1)?.chapter.level : undefined;
  }

  /** The codes the table printed for its chapters so far (not those numbered by the reader). */
  givenCodes(): string[] {
    return this.drafts.filter((draft) => draft.given).map((draft) => draft.chapter.code);
  }

  /** True when `code` is a chapter's code (open or closed). */
  knows(code: string): boolean {
    return this.lookup(code) !== undefined;
  }

  /**
   * True when `code` is the code the table printed for a chapter: a chapter the reader
   * numbered in order (a title without code) has a code no row of the table can repeat.
   */
  printed(code: string): boolean {
    return this.lookup(code)?.given === true;
  }

  /** True when `code` names a chapter being read. */
  isOpen(code: string): boolean {
    const draft = this.lookup(code);
    return draft !== undefined && this.stack.includes(draft);
  }

  /** The stated total of a chapter, unless one is stated already (a closing row's comes later and wins). */
  state(code: string, amount: number, override = false): void {
    const draft = this.lookup(code);
    if (draft && (override || draft.chapter.statedTotal === undefined))
      draft.chapter.statedTotal = amount;
  }

  /** Ends a chapter (and those inside it); its stated total when the row prints one. */
  close(code: string, amount?: number): void {
    const draft = this.lookup(code);
    if (!draft) return;
    if (amount !== undefined) draft.chapter.statedTotal = amount;
    draft.closed = true;
    const index = this.stack.indexOf(draft);
    if (index >= 0) this.stack = this.stack.slice(0, index);
    this.afterItems = false;
  }

  /** Adds an item's amount to the open chapter and those around it; returns its code. */
  addItem(total: number): string | undefined {
    const draft = this.stack.at(-1);
    this.afterItems = true;
    if (!draft) return undefined;
    const cents = Math.round(total * 100);
    draft.items++;
    for (let at: Draft | undefined = draft; at; at = at.parent) at.cents += cents;
    return draft.chapter.code;
  }

  /** The sum of the top chapters' stated totals, when each top chapter with items states one. */
  statedTopSum(): number | undefined {
    let cents = 0;
    let count = 0;
    for (const draft of this.drafts) {
      if (
        draft.parent ||
        (draft.cents === 0 && draft.items === 0 && draft.chapter.statedTotal === undefined)
      )
        continue;
      if (draft.chapter.statedTotal === undefined) return undefined;
      cents += Math.round(draft.chapter.statedTotal * 100);
      count++;
    }
    return count === 0 ? undefined : cents / 100;
  }

  /**
   * The project's root printed as a first chapter row (Presto's export: `URB24 | Capítulo |
   * … | 1 | total | total`): the one top chapter, holding every other, that the table never
   * closes while it closes the chapters inside it. It is the budget, not a chapter: it is
   * taken out of the tree (its chapters move up a level) and its figure returned.
   */
  liftRoot(): { code: string; amount: number } | undefined {
    const root = this.drafts[0];
    if (!root || root.closed || root.chapter.statedTotal === undefined) return undefined;
    if (this.drafts.some((draft) => draft !== root && draft.parent === undefined)) return undefined;
    if (!this.drafts.some((draft) => draft.closed) || this.drafts.length < 2) return undefined;
    this.drafts.shift();
    if (this.byKey.get(codeKey(root.chapter.code)) === root)
      this.byKey.delete(codeKey(root.chapter.code));
    this.byPrinted.delete(printedKey(root.chapter.code));
    for (const draft of this.drafts) {
      draft.chapter.level--;
      if (draft.parent === root) {
        draft.parent = undefined;
        delete draft.chapter.parentCode;
      }
    }
    return { code: root.chapter.code, amount: root.chapter.statedTotal };
  }

  /** The chapters at the top of the tree. */
  topChapters(): BudgetChapter[] {
    return this.drafts.filter((draft) => draft.parent === undefined).map((draft) => draft.chapter);
  }

  /** The chapters holding items or a stated figure, in table order. */
  finish(): BudgetChapter[] {
    return keepFilledChapters(this.drafts).map((draft) => draft.chapter);
  }
}
