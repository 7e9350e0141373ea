import type { BudgetItem, ColumnName } from '../model/budget.ts';
import { formatMoney } from '../model/format-money.ts';
import { noteLines, separateItemNote } from '../model/item-note.ts';
import { formatQuantity } from './format-quantity.ts';

/** Columns whose cells hold numbers, aligned right so their digits line up. */
export const NUMERIC_COLUMNS: ReadonlySet<ColumnName> = new Set<ColumnName>([
  'LONGITUD',
  'ANCHURA',
  'ALTURA',
  'PARCIALES',
  'CANTIDAD',
  'P. UNIT.',
  'TOTAL',
]);

/**
 * The text of one item cell, for every column but RESUMEN (which has its own
 * layout). Spec §9: the UDS column always shows 1 in the exported cell text;
 * the item's unit is printed in the RESUMEN cell instead. Measured figures are printed the
 * Spanish way whatever the source or the user typed (`10` → `10,00`, `15545,91` → `15.545,91`).
 */
export function formatItemCell(item: BudgetItem, column: Exclude<ColumnName, 'RESUMEN'>): string {
  switch (column) {
    case 'CÓDIGO':
      return item.codigo;
    case 'UDS':
      return '1';
    case 'LONGITUD':
      return formatQuantity(item.longitud);
    case 'ANCHURA':
      return formatQuantity(item.anchura);
    case 'ALTURA':
      return formatQuantity(item.altura);
    case 'PARCIALES':
      return formatQuantity(item.parciales);
    case 'CANTIDAD':
      return formatQuantity(item.cantidad);
    case 'P. UNIT.':
      return formatMoney(item.precio_unitario);
    case 'TOTAL':
      return formatMoney(item.total);
  }
}

/** The RESUMEN cell's parts: the unit, the title (first line), the rest of the description, the note. */
export interface ResumenParts {
  unit: string;
  title: string;
  description: string[];
  /**
   * The item's note's lines, printed under the description after ITEM_NOTE_LABEL
   * (`Observaciones: ver plano 3`), whole whatever the description's length; [] for none.
   */
  note: string[];
}

/** A line that ends a sentence keeps its line break; any other line was wrapped by the source and is joined. */
const SENTENCE_END = /[.:;!?)]$/;
/** A line that carries on the phrase above it: it starts in lower case ("obra.", "de malla…"). */
const CONTINUES_PHRASE = /^[a-záéíóúüñç]/;
/** A line that carries on a phrase cut at a word that cannot end one: also a figure ("1,5 m …"). */
const CONTINUES_CUT = /^[a-záéíóúüñç0-9(]/;
/** Words a phrase cannot end on: "… durante la ejecución de la" / "obra.". */
export const DANGLING_WORD =
  /(?:^|\s)(?:a|al|con|de|del|e|el|en|entre|hasta|la|las|lo|los|o|para|por|que|sin|sobre|su|sus|u|un|una|y)$|[,\-–]$/i;
/** A wrapped first sentence longer than this is no title: the title is then its first line. */
const MAX_TITLE_CHARS = 240;
/** Lines a phrase cut at a dangling word may run on for. */
const MAX_DANGLING_LINES = 3;

/** Where a sentence ends inside a line: the stop and the space after it ("obras. Totalmente"). */
const SENTENCE_STOP = /[.:;!?](?=\s|$)/;

/** The title and the lines after it (the description, the end of a split line first). */
export interface TitleSplit {
  title: string;
  rest: string[];
}

/**
 * The title of a resumen's lines. Sources print the title as the first line, but a PDF wraps a
 * long one at its column ("Partida para … durante la ejecución de la" / "obra. Incluye …"):
 * the title runs on to the end of its first sentence when the next lines carry the phrase on
 * (lower case) and it ends soon; otherwise it is the first line, carried on only past a word
 * a phrase cannot end on. An upper-case title ("EXCAV. ZANJA TIERRA") followed by its
 * description ("Excavación en zanja…") stays one line; the first line itself is never cut.
 */
export function splitTitle(lines: readonly string[]): TitleSplit {
  const [first] = lines;
  if (first === undefined) return { title: '', rest: [] };
  if (SENTENCE_END.test(first)) return { title: first, rest: lines.slice(1) };
  let length = first.length;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (!CONTINUES_PHRASE.test(line)) break;
    const stop = SENTENCE_STOP.exec(line);
    const end = stop === null ? line.length : stop.index + 1;
    length += 1 + end;
    if (length > MAX_TITLE_CHARS) break;
    if (stop !== null) {
      const after = line.slice(end).trim();
      return {
        title: [...lines.slice(0, index), line.slice(0, end)].join(' '),
        rest: [...(after === '' ? [] : [after]), ...lines.slice(index + 1)],
      };
    }
  }
  let count = 1;
  while (
    count < lines.length &&
    count <= MAX_DANGLING_LINES &&
    DANGLING_WORD.test(lines[count - 1]!) &&
    CONTINUES_CUT.test(lines[count]!)
  )
    count++;
  return { title: lines.slice(0, count).join(' '), rest: lines.slice(count) };
}

/** The resumen's lines as printed: blank lines dropped, runs of spaces collapsed. */
export function resumenLines(resumen: string): string[] {
  return resumen
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * Splits an item's resumen into unit, title and description paragraphs, and its note. The title
 * is kept whole where the source wrapped it (see splitTitle). Sources wrap long descriptions at
 * their own width ("Excavación en zanja de / 1,5 m de profundidad"), so lines are joined back
 * unless one ends a sentence. A note line in the text itself (`Observaciones: …`) is printed
 * with the note, where a reader takes it back (item-note.ts).
 */
export function splitResumen(item: BudgetItem): ResumenParts {
  const { resumen, note } = separateItemNote(item.resumen, item.note);
  const { title, rest } = splitTitle(resumenLines(resumen));
  const description: string[] = [];
  let current = '';
  for (const line of rest) {
    current = current === '' ? line : `${current} ${line}`;
    if (SENTENCE_END.test(line)) {
      description.push(current);
      current = '';
    }
  }
  if (current !== '') description.push(current);
  return { unit: item.uds.trim(), title, description, note: noteLines(note) };
}
