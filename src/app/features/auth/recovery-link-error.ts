/**
 * A recovery link that could not be used: GoTrue redirects to the site with
 * the reason in the address instead of a session, in the query (PKCE flow) or
 * the fragment (implicit flow):
 *   /?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired
 * Read once when the app loads, and removed from the address so that a reload
 * does not show it again.
 */
export type RecoveryLinkError = 'expired' | 'failed';

const ERROR_PARAMS = ['error', 'error_code', 'error_description', 'sb'];

function paramsOf(part: string): URLSearchParams {
  return new URLSearchParams(part.replace(/^[?#]/, ''));
}

export function readRecoveryLinkError(search: string, hash: string): RecoveryLinkError | undefined {
  for (const params of [paramsOf(search), paramsOf(hash)]) {
    const code = params.get('error_code');
    if (code === 'otp_expired') return 'expired';
    if (code !== null || params.get('error') !== null) return 'failed';
  }
  return undefined;
}

/** The address without GoTrue's error parameters (everything else kept). */
export function withoutLinkError(url: string): string {
  const parsed = new URL(url);
  const search = paramsOf(parsed.search);
  const hash = paramsOf(parsed.hash);
  for (const name of ERROR_PARAMS) {
    search.delete(name);
    hash.delete(name);
  }
  parsed.search = search.toString();
  parsed.hash = hash.toString();
  return parsed.href;
}

let pending: RecoveryLinkError | undefined;

/** Called once at start-up, before the auth client looks at the address. */
export function captureRecoveryLinkError(): void {
  pending = readRecoveryLinkError(window.location.search, window.location.hash);
  if (pending !== undefined)
    window.history.replaceState(window.history.state, '', withoutLinkError(window.location.href));
}

/** The error the app was opened with, once: the login screen shows it. */
export function takeRecoveryLinkError(): RecoveryLinkError | undefined {
  const error = pending;
  pending = undefined;
  return error;
}
