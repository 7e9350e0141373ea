import type { Budget } from '../model/budget.ts';
import { UNKNOWN_CLIENT } from '../parse/parse-budget-text.ts';

/**
 * The client to print, or undefined when none is known. The readers fill an unknown client with
 * the spec's preview text ("Cliente no identificado"); that text is for the preview, which asks
 * the user for the client, and never goes on a document sent to the client.
 */
export function knownClient(budget: Budget): string | undefined {
  const client = budget.client.trim();
  return client === '' || client === UNKNOWN_CLIENT ? undefined : client;
}
