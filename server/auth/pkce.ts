/**
 * PKCE (RFC 7636) as GoTrue checks it (security/pkce.go, api/pkce.go): the
 * recovery request carries `code_challenge` and `code_challenge_method`
 * ('s256' or 'plain'), and only the holder of the matching verifier can turn
 * the link's auth code into a session.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CodeChallengeMethod } from '../store/flow-state-store.ts';
import { AuthApiError } from './errors.ts';

/** GoTrue's marker for links of the PKCE flow (api/verify.go PKCEPrefix). */
export const PKCE_TOKEN_PREFIX = 'pkce_';

export interface CodeChallenge {
  challenge: string;
  method: CodeChallengeMethod;
}

/** RFC 7636 §4.1-4.2: verifiers and S256 challenges are 43 to 128 unreserved characters. */
const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Both or neither, as GoTrue's validatePKCEParams; undefined means the implicit flow. */
export function readCodeChallenge(
  challenge: string | null | undefined,
  method: string | null | undefined,
): CodeChallenge | undefined {
  const hasChallenge = challenge != null && challenge !== '';
  const hasMethod = method != null && method !== '';
  if (!hasChallenge && !hasMethod) return undefined;
  if (!hasChallenge || !hasMethod) {
    throw new AuthApiError(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw new AuthApiError(
      400,
      'validation_failed',
      "unsupported code_challenge_method, supported methods are 'plain' or 's256'",
    );
  }
  if (!PKCE_VALUE.test(challenge)) {
    throw new AuthApiError(400, 'validation_failed', 'invalid code_challenge');
  }
  return { challenge, method: normalized };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyCodeVerifier(expected: CodeChallenge, verifier: string): void {
  const computed =
    expected.method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  if (!PKCE_VALUE.test(verifier) || !sameText(computed, expected.challenge)) {
    throw new AuthApiError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
}
