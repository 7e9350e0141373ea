/**
 * The grammar stage of the layout reader: what an item heading looks like in this
 * document, learned from the document itself, so that a description line that only looks
 * like a heading is read as the text it continues. A wrapped description opens lines such
 * as `Y 50 M DE PROFUNDIDAD` (a word, a quantity and a unit: the shape of a pyCost heading),
 * `CADA 20 M DE LONGITUD`, `50% DE ÁRIDO`, `56.000 KG DE CARGA` or `M2 DE SUPERFICIE`; read
 * as headings they became items with invented codes, taking the real item's figures.
 *
 * Two kinds of evidence, both from the document:
 * - the shape of its item and chapter codes (`E02AM010` is letters 1, digits 2, letters 2,
 *   digits 3), learned from every heading the reading confirmed (an item with figures, a
 *   chapter); a code of a shape the document uses is a code, whatever its words;
 * - the line's own words: a connector or preposition (`Y`, `DE`, `CON`, `FRENTE`, `CADA`)
 *   where the code would be, a lower-case word, a percentage, a unit, a figure of the
 *   document's number format before a unit; or the text above cut mid-phrase (ending in a
 *   hyphen or a connector).
 * A heading-shaped line right under text (the open item's heading or description) whose
 * code fits no learned shape and whose words read as running text is text.
 */
import { MAX_UNIT_LENGTH } from '../match-unit.ts';
import { HYPHEN, startsWithDigit } from './characters.ts';
import type { LayoutLine } from './read-layout-line.ts';
import { unitOf, type Heading } from './read-line-role.ts';

/**
 * Spanish words that join a phrase: a line opening with one continues the text above.
 * None is an item code in any price database (codes carry digits or are abbreviations).
 */
const CONNECTORS = new Set([
  'A',
  'AL',
  'ANTE',
  'BAJO',
  'CADA',
  'COMO',
  'CON',
  'CONTRA',
  'DE',
  'DEL',
  'DESDE',
  'DURANTE',
  'E',
  'EL',
  'EN',
  'ENTRE',
  'EXCEPTO',
  'FRENTE',
  'HACIA',
  'HASTA',
  'INCLUIDO',
  'INCLUSO',
  'LA',
  'LAS',
  'LO',
  'LOS',
  'MAS',
  'MÁS',
  'MEDIANTE',
  'MENOS',
  'NI',
  'O',
  'PARA',
  'POR',
  'QUE',
  'SALVO',
  'SEGUN',
  'SEGÚN',
  'SIN',
  'SOBRE',
  'SU',
  'SUS',
  'TRAS',
  'U',
  'UN',
  'UNA',
  'Y',
]);
/** The longest connector: a longer first word is none. */
const MAX_CONNECTOR_LENGTH = Math.max(...[...CONNECTORS].map((word) => word.length));
/** A run of letters or digits may differ by this many characters between two codes of one shape (`1.2.3`, `1.2.10`). */
const RUN_TOLERANCE = 1;
/** A shape seen this often is the document's: one code alone may be the misreading itself. */
const MIN_SHAPE_COUNT = 2;
/** Every code up to this many is shaped; then one in SAMPLE_STRIDE (shaping all cost ~3 % of a long reading). */
const FULL_SAMPLE = 256;
const SAMPLE_STRIDE = 4;

/**
 * A figure with thousands grouped (`56.000`, `1,250.5`) or with decimals (`2,5`), in either
 * number format: before a unit it is a quantity in running text, not a code.
 */
const FIGURE_SHAPED = /^(?:[1-9]\d{0,2}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+,\d{1,3})$/;

const POINT = 0x2e;
const COMMA = 0x2c;
const LETTER = 1;
const DIGIT = 2;
const OTHER = 3;

/** What a character is to a code's shape: a letter (of any script), a digit, or another. */
function classOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return DIGIT;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x7a) return LETTER;
  if (code < 0xc0) return OTHER;
  const char = String.fromCharCode(code);
  return char.toLowerCase() === char.toUpperCase() ? OTHER : LETTER;
}

