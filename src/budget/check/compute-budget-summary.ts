import type { Budget } from '../model/budget.ts';
import { roundToCents } from '../model/money.ts';

/**
 * The closing block of a Spanish budget, computed from the parsed figures:
 * PEM (the sum of the items), gastos generales and beneficio industrial on it,
 * their sum, IVA on that sum, and the contract total (PEC).
 */
export interface ComputedBudgetSummary {
  pem: number;
  gastosGeneralesPercent: number;
  gastosGenerales: number;
  beneficioIndustrialPercent: number;
  beneficioIndustrial: number;
  /** PEM + GG + BI: the base IVA is charged on. */
  baseBeforeIva: number;
  ivaPercent: number;
  iva: number;
  /** Presupuesto de ejecución por contrata. */
  contractTotal: number;
}

/**
 * Returns the summary when the source states at least one of the percentages
 * (GG, BI or IVA); undefined otherwise, because a company's own percentages are
 * not the tool's to invent. Each line is rounded to cents, as budget programs print it.
 */
export function computeBudgetSummary(budget: Budget): ComputedBudgetSummary | undefined {
  const stated = budget.summary;
  if (!stated) return undefined;
  const { gastosGeneralesPercent, beneficioIndustrialPercent, ivaPercent } = stated;
  if (
    gastosGeneralesPercent === undefined &&
    beneficioIndustrialPercent === undefined &&
    ivaPercent === undefined
  ) {
    return undefined;
  }
  const pem = budget.total;
  const gg = roundToCents((pem * (gastosGeneralesPercent ?? 0)) / 100);
  const bi = roundToCents((pem * (beneficioIndustrialPercent ?? 0)) / 100);
  const base = roundToCents(pem + gg + bi);
  const iva = roundToCents((base * (ivaPercent ?? 0)) / 100);
  return {
    pem,
    gastosGeneralesPercent: gastosGeneralesPercent ?? 0,
    gastosGenerales: gg,
    beneficioIndustrialPercent: beneficioIndustrialPercent ?? 0,
    beneficioIndustrial: bi,
    baseBeforeIva: base,
    ivaPercent: ivaPercent ?? 0,
    iva,
    contractTotal: roundToCents(base + iva),
  };
}
