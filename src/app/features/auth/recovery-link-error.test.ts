import { describe, expect, it } from 'vitest';
import { readRecoveryLinkError, withoutLinkError } from './recovery-link-error.ts';

describe('a recovery link that could not be used', () => {
  it('is read from the query GoTrue redirects to, expired or otherwise', () => {
    expect(
      readRecoveryLinkError(
        '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        '',
      ),
    ).toBe('expired');
    expect(readRecoveryLinkError('?error=server_error&error_code=unexpected_failure', '')).toBe(
      'failed',
    );
  });

  it('is read from the fragment too (the implicit flow)', () => {
    expect(readRecoveryLinkError('', '#error=access_denied&error_code=otp_expired')).toBe(
      'expired',
    );
  });

  it('is nothing for an ordinary address or a recovery code', () => {
    expect(readRecoveryLinkError('', '')).toBeUndefined();
    expect(readRecoveryLinkError('?code=abc&type=recovery', '')).toBeUndefined();
  });

  it('leaves the address without the error and with everything else', () => {
    expect(
      withoutLinkError(
        'http://localhost:8080/?error=access_denied&error_code=otp_expired&error_description=x&tab=2',
      ),
    ).toBe('http://localhost:8080/?tab=2');
    expect(
      withoutLinkError('http://localhost:8080/#error=access_denied&error_code=otp_expired'),
    ).toBe('http://localhost:8080/');
  });
});
