/**
 * The figures of a grid, each column read in one number style. A column's cells vote: a
 * cell that reads only one way (`1.234,56`, `26,391.19`, `12,5`, `1234.5`) is a vote for
 * that way; cells that read both ways alike (`12`) or differently (`4,875`) follow the
 * column's majority, else the whole grid's (a Word table in US format inside a Spanish
 * document: its amounts `26,391.19` settle its counts `4,875`). Where neither the column nor
 * the grid has a vote, `fallback` decides; the caller tries both and keeps the one the
 * arithmetic bears out (see find-table-columns.ts).
 */
import type { Cell } from './normalise-table-rows.ts';
import {
  figureText,
  READS_ES,
  READS_US,
  stylesOf,
  valueIn,
  type NumberStyle,
} from './read-cell-figure.ts';

export interface TableFigures {
  /** Per row, per column: the figure, or undefined where the cell holds none. */
  values: (number | undefined)[][];
  /** The style each column was read in. */
  styles: NumberStyle[];
  /** True when some column read differently in the two styles had no vote to settle it. */
  undecided: boolean;
}

export function readTableFigures(
  rows: readonly (readonly Cell[])[],
  fallback: NumberStyle = 'es',
): TableFigures {
  let width = 0;
  for (const row of rows) if (row.length > width) width = row.length;
  const votes = new Int32Array(width * 2);
  const differs = new Uint8Array(width);
  let gridEs = 0;
  let gridUs = 0;
  for (const row of rows) {
    for (let column = 0; column < row.length; column++) {
      const cell = row[column];
      if (typeof cell !== 'string' || cell === '') continue;
      const plain = figureText(cell);
      if (plain === undefined) continue;
      const styles = stylesOf(plain);
      if (styles === READS_ES) votes[column * 2]!++;
      else if (styles === READS_US) votes[column * 2 + 1]!++;
      else if (styles !== 0 && valueIn(plain, 'es') !== valueIn(plain, 'us')) differs[column] = 1;
    }
  }
  // The grid's style is its columns' majority, each column one vote: a column of codes
  // `1.1`, `1.2` (US-looking) does not outvote two columns of Spanish amounts.
  for (let column = 0; column < width; column++) {
    const es = votes[column * 2]!;
    const us = votes[column * 2 + 1]!;
    if (es > us) gridEs++;
    else if (us > es) gridUs++;
  }
  const gridStyle: NumberStyle | undefined =
    gridEs > gridUs ? 'es' : gridUs > gridEs ? 'us' : undefined;
  const styles: NumberStyle[] = [];
  let undecided = false;
  for (let column = 0; column < width; column++) {
    const es = votes[column * 2]!;
    const us = votes[column * 2 + 1]!;
    if (es !== us) styles.push(es > us ? 'es' : 'us');
    else {
      styles.push(gridStyle ?? fallback);
      if (gridStyle === undefined && differs[column] === 1) undecided = true;
    }
  }
  const values: (number | undefined)[][] = new Array<(number | undefined)[]>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as readonly Cell[];
    const figures: (number | undefined)[] = new Array<number | undefined>(row.length);
    for (let column = 0; column < row.length; column++) {
      const cell = row[column];
      if (typeof cell === 'number') figures[column] = cell;
      else if (cell === '' || cell === undefined) figures[column] = undefined;
      else {
        const plain = figureText(cell);
        const style = styles[column] as NumberStyle;
        figures[column] =
          plain !== undefined && (stylesOf(plain) & (style === 'es' ? READS_ES : READS_US)) !== 0
            ? valueIn(plain, style)
            : undefined;
      }
    }
    values[index] = figures;
  }
  return { values, styles, undecided };
}
