/**
 * Codes read by their column. Where the document's column header is a row of cells whose
 * first names the code (`CÓDIGO⇥RESUMEN⇥CANTIDAD…`: a PDF whose positions put the code in a
 * cell of its own, extract/find-code-column.ts, or a spreadsheet paste), a row's first cell
 * is its code whatever its shape, spaces included (`REC POZ⇥ud PUESTA EN RASANTE…`,
 * `PINT ANTIPOLVO`, `45311911`, `ENCOzapatas`): the column is the evidence, not the code's
 * likeness to the document's other codes (learn-item-grammar.ts). A row whose first cell is
 * empty (a description's line printed in the summary column) opens nothing (read-line-role.ts).
 */
import { titleOf } from './read-heading-title.ts';
import type { LayoutLine } from './read-layout-line.ts';
import { MAX_CODE_LENGTH } from './read-line-heading.ts';
import { unitOf, type Heading, type LineRole } from './read-line-role.ts';

/**
 * `CÓDIGO`, `Código`, `COD.`, `Cód.`: the label of a code column, in the reader and in the PDF
 * extractor that puts the code in a cell of its own (extract/find-code-column.ts).
 */
export const CODE_LABEL = /^c[óo]d(?:igo|\.)$/iu;

/** A word of running text in lower case among others (`Conforme el cliente`): no code's. */
const LOWER_CASE_WORD = /(?:^| )\p{Ll}{2,}(?= |$)/u;
/** A label (`Fecha:`, `Nombre y NIF:`). */
const LABEL = /:(?= |$)/;

/**
 * The first cell reads as a code: short (a closing block's `El cliente acepta el presupuesto…`
 * beside `Gastos generales` is no code), no label, and, where it holds several words, none
 * of running text in lower case (a code of one word may be in lower case: `abc`).
 */
function mayBeCode(text: string): boolean {
  if (text.length > MAX_CODE_LENGTH || LABEL.test(text)) return false;
  return !text.includes(' ') || !LOWER_CASE_WORD.test(text);
}

/** A column header whose first cell is the code column's label alone. */
export function namesCodeCell(header: LayoutLine): boolean {
  return header.firstCellWords === 1 && CODE_LABEL.test(header.word(0) as string);
}

/**
 * The heading a row opens by its code cell, in a document whose header names that cell:
 * the reader's own heading where it reads the same code (after an order number too), else
 * the cell's words as the code, a unit ending the cell or opening the next one (`ud`,
 * `m2`) as the unit, and the rest as the title. Undefined where the line is no such row (no words in a second
 * cell, a figure opening it), or reads as a chapter keyword, a total, a page line or a header.
 */
export function headingInCodeCell(line: LayoutLine, given: LineRole): Heading | undefined {
  const words = line.firstCellWords;
  if (words === undefined || (given.kind !== 'heading' && given.kind !== 'other')) return undefined;
  if (given.kind === 'heading' && given.heading.keywordLevel !== undefined) return undefined;
  if (line.figures.some((figure) => figure.token === words)) return undefined;
  // A unit column no header labels stands inside the code's span (`APUJ_003 h⇥Oficial…`).
  const last = words > 1 ? unitOf(line.word(words - 1)) : undefined;
  const codeWords = last === undefined ? words : words - 1;
  const code = line.textBetween(0, codeWords);
  if (!mayBeCode(code)) return undefined;
  if (given.kind === 'heading') {
    const read = given.heading;
    if (read.code === code || (read.ordered && code.endsWith(` ${read.code}`))) return read;
  }
  const unit = last ?? unitOf(line.word(words));
  return unit === undefined
    ? { code, unit: '', title: titleOf(line, words), ordered: false }
    : { code, unit, title: titleOf(line, last === undefined ? words + 1 : words), ordered: false };
}
