import type { Budget } from '../model/budget.ts';

/**
 * The date the document carries: the one the user set (ISO yyyy-mm-dd, read as that calendar
 * day where the document is made), or the day it is made.
 */
export function chooseDocumentDate(budget: Budget, now: Date): Date {
  if (budget.date === undefined) return now;
  const [year, month, day] = budget.date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return now;
  return new Date(year, month - 1, day);
}
