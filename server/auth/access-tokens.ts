/**
 * Access tokens: HS256 JWTs with GoTrue's claims (tokens/service.go), and the
 * check every user endpoint runs (api/auth.go): a Bearer token that verifies,
 * with a subject, whose user and session still exist.
 */
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AmrEntry, SessionRecord, UserRecord } from '../store/auth-store.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { serializeUser, type UserJson } from './serialize-user.ts';
import { signHs256 } from './sign-hs256.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id?: string;
  role?: string;
}

export interface AccessTokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface AuthenticatedRequest {
  user: UserRecord;
  session: SessionRecord;
  claims: AccessTokenClaims;
}

/** 24 random bytes: 32 URL-safe characters, well above GoTrue's 12-character minimum. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Refresh and recovery tokens are stored as SHA-256 hashes only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function signAccessToken(
  context: AuthContext,
  user: UserRecord,
  session: SessionRecord,
  issuedAt: number,
): string {
  // Claim order as GoTrue's tokens/service.go.
  return signHs256(
    {
      iss: context.apiUrl,
      sub: user.id,
      aud: 'authenticated',
      exp: issuedAt + context.config.jwtExpirySeconds,
      iat: issuedAt,
      email: user.email,
      phone: '',
      app_metadata: user.appMetadata,
      user_metadata: { ...user.userMetadata, sub: user.id },
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr satisfies AmrEntry[],
      session_id: session.id,
      is_anonymous: false,
    },
    context.config.jwtSecret,
  );
}

export async function buildTokenResponse(
  context: AuthContext,
  user: UserRecord,
  session: SessionRecord,
  refreshToken: string,
): Promise<AccessTokenResponse> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return {
    access_token: signAccessToken(context, user, session, issuedAt),
    token_type: 'bearer',
    expires_in: context.config.jwtExpirySeconds,
    expires_at: issuedAt + context.config.jwtExpirySeconds,
    refresh_token: refreshToken,
    user: serializeUser(user),
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Signature, algorithm (HS256 only: `alg: none` and others are refused) and expiry. */
export async function verifyAccessTokenSignature(
  context: AuthContext,
  token: string,
): Promise<JWTPayload> {
  try {
    return (await jwtVerify(token, context.signingKey, { algorithms: ['HS256'] })).payload;
  } catch (error) {
    const reason =
      error instanceof joseErrors.JWTExpired ? 'token is expired' : 'signature is invalid';
    throw new AuthApiError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
}

export async function verifyAccessToken(
  context: AuthContext,
  token: string,
): Promise<AccessTokenClaims> {
  const payload = await verifyAccessTokenSignature(context, token);
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new AuthApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  return payload as AccessTokenClaims;
}

/** GoTrue's requireAuthentication + loadUser + loadSession, from memory. */
export async function authenticateRequest(
  context: AuthContext,
  request: FastifyRequest,
): Promise<AuthenticatedRequest> {
  const header = request.headers.authorization;
  const match = header === undefined ? null : BEARER.exec(header);
  if (match === null) {
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const claims = await verifyAccessToken(context, match[1]!);
  const user = context.store.getUser(claims.sub);
  if (user === undefined) {
    throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const session =
    typeof claims.session_id === 'string' ? context.store.getSession(claims.session_id) : undefined;
  if (session === undefined || session.userId !== user.id) {
    throw new AuthApiError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, session, claims };
}
