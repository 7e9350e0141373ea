/**
 * The proof an export gives before it is offered: the file read back by the product's own
 * reader must hold the items it was written with (codes after the reported renames, units,
 * texts, notes, quantities, prices, amounts, each in its chapter and order), the chapters (code,
 * parent, title, total) and the total, to the cent. Returns the differences, in Spanish.
 */
import type { Budget, MeasurementLine } from '../model/budget.ts';
import { noteWords } from '../model/item-note.ts';
import { parseSpanishNumber } from '../parse/parse-spanish-number.ts';
import { isEmptyMeasurementLine, partialTolerance } from './bc3/write-bc3-measurement-lines.ts';

export interface ExpectedItem {
  code: string;
  chapterCode: string | undefined;
  quantity: number;
  price: number;
  amount: number;
  unit?: string;
  resumen?: string;
  /**
   * The item's note as the file holds it ('' for none), compared word for word: a document
   * wraps a note's lines as it wraps a description.
   */
  note?: string;
  measurements?: readonly MeasurementLine[];
}

export interface ExpectedChapter {
  code: string;
  parentCode: string | undefined;
  /** Left out where the file's titles are not the reader's to prove (the PDF: see verify-pdf-export.ts). */
  title?: string;
  total: number;
}

export interface ExpectedBudget {
  items: readonly ExpectedItem[];
  chapters: readonly ExpectedChapter[];
  total: number;
}

/** At most this many differences are listed: past it, the file is plainly not the budget. */
const MAX_DIFFERENCES = 20;

const cents = (value: number) => Math.round(value * 100);

/**
 * A note's words as a proof compares them: every word and sign in order, a `€` beside a
 * figure too (`1.250,00 €`), whatever the line breaks. A printed document wraps a note's
 * lines as it wraps a description, so where one line ends is not the file's to keep; a word
 * or a sign lost is.
 */
const comparedNote = (note: string | undefined) => noteWords(note);
/** Quantities and prices compare to the millionth, the most decimals an export writes. */
const millionths = (value: number) => Math.round(value * 1e6);

function figure(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : parseSpanishNumber(trimmed);
}

function groupBy<T>(values: readonly T[], key: (value: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const name = key(value) ?? '';
    const group = groups.get(name) ?? [];
    group.push(value);
    groups.set(name, group);
  }
  return groups;
}

export function compareReadBudget(read: Budget, expected: ExpectedBudget): string[] {
  const differences: string[] = [];
  const add = (message: string) => {
    if (differences.length < MAX_DIFFERENCES) differences.push(message);
  };
  if (cents(read.total) !== cents(expected.total))
    add(`El total leído (${read.total}) no es el del presupuesto (${expected.total}).`);
  if (read.items.length !== expected.items.length)
    add(`Se leen ${read.items.length} partidas y el presupuesto tiene ${expected.items.length}.`);

  const readChapters = new Map((read.chapters ?? []).map((chapter) => [chapter.code, chapter]));
  if (readChapters.size !== expected.chapters.length)
    add(
      `Se leen ${readChapters.size} capítulos y el presupuesto tiene ${expected.chapters.length}.`,
    );
  for (const chapter of expected.chapters) {
    const found = readChapters.get(chapter.code);
    if (!found) {
      add(`Falta el capítulo ${chapter.code}.`);
      continue;
    }
    if (chapter.title !== undefined && found.title !== chapter.title)
      add(`El capítulo ${chapter.code} se lee como «${found.title}».`);
    if ((found.parentCode ?? '') !== (chapter.parentCode ?? ''))
      add(`El capítulo ${chapter.code} queda dentro de ${found.parentCode ?? 'la raíz'}.`);
    if (cents(found.total) !== cents(chapter.total))
      add(`El capítulo ${chapter.code} suma ${found.total} en vez de ${chapter.total}.`);
  }

  const readByChapter = groupBy(read.items, (item) => item.chapterCode);
  for (const [chapter, items] of groupBy(expected.items, (item) => item.chapterCode)) {
    const got = readByChapter.get(chapter) ?? [];
    items.forEach((item, position) => {
      const other = got[position];
      const where = `${item.code} (capítulo ${chapter || 'raíz'})`;
      if (!other) return add(`Falta la partida ${where}.`);
      if (other.codigo !== item.code) return add(`En el lugar de ${where} se lee ${other.codigo}.`);
      const quantity = figure(other.cantidad) ?? 0;
      if (millionths(quantity) !== millionths(item.quantity))
        add(`La cantidad de ${where} se lee ${other.cantidad} en vez de ${item.quantity}.`);
      if (millionths(other.precio_unitario) !== millionths(item.price))
        add(`El precio de ${where} se lee ${other.precio_unitario} en vez de ${item.price}.`);
      if (cents(other.total) !== cents(item.amount))
        add(`El importe de ${where} se lee ${other.total} en vez de ${item.amount}.`);
      if (item.unit !== undefined && other.uds !== item.unit)
        add(`La unidad de ${where} se lee «${other.uds}» en vez de «${item.unit}».`);
      if (item.resumen !== undefined && other.resumen !== item.resumen)
        add(`El texto de ${where} no es el escrito.`);
      if (item.note !== undefined && comparedNote(other.note) !== comparedNote(item.note))
        add(
          other.note === undefined
            ? `Falta la observación de ${where}.`
            : `La observación de ${where} se lee «${other.note}».`,
        );
      if (item.measurements)
        compareMeasurements(item.measurements, other.measurements ?? [], where, add);
    });
  }
  return differences;
}

function compareMeasurements(
  expected: readonly MeasurementLine[],
  read: readonly MeasurementLine[],
  where: string,
  add: (message: string) => void,
): void {
  expected = expected.filter((line) => !isEmptyMeasurementLine(line));
  if (expected.length !== read.length) {
    add(`${where} tiene ${read.length} líneas de medición en vez de ${expected.length}.`);
    return;
  }
  expected.forEach((line, index) => {
    const other = read[index]!;
    if (line.comment !== '' && other.comment !== line.comment)
      add(`La línea ${index + 1} de la medición de ${where} se lee «${other.comment}».`);
    const partial = figure(line.parcial);
    const readPartial = figure(other.parcial);
    const tolerance = partialTolerance(line.parcial);
    if (
      partial !== undefined &&
      (readPartial === undefined || Math.abs(partial - readPartial) > tolerance)
    )
      add(
        `El parcial de la línea ${index + 1} de ${where} se lee ${other.parcial} en vez de ${line.parcial}.`,
      );
  });
}
