/**
 * GoTrue's redirect check (utilities/request.go): a redirect is honoured when
 * it is on SITE_URL's host, on a loopback IP, or matches an allow-list glob;
 * anything else silently becomes SITE_URL, so a recovery link can never send a
 * session to someone else's site. What it returns is the URL as serialized by
 * the WHATWG parser (non-ASCII and spaces percent-encoded, no fragment): safe
 * in a Location header and in a mailed link.
 */
import { isIP } from 'node:net';

/** CR, LF, NUL and the other controls: the URL parser would drop or encode them, hiding what was asked. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function isLoopbackIp(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1';
  return false;
}

/** `*` matches within one label or path segment (not `.` or `/`); `**` matches anything, as GoTrue's globs. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (char === '*') {
      pattern += '[^./]*';
    } else if (char === '?') {
      pattern += '[^./]';
    } else {
      pattern += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

export function createRedirectValidator(
  siteUrl: string,
  allowList: readonly string[],
): (candidate: unknown) => string {
  const site = new URL(siteUrl);
  const globs = allowList.map(globToRegExp);
  const allowed = (raw: string): string | undefined => {
    if (CONTROL_CHARACTERS.test(raw)) return undefined;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username !== '' || url.password !== '') return undefined;
    // The session or the error goes in the fragment: a fragment of the caller's own would clash.
    url.hash = '';
    const normalized = url.href;
    if (url.protocol === site.protocol && url.hostname === site.hostname) {
      if (url.port === site.port || LOCAL_HOSTNAMES.has(url.hostname)) return normalized;
    }
    if (isLoopbackIp(url.hostname)) return normalized;
    const withoutFragment = raw.split('#')[0]!;
    return globs.some((glob) => glob.test(withoutFragment) || glob.test(normalized))
      ? normalized
      : undefined;
  };
  return (candidate) => (typeof candidate === 'string' && allowed(candidate)) || siteUrl;
}
