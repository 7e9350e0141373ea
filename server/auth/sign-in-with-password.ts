/** POST /token?grant_type=password (GoTrue api/token.go ResourceOwnerPasswordGrant). */
import { z } from 'zod';
import { normalizeEmail } from '../store/auth-store.ts';
import {
  buildTokenResponse,
  hashToken,
  newRefreshToken,
  type AccessTokenResponse,
} from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError, rateLimited } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { verifyPassword } from './passwords.ts';

const signInBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});

const invalidCredentials = (): AuthApiError =>
  new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');

/**
 * Failures are counted per client address and account together: guessing from
 * one address meets 429 (and the per-address token limit besides), while the
 * owner signing in from elsewhere is never locked out by someone else's guesses.
 */
export async function signInWithPassword(
  context: AuthContext,
  body: unknown,
  clientIp: string,
): Promise<AccessTokenResponse> {
  const { email, phone, password } = parseBody(signInBody, body);
  const hasEmail = email != null && email !== '';
  const hasPhone = phone != null && phone !== '';
  if (hasEmail && hasPhone) {
    throw new AuthApiError(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!hasEmail && !hasPhone)
    throw new AuthApiError(400, 'validation_failed', 'missing email or phone');

  const { store, rateLimiter, rules } = context;
  // Staff accounts have no phone: a phone sign-in is an unknown account, checked the same slow way.
  const account = hasEmail ? normalizeEmail(email) : `phone:${phone}`;
  const failureKey = `sign-in-failures:${clientIp}:${account}`;
  if (!rateLimiter.allows(failureKey, rules.signInFailuresPerAddressAndAccount))
    throw rateLimited();
  const user = hasEmail ? store.findUserByEmail(email) : undefined;
  // Unknown emails are compared with a dummy hash so both answers take one bcrypt.
  const matches = await verifyPassword(
    password ?? '',
    user?.passwordHash ?? context.dummyPasswordHash,
  );
  if (user === undefined || !matches) {
    rateLimiter.take(failureKey, rules.signInFailuresPerAddressAndAccount);
    throw invalidCredentials();
  }
  const refreshToken = newRefreshToken();
  const now = new Date();
  const session = await store.createSession(
    user.id,
    [{ method: 'password', timestamp: Math.floor(now.getTime() / 1000) }],
    hashToken(refreshToken),
    now,
  );
  return buildTokenResponse(context, store.getUser(user.id) ?? user, session, refreshToken);
}
