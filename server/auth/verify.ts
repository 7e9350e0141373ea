/**
 * The recovery link. GET /verify (opened from the email, no apikey) answers
 * 303 to the validated redirect with the session in the fragment and
 * `type=recovery`, or the error in the fragment; POST /verify with
 * `token_hash` (auth-js verifyOtp) answers the session as JSON.
 */
import { z } from 'zod';
import {
  buildTokenResponse,
  hashToken,
  newRefreshToken,
  type AccessTokenResponse,
} from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { parseBody } from './parse-body.ts';

const expiredLink = (): AuthApiError =>
  new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired');

export async function redeemRecoveryToken(
  context: AuthContext,
  token: string,
): Promise<AccessTokenResponse> {
  const { store } = context;
  const tokenHash = hashToken(token);
  const user = store.findUserByRecoveryHash(tokenHash);
  const now = new Date();
  if (user === undefined || user.recoverySentAt === null) throw expiredLink();
  if (
    now.getTime() - user.recoverySentAt.getTime() >
    context.config.recoveryLinkExpirySeconds * 1000
  )
    throw expiredLink();
  if (!(await store.consumeRecoveryToken(user.id, tokenHash, now))) throw expiredLink();
  const refreshToken = newRefreshToken();
  const session = await store.createSession(
    user.id,
    [{ method: 'otp', timestamp: Math.floor(now.getTime() / 1000) }],
    hashToken(refreshToken),
    now,
  );
  return buildTokenResponse(context, store.getUser(user.id) ?? user, session, refreshToken);
}

function checkType(type: string | null | undefined, token: string | null | undefined): void {
  if (type == null || type === '' || token == null || token === '') {
    throw new AuthApiError(
      400,
      'validation_failed',
      'Verify requires a verification type and token',
    );
  }
  if (type !== 'recovery')
    throw new AuthApiError(400, 'validation_failed', `Unsupported verification type: ${type}`);
}

const verifyQuery = z.object({
  token: z.string().nullish(),
  type: z.string().nullish(),
  redirect_to: z.string().nullish(),
});

/** Builds the Location of the 303: GoTrue puts both outcomes in the fragment, keys sorted, with `sb=`. */
export async function verifyRecoveryLink(context: AuthContext, query: unknown): Promise<string> {
  const { token, type, redirect_to: redirectTo } = parseBody(verifyQuery, query);
  checkType(type, token);
  const target = context.validateRedirect(redirectTo);
  let fragment: URLSearchParams;
  try {
    const session = await redeemRecoveryToken(context, token!);
    fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: 'recovery',
    });
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    const kind =
      error.status === 403
        ? 'access_denied'
        : error.status === 401
          ? 'unauthorized_client'
          : 'invalid_request';
    fragment = new URLSearchParams({
      error: kind,
      error_code: error.code,
      error_description: error.message,
      sb: '',
    });
  }
  return `${target}#${fragment.toString()}`;
}

const verifyBody = z.object({ type: z.string().nullish(), token_hash: z.string().nullish() });

export async function verifyRecoveryTokenHash(
  context: AuthContext,
  body: unknown,
): Promise<AccessTokenResponse> {
  const { type, token_hash: tokenHash } = parseBody(verifyBody, body);
  checkType(type, tokenHash);
  return redeemRecoveryToken(context, tokenHash!);
}
