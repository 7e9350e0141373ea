import { evaluateBc3Formula } from './evaluate-bc3-formula.ts';
import type { Bc3MeasurementLine } from './read-bc3.ts';

/** A measurement line with its partial worked out; undefined partial for a heading (comment only). */
export interface Bc3ComputedLine {
  line: Bc3MeasurementLine;
  partial?: number;
  /** True for subtotal lines (types 1 and 2), which do not add to the total. */
  isSubtotal: boolean;
}

/**
 * FIEBDC-3 does not store partials: a normal line's partial is the product of its
 * non-empty magnitudes (uds × length × width × height; a negative one is a deduction),
 * a type-1 line is the subtotal since the previous subtotal, a type-2 line the running
 * total, and a type-3 line evaluates the formula in its comment.
 */
export function computeBc3Partials(lines: Bc3MeasurementLine[]): {
  lines: Bc3ComputedLine[];
  total: number;
} {
  const computed: Bc3ComputedLine[] = [];
  let total = 0;
  let sinceSubtotal = 0;
  for (const line of lines) {
    if (line.type === '1' || line.type === '2') {
      computed.push({ line, partial: line.type === '1' ? sinceSubtotal : total, isSubtotal: true });
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
      const magnitudes = [line.uds, line.length, line.width, line.height].filter(
        (value): value is number => value !== undefined,
      );
      if (magnitudes.length > 0)
        partial = magnitudes.reduce((product, value) => product * value, 1);
    }
    if (partial !== undefined) {
      total += partial;
      sinceSubtotal += partial;
    }
    computed.push(
      partial === undefined ? { line, isSubtotal: false } : { line, partial, isSubtotal: false },
    );
  }
  return { lines: computed, total };
}
