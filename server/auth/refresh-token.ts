/**
 * POST /token?grant_type=refresh_token, as GoTrue's tokens/service.go with
 * rotation on. Every use revokes the presented token and issues its child.
 * A revoked token presented again:
 * - whose child is the session's live token (the client lost the last answer,
 *   or a concurrent refresh of the same token won the race) gets that same
 *   live child back, never a second one;
 * - within the reuse interval, gets the session's live token (a few rotations
 *   may have happened meanwhile);
 * - otherwise it leaked: the whole session family is revoked.
 * Only hashes are stored, so to hand back a live child the child is derived
 * from its parent with an HMAC under the server's secret: whoever presents the
 * parent can recompute it, nobody else can.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { RefreshTokenRecord } from '../store/auth-store.ts';
import { buildTokenResponse, hashToken, type AccessTokenResponse } from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { parseBody } from './parse-body.ts';

const MIN_REFRESH_TOKEN_LENGTH = 12;
/** 24 bytes: 32 URL-safe characters, as newRefreshToken(). */
const REFRESH_TOKEN_BYTES = 24;
/**
 * Rotations a session can go through within one reuse interval: the token
 * limit's burst (30 per IP). A revoked token further from the live one than
 * this is treated as reused.
 */
const MAX_ROTATIONS_WITHIN_INTERVAL = 32;

const refreshBody = z.object({ refresh_token: z.string().nullish() });

export function deriveChildRefreshToken(secret: string, parent: string): string {
  return createHmac('sha256', secret)
    .update(`refresh-token-child:${parent}`)
    .digest()
    .subarray(0, REFRESH_TOKEN_BYTES)
    .toString('base64url');
}

/** Follows the chain of derived children from `presented` to the session's live token. */
function findLiveDescendant(
  context: AuthContext,
  presented: string,
  token: RefreshTokenRecord,
  maxSteps: number,
): string | undefined {
  let current = presented;
  for (let step = 0; step < maxSteps; step++) {
    current = deriveChildRefreshToken(context.config.jwtSecret, current);
    const live = context.store.findActiveRefreshToken(hashToken(current));
    if (live !== undefined) return live.sessionId === token.sessionId ? current : undefined;
  }
  return undefined;
}

export async function refreshSession(
  context: AuthContext,
  body: unknown,
): Promise<AccessTokenResponse> {
  const { refresh_token: presented } = parseBody(refreshBody, body);
  if (presented == null || presented.length < MIN_REFRESH_TOKEN_LENGTH) {
    throw new AuthApiError(400, 'validation_failed', 'Refresh token is not valid');
  }
  const { store } = context;
  const token = await store.findRefreshToken(hashToken(presented));
  if (token === undefined) {
    throw new AuthApiError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  const session = store.getSession(token.sessionId);
  const user = store.getUser(token.userId);
  if (session === undefined || user === undefined) {
    throw new AuthApiError(
      400,
      'session_not_found',
      'Invalid Refresh Token: No Valid Session Found',
    );
  }

  const now = new Date();
  if (!token.revoked) {
    const child = deriveChildRefreshToken(context.config.jwtSecret, presented);
    // The conditional update is the row lock: of the requests presenting this token, one rotates it.
    if ((await store.rotateRefreshToken(token, hashToken(child), now)) !== undefined) {
      return buildTokenResponse(context, user, session, child);
    }
  }
  // Revoked before, or by a concurrent request just now (which is "within the interval").
  const revokedAgoMs = token.revoked ? now.getTime() - token.updatedAt.getTime() : 0;
  const withinInterval = revokedAgoMs <= context.config.refreshTokenReuseIntervalSeconds * 1000;
  const live = findLiveDescendant(
    context,
    presented,
    token,
    withinInterval ? MAX_ROTATIONS_WITHIN_INTERVAL : 1,
  );
  if (live !== undefined && store.getSession(session.id) !== undefined) {
    return buildTokenResponse(context, user, session, live);
  }
  if (!withinInterval) await store.deleteSession(session.id);
  throw new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}
