/**
 * Who is calling, as the gateway and PostgREST decide it: the `apikey` must be
 * one of the project's keys (Kong key-auth); the Bearer token, verified with
 * the project's JWT secret, gives the database role and the claims that
 * `auth.uid()` reads. No token means the anon role.
 */
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiKeyVerifier } from '../auth/api-keys.ts';
import { invalidApiKey, missingApiKey } from '../auth/errors.ts';
import type { SigningKey } from '../auth/signing-key.ts';
import { PostgrestError } from './postgrest-error.ts';

/** The only roles a request may switch to: PGlite's session is a superuser. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** PostgREST's leeway for exp/nbf/iat (Auth/Jwt.hs). */
const CLOCK_SKEW_SECONDS = 30;

export interface Caller {
  role: ApiRole;
  claims: JWTPayload;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function jwtError(code: string, message: string): PostgrestError {
  return new PostgrestError(401, code, message);
}

async function verifyToken(token: string, signingKey: SigningKey): Promise<JWTPayload> {
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  try {
    const { payload } = await jwtVerify(token, signingKey, {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw jwtError('PGRST303', 'JWT expired');
    if (error instanceof joseErrors.JOSEError)
      throw jwtError('PGRST301', 'JWT cryptographic operation failed');
    throw error;
  }
}

function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

export async function authenticateRestRequest(
  apiKeys: ApiKeyVerifier,
  signingKey: SigningKey,
  headers: IncomingHttpHeaders,
  queryApiKey: string | null,
): Promise<Caller> {
  const header = headers.apikey;
  const apiKey = (Array.isArray(header) ? header[0] : header) ?? queryApiKey ?? '';
  if (apiKey === '') throw missingApiKey();
  if ((await apiKeys.roleOf(apiKey)) === undefined) throw invalidApiKey();

  const authorization = headers.authorization;
  if (authorization === undefined || authorization === '')
    return { role: 'anon', claims: { role: 'anon' } };
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined) throw jwtError('PGRST301', 'Expected Bearer authorization');
  const claims = await verifyToken(token, signingKey);
  const role = claims.role ?? 'anon';
  if (!isApiRole(role))
    throw new PostgrestError(401, '42501', `permission denied to set role "${String(role)}"`);
  return { role, claims: { ...claims, role } };
}