/**
 * A code's shape: its runs of letters (`A`) and digits (`9`) with their lengths, other
 * characters as they are, one space between. `E02ABS011` → `A1 92 A3 93`, `306.0110` →
 * `93 . 94`, `CADA 20` → `A4   92`. Told by character codes: every item's code is shaped.
 */
export function codeShape(code: string): string {
  let shape = '';
  let kind = 0;
  let length = 0;
  for (let at = 0; at <= code.length; at++) {
    const next = at < code.length ? classOf(code.charCodeAt(at)) : 0;
    if (next === kind && next !== OTHER) {
      length++;
      continue;
    }
    if (kind === LETTER || kind === DIGIT) shape = withPart(shape, runPart(kind, length));
    if (next === OTHER) shape = withPart(shape, code.charAt(at));
    kind = next;
    length = 1;
  }
  return shape;
}

/** A shape with one more part, after a space. */
function withPart(shape: string, part: string): string {
  return shape === '' ? part : `${shape} ${part}`;
}

/**
 * A run's part of a shape, `A` or `9` and its length (`A3`, `92`): the usual lengths made
 * once, not a number printed and joined for each run of every code shaped.
 */
function runPart(kind: number, length: number): string {
  const parts = kind === LETTER ? LETTER_RUNS : DIGIT_RUNS;
  return length < parts.length
    ? (parts[length] as string)
    : `${kind === LETTER ? 'A' : '9'}${length}`;
}
const MADE_RUN_LENGTHS = 32;
const LETTER_RUNS = Array.from({ length: MADE_RUN_LENGTHS }, (_, length) => `A${length}`);
const DIGIT_RUNS = Array.from({ length: MADE_RUN_LENGTHS }, (_, length) => `9${length}`);

/** Two shapes of the same runs whose lengths differ by at most RUN_TOLERANCE each. */
export function similarShapes(one: string, other: string): boolean {
  const a = one.split(' ');
  const b = other.split(' ');
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index] as string;
    const y = b[index] as string;
    if (x === y) continue;
    const kind = x.charAt(0);
    if ((kind !== 'A' && kind !== '9') || y.charAt(0) !== kind) return false;
    if (Math.abs(Number(x.slice(1)) - Number(y.slice(1))) > RUN_TOLERANCE) return false;
  }
  return true;
}

/** What a learned code stands for: an item's code, a chapter's, or an item's order number. */
type CodeKind = 'item' | 'chapter' | 'order';

/**
 * The shapes of the codes the document's confirmed headings carry, with their counts, by
 * kind. Item codes are read from the items as the reading made them, and shaped only when
 * the grammar is asked about a line after them: most lines never ask, and shaping every
 * item's code as it came cost a few percent of a long reading.
 */
export class ItemGrammar {
  private readonly shapes: Record<CodeKind, Map<string, number>> = {
    item: new Map(),
    chapter: new Map(),
    order: new Map(),
  };
  /** How many of the items were shaped or passed over. */
  private itemsRead = 0;
  /** How many of the items were looked at for a code (printsItemCodes). */
  private itemsLooked = 0;
  /** Some item read so far carries a code. */
  private coded = false;

  /** @param items the items the reading made so far, in order (an array that grows). */
  constructor(private readonly items: readonly { readonly codigo: string }[]) {}

  /**
   * A heading the reading confirmed, read from `line`: a chapter's code, and an item's
   * order number where it has one (`1.2.4 APUC_014 L …`); an item's code is read from the
   * items.
   */
  learn(heading: Heading, line: LayoutLine, kind: 'item' | 'chapter'): void {
    if (kind === 'chapter') this.count('chapter', heading.code);
    if (heading.ordered) this.count('order', line.word(0) ?? '');
  }

