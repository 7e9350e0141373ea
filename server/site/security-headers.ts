/**
 * The headers every answer carries: a Content-Security-Policy that fits the
 * app (its scripts, Web Worker and pdf.js come from this origin only, no inline
 * script, no eval; fetches go to this origin, where the auth API and later the
 * REST API live), no MIME sniffing, no Referer (recovery links carry secrets
 * in the URL) and no framing.
 */
import type { FastifyInstance } from 'fastify';

export function buildContentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Vite emits the worker and pdf.js's worker module as files under /assets.
    "worker-src 'self'",
    // Component libraries (sonner's toasts) insert <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // The logo, and images the app draws into data: or blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { connectSources: readonly string[] },
): void {
  const headers = {
    'content-security-policy': buildContentSecurityPolicy(options.connectSources),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  } as const;
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
