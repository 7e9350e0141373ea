/**
 * Wraps item descriptions at chosen words, as a narrower description column would: the
 * renderers end a line at each line break inside a description (walk-budget's wrapText).
 * The reading must give back the same items wherever a description wraps.
 */
import type { Budget } from '../model/budget.ts';

/**
 * The budget with each item's description broken before one of its words: item `i` at
 * `breaks[i % breaks.length]` (a fraction of its words; the first word is never chosen,
 * a break there would only move the whole description a line down).
 */
export function breakDescriptions(budget: Budget, breaks: readonly number[]): Budget {
  if (breaks.length === 0) return budget;
  return {
    ...budget,
    items: budget.items.map((item, index) => {
      const newline = item.resumen.indexOf('\n');
      if (newline < 0) return item;
      const words = item.resumen.slice(newline + 1).split(' ');
      if (words.length < 2) return item;
      const fraction = breaks[index % breaks.length] as number;
      const at = 1 + Math.floor(fraction * (words.length - 1));
      const description = `${words.slice(0, at).join(' ')}\n${words.slice(at).join(' ')}`;
      return { ...item, resumen: `${item.resumen.slice(0, newline)}\n${description}` };
    }),
  };
}
