import { decode as decodeWindows1252 } from 'windows-1252';
import { BudgetError } from '../errors.ts';
import { EdgedGridCollector } from './collect-edged-grid.ts';
import type { WordDocumentContent } from './collect-word-grid.ts';
import { formatTableRow } from './format-table-rows.ts';

/**
 * The text of an .rtf ("Guardar como RTF", old Presto and Word exports), laid
 * out like extract-docx-text.ts lays out a .docx: each paragraph (`\par`) a
 * line, `\tab` a tab, `\line` a line end; a table row (cells ended by `\cell`,
 * the row by `\row`) ONE line of its cells' first paragraphs joined by tabs,
 * the cells' further paragraphs below it. Font, colour and style tables,
 * pictures, headers, footers, footnotes, comments and field instructions are
 * skipped (a field's shown result is kept). Text is Windows-1252 (`\'e1`) or
 * Unicode (`\u225?`), as every Spanish RTF writer emits it. The same walk gives the
 * body as rows of cells (collect-edged-grid.ts).
 *
 * Written here: RTF readers on npm either need Node streams or build a whole
 * formatting tree, and reading text and tables from RTF is this one small
 * tokenizer (RTF 1.9.1 specification, "Contents of an RTF File").
 */

/** Destinations whose content is not the document's text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'annotation',
  'fldinst',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'pgdsctbl',
  'filetbl',
  'generator',
]);
const SYMBOLS: Readonly<Record<string, string>> = {
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
};
/** Real documents nest groups a few dozen deep; a deeper nesting is a hostile file. */
const MAX_GROUP_DEPTH = 1024;

interface GroupState {
  skip: boolean;
  /** How many fallback characters follow each `\uN` (`\ucN`). */
  unicodeSkip: number;
  /**
   * For the grid only: `nested-row` in `{\*\nesttableprops …\nestrow}`, the skipped group
   * that ends a nested table's row; `hidden` in `{\nonesttables …}`, the text a reader
   * without nested tables shows instead of them.
   */
  grid?: 'nested-row' | 'hidden';
}
/** Word nests tables at most 64 deep; a deeper `\itapN` is a hostile file. */
const MAX_TABLE_DEPTH = 64;

export function extractRtfText(bytes: Uint8Array): string {
  return extractRtfContent(bytes).text;
}

