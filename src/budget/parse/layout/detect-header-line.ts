/**
 * Column header lines for the line roles (read-line-role.ts): a line whose words are mostly
 * names of a budget's columns. Every line's first words come here, so most lines are turned
 * down by their first words without being split or lower-cased.
 */
import { WordOpenings } from '../word-openings.ts';
import type { LayoutLine } from './read-layout-line.ts';

/** The words that name a budget's columns, lower-cased. */
const HEADER_WORDS = new Set([
  'código',
  'codigo',
  'nº',
  'no',
  'n°',
  'orden',
  'nºorden',
  'ud',
  'ud.',
  'uds',
  'uds.',
  'resumen',
  'descripción',
  'descripcion',
  'partida',
  'cantidad',
  'medición',
  'medicion',
  'precio',
  'unitario',
  'importe',
  'total',
  'largo',
  'ancho',
  'alto',
  'longitud',
  'anchura',
  'altura',
  'parcial',
  'parciales',
  'subtotal',
  'comentario',
  'unidades',
  'factor',
  'rend.',
  'mediciones',
  'p.',
  'unit.',
  'unidad',
]);
/** A header names at least this many columns. */
const MIN_HEADER_WORDS = 3;

const MAX_HEADER_WORD_LENGTH = Math.max(...[...HEADER_WORDS].map((word) => word.length));
const MIN_HEADER_WORD_LENGTH = Math.min(...[...HEADER_WORDS].map((word) => word.length));
/**
 * The header words by their first two characters and length: one look-up in a typed array
 * tells most words of a description line from header words (a hashed set cost more per word).
 */
const HEADER_OPENINGS = new WordOpenings(HEADER_WORDS, true);

/**
 * The word `text.slice(start, end)` is a header word in any case. A word of another length,
 * or whose first two characters are ASCII and open no header word of its length, is neither
 * cut from the text nor lower-cased: a description line is turned down by its first words.
 */
function isHeaderWord(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < MIN_HEADER_WORD_LENGTH || length > MAX_HEADER_WORD_LENGTH) return false;
  if (!HEADER_OPENINGS.mayBe(text, start, length)) return false;
  return HEADER_WORDS.has(text.slice(start, end).toLowerCase());
}

const SPACE = 0x20;

/** The word of `text` at `start` (words joined by single spaces) may open a header word. */
function mayOpenHeaderWord(text: string, start: number): boolean {
  const second = start + 1 < text.length ? text.charCodeAt(start + 1) : SPACE;
  return HEADER_OPENINGS.mayOpen(text.charCodeAt(start), second);
}

/**
 * The text of the last line found to be a header: a report prints its header again on every
 * page, and a line without figures is a header by its text alone (its words are the text's).
 */
let lastHeader = '';

/** A column header line: mostly words that name columns (`Código Ud Resumen Cantidad Precio Importe`). */
export function isHeader(line: LayoutLine): boolean {
  const count = line.tokenCount;
  if (line.figures.length > 0 || count < MIN_HEADER_WORDS - 1) return false;
  if (line.text === lastHeader) return true;
  if (!readsAsHeader(line, count)) return false;
  lastHeader = line.text;
  return true;
}

/** isHeader of a line without figures, of `count` words, two at least. */
function readsAsHeader(line: LayoutLine, count: number): boolean {
  // A header names at least MIN_HEADER_WORDS columns and two words in three: so many words
  // unknown, and no header can follow (a description line stops here, after a few words).
  const allowed = count <= MIN_HEADER_WORDS ? 0 : Math.floor(count / 3);
  // The first word as the roles cut it, without searching the text for its end.
  const first = line.word(0) as string;
  let known = 0;
  let unknown = 0;
  if (isHeaderWord(first, 0, first.length)) known++;
  else if (++unknown > allowed) return false;
  const text = line.text;
  // Word by word from the text: a description line stops after a few words, unsplit.
  for (let start = first.length + 1; start <= text.length;) {
    // The word that would be one unknown too many, where its first two characters open no
    // header word of any length (a word of one character, followed by a space, opens none):
    // the line is turned down without searching for the word's end.
    if (unknown === allowed && !mayOpenHeaderWord(text, start)) return false;
    let end = text.indexOf(' ', start);
    if (end < 0) end = text.length;
    if (isHeaderWord(text, start, end)) known++;
    else if (++unknown > allowed) return false;
    start = end + 1;
  }
  // `UNITARIO TOTAL` under `… PRECIO PRECIO`: the second line of a header printed over two.
  if (count === 2 && unknown === 0) return true;
  return known >= MIN_HEADER_WORDS && known * 3 >= count * 2;
}
