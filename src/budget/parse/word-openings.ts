/**
 * The words of a closed list (units, column names) by their first two characters and their
 * length: one look-up in a typed array turns down most words of running text (`medido`,
 * `Mayor`) before a Map or Set would hash them. Only ASCII openings are tabled: a word
 * opening with another character (`m²`, `nº`) is never turned down here.
 */
const ASCII_END = 0x80;
/** Lengths are bits of a 32-bit entry. */
const MAX_LENGTH = 31;
const DOT = 0x2e;

/** An ASCII letter's other case (A-Z and a-z swapped); any other character as it is. */
const otherCase = (code: number): number =>
  (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) ? code ^ 0x20 : code;

export class WordOpenings {
  /** Bit `length` of the entry at `first * 128 + second` (second 0 for a word of one character). */
  private readonly lengths = new Uint32Array(ASCII_END * ASCII_END);

  /**
   * `caseBlind`: the words match in any ASCII case, so each is tabled under every case of
   * its first two characters (a look-up then folds nothing).
   */
  constructor(words: Iterable<string>, caseBlind: boolean) {
    for (const word of words) {
      if (word.length > MAX_LENGTH)
        throw new Error(`A word is too long for its length bit: ${word}`);
      const first = word.charCodeAt(0);
      const second = word.length > 1 ? word.charCodeAt(1) : 0;
      if (first >= ASCII_END || second >= ASCII_END) continue;
      this.table(first, second, word.length);
      if (!caseBlind) continue;
      this.table(otherCase(first), second, word.length);
      this.table(first, otherCase(second), word.length);
      this.table(otherCase(first), otherCase(second), word.length);
    }
  }

  private table(first: number, second: number, length: number): void {
    const at = first * ASCII_END + second;
    this.lengths[at] = (this.lengths[at] as number) | (1 << length);
  }

  /** The `length` characters of `text` from `start` may be one of the words: false only where they cannot. */
  mayBe(text: string, start: number, length: number): boolean {
    if (length === 0 || length > MAX_LENGTH) return false;
    const first = text.charCodeAt(start);
    const second = length > 1 ? text.charCodeAt(start + 1) : 0;
    if (first >= ASCII_END || second >= ASCII_END) return true;
    return ((this.lengths[first * ASCII_END + second] as number) & (1 << length)) !== 0;
  }

  /**
   * A word may open with `first` and `second` (0: the word has one character), or be a word of
   * one character followed by its closing dot (`h.`): false only where none can.
   */
  mayOpen(first: number, second: number): boolean {
    if (first >= ASCII_END || second >= ASCII_END) return true;
    if (this.lengths[first * ASCII_END + second] !== 0) return true;
    return second === DOT && ((this.lengths[first * ASCII_END] as number) & 2) !== 0;
  }
}
