/**
 * HS256 compact JWS signing with node:crypto. jose (used for every
 * verification) signs through WebCrypto, whose per-call job dispatch costs
 * about five times a direct HMAC; signing sits on every refresh, and the
 * refresh-rate target needs the direct path. Tests verify these tokens with
 * jose and with supabase-js.
 */
import { createHmac } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${signature}`;
}
