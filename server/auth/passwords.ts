/**
 * Password hashing and policy as GoTrue: bcrypt cost 10, at least 6
 * characters, at most 72 bytes (bcrypt ignores the rest).
 */
import { hash, verify } from '@node-rs/bcrypt';
import { randomBytes } from 'node:crypto';
import { AuthApiError } from './errors.ts';

export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST });
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(password, passwordHash);
  } catch {
    // A malformed stored hash never matches; the caller answers invalid_credentials.
    return false;
  }
}

/** A hash of a random password: unknown emails are checked against it so they cost one bcrypt as well. */
export function createDummyPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'));
}

export function checkPasswordPolicy(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthApiError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthApiError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmailFormat(email: string): void {
  if (!EMAIL_PATTERN.test(email) || email.length > 255) {
    throw new AuthApiError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
}
