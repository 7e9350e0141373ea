import type { BudgetItem } from '../model/budget.ts';
import { printedCode } from './printed-fields.ts';

/**
 * Fewer items than this teach no grammar: in a four-item budget, one code of its own shape
 * (`1305I010` beside `E0652080`) is as likely the document's as a misread.
 */
const MIN_ITEMS_FOR_GRAMMAR = 10;
/**
 * The grammar speaks only where nearly every item follows it: at most one item in ten may
 * break it (three wrapped lines read as items in a 30-item chapter). A document whose codes are a mix of shapes (a .bc3 whose partidas carry
 * resource codes such as `%CIND`, `MO001` and `mt07ala010` side by side) has no grammar to
 * break, and none of its codes is doubted.
 */
const MAX_SHARE_OFF_GRAMMAR = 0.1;
/**
 * A code with letters and digits this much shorter than every other such code of its
 * document is no code of its kind: `S4` or `M2` (a unit) among `E02ABS011` or `APUI_001`,
 * while `P1` beside `E01` is a short code like its neighbours.
 */
const SHORTER_THAN_ANY_BY = 2;

/** What a code is made of, the coarse grammar of a document's codes. */
type CodeFamily = 'empty' | 'numeric' | 'letters' | 'alphanumeric';

interface CodeShape {
  /** Family and any unusual symbols: `numeric/2`, `letters`, `numeric/1%`. */
  key: string;
  family: CodeFamily;
  length: number;
  /** Lengths of the digit groups of a numeric code: `306.0110` → [3, 4]. */
  segments: number[];
}

/** Separators every code grammar uses between its parts (`01.02`, `C-12`, `APUI_001`, `A 1`). */
const SEPARATOR = /[.\-_/\s]/u;
const LETTER = /\p{L}/u;
const CODE_0 = 48;
const CODE_9 = 57;
const CODE_A = 97;
const CODE_Z = 122;
/** ASCII upper case letters become lower case with this bit set. */
const LOWER_CASE_BIT = 32;
const LAST_ASCII = 127;

function shapeOf(code: string): CodeShape {
  const text = code.trim();
  if (text === '') return { key: 'empty', family: 'empty', length: 0, segments: [] };
  let letters = false;
  let digits = false;
  let symbols = '';
  // Character codes first: a budget's codes are ASCII, and thousands of them are read per file.
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const lower = unit | LOWER_CASE_BIT;
    if (unit >= CODE_0 && unit <= CODE_9) digits = true;
    else if (lower >= CODE_A && lower <= CODE_Z) letters = true;
    else {
      const character = text[index]!;
      if (unit > LAST_ASCII && LETTER.test(character)) letters = true;
      else if (!SEPARATOR.test(character) && !symbols.includes(character)) symbols += character;
    }
  }
  const family: CodeFamily = letters ? (digits ? 'alphanumeric' : 'letters') : 'numeric';
  const segments =
    family === 'numeric'
      ? text
          .split(SEPARATOR)
          .filter((part) => part !== '')
          .map((part) => part.length)
      : [];
  // `50%` and `%CIND` are of their own kind: a symbol is part of a grammar, or breaks it.
  const unusual = [...symbols].sort().join('');
  const key = `${family}/${family === 'numeric' ? segments.length : ''}${unusual}`;
  return { key, family, length: text.length, segments };
}

/** How many items hold each length, for one family or one digit group. */
class LengthCounts {
  private readonly counts = new Map<number, number>();

  add(length: number): void {
    this.counts.set(length, (this.counts.get(length) ?? 0) + 1);
  }

  /** The shortest length among the other items (this one, of `length`, left out). */
  minimumOfOthers(length: number): number {
    let minimum = Infinity;
    for (const [other, count] of this.counts)
      if (other < minimum && (other !== length || count > 1)) minimum = other;
    return minimum;
  }

  /** The longest length among the other items. */
  maximumOfOthers(length: number): number {
    let maximum = -Infinity;
    for (const [other, count] of this.counts)
      if (other > maximum && (other !== length || count > 1)) maximum = other;
    return maximum;
  }
}

interface ShapeGroup {
  count: number;
  lengths: LengthCounts;
  /** Per digit group of numeric codes: the lengths each group takes. */
  segments: LengthCounts[];
}

/**
 * Whether a code keeps to the grammar the other codes of its document follow: another item
 * has a code of its family (and symbols); a numeric code's digit groups are each as long as
 * the same group is elsewhere (`56.000` breaks the fixed widths of `306.0110`, while `1.10`
 * keeps to `1.2`'s); a code of letters and digits is not far shorter than every other.
 */
function fitsGrammar(shape: CodeShape, group: ShapeGroup): boolean {
  if (group.count < 2) return false;
  if (shape.family === 'numeric')
    return shape.segments.every((length, index) => {
      const lengths = group.segments[index]!;
      return length >= lengths.minimumOfOthers(length) && length <= lengths.maximumOfOthers(length);
    });
  if (shape.family === 'alphanumeric')
    return shape.length > group.lengths.minimumOfOthers(shape.length) - SHORTER_THAN_ANY_BY;
  return true;
}

/**
 * Items whose code breaks the document's own code grammar, learned from its items: a
 * description line that began like a code (`Y 50 M DE PROFUNDIDAD`, `50% …`, `S4 …`,
 * `56.000 …`) read as a new item gets a code no other item's code resembles. Returns the
 * items' positions; none when the document has too few items or too mixed a grammar.
 */
export function findOffGrammarCodes(items: readonly BudgetItem[]): number[] {
  if (items.length < MIN_ITEMS_FOR_GRAMMAR) return [];
  const shapes = items.map((item) => shapeOf(printedCode(item)));
  const groups = new Map<string, ShapeGroup>();
  for (const shape of shapes) {
    let group = groups.get(shape.key);
    if (group === undefined) {
      group = {
        count: 0,
        lengths: new LengthCounts(),
        segments: shape.segments.map(() => new LengthCounts()),
      };
      groups.set(shape.key, group);
    }
    group.count += 1;
    group.lengths.add(shape.length);
    shape.segments.forEach((length, index) => group.segments[index]!.add(length));
  }
  const off: number[] = [];
  shapes.forEach((shape, index) => {
    if (!fitsGrammar(shape, groups.get(shape.key)!)) off.push(index);
  });
  return off.length <= items.length * MAX_SHARE_OFF_GRAMMAR ? off : [];
}
