/**
 * Mounts the Supabase Auth API (what Kong + GoTrue answer under /auth/v1):
 * CORS for the site's own origins, the gateway's apikey check, JSON bodies as GoTrue reads
 * them, the error envelope, and one route per operation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateRequest } from './access-tokens.ts';
import { registerAdminUserRoutes } from './admin-users.ts';
import type { AuthContext } from './context.ts';
import {
  AuthApiError,
  invalidApiKey,
  missingApiKey,
  rateLimited,
  sendAuthError,
} from './errors.ts';
import { exchangeAuthCode } from './exchange-auth-code.ts';
import { logout } from './logout.ts';
import { queryString } from './parse-body.ts';
import { requestRecovery } from './recover.ts';
import { refreshSession } from './refresh-token.ts';
import { signInWithPassword } from './sign-in-with-password.ts';
import { serializeUser } from './serialize-user.ts';
import { updateUser } from './update-user.ts';
import { verifyRecoveryLink, verifyRecoveryTokenHash } from './verify.ts';
import { applyCors, type OriginCheck } from '../site/cors-policy.ts';

/** GoTrue refuses bodies over 1 MB (413 request_entity_too_large). */
export const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'apikey, authorization, content-type, accept, x-client-info, x-client-ip, x-jwt-aud, x-use-cookie, x-supabase-api-version, x-retry-count',
  // Without this the browser hides the header, and auth-js then cannot read error codes.
  'access-control-expose-headers': 'X-Total-Count, Link, X-Supabase-Api-Version',
  'access-control-max-age': '86400',
} as const;

/** Open routes, as in Kong's config: the email link is opened without any key. */
const OPEN_PATHS = new Set(['/verify', '/health']);

function pathWithinApi(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return path.replace(/^\/auth\/v1/, '');
}

export async function registerAuthRoutes(
  app: FastifyInstance,
  context: AuthContext,
  isAllowedOrigin: OriginCheck,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (applyCors(request, reply, isAllowedOrigin, CORS_HEADERS)) return reply.code(204).send();
    if (request.method === 'GET' && OPEN_PATHS.has(pathWithinApi(request))) return;
    const header = request.headers.apikey;
    const apiKey =
      (Array.isArray(header) ? header[0] : header) ?? queryString(request.query, 'apikey');
    if (apiKey === undefined || apiKey === '')
      return sendAuthError(request, reply, missingApiKey());
    if ((await context.apiKeys.roleOf(apiKey)) === undefined)
      return sendAuthError(request, reply, invalidApiKey());
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // auth-js sends a JSON content type with an empty body on POST /logout.
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AuthApiError(400, 'bad_json', 'Could not parse request body as JSON'), undefined);
      }
    },
  );
  // Forms and anything else: GoTrue reads JSON only; the body is ignored rather than refused.
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_request, _body, done) => done(null, undefined),
  );

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendAuthError(
        request,
        reply,
        new AuthApiError(413, 'request_entity_too_large', 'Request body too large'),
      );
    }
    return sendAuthError(request, reply, error);
  });
  app.setNotFoundHandler((request, reply) =>
    sendAuthError(request, reply, new AuthApiError(404, 'not_found', 'Not Found')),
  );

  app.options('/*', async (_request, reply) => reply.code(204).send());

  app.get('/health', async () => ({
    version: 'presupuestos-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));

  app.get('/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.post('/token', async (request) => {
    if (!context.rateLimiter.take(`token:${request.ip}`, context.rules.tokenPerIp))
      throw rateLimited();
    const grantType = queryString(request.query, 'grant_type');
    if (grantType === 'password') return signInWithPassword(context, request.body, request.ip);
    if (grantType === 'refresh_token') return refreshSession(context, request.body);
    if (grantType === 'pkce') return exchangeAuthCode(context, request.body);
    throw new AuthApiError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/signup', async () => {
    throw new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });

  app.post('/recover', async (request) => {
    if (!context.rateLimiter.take(`otp:${request.ip}`, context.rules.otpPerIp)) throw rateLimited();
    return requestRecovery(context, request.body, queryString(request.query, 'redirect_to'));
  });

  app.get('/verify', async (request, reply) => {
    if (!context.rateLimiter.take(`verify:${request.ip}`, context.rules.verifyPerIp))
      throw rateLimited();
    return reply
      .code(303)
      .header('location', await verifyRecoveryLink(context, request.query))
      .send();
  });

  app.post('/verify', async (request) => {
    if (!context.rateLimiter.take(`verify:${request.ip}`, context.rules.verifyPerIp))
      throw rateLimited();
    return verifyRecoveryTokenHash(context, request.body);
  });

  app.get('/user', async (request) =>
    serializeUser((await authenticateRequest(context, request)).user),
  );

  app.put('/user', async (request) => {
    // GoTrue's User limiter: its own bucket at the OTP limit's rate, checked before anything else.
    if (!context.rateLimiter.take(`user-update:${request.ip}`, context.rules.userUpdatePerIp))
      throw rateLimited();
    return updateUser(context, await authenticateRequest(context, request), request.body);
  });

  app.post('/logout', async (request, reply) => {
    await logout(
      context,
      await authenticateRequest(context, request),
      queryString(request.query, 'scope'),
    );
    return reply.code(204).send();
  });

  await app.register(async (admin) => registerAdminUserRoutes(admin, context));
}
