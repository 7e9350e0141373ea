/**
 * PostgREST's error envelope `{code, details, hint, message}` and its mapping
 * from SQLSTATE to HTTP status (PostgREST Error.hs), in one place, so that
 * `error.code` checks in the app behave as against hosted Supabase.
 */
import type { FastifyReply } from 'fastify';

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
  }
}

export const parseError = (what: string, details: string): PostgrestError =>
  new PostgrestError(400, 'PGRST100', `"failed to parse ${what}"`, details);

/** A valid PostgREST feature this server does not offer: refused, never ignored. */
export const notImplemented = (details: string): PostgrestError =>
  new PostgrestError(400, 'PGRST127', 'Feature not implemented', details);

export const invalidBody = (message: string): PostgrestError =>
  new PostgrestError(400, 'PGRST102', message);

export const unknownColumn = (table: string, column: string): PostgrestError =>
  new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);

export const unknownBodyColumn = (table: string, column: string): PostgrestError =>
  new PostgrestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );

export const notSingleObject = (rows: number): PostgrestError =>
  new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isDatabaseError(error: unknown): error is Error & DatabaseErrorFields {
  return (
    error instanceof Error &&
    typeof (error as DatabaseErrorFields).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as DatabaseErrorFields).code as string)
  );
}

/** `RAISE … USING ERRCODE = 'PTnnn'` asks PostgREST for HTTP status nnn (errors.rst "Custom Errors"). */
const CUSTOM_STATUS_CODE = /^PT([1-5]\d\d)$/;

/** PostgREST Error.hs `pgErrorStatus`; 42501 depends on whether the caller was anonymous. */
function statusOf(code: string, message: string, anonymous: boolean): number {
  const custom = CUSTOM_STATUS_CODE.exec(code);
  if (custom !== null) return Number(custom[1]);
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023' && message.startsWith('role ')) return 401;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code) || code === '57P01') return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code) || code === '42P17') return 500;
  return 400;
}

/** Postgres' own MESSAGE/DETAIL/HINT, verbatim, as PostgREST passes them on. */
export function toPostgrestError(error: unknown, anonymous: boolean): PostgrestError {
  if (error instanceof PostgrestError) return error;
  if (isDatabaseError(error)) {
    const code = error.code as string;
    const detail = typeof error.detail === 'string' ? error.detail : null;
    const hint = typeof error.hint === 'string' ? error.hint : null;
    return new PostgrestError(
      statusOf(code, error.message, anonymous),
      code,
      error.message,
      detail,
      hint,
    );
  }
  return new PostgrestError(500, 'PGRST000', 'Internal server error');
}

export function sendPostgrestError(reply: FastifyReply, error: PostgrestError): FastifyReply {
  if (error.status === 401) reply.header('www-authenticate', 'Bearer');
  return reply
    .code(error.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('proxy-status', `PostgREST; error=${error.code}`)
    .send(
      JSON.stringify({
        code: error.code,
        details: error.details,
        hint: error.hint,
        message: error.message,
      }),
    );
}
