/**
 * The HTTP server: the Supabase Auth API under /auth/v1, the PostgREST
 * subset under /rest/v1 and, when a built app is given, the app itself on
 * the same origin.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AuthContext } from './auth/context.ts';
import { MAX_BODY_BYTES, registerAuthRoutes } from './auth/register-auth-routes.ts';
import { registerSecurityHeaders } from './site/security-headers.ts';
import type { RestContext } from './rest/handle-table-request.ts';
import { registerRestRoutes } from './rest/register-rest-routes.ts';
import { registerStaticSite } from './site/register-static-site.ts';
import { createOriginCheck } from './site/cors-policy.ts';

export interface AppOptions {
  /** dist/ of `npm run build`; without it only the API is served. */
  distDir: string | undefined;
  anonKey: string;
  /** The database the /rest/v1 routes query; without it they are not mounted. */
  rest?: RestContext;
}

export async function buildApp(
  context: AuthContext,
  options: AppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: context.config.trustProxy,
  });
  const origin = new URL(context.config.siteUrl).origin;
  registerSecurityHeaders(app, { connectSources: [origin] });
  const isAllowedOrigin = createOriginCheck(
    context.config.siteUrl,
    context.config.additionalRedirectUrls,
  );
  await app.register(async (api) => registerAuthRoutes(api, context, isAllowedOrigin), {
    prefix: '/auth/v1',
  });
  const { rest } = options;
  if (rest !== undefined)
    await app.register(async (api) => registerRestRoutes(api, rest, isAllowedOrigin), {
      prefix: '/rest/v1',
    });
  const { distDir } = options;
  if (distDir !== undefined) {
    await app.register(async (site) =>
      registerStaticSite(site, { distDir, origin, anonKey: options.anonKey }),
    );
  }
  return app;
}
