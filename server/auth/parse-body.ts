/**
 * Request bodies are read with a zod schema per endpoint. Like GoTrue's
 * json.Unmarshal, unknown fields are ignored and `null` counts as absent; a
 * field of the wrong type is `bad_json`.
 */
import type { z } from 'zod';
import { AuthApiError } from './errors.ts';

export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where =
      issue === undefined || issue.path.length === 0 ? '' : ` (${issue.path.join('.')})`;
    throw new AuthApiError(400, 'bad_json', `Could not parse request body as JSON${where}`);
  }
  return result.data;
}

export function queryString(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}
