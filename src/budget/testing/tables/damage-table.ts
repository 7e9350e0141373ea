/**
 * Damage a budget table suffers by hand or by copying, applied to the rendered document (so
 * every file type carries it): a row deleted, two rows run together, one digit of a figure
 * changed, a run of rows pasted twice (a repeated page), a row's cells slipped one column, a
 * text cell wrapped onto a row of its own, a total row deleted. Each takes `where` in [0, 1)
 * to pick its row or cell, so a property can shrink it. The kinds are damage-report.ts's.
 */
import type { TableCell } from '../../model/cell-grid.ts';
import { changeDigit, FIGURE, type DamageKind } from '../damage-report.ts';
import type { TableBlock, TableDocument } from './table-document.ts';

const TOTAL_WORDS = /\bTOTAL\b|\bSUMA\b|PRESUPUESTO/i;
/** Rows a repeated page holds, at most. */
const PAGE_ROWS = 12;

interface RowAt {
  block: number;
  row: number;
}

function everyRow(document: TableDocument, keep: (row: TableCell[]) => boolean): RowAt[] {
  const found: RowAt[] = [];
  document.forEach((block, blockIndex) => {
    if (block.kind !== 'table') return;
    block.rows.forEach((row, rowIndex) => {
      if (keep(row)) found.push({ block: blockIndex, row: rowIndex });
    });
  });
  return found;
}

function pick<T>(list: readonly T[], where: number): T | undefined {
  return list[Math.floor(where * list.length)];
}

const isFigure = (cell: TableCell): boolean =>
  typeof cell === 'number' || (typeof cell === 'string' && FIGURE.test(cell) && /,/.test(cell));
const isText = (cell: TableCell): cell is string =>
  typeof cell === 'string' && !isFigure(cell) && cell.trim().split(/\s+/).length >= 2;
const hasFigure = (row: TableCell[]) => row.some(isFigure);

/**
 * The block's rows replaced; the item marks (rows holding an item's figures) follow the
 * rows they mark, a mark on a row gone is dropped.
 */
function withRows(
  document: TableDocument,
  at: number,
  rows: TableCell[][],
  origin: Array<number | undefined>,
): TableDocument {
  return document.map((block, index) => {
    if (index !== at || block.kind !== 'table') return block;
    const itemFigures: TableBlock['itemFigures'] = [];
    for (const mark of block.itemFigures) {
      const row = origin.indexOf(mark.row);
      if (row >= 0) itemFigures.push({ row, columns: mark.columns });
    }
    return { kind: 'table', rows, itemFigures };
  });
}

function changeNumber(cell: TableCell, where: number): TableCell {
  if (typeof cell === 'number') {
    // A digit of the figure as the sheet stores it (`1605.9`); a changed exponent is no typo.
    const text = String(cell);
    return /e/i.test(text) ? cell : Number(changeDigit(text, where));
  }
  return typeof cell === 'string' ? changeDigit(cell, where) : cell;
}

/**
 * The figure cells a damage may fall on. On an item's row only its figures: an order number
 * (`1`, a code to the reader) is a word of the document, and damage there changes the item's
 * name, which no sum can see.
 */
function figureCells(
  document: TableDocument,
): Array<{ block: number; row: number; column: number }> {
  return everyRow(document, hasFigure).flatMap(({ block, row }) => {
    const table = document[block] as TableBlock;
    const figures = table.itemFigures.find((mark) => mark.row === row)?.columns;
    return table.rows[row]!.flatMap((cell, column) =>
      isFigure(cell) && (figures === undefined || figures.includes(column))
        ? [{ block, row, column }]
        : [],
    );
  });
}

