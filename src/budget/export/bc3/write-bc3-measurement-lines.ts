/**
 * An item's measurement lines as ~M sub-fields `TIPO\COMENTARIO\UDS\LONGITUD\LATITUD\ALTURA\`.
 * FIEBDC-3 stores no partial: the importing program multiplies the magnitudes given and
 * sums the lines into the quantity. A line read with a partial but no magnitude is a
 * subtotal when it sums the lines above it (`Subtotal 35,00` after 20,00 and 15,00: TIPO 1
 * since the last subtotal, 2 from the start), and otherwise a line of that many units. A
 * line whose magnitudes, as shown, do not multiply to its partial (a formula line of the
 * source, `(a-2)*b`, or magnitudes shown rounded) is written with its partial as its one
 * magnitude, so the importer sums the same quantity; it is counted as simplified.
 */
import type { MeasurementLine } from '../../model/budget.ts';
import { parseSpanishNumber } from '../../parse/parse-spanish-number.ts';
import type { CharacterReplacement } from './encode-bc3-text.ts';
import { formatBc3Number } from './format-bc3-number.ts';
import { writeBc3Line } from './write-bc3-text.ts';

/** Measurement figures are written with up to this many decimals: dimensions in mm of a km. */
export const MEASUREMENT_DECIMALS = 6;

function figure(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : parseSpanishNumber(trimmed);
}

function sameCents(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** Whether a line carries anything: an empty one is left out (a reader skips it anyway). */
export function isEmptyMeasurementLine(line: MeasurementLine): boolean {
  return [line.comment, line.uds, line.longitud, line.anchura, line.altura, line.parcial].every(
    (value) => value.trim() === '',
  );
}

/** The ~M lines field, and how many lines had to be written as their partial alone. */
export function writeBc3MeasurementLines(
  lines: readonly MeasurementLine[],
  replacements: Map<string, CharacterReplacement>,
): { field: string; simplified: number } {
  let out = '';
  let simplified = 0;
  let total = 0;
  let sinceSubtotal = 0;
  let linesSinceSubtotal = 0;
  for (const line of lines) {
    if (isEmptyMeasurementLine(line)) continue;
    // `#` in a comment starts a BIM id for the importing program: written as `Nº`.
    const comment = writeBc3Line(line.comment.replace(/#/g, 'Nº'), replacements);
    const magnitudes: Array<number | undefined> = [
      line.uds,
      line.longitud,
      line.anchura,
      line.altura,
    ].map(figure);
    const partial = figure(line.parcial);
    let type = '';
    if (!magnitudes.some((value) => value !== undefined) && partial !== undefined) {
      if (linesSinceSubtotal > 0 && sameCents(partial, sinceSubtotal)) type = '1';
      else if (total !== 0 && sameCents(partial, total)) type = '2';
      else magnitudes[0] = partial;
    } else if (partial !== undefined) {
      const given = magnitudes.filter((value): value is number => value !== undefined);
      const product = given.reduce((a, b) => a * b, 1);
      // Shown magnitudes are rounded: a product within half a unit of the partial's last decimal agrees.
      if (given.length > 0 && Math.abs(product - partial) > partialTolerance(line.parcial)) {
        magnitudes.fill(undefined);
        magnitudes[0] = partial;
        simplified += 1;
      }
    }
    const written = magnitudes.map((value) =>
      value === undefined ? '' : formatBc3Number(value, MEASUREMENT_DECIMALS),
    );
    out += `${type}\\${comment}\\${written.join('\\')}\\`;
    if (type !== '') {
      sinceSubtotal = 0;
      linesSinceSubtotal = 0;
      continue;
    }
    const given = magnitudes.filter((value): value is number => value !== undefined);
    if (given.length > 0) {
      const product = given.reduce((a, b) => a * b, 1);
      total += product;
      sinceSubtotal += product;
      linesSinceSubtotal += 1;
    }
  }
  return { field: out, simplified };
}

/** Half a unit of the partial's last shown decimal, and at least half a cent. */
export function partialTolerance(parcial: string): number {
  const comma = parcial.indexOf(',');
  const decimals = comma < 0 ? 0 : parcial.trim().length - comma - 1;
  return Math.max(0.005, 0.5 * 10 ** -decimals) + 1e-9;
}
