import type { BudgetDocumentKind } from '../model/budget.ts';

/** ~V TIPO_INFO values: what the file says it carries (2, a budget, is the default). */
const PRICE_DATABASE = '1';
const CERTIFICATION = '3';
const PRICE_DATABASE_UPDATE = '4';

/**
 * What a .bc3 is: ~V TIPO_INFO when it says certification (3) or price database (1, or 4 an
 * update of one); otherwise a file without measurements that lists each item once is a price
 * database whatever it declares (Menfis writes type 2 on the DGC's price database).
 */
export function classifyBc3Document(
  informationType: string,
  looksLikePriceList: boolean,
): BudgetDocumentKind {
  if (informationType === CERTIFICATION) return 'certification';
  if (informationType === PRICE_DATABASE || informationType === PRICE_DATABASE_UPDATE) {
    return 'price-database';
  }
  return looksLikePriceList ? 'price-database' : 'budget';
}
