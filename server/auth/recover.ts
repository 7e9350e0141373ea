/**
 * POST /recover: emails a single-use recovery link. Always 200 `{}` for a
 * well-formed request, whether or not the account exists, and the per-address
 * limit applies to unknown addresses too, so neither reveals an account.
 * With a PKCE code challenge (supabase-js `flowType: 'pkce'`) the link opens
 * to `?code=`, which only the requester's verifier can exchange.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { normalizeEmail } from '../store/auth-store.ts';
import { hashToken } from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { checkEmailFormat } from './passwords.ts';
import { PKCE_TOKEN_PREFIX, readCodeChallenge } from './pkce.ts';

const recoverBody = z.object({
  email: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export async function requestRecovery(
  context: AuthContext,
  body: unknown,
  redirectTo: unknown,
): Promise<Record<string, never>> {
  const {
    email,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
  } = parseBody(recoverBody, body);
  if (email == null || email.trim() === '') {
    throw new AuthApiError(422, 'validation_failed', 'Password recovery requires an email');
  }
  const address = normalizeEmail(email);
  checkEmailFormat(address);
  const pkce = readCodeChallenge(codeChallenge, codeChallengeMethod);
  const { rateLimiter, rules, store } = context;
  const rule = rules.recoveryEmailPerAddress;
  const key = `recovery-email:${address}`;
  if (rule !== undefined && !rateLimiter.take(key, rule)) {
    const seconds = rateLimiter.secondsUntilAllowed(key, rule);
    throw new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
  const user = store.findUserByEmail(address);
  if (user === undefined) return {};

  // The link carries the secret; only its hash is stored, and a new request replaces the old one.
  const secret = randomBytes(32).toString('base64url');
  const token = pkce === undefined ? secret : `${PKCE_TOKEN_PREFIX}${secret}`;
  if (pkce !== undefined) {
    await context.flowStates.createRecoveryFlow(user.id, pkce.challenge, pkce.method);
  }
  await store.setRecoveryToken(user.id, hashToken(token));
  const link = new URL(`${context.apiUrl}/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('redirect_to', context.validateRedirect(redirectTo));
  // Sent in the background: waiting would make known addresses measurably slower than unknown ones.
  context.sendRecoveryEmail({ to: user.email, link: link.toString() }).catch((error: unknown) => {
    console.error(`No se pudo enviar el email de recuperación a ${user.email}:`, error);
  });
  return {};
}
