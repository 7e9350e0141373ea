/**
 * Serves the built app from dist/: hashed assets cached for a year, every
 * other path that is not a file answered with index.html (status 200, so the
 * app's own 404 route renders), and index.html told where its Supabase API is.
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite puts content-hashed files under assets/: they never change under one name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Source maps hold the original sources: never served, even if a build left them in dist/. */
const SOURCE_MAP = /\.map$/i;

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The app reads these when VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY were not set at build time. */
export function injectSupabaseMeta(html: string, origin: string, anonKey: string): string {
  const tags =
    `<meta name="supabase-url" content="${escapeAttribute(origin)}">` +
    `<meta name="supabase-anon-key" content="${escapeAttribute(anonKey)}">`;
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${tags}${html}` : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

export async function registerStaticSite(
  site: FastifyInstance,
  options: { distDir: string; origin: string; anonKey: string },
): Promise<void> {
  const indexHtml = injectSupabaseMeta(
    readFileSync(join(options.distDir, 'index.html'), 'utf8'),
    options.origin,
    options.anonKey,
  );
  const sendIndex = (reply: FastifyReply): FastifyReply =>
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(indexHtml);

  await site.register(fastifyCompress, { global: true });
  await site.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    setHeaders(response, path) {
      response.header(
        'cache-control',
        /[/\\]assets[/\\]/.test(path) ? IMMUTABLE_CACHE : REVALIDATE,
      );
    },
  });
  site.get('/', async (_request, reply) => sendIndex(reply));
  site.get('/index.html', async (_request, reply) => sendIndex(reply));
  site.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/auth/v1' || path.startsWith('/auth/v1/')) {
      return reply.code(404).send({ code: 'not_found', message: 'Not Found' });
    }
    if (SOURCE_MAP.test(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not Found' });
    }
    return sendIndex(reply);
  });
}
