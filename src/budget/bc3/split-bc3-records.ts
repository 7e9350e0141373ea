/** One FIEBDC-3 record: its type letter and its fields, each field already split into sub-fields. */
export interface Bc3Record {
  /** Upper-case record letter: V, K, C, D, M, T... */
  type: string;
  /** fields[0] is the first field after the letter; each is the list of its `\`-separated sub-fields. */
  fields: string[][];
  /** 1-based line of the file where the record starts, for warnings. */
  line: number;
}

/** Control characters and spaces around separators carry no data (FIEBDC-3 lexical rules). */
function clean(value: string): string {
  return value.trim();
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
 * Fields are split on `|` and sub-fields on `\`, each trimmed of surrounding whitespace
 * and NULs (Presto 8 pads files with NULs); the text of ~T keeps its inner line breaks.
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
): Generator<Bc3Record, void, undefined> {
  const text = input.includes('\0') ? input.replaceAll('\0', '') : input;
  let line = 1;
  let lineCountedUpTo = 0;
  let start = nextRecordStart(text, 0);
  while (start >= 0) {
    const next = nextRecordStart(text, start + 3);
    const end = next < 0 ? text.length : next;
    // SISPRE mixes CR and CRLF line ends: a lone CR ends a line too.
    for (let i = lineCountedUpTo; i < start; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) line++;
    }
    lineCountedUpTo = start;
    const type = text.charAt(start + 1).toUpperCase();
    if (!wanted || wanted.has(type)) {
      const rawFields = text.slice(start + 3, end).split('|');
      // After the last `|` comes only the line break before the next record, not a field.
      if (rawFields.length > 1 && clean(rawFields[rawFields.length - 1]!) === '') rawFields.pop();
      const fields: string[][] = new Array<string[]>(rawFields.length);
      for (let f = 0; f < rawFields.length; f++) {
        const subfields = rawFields[f]!.split('\\');
        // Trimmed in place: one array per field instead of two, for the garbage collector's sake.
        for (let k = 0; k < subfields.length; k++) subfields[k] = clean(subfields[k]!);
        fields[f] = subfields;
      }
      yield { type, fields, line };
    }
    start = next;
  }
}

function nextRecordStart(text: string, from: number): number {
  for (let index = text.indexOf('~', from); index >= 0; index = text.indexOf('~', index + 1)) {
    if (isRecordStart(text, index)) return index;
  }
  return -1;
}
