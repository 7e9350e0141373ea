/**
 * Which web pages may call /auth/v1 and /rest/v1 from a browser: the site's
 * own origin (SITE_URL) and the origins of ADDITIONAL_REDIRECT_URLS, as a
 * deployment configures its gateway. A page on any other origin gets no
 * Access-Control-Allow-Origin, so the browser keeps the answer from it (and
 * refuses the preflight of a request with an apikey or a token).
 *   ADDITIONAL_REDIRECT_URLS=https://presupuestos.example/** → https://presupuestos.example
 *   ADDITIONAL_REDIRECT_URLS=http://localhost:*\/** → http://localhost:<any port>
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globToRegExp } from '../auth/validate-redirect.ts';

export type OriginCheck = (origin: string) => boolean;

/** `scheme://host[:port]` at the start of a URL or glob. */
const ORIGIN_PART = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]+)/i;

export function createOriginCheck(siteUrl: string, additionalUrls: readonly string[]): OriginCheck {
  const exact = new Set([new URL(siteUrl).origin]);
  const patterns: RegExp[] = [];
  for (const entry of additionalUrls) {
    const origin = ORIGIN_PART.exec(entry)?.[1];
    if (origin === undefined) continue;
    if (origin.includes('*') || origin.includes('?')) patterns.push(globToRegExp(origin));
    else {
      try {
        exact.add(new URL(origin).origin);
      } catch {
        // Not a URL: it allows no origin.
      }
    }
  }
  return (origin) => exact.has(origin) || patterns.some((pattern) => pattern.test(origin));
}

/**
 * The CORS headers of one answer; `true` when it was a preflight, answered
 * here (204, with or without permission).
 */
export function applyCors(
  request: FastifyRequest,
  reply: FastifyReply,
  isAllowed: OriginCheck,
  headers: Record<string, string>,
): boolean {
  const origin = request.headers.origin;
  reply.header('vary', 'Origin');
  if (origin !== undefined && isAllowed(origin)) {
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .headers(headers);
  }
  return request.method === 'OPTIONS';
}