  private count(kind: CodeKind, code: string): void {
    if (code === '') return;
    const shape = codeShape(code);
    const shapes = this.shapes[kind];
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }

  /**
   * Shapes the item codes read since the last question: every one of the first codes,
   * then one in SAMPLE_STRIDE (a shape used by a whole chapter is still seen often enough).
   */
  private settle(): void {
    const items = this.items;
    for (let index = this.itemsRead; index < items.length; index++)
      if (index < FULL_SAMPLE || index % SAMPLE_STRIDE === 0)
        this.count('item', (items[index] as { codigo: string }).codigo);
    this.itemsRead = items.length;
  }

  /**
   * The heading's code has a shape the document uses (seen at least twice): an item's
   * where the heading has a unit, an item's or a chapter's where it has none; and so has
   * its order number.
   */
  fits(heading: Heading, line: LayoutLine): boolean {
    this.settle();
    const kinds: CodeKind[] = heading.unit === '' ? ['item', 'chapter'] : ['item'];
    if (!this.knows(kinds, heading.code)) return false;
    return !heading.ordered || this.knows(['order'], line.word(0) ?? '');
  }

  /**
   * The heading's code has the shape of the document's item codes, whatever its unit: a
   * line at a page's edge that a running head would be (`1.5. ALUMBRADO 7`) is an item's
   * heading when its code is shaped as the items' are (`13 SEGURIDAD Y SALUD FASE 3`).
   */
  fitsItemCode(heading: Heading): boolean {
    this.settle();
    return this.knows(['item'], heading.code);
  }

  /**
   * What numbers the heading in the document's sequence of items has a shape the items
   * use: its order number where it has one (`1.2.12`), else its code. `seen`: codes of that
   * shape the caller has met besides the items read (the open item's heading).
   */
  fitsItemNumber(heading: Heading, line: LayoutLine, seen = 0): boolean {
    this.settle();
    return heading.ordered
      ? this.knows(['order'], line.word(0) ?? '', seen)
      : this.knows(['item'], heading.code, seen);
  }

  /**
   * The heading's code has the shape of the document's item codes and of none of its
   * chapters', and its order number (where it has one) that of the items' order numbers.
   */
  fitsItemOnly(heading: Heading, line: LayoutLine): boolean {
    this.settle();
    if (!this.knows(['item'], heading.code) || this.knows(['chapter'], heading.code)) return false;
    return !heading.ordered || this.knows(['order'], line.word(0) ?? '');
  }

  /**
   * Some item read so far carries a code. Where none does (a sheet typed without codes,
   * printed by our own PDF as `m3 COLUMNA 6 m.  1  0,00  473,64 €  0,00 €`), the document
   * has no code to print, and a unit opening a line is the item's own, never a code.
   */
  printsItemCodes(): boolean {
    const items = this.items;
    while (!this.coded && this.itemsLooked < items.length)
      this.coded = (items[this.itemsLooked++] as { codigo: string }).codigo !== '';
    return this.coded;
  }

  private knows(kinds: readonly CodeKind[], code: string, seen = 0): boolean {
    const shape = codeShape(code);
    let similar = seen;
    for (const kind of kinds) {
      const shapes = this.shapes[kind];
      if ((shapes.get(shape) ?? 0) + seen >= MIN_SHAPE_COUNT) return true;
      for (const [known, count] of shapes) if (similarShapes(known, shape)) similar += count;
    }
    return similar >= MIN_SHAPE_COUNT;
  }
}

/** The length of the code's first word: `CADA 20` → 4. */
function firstWordLength(code: string): number {
  const space = code.indexOf(' ');
  return space < 0 ? code.length : space;
}

/** The text from `start` up to `end` is a connector, in any case: letters only, short, listed. */
function isConnector(text: string, start: number, end: number): boolean {
  if (end - start > MAX_CONNECTOR_LENGTH || end <= start) return false;
  for (let at = start; at < end; at++) if (classOf(text.charCodeAt(at)) !== LETTER) return false;
  return CONNECTORS.has(text.slice(start, end).toUpperCase());
}

