/**
 * Codes for the concepts of a .bc3. A budget read from a PDF may have items without code,
 * codes with characters the format reserves (`E01|2`, `A 01`), or one code for two different
 * items (`E01` at 12,50 in one chapter and at 13,00 in another): in FIEBDC-3 a code names
 * one concept with one price, so each of those gets a code of its own, stable for the same
 * budget (generated from the item's position, or the code with a `_2` suffix), and every
 * change is returned so the user is told.
 */
import {
  cleanBc3Code,
  findBc3CodeProblem,
  MAX_BC3_CODE_LENGTH,
  type Bc3CodeProblem,
} from './bc3-code-rules.ts';

/** Why a code was changed: one of the code rules, or a clash with another concept. */
export type Bc3CodeChangeReason =
  Bc3CodeProblem | 'different-concept' | 'repeated-in-chapter' | 'taken-by-chapter';

export interface Bc3CodeChange {
  kind: 'item' | 'chapter';
  /** The code as the budget has it ('' when it had none). */
  original: string;
  /** The code written in the file (without the chapter's `#`). */
  code: string;
  reason: Bc3CodeChangeReason;
  /** Position of the item or chapter in the budget's list. */
  index: number;
}

/** Codes compare without regard to case: Presto and Arquímedes do. */
function keyOf(code: string): string {
  return code.toUpperCase();
}

interface ConceptVariant {
  code: string;
  identity: string;
}

/** The register of the codes written so far in one file. */
export class Bc3CodeBook {
  private readonly taken = new Set<string>();
  private readonly variants = new Map<string, ConceptVariant[]>();
  /** Codes each parent already lists: one concept appears once per chapter (its ~M is keyed by both). */
  private readonly placed = new Map<string, Set<string>>();
  readonly changes: Bc3CodeChange[] = [];

  /** A free code from `base`: itself, or `base_2`, `base_3`... cut so the suffix fits. */
  private free(base: string): string {
    if (!this.taken.has(keyOf(base))) return base;
    for (let n = 2; ; n++) {
      const suffix = `_${n}`;
      const candidate = `${base.slice(0, MAX_BC3_CODE_LENGTH - suffix.length)}${suffix}`;
      if (!this.taken.has(keyOf(candidate))) return candidate;
    }
  }

  private take(code: string): string {
    this.taken.add(keyOf(code));
    return code;
  }

  /** The root's code, from the budget's id (`PRE-2024-123`). */
  root(id: string): string {
    return this.take(this.free(cleanBc3Code(id) || 'PRESUPUESTO'));
  }

  /** A chapter's code; chapters are coded before items, so their codes (`01`, `01.02`) stay as read. */
  chapter(original: string, index: number): string {
    const trimmed = original.trim();
    const problem = findBc3CodeProblem(trimmed);
    const base =
      (problem ? cleanBc3Code(trimmed) : trimmed) || `CAP${String(index + 1).padStart(2, '0')}`;
    const code = this.take(this.free(base));
    if (code !== trimmed) {
      const reason = problem ?? 'different-concept';
      this.changes.push({ kind: 'chapter', original, code, reason, index });
    }
    return code;
  }

  /**
   * An item's code under `parent`. `identity` says what makes two items one concept (unit,
   * texts, price): the same code and identity in two chapters is one concept placed twice.
   */
  item(original: string, identity: string, parent: string, index: number): string {
    const trimmed = original.trim();
    const problem = findBc3CodeProblem(trimmed);
    const base =
      (problem ? cleanBc3Code(trimmed) : trimmed) || `SC${String(index + 1).padStart(4, '0')}`;
    const placed = this.placed.get(parent) ?? new Set<string>();
    this.placed.set(parent, placed);
    const variants = this.variants.get(keyOf(base)) ?? [];
    this.variants.set(keyOf(base), variants);
    let code = variants.find(
      (variant) => variant.identity === identity && !placed.has(keyOf(variant.code)),
    )?.code;
    let clash: Bc3CodeChangeReason | undefined;
    if (code === undefined) {
      const first = variants[0];
      if (first === undefined && this.taken.has(keyOf(base))) clash = 'taken-by-chapter';
      else if (first !== undefined)
        clash = variants.some((variant) => variant.identity === identity)
          ? 'repeated-in-chapter'
          : 'different-concept';
      code = this.take(this.free(base));
      variants.push({ code, identity });
    }
    placed.add(keyOf(code));
    if (code !== trimmed) {
      const reason = problem ?? clash ?? 'different-concept';
      this.changes.push({ kind: 'item', original, code, reason, index });
    }
    return code;
  }
}
