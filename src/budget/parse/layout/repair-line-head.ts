/**
 * A line's first words as extraction should have printed them, for the line roles
 * (read-line-role.ts): a code glued to its title split from it, a code's cut mark printed
 * apart joined back to it.
 */
import { isOrderNumber, startsWithDigit } from './characters.ts';
import type { LayoutLine } from './read-layout-line.ts';
import { MAX_CODE_LENGTH } from './read-line-heading.ts';

/** `03.06.02.02.01CIMENTACIONES`: extraction lost the space between a chapter's number and its title. */
const GLUED_CHAPTER = /^(\d{1,3}(?:\.\d{1,3})+)(\p{Lu}{3,}.*)$/u;
/** `APUDm23E01AAMuVd010TUERCA`: a code ending in a digit run into its title's first word in capitals. */
const GLUED_CODE = /^([A-Za-z][A-Za-z0-9._]{2,30}\d)(\p{Lu}{3,})$/u;

/**
 * The line with its first token split in two where extraction glued a code to its title:
 * a dotted chapter number before capitals, or a token too long for a code that ends in
 * capitals after a digit. Undefined when the first token is no such glue.
 */
export function splitGluedHead(line: LayoutLine): LayoutLine | undefined {
  const first = line.word(0) as string;
  if (line.figures[0]?.token === 0 || !mayBeGluedHead(first)) return undefined;
  const match = startsWithDigit(first) ? GLUED_CHAPTER.exec(first) : GLUED_CODE.exec(first);
  if (!match) return undefined;
  const tokens = [match[1] as string, match[2] as string, ...line.tokens.slice(1)];
  const figures = line.figures.map((figure) => ({ ...figure, token: figure.token + 1 }));
  return line.withWords(tokens, figures);
}

/**
 * The line's first word may be glued (splitGluedHead): it opens with a digit, or is too long
 * for a code. Every line's first word is asked: most are neither, and spare the call.
 */
export function mayBeGluedHead(first: string): boolean {
  return startsWithDigit(first) || first.length > MAX_CODE_LENGTH;
}

/** CYPE's mark of a code cut short (`REGUTER…`), which extraction may print apart. */
const CUT_MARK = '…';

/**
 * The line with a code's cut mark joined back to it where extraction printed it apart
 * (`2.4 REGUTER … Capa de regularización`): the mark after the first word, or after the
 * second where an order number opens the line. Undefined when no mark stands there.
 */
export function joinCutMark(line: LayoutLine): LayoutLine | undefined {
  // The second word, which the code heading asks for next anyway; the third only after an
  // order number (`2.4`): running text never pays for more.
  let index = 0;
  if (line.word(1) === CUT_MARK) index = 1;
  else {
    const first = line.word(0) as string;
    if (isOrderNumber(first) && line.word(2) === CUT_MARK) index = 2;
  }
  if (index === 0 || index + 1 >= line.tokenCount) return undefined;
  const tokens = line.tokens.slice();
  tokens.splice(index - 1, 2, `${tokens[index - 1] as string}${CUT_MARK}`);
  const figures = line.figures.map((figure) =>
    figure.token > index ? { ...figure, token: figure.token - 1 } : figure,
  );
  return line.withWords(tokens, figures);
}
