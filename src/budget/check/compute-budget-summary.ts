import type { Budget } from '../model/budget.ts';
import { roundToCents } from '../model/money.ts';
import { chooseShownTotal } from './choose-shown-total.ts';

/**
 * The closing block of a Spanish budget: PEM (the document's own, or the sum
 * of the items when it states none), gastos generales and beneficio industrial on it,
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
  const pem = chooseShownTotal(budget);
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

export type SummaryLineKind =
  'pem' | 'gastosGenerales' | 'beneficioIndustrial' | 'base' | 'iva' | 'contractTotal';

export interface SummaryLine {
  kind: SummaryLineKind;
  amount: number;
  /** The percentage the line applies, for GG, BI and IVA. */
  percent?: number;
}

/**
 * The lines to print, in order. A 0 % overhead or profit line is left out
 * (a file that states only IVA should not show "Gastos generales (0 %)"), and
 * so is the sum when it would only repeat the PEM.
 */
export function summaryLines(summary: ComputedBudgetSummary): SummaryLine[] {
  const lines: SummaryLine[] = [{ kind: 'pem', amount: summary.pem }];
  if (summary.gastosGeneralesPercent !== 0)
    lines.push({
      kind: 'gastosGenerales',
      amount: summary.gastosGenerales,
      percent: summary.gastosGeneralesPercent,
    });
  if (summary.beneficioIndustrialPercent !== 0)
    lines.push({
      kind: 'beneficioIndustrial',
      amount: summary.beneficioIndustrial,
      percent: summary.beneficioIndustrialPercent,
    });
  if (lines.length > 1) lines.push({ kind: 'base', amount: summary.baseBeforeIva });
  if (summary.ivaPercent !== 0)
    lines.push({ kind: 'iva', amount: summary.iva, percent: summary.ivaPercent });
  lines.push({ kind: 'contractTotal', amount: summary.contractTotal });
  return lines;
}
