/**
 * GoTrue's redirect check (utilities/request.go): a redirect is honoured when
 * it is on SITE_URL's host, on a loopback IP, or matches an allow-list glob;
 * anything else silently becomes SITE_URL, so a recovery link can never send a
 * session to someone else's site.
 */
import { isIP } from 'node:net';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function isLoopbackIp(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1';
  return false;
}

/** `*` matches within one label or path segment (not `.` or `/`); `**` matches anything, as GoTrue's globs. */
function globToRegExp(glob: string): RegExp {
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
  const isAllowed = (raw: string): boolean => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username !== '' || url.password !== '') return false;
    if (url.protocol === site.protocol && url.hostname === site.hostname) {
      if (url.port === site.port || LOCAL_HOSTNAMES.has(url.hostname)) return true;
    }
    if (isLoopbackIp(url.hostname)) return true;
    const withoutFragment = raw.split('#')[0]!;
    return globs.some((glob) => glob.test(withoutFragment));
  };
  return (candidate) =>
    typeof candidate === 'string' && isAllowed(candidate) ? candidate : siteUrl;
}