export function damageTable(
  document: TableDocument,
  kind: DamageKind,
  where: number,
  detail: number,
): TableDocument | undefined {
  const rowsOf = (block: number) => (document[block] as TableBlock).rows;
  const indices = (block: number) => rowsOf(block).map((_, index): number | undefined => index);
  switch (kind) {
    case 'drop-line':
    case 'drop-total': {
      const keep =
        kind === 'drop-line'
          ? hasFigure
          : (row: TableCell[]) =>
              hasFigure(row) && row.some((c) => typeof c === 'string' && TOTAL_WORDS.test(c));
      const at = pick(everyRow(document, keep), where);
      if (at === undefined) return undefined;
      const origin = indices(at.block);
      origin.splice(at.row, 1);
      const rows = rowsOf(at.block).filter((_, index) => index !== at.row);
      return withRows(document, at.block, rows, origin);
    }
    case 'merge-lines': {
      const at = pick(
        everyRow(document, () => true).filter(({ block, row }) => row + 1 < rowsOf(block).length),
        where,
      );
      if (at === undefined) return undefined;
      const rows = rowsOf(at.block).slice();
      const first = rows[at.row]!;
      const second = rows[at.row + 1]!;
      const width = Math.max(first.length, second.length);
      const merged: TableCell[] = [];
      for (let column = 0; column < width; column += 1) {
        const a = first[column];
        const b = second[column];
        const empty = (cell: TableCell) => cell === null || cell === undefined || cell === '';
        merged.push(empty(a) ? b : empty(b) ? a : `${String(a)} ${String(b)}`);
      }
      rows.splice(at.row, 2, merged);
      const origin = indices(at.block);
      origin.splice(at.row + 1, 1);
      return withRows(document, at.block, rows, origin);
    }
    case 'change-digit': {
      const at = pick(figureCells(document), where);
      if (at === undefined) return undefined;
      const rows = rowsOf(at.block).map((row, index) =>
        index === at.row
          ? row.map((cell, column) => (column === at.column ? changeNumber(cell, detail) : cell))
          : row,
      );
      return withRows(document, at.block, rows, indices(at.block));
    }
    case 'repeat-page': {
      const at = pick(
        everyRow(document, () => true),
        where,
      );
      if (at === undefined) return undefined;
      const rows = rowsOf(at.block).slice();
      const length = 1 + Math.floor(detail * PAGE_ROWS);
      const page = rows.slice(at.row, at.row + length);
      rows.splice(at.row + page.length, 0, ...page);
      const origin = indices(at.block);
      origin.splice(at.row + page.length, 0, ...page.map(() => undefined));
      return withRows(document, at.block, rows, origin);
    }
    case 'shift-column': {
      const at = pick(figureCells(document), where);
      if (at === undefined) return undefined;
      // The cells from the figure on slip one column right (an inserted empty cell), or the
      // figure moves one left over an empty neighbour.
      const rows = rowsOf(at.block).map((row, index) => {
        if (index !== at.row) return row;
        if (detail >= 0.5) return [...row.slice(0, at.column), null, ...row.slice(at.column)];
        if (at.column === 0) return row;
        const shifted = row.slice();
        const left = shifted[at.column - 1];
        shifted[at.column - 1] =
          left === null || left === undefined || left === ''
            ? shifted[at.column]
            : `${String(left)} ${String(shifted[at.column])}`;
        shifted[at.column] = null;
        return shifted;
      });
      return withRows(document, at.block, rows, indices(at.block));
    }
    case 'wrap-text': {
      const targets = everyRow(document, () => true).flatMap(({ block, row }) =>
        rowsOf(block)[row]!.flatMap((cell, column) =>
          isText(cell) ? [{ block, row, column }] : [],
        ),
      );
      const at = pick(targets, where);
      if (at === undefined) return undefined;
      const rows = rowsOf(at.block).slice();
      const row = rows[at.row]!;
      const words = String(row[at.column]).trim().split(/\s+/);
      const cut = 1 + Math.floor(detail * (words.length - 1));
      const head = row.map((cell, column) =>
        column === at.column ? words.slice(0, cut).join(' ') : cell,
      );
      const tail = row.map((_, column) =>
        column === at.column ? words.slice(cut).join(' ') : null,
      );
      rows.splice(at.row, 1, head, tail);
      const origin = indices(at.block);
      origin.splice(at.row + 1, 0, undefined);
      return withRows(document, at.block, rows, origin);
    }
  }
}
