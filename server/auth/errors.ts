/**
 * Supabase Auth's error envelope, in one place. auth-js sends
 * `X-Supabase-Api-Version: 2024-01-01`; such requests get `{code, message}`
 * and the header echoed (the client reads `code` only then). Older clients get
 * the legacy `{code: status, error_code, msg}` shape with `x-sb-error-code`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024 = '2024-01-01';

export type AuthErrorCode =
  | 'bad_code_verifier'
  | 'bad_json'
  | 'bad_jwt'
  | 'email_exists'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_entity_too_large'
  | 'same_password'
  | 'session_not_found'
  | 'signup_disabled'
  | 'unexpected_failure'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** The gateway's own answers (Kong key-auth) have no code, only message and hint. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const missingApiKey = (): GatewayError =>
  new GatewayError(
    401,
    'No API key found in request',
    'No `apikey` request header or url param was found.',
  );

export const invalidApiKey = (): GatewayError =>
  new GatewayError(
    401,
    'Invalid API key',
    'Double check your Supabase `anon` or `service_role` API key.',
  );

export const rateLimited = (): AuthApiError =>
  new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');

function wantsVersionedErrors(request: FastifyRequest): boolean {
  const header = request.headers[API_VERSION_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  // Dates in ISO form compare correctly as strings.
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= API_VERSION_2024;
}

export function sendAuthError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  if (error instanceof GatewayError) {
    return reply.code(error.status).send({ message: error.message, hint: error.hint });
  }
  const authError =
    error instanceof AuthApiError
      ? error
      : new AuthApiError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
  if (!(error instanceof AuthApiError)) request.log.error(error);
  if (wantsVersionedErrors(request)) {
    return reply
      .code(authError.status)
      .header(API_VERSION_HEADER, API_VERSION_2024)
      .send({ code: authError.code, message: authError.message, ...authError.extra });
  }
  return reply
    .code(authError.status)
    .header('x-sb-error-code', authError.code)
    .send({
      code: authError.status,
      error_code: authError.code,
      msg: authError.message,
      ...authError.extra,
    });
}
