/**
 * POST /token?grant_type=pkce (GoTrue api/token.go PKCE): the auth code from
 * a PKCE recovery link plus the verifier whose challenge was sent with the
 * request give the session, once.
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
import { verifyCodeVerifier } from './pkce.ts';

/**
 * GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION (5 minutes). GoTrue counts it from
 * the recovery request; here from the opening of the link, which has its own
 * one-hour lifetime, so a link opened after five minutes still works.
 */
export const FLOW_STATE_EXPIRY_SECONDS = 300;

const pkceBody = z.object({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

const flowStateNotFound = (): AuthApiError =>
  new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

export async function exchangeAuthCode(
  context: AuthContext,
  body: unknown,
): Promise<AccessTokenResponse> {
  const { auth_code: authCode, code_verifier: verifier } = parseBody(pkceBody, body);
  if (authCode == null || authCode === '' || verifier == null || verifier === '') {
    throw new AuthApiError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const { flowStates, store } = context;
  const flow = await flowStates.findByAuthCode(authCode);
  const user = flow === undefined ? undefined : store.getUser(flow.userId);
  if (flow === undefined || user === undefined || flow.authCodeIssuedAt === null) {
    throw flowStateNotFound();
  }
  const now = new Date();
  if (now.getTime() - flow.authCodeIssuedAt.getTime() > FLOW_STATE_EXPIRY_SECONDS * 1000) {
    await flowStates.consume(flow.id);
    throw new AuthApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  verifyCodeVerifier({ challenge: flow.codeChallenge, method: flow.codeChallengeMethod }, verifier);
  if (!(await flowStates.consume(flow.id))) throw flowStateNotFound();
  const refreshToken = newRefreshToken();
  const session = await store.createSession(
    user.id,
    [{ method: 'recovery', timestamp: Math.floor(now.getTime() / 1000) }],
    hashToken(refreshToken),
    now,
  );
  return buildTokenResponse(context, store.getUser(user.id) ?? user, session, refreshToken);
}
