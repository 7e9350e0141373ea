/**
 * The recovery link. GET /verify (opened from the email, no apikey) answers
 * 303 to the validated redirect: in the implicit flow with the session in the
 * fragment and `type=recovery`; in the PKCE flow (a `pkce_` link) with only
 * `?code=`, which POST /token?grant_type=pkce exchanges for the session given
 * the requester's code verifier. Errors go in the fragment (and, in the PKCE
 * flow, in the query too). POST /verify with `token_hash` (auth-js verifyOtp)
 * answers the session as JSON, for implicit-flow links only.
 */
import { z } from 'zod';
import type { UserRecord } from '../store/auth-store.ts';
import {
  buildTokenResponse,
  hashToken,
  newRefreshToken,
  type AccessTokenResponse,
} from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { PKCE_TOKEN_PREFIX } from './pkce.ts';

const expiredLink = (): AuthApiError =>
  new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired');

/** Checks the link's token and clears it, so it works once; returns its user. */
async function consumeRecoveryLink(context: AuthContext, token: string): Promise<UserRecord> {
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
  return store.getUser(user.id) ?? user;
}

async function startRecoverySession(
  context: AuthContext,
  user: UserRecord,
  method: 'otp' | 'recovery',
): Promise<AccessTokenResponse> {
  const refreshToken = newRefreshToken();
  const now = new Date();
  const session = await context.store.createSession(
    user.id,
    [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
    hashToken(refreshToken),
    now,
  );
  return buildTokenResponse(context, context.store.getUser(user.id) ?? user, session, refreshToken);
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

function errorParams(error: AuthApiError): Record<string, string> {
  const kind =
    error.status === 403
      ? 'access_denied'
      : error.status === 401
        ? 'unauthorized_client'
        : 'invalid_request';
  return { error: kind, error_code: error.code, error_description: error.message, sb: '' };
}

/**
 * Builds the Location of the 303. The target comes from the redirect
 * validator, always a serialized URL, so the header can always be written and
 * a link is never spent on an answer that fails.
 */
export async function verifyRecoveryLink(context: AuthContext, query: unknown): Promise<string> {
  const { token, type, redirect_to: redirectTo } = parseBody(verifyQuery, query);
  checkType(type, token);
  const target = new URL(context.validateRedirect(redirectTo));
  const pkce = token!.startsWith(PKCE_TOKEN_PREFIX);
  try {
    const user = await consumeRecoveryLink(context, token!);
    if (pkce) {
      const flow = await context.flowStates.issueRecoveryCode(user.id);
      if (flow === undefined) {
        throw new AuthApiError(400, 'flow_state_not_found', 'No associated flow state found.');
      }
      target.searchParams.set('code', flow.authCode);
      return target.href;
    }
    const session = await startRecoverySession(context, user, 'otp');
    // GoTrue's keys, sorted, with `sb=`.
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: 'recovery',
    }).toString();
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    const params = errorParams(error);
    if (pkce)
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    target.hash = new URLSearchParams(params).toString();
  }
  return target.href;
}

const verifyBody = z.object({ type: z.string().nullish(), token_hash: z.string().nullish() });

export async function verifyRecoveryTokenHash(
  context: AuthContext,
  body: unknown,
): Promise<AccessTokenResponse> {
  const { type, token_hash: tokenHash } = parseBody(verifyBody, body);
  checkType(type, tokenHash);
  // A PKCE link yields a session only with the requester's verifier: never here.
  if (tokenHash!.startsWith(PKCE_TOKEN_PREFIX)) throw expiredLink();
  return startRecoverySession(context, await consumeRecoveryLink(context, tokenHash!), 'otp');
}