/** A word in lower case without digits (`de`, `mortero`): running text, never a code. */
function isLowerCaseWord(code: string): boolean {
  if (!opensInLowerCase(code)) return false;
  for (let at = 0; at < code.length; at++) if (classOf(code.charCodeAt(at)) === DIGIT) return false;
  return true;
}

/** The text opens with a letter in lower case. */
export function opensInLowerCase(text: string): boolean {
  // An ASCII character is told by its code, without upper-casing: every heading is asked.
  const code = text.charCodeAt(0);
  if (code < ASCII_END) return code >= LOWER_A && code <= LOWER_Z;
  const first = text.charAt(0);
  return first !== first.toUpperCase();
}
const ASCII_END = 0x80;
const LOWER_A = 0x61;
const LOWER_Z = 0x7a;

/** Digits, with points or commas between them: `0.6`, `2`, `1.2.3`. */
function isNumber(code: string): boolean {
  if (classOf(code.charCodeAt(0)) !== DIGIT) return false;
  for (let at = 1; at < code.length; at++) {
    const char = code.charCodeAt(at);
    if (classOf(char) !== DIGIT && char !== POINT && char !== COMMA) return false;
  }
  return true;
}

/**
 * The heading's own words read as running text: where its code stands, a connector
 * (`Y 50 M DE PROFUNDIDAD`, `CADA 20 M`), a lower-case word, a percentage (`50%`), a unit
 * (`M2 DE SUPERFICIE`), or a figure printed with decimals or thousands before a unit
 * (`56.000 KG DE CARGA`).
 */
export function readsAsRunningText(heading: Heading): boolean {
  const code = heading.code;
  if (heading.keywordLevel !== undefined) return false;
  const length = firstWordLength(code);
  if (isConnector(code, 0, length)) return true;
  if (isLowerCaseWord(code) || code.includes('%')) return true;
  // `0.6 mm lacada.`, `2 capas de pintura`, `30 Y 50 M DE …`: a number before words in
  // lower case or a connector.
  const title = heading.title;
  if (isNumber(code) && (opensInLowerCase(title) || isConnector(title, 0, firstWordLength(title))))
    return true;
  if (length <= MAX_UNIT_LENGTH && unitOf(code.slice(0, length)) !== undefined) return true;
  // FIGURE_SHAPED opens with a digit.
  return heading.unit !== '' && startsWithDigit(code) && FIGURE_SHAPED.test(code);
}

/** A line's last word is a connector (`… ENTRE LOS`), or it ends in a hyphen (`exis-`): the phrase goes on. */
export function endsMidPhrase(text: string): boolean {
  const end = text.length;
  if (text.charCodeAt(end - 1) === HYPHEN) return true;
  // The last word's start, searched back no further than a connector's length: a longer
  // word is none (isConnector), and a description line's last space is not searched for
  // from its end (a `lastIndexOf` is a call out of the compiled code; every heading under
  // text asks).
  let start = end;
  while (start > 0 && end - start <= MAX_CONNECTOR_LENGTH && text.charCodeAt(start - 1) !== SPACE)
    start--;
  return isConnector(text, start, end);
}
const SPACE = 0x20;

/**
 * The heading-shaped line continues the text above it (`above`: the open item's heading
 * title or its last line of description): its code fits none of the document's shapes,
 * and its own words read as running text, or the text above stops mid-phrase.
 */
export function continuesText(
  grammar: ItemGrammar,
  heading: Heading,
  line: LayoutLine,
  above: string,
): boolean {
  if (heading.keywordLevel !== undefined) return false;
  if (!readsAsRunningText(heading) && !endsMidPhrase(above)) return false;
  // An order number is grammar too: `30 Y 50 M DE …` reads as order `30`, code `Y 50`.
  return !grammar.fits(heading, line);
}
