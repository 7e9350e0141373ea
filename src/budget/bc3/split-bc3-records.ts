/** One FIEBDC-3 record: its type letter and its `|`-separated fields, trimmed. */
export interface Bc3Record {
  /** Upper-case record letter: V, K, C, D, M, T... */
  type: string;
  /**
   * fields[0] is the first field after the letter. Sub-fields (`\`) are split only where
   * the reader needs them (splitBc3Subfields), which spares an array per field on large files.
   */
  fields: string[];
  /** 1-based line of the file where the record starts, for warnings. */
  line: number;
}

/** Control characters and spaces around separators carry no data (FIEBDC-3 lexical rules). */
function clean(value: string): string {
  return value.trim();
}

/** The `\`-separated sub-fields of a field, each trimmed (multi-line ~D and ~M put line breaks between them). */
export function splitBc3Subfields(field: string | undefined): string[] {
  if (field === undefined || field === '') return [];
  const subfields = field.split('\\');
  for (let k = 0; k < subfields.length; k++) subfields[k] = clean(subfields[k]!);
  return subfields;
}

/** The first sub-field of a field, without splitting the rest. */
export function firstBc3Subfield(field: string | undefined): string {
  if (field === undefined) return '';
  const end = field.indexOf('\\');
  return end < 0 ? field : clean(field.slice(0, end));
}

function isRecordStart(text: string, index: number): boolean {
  const letter = text.charCodeAt(index + 1);
  const isLetter = (letter >= 0x41 && letter <= 0x5a) || (letter >= 0x61 && letter <= 0x7a);
  return isLetter && text.charCodeAt(index + 2) === 0x7c;
}

/**
 * Splits decoded BC3 text into records. A record runs from `~X|` to the next `~X|`,
 * whatever lines it spans: Arquímedes and Menfis break ~D, ~M and ~T over several lines
 * (`~D|0AS010\n|mo011\\1.81\n\mo004\\0.9\n\|`), so splitting on newlines would cut them.
 * A lone `~` inside a text is kept, since only `~`, a letter and `|` open a record.
 * Fields are split on `|` and trimmed of surrounding whitespace; NULs (Presto 8 pads files
 * with them) are dropped; the text of ~T keeps its inner line breaks.
 * With `wanted`, records of other types (Presto's bulky ~X, ~L...) are skipped unsplit.
 */
export function splitBc3Records(input: string, wanted?: ReadonlySet<string>): Bc3Record[] {
  return [...iterateBc3Records(input, wanted)];
}

/**
 * The same records one at a time: the reader consumes each before the next is split, so
 * a 4 MB file's hundreds of thousands of sub-field strings die young instead of being
 * promoted and copied by the garbage collector (that halves the time on the largest sample).
 */
export function* iterateBc3Records(
  input: string,
  wanted?: ReadonlySet<string>,
  /** Applied to each wanted record's text before it is split (see DecodedBc3.fixPunctuation). */
  fix?: (recordText: string) => string,
): Generator<Bc3Record, void, undefined> {
  const text = input.includes('\0') ? input.replaceAll('\0', '') : input;
  const lines = new LineCounter(text);
  let start = nextRecordStart(text, 0);
  while (start >= 0) {
    const next = nextRecordStart(text, start + 3);
    const end = next < 0 ? text.length : next;
    const line = lines.lineAt(start);
    const type = text.charAt(start + 1).toUpperCase();
    if (!wanted || wanted.has(type)) {
      const recordText = text.slice(start + 3, end);
      const rawFields = (fix ? fix(recordText) : recordText).split('|');
      // After the last `|` comes only the line break before the next record, not a field.
      if (rawFields.length > 1 && clean(rawFields[rawFields.length - 1]!) === '') rawFields.pop();
      for (let f = 0; f < rawFields.length; f++) rawFields[f] = clean(rawFields[f]!);
      yield { type, fields: rawFields, line };
    }
    start = next;
  }
}

/**
 * Counts line ends (LF, CRLF, and the lone CR that SISPRE mixes in) as records go by,
 * with native indexOf scans that each cover the text once: it remembers the next LF and
 * CR found, so a file without CRs is not rescanned for them at every record.
 */
class LineCounter {
  private line = 1;
  private nextLf: number;
  private nextCr: number;

  constructor(private readonly text: string) {
    this.nextLf = text.indexOf('\n');
    this.nextCr = text.indexOf('\r');
  }

  lineAt(position: number): number {
    const { text } = this;
    while (this.nextLf >= 0 && this.nextLf < position) {
      this.line++;
      this.nextLf = text.indexOf('\n', this.nextLf + 1);
    }
    while (this.nextCr >= 0 && this.nextCr < position) {
      if (text.charCodeAt(this.nextCr + 1) !== 0x0a) this.line++;
      this.nextCr = text.indexOf('\r', this.nextCr + 1);
    }
    return this.line;
  }
}

function nextRecordStart(text: string, from: number): number {
  for (let index = text.indexOf('~', from); index >= 0; index = text.indexOf('~', index + 1)) {
    if (isRecordStart(text, index)) return index;
  }
  return -1;
}
