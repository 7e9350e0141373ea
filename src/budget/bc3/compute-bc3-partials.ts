import { evaluateBc3Formula } from './evaluate-bc3-formula.ts';
import type { Bc3MeasurementLine } from './read-bc3.ts';

/** Subtotal lines: 1 sums the lines since the previous subtotal, 2 all lines so far. */
export function isBc3Subtotal(line: Bc3MeasurementLine): boolean {
  return line.type === '1' || line.type === '2';
}

/**
 * FIEBDC-3 does not store partials: a normal line's partial is the product of its
 * non-empty magnitudes (uds × length × width × height; a negative one is a deduction),
 * a type-1 line is the subtotal since the previous subtotal, a type-2 line the running
 * total, and a type-3 line evaluates the formula in its comment. Returns one partial per
 * line (undefined for a comment-only heading) and the total, which subtotals do not add to.
 */
export function computeBc3Partials(lines: Bc3MeasurementLine[]): {
  partials: Array<number | undefined>;
  total: number;
} {
  const partials: Array<number | undefined> = new Array<number | undefined>(lines.length);
  let total = 0;
  let sinceSubtotal = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (isBc3Subtotal(line)) {
      partials[index] = line.type === '1' ? sinceSubtotal : total;
      sinceSubtotal = 0;
      continue;
    }
    let partial: number | undefined;
    if (line.type === '3') {
      partial = evaluateBc3Formula(line.comment, {
        a: line.uds ?? 0,
        b: line.length ?? 0,
        c: line.width ?? 0,
        d: line.height ?? 0,
      });
    } else {
      for (const magnitude of [line.uds, line.length, line.width, line.height]) {
        if (magnitude !== undefined) partial = (partial ?? 1) * magnitude;
      }
    }
    partials[index] = partial;
    if (partial !== undefined) {
      total += partial;
      sinceSubtotal += partial;
    }
  }
  return { partials, total };
}
