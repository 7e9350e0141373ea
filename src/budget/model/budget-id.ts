/** Builds the spec's budget id: PRE-{year}-{last 3 digits of the timestamp}. */
export function createBudgetId(now: Date = new Date()): string {
  const timestamp = String(now.getTime());
  return `PRE-${now.getFullYear()}-${timestamp.slice(-3)}`;
}
