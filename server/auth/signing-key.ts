/**
 * The HS256 key every token is signed and verified with, imported once:
 * importing it per request would dominate the cost of GET /user.
 */
import { webcrypto } from 'node:crypto';

export type SigningKey = webcrypto.CryptoKey;

export async function importSigningKey(jwtSecret: string): Promise<SigningKey> {
  return webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}