/** The text of an .rtf and its body as rows of cells; throws BudgetError for unusable files. */
export function extractRtfContent(bytes: Uint8Array): WordDocumentContent {
  // Bytes as Latin-1 code units: RTF is 7-bit; 8-bit bytes are Windows-1252 text.
  const source = decodeWindows1252(bytes);
  const lines: string[] = [];
  let paragraph = '';
  let inTable = false;
  let cell: string[] = [];
  let row: string[][] = [];
  const stack: GroupState[] = [];
  let state: GroupState = { skip: false, unicodeSkip: 1 };
  let pendingSkip = 0;
  let hexBytes: number[] = [];
  const grid = new EdgedGridCollector();
  /** The paragraph's table depth (`\itapN`) while it is in a table. */
  let itap = 1;
  const level = () => (inTable ? itap : 0);

  const flushHex = () => {
    if (hexBytes.length === 0) return;
    if (!state.skip) paragraph += decodeWindows1252(Uint8Array.from(hexBytes));
    hexBytes = [];
  };
  const addText = (text: string) => {
    flushHex();
    if (!state.skip) paragraph += text;
  };
  const endParagraph = () => {
    flushHex();
    if (state.grid !== 'hidden') grid.endParagraph(paragraph, level());
    if (inTable) cell.push(paragraph);
    else lines.push(paragraph);
    paragraph = '';
  };

  let index = 0;
  if (!source.startsWith('{\\rtf')) throw new BudgetError('corrupt-rtf');
  while (index < source.length) {
    const char = source[index]!;
    if (char === '{') {
      flushHex();
      if (stack.length >= MAX_GROUP_DEPTH) throw new BudgetError('corrupt-rtf');
      stack.push(state);
      state = { ...state };
      index++;
    } else if (char === '}') {
      flushHex();
      state = stack.pop() ?? state;
      index++;
    } else if (char === '\r' || char === '\n') {
      index++;
    } else if (char !== '\\') {
      if (pendingSkip > 0) pendingSkip--;
      else addText(char);
      index++;
    } else {
      const next = source[index + 1] ?? '';
      if (next === "'") {
        const byte = Number.parseInt(source.slice(index + 2, index + 4), 16);
        index += 4;
        if (pendingSkip > 0) pendingSkip--;
        else if (!Number.isNaN(byte)) hexBytes.push(byte);
        continue;
      }
      if (!/[a-z]/i.test(next)) {
        // A control symbol: \\ \{ \} \~ \- \_ \* and the like.
        index += 2;
        if (next === '*') state.skip = true;
        else if (next === '~') addText('\u00a0');
        else if (next === '_') addText('-');
        else if (next === '\\' || next === '{' || next === '}') addText(next);
        else if (next === '\n' || next === '\r') endParagraph();
        continue;
      }
      const word = /^\\([a-z]+)(-?\d+)? ?/i.exec(source.slice(index, index + 40));
      if (!word) throw new BudgetError('corrupt-rtf');
      index += word[0].length;
      const name = word[1]!;
      const parameter = word[2] === undefined ? undefined : Number(word[2]);
      if (name === 'bin') {
        index += Math.max(0, parameter ?? 0);
        continue;
      }
      if (name === 'u' && parameter !== undefined) {
        addText(String.fromCharCode(parameter < 0 ? parameter + 0x10000 : parameter));
        pendingSkip = state.unicodeSkip;
        continue;
      }
      pendingSkip = 0;
      if (SKIPPED_DESTINATIONS.has(name)) {
        state.skip = true;
        continue;
      }
      if (name in SYMBOLS) {
        addText(SYMBOLS[name]!);
        continue;
      }
      switch (name) {
        case 'uc':
          state.unicodeSkip = parameter ?? 1;
          break;
        case 'par':
        case 'sect':
        case 'page':
          if (!state.skip) endParagraph();
          break;
        case 'line':
          addText('\n');
          break;
        case 'tab':
          addText('\t');
          break;
        case 'intbl':
          inTable = true;
          break;
        case 'pard':
          inTable = false;
          itap = 1;
          break;
        case 'itap':
          itap = Math.min(Math.max(1, parameter ?? 1), MAX_TABLE_DEPTH);
          break;
        case 'cell':
        case 'nestcell':
          if (state.skip) break;
          flushHex();
          if (state.grid !== 'hidden') grid.endCell(paragraph, name === 'cell' ? 1 : level());
          cell.push(paragraph);
          paragraph = '';
          row.push(cell);
          cell = [];
          break;
        case 'nesttableprops':
          state.grid = 'nested-row';
          break;
        case 'nonesttables':
          state.grid = 'hidden';
          break;
        case 'trowd':
          if (!state.skip) grid.defineRow();
          break;
        case 'trleft':
          if (!state.skip) grid.setRowLeft(parameter ?? 0);
          break;
        case 'clmrg':
        case 'clvmrg':
          if (!state.skip) grid.mergeNextCell();
          break;
        case 'cellx':
          if (!state.skip) grid.defineCell(parameter ?? 0);
          break;
        case 'row':
        case 'nestrow':
          if (name === 'nestrow' && state.grid === 'nested-row') grid.endRow(level());
          if (state.skip) break;
          if (state.grid !== 'hidden') grid.endRow(name === 'row' ? 1 : level());
          lines.push(...formatRowCells(row));
          row = [];
          cell = [];
          inTable = false;
          break;
      }
    }
  }
  flushHex();
  if (paragraph !== '') {
    lines.push(paragraph);
    grid.endParagraph(paragraph, 0);
  }
  return { text: lines.join('\n'), rows: grid.rows() };
}

/** A cell's first paragraph goes on the row line; its other non-empty paragraphs below. */
function formatRowCells(row: readonly string[][]): string[] {
  return formatTableRow(
    row.map((paragraphs) =>
      paragraphs.filter((line, index) => index === 0 || line.trim() !== '').join('\n'),
    ),
  );
}
