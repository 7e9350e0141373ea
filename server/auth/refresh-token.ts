/**
 * POST /token?grant_type=refresh_token. Every use rotates the token. A revoked
 * token is still honoured within the reuse interval, or when it is the parent
 * of the session's live token (the client lost the last answer), as GoTrue;
 * any other reuse means the token leaked, and its session is ended.
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

const MIN_REFRESH_TOKEN_LENGTH = 12;

const refreshBody = z.object({ refresh_token: z.string().nullish() });

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

  const next = newRefreshToken();
  const now = new Date();
  const rotated = token.revoked
    ? undefined
    : await store.rotateRefreshToken(token, hashToken(next), now);
  if (rotated === undefined) {
    // Revoked before (or by a concurrent request just now, which counts as "within the interval").
    const revokedAgoMs = token.revoked ? now.getTime() - token.updatedAt.getTime() : 0;
    const honoured =
      revokedAgoMs <= context.config.refreshTokenReuseIntervalSeconds * 1000 ||
      store.activeChildOf(token.tokenHash) !== undefined;
    if (!honoured) {
      await store.deleteSession(session.id);
      throw new AuthApiError(
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
      );
    }
    await store.issueChildOfRevoked(token, hashToken(next), now);
  }
  return buildTokenResponse(context, user, session, next);
}
