/**
 * A workbook's sheet of measurement lines (Presto's "Mediciones": each item's code row, then
 * its lines `comment | Uds | Longitud | Anchura | Altura | Parcial`) beside the budget sheet.
 * It has no price, so it is no priced table; its lines are the items' measurements, found
 * by code in the order the items come (a code may sit in several chapters).
 */
import type { MeasurementLine } from '../../model/budget.ts';
import type { Cell } from './normalise-table-rows.ts';
import type { NumberStyle } from './read-cell-figure.ts';
import { readHeaderRole, type ColumnRole } from './read-header-role.ts';
import { printed } from './read-table-row.ts';

/** For each item code, the blocks of lines under its rows, in sheet order. */
export type MeasurementBlocks = Map<string, MeasurementLine[][]>;

type LineRole = 'uds' | 'longitud' | 'anchura' | 'altura' | 'parcial';
const LINE_ROLES: readonly LineRole[] = ['uds', 'longitud', 'anchura', 'altura', 'parcial'];
/** Dimensions named: a sheet of measurement lines names two at least (`Longitud`, `Parcial`). */
const MIN_DIMENSIONS = 2;

export function readMeasurementSheet(
  cells: readonly (readonly Cell[])[],
  figures: readonly (readonly (number | undefined)[])[],
  styles: readonly NumberStyle[],
  names: readonly string[],
  isHeader: (row: number) => boolean,
): MeasurementBlocks | undefined {
  const named = names.map((name) => readHeaderRole(name));
  const hasDimensions = named.some(
    (role) => role === 'longitud' || role === 'anchura' || role === 'altura',
  );
  // `Uds` beside `Longitud` counts a line's units; `Ud` stays the item's unit.
  const roles = named.map((role, place) =>
    hasDimensions && role === 'unit' && /^uds\.?$/i.test((names[place] ?? '').trim())
      ? 'uds'
      : role,
  );
  const column = (wanted: ColumnRole) => {
    const at = roles.indexOf(wanted);
    return at < 0 ? undefined : at;
  };
  const at: Partial<Record<LineRole, number>> = {};
  for (const role of LINE_ROLES) {
    const found = column(role);
    if (found !== undefined) at[role] = found;
  }
  const dimensions = (['longitud', 'anchura', 'altura', 'parcial'] as const).filter(
    (role) => at[role] !== undefined,
  );
  const code = column('code');
  if (dimensions.length < MIN_DIMENSIONS || code === undefined) return undefined;
  const measured = LINE_ROLES.map((role) => at[role]).filter(
    (found): found is number => found !== undefined,
  );
  const blocks: MeasurementBlocks = new Map();
  let block: MeasurementLine[] | undefined;
  for (let index = 0; index < cells.length; index++) {
    if (isHeader(index)) continue;
    const row = cells[index] as readonly Cell[];
    const values = figures[index] as readonly (number | undefined)[];
    const itemCode = row[code];
    if (itemCode !== undefined && itemCode !== '') {
      block = [];
      const key = String(itemCode);
      const list = blocks.get(key);
      if (list) list.push(block);
      else blocks.set(key, [block]);
      continue;
    }
    if (!block) continue;
    const hasFigures = measured.some((found) => values[found] !== undefined);
    const comment = row.find(
      (cell, place) => typeof cell === 'string' && cell !== '' && values[place] === undefined,
    ) as string | undefined;
    if (!hasFigures && (comment === undefined || block.length === 0)) continue;
    const value = (role: LineRole) => {
      const found = at[role];
      return found === undefined || values[found] === undefined
        ? ''
        : printed(row[found], values[found] as number, styles[found]);
    };
    block.push({
      comment: comment ?? '',
      uds: value('uds'),
      longitud: value('longitud'),
      anchura: value('anchura'),
      altura: value('altura'),
      parcial: value('parcial'),
    });
  }
  return blocks.size > 0 ? blocks : undefined;
}
