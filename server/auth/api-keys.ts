/**
 * API keys in the legacy Supabase format: long-lived HS256 JWTs signed with the
 * project's JWT secret, role `anon` (public, in the app) or `service_role`
 * (admin, kept secret). The payload is fixed so the same secret always yields
 * the same key, and a key minted for a hosted project's secret works as well.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { SigningKey } from './signing-key.ts';

export type ApiKeyRole = 'anon' | 'service_role';

/** 2025-01-01 and 2035-01-01: fixed so keys are stable across restarts and calls. */
const API_KEY_ISSUED_AT = 1_735_689_600;
const API_KEY_EXPIRES_AT = 2_051_222_400;
/** Valid keys are few (anon, service); the cap only bounds memory against junk. */
const MAX_CACHED_KEYS = 64;

export async function createApiKey(key: SigningKey, role: ApiKeyRole): Promise<string> {
  return new SignJWT({ iss: 'supabase', ref: 'presupuestos-local', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(API_KEY_ISSUED_AT)
    .setExpirationTime(API_KEY_EXPIRES_AT)
    .sign(key);
}

interface KnownKey {
  role: ApiKeyRole;
  /** Milliseconds since the epoch; a remembered key stops working then, as a fresh check would say. */
  expiresAtMs: number;
}

/** Verifies keys and remembers the valid ones, so a request costs one map lookup. */
export class ApiKeyVerifier {
  private readonly valid = new Map<string, KnownKey>();

  constructor(private readonly key: SigningKey) {}

  async roleOf(apiKey: string): Promise<ApiKeyRole | undefined> {
    const known = this.valid.get(apiKey);
    if (known !== undefined) {
      if (Date.now() < known.expiresAtMs) return known.role;
      this.valid.delete(apiKey);
      return undefined;
    }
    try {
      // An API key must say when it ends: one without `exp` would be valid forever.
      const { payload } = await jwtVerify(apiKey, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const role = payload.role;
      if (role !== 'anon' && role !== 'service_role') return undefined;
      if (this.valid.size < MAX_CACHED_KEYS) {
        this.valid.set(apiKey, { role, expiresAtMs: payload.exp! * 1000 });
      }
      return role;
    } catch {
      // Any verification failure (bad signature, alg, expiry, garbage) means "not a key".
      return undefined;
    }
  }
}
