import type { Bc3Document } from './read-bc3.ts';

/**
 * Whether the file states its money in whole units of a currency without cents (pesetas):
 * no ~K record declares decimals, and the root and every chapter that states a price state
 * a whole number. Presto 7 (FIEBDC-3/95) writes such files: `~C|1#||Estaciones de bombeo|
 * 173286463|`, unit prices with cents (`224.06`) and each amount rounded first to the cent,
 * the standard's default, then to the peseta (13440.96 × 224.06 = 3011581.4976 -> 3011581.50
 * -> 3011582); summing the amounts to the cent would put the root 3 pesetas off.
 */
export function statesWholeCurrencyUnits(document: Bc3Document, rootKey: string): boolean {
  if (document.declaresDecimals) return false;
  const rootPrice = document.concepts.get(rootKey)?.price;
  if (rootPrice === undefined || rootPrice === 0 || !Number.isInteger(rootPrice)) return false;
  for (const concept of document.concepts.values()) {
    if (!concept.code.endsWith('#') || concept.price === undefined) continue;
    if (!Number.isInteger(concept.price)) return false;
  }
  return true;
}
