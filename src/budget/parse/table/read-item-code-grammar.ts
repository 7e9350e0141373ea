/**
 * Whether a code row the table prints without figures, nature or unit is an item by the
 * document's own code grammar, not a chapter heading. A heading's place is no proof: an item
 * whose quantity, price and amount cells were emptied stands where a chapter heading would,
 * a code and words above the next item. Its code is: it has the shape of the next item's
 * code (`01.01.02` above `01.01.03`, `ARQ010` above `TUB020`: the same runs of letters and
 * digits, `codeShape` of the layout reader's grammar stage), without being that code again
 * (`1 DEMOLICIONES` above its item `1`: numbering that restarts under a heading), and the
 * shape of no chapter code the table has given (`02 MOVIMIENTO DE TIERRAS` after chapter
 * `01` is a chapter, whatever its items are numbered). A chapter's items extend its code
 * (`01.01` above `01.01.01`) or have a shape of their own (`C01` above `E01DCC010`).
 */
import { codeShape, similarShapes } from '../layout/learn-item-grammar.ts';
import { codeKey } from './table-chapter-tree.ts';

export function readsAsItemCode(
  code: string,
  nextItemCode: string,
  chapterCodes: readonly string[],
): boolean {
  if (code === '' || nextItemCode === '' || codeKey(code) === codeKey(nextItemCode)) return false;
  const shape = codeShape(code);
  if (!similarShapes(shape, codeShape(nextItemCode))) return false;
  return !chapterCodes.some((chapter) => similarShapes(shape, codeShape(chapter)));
}
