/**
 * Mounts the PostgREST protocol subset that supabase-js `from(table)` speaks
 * (what Kong + PostgREST answer under /rest/v1 on hosted Supabase): CORS as
 * the auth routes do it, the gateway's apikey check, JSON bodies (an empty
 * one on DELETE), and PostgREST's errors for every path and method it does
 * not serve.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError, invalidApiKey, missingApiKey } from '../auth/errors.ts';
import { applyCors, type OriginCheck } from '../site/cors-policy.ts';
import { handleTableRequest, type RestContext, type TableRequest } from './handle-table-request.ts';
import type { JsonBody } from './json-body.ts';
import { InvalidJsonError, isBlank, scanJsonBody } from './scan-json-body.ts';
import {
  invalidBody,
  PostgrestError,
  sendPostgrestError,
  toPostgrestError,
} from './postgrest-error.ts';

const MIB = 1024 * 1024;

/**
 * The largest body a request to each table may have, checked on Content-Length
 * before a byte of it is read, and again on what arrives (a chunked body). A
 * budget's model and verdict are at most 8 MiB (budgets_max_model_bytes()),
 * less as compact JSON. Every other table takes small rows, a kept original's
 * part too: 256 KiB (budget_file_part_max_bytes()) carried by PostgREST's JSON
 * as hex, two characters a byte, is half the default. Hosted PostgREST has no
 * smaller limit of its own: there the database refuses the same rows after reading.
 */
export const REST_BODY_LIMITS: Readonly<Record<string, number>> = {
  budgets: 9 * MIB,
};
export const REST_DEFAULT_BODY_LIMIT = MIB;
/** The largest of them: what Fastify reads at most whatever the table. */
export const REST_MAX_BODY_BYTES = Math.max(...Object.values(REST_BODY_LIMITS));

function bodyLimitOf(request: FastifyRequest): number {
  const table = /^\/rest\/v1\/([^/?]+)/.exec(request.url)?.[1];
  return (table !== undefined && REST_BODY_LIMITS[table]) || REST_DEFAULT_BODY_LIMIT;
}

const bodyTooLarge = (): PostgrestError =>
  new PostgrestError(413, 'PGRST102', 'Request body too large');

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'apikey, authorization, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-retry-count, x-supabase-api-version',
  // Without Content-Range the browser hides it and supabase-js reports `count` as null.
  'access-control-expose-headers':
    'Content-Range, Content-Location, Content-Type, Location, Range-Unit, Preference-Applied',
  'access-control-max-age': '86400',
} as const;

const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

function searchOf(request: FastifyRequest): string {
  const mark = request.url.indexOf('?');
  return mark < 0 ? '' : request.url.slice(mark + 1);
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  anonymous: boolean,
): FastifyReply {
  if (error instanceof GatewayError)
    return reply.code(error.status).send({ message: error.message, hint: error.hint });
  const answer = toPostgrestError(error, anonymous);
  if (!(error instanceof PostgrestError) && answer.code === 'PGRST000') request.log.error(error);
  return sendPostgrestError(reply, answer);
}

/** The gateway's apikey check (Kong key-auth), which answers before PostgREST reads anything. */
async function gatewayRefusal(
  context: RestContext,
  request: FastifyRequest,
): Promise<GatewayError | undefined> {
  const header = request.headers.apikey;
  const fromQuery = new URLSearchParams(searchOf(request)).get('apikey');
  const apiKey = (Array.isArray(header) ? header[0] : header) ?? fromQuery ?? '';
  if (apiKey === '') return missingApiKey();
  if ((await context.apiKeys.roleOf(apiKey)) === undefined) return invalidApiKey();
  return undefined;
}

export async function registerRestRoutes(
  app: FastifyInstance,
  context: RestContext,
  isAllowedOrigin: OriginCheck,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (applyCors(request, reply, isAllowedOrigin, CORS_HEADERS)) return reply.code(204).send();
    // Before the body is read: a request the gateway refuses, or one too large, costs no more
    // than its headers. The connection is closed so that Node does not read the body to skip it.
    const refusal = await gatewayRefusal(context, request);
    if (refusal !== undefined) {
      if (hasBody(request)) reply.header('connection', 'close');
      return sendError(request, reply, refusal, true);
    }
    if (Number(request.headers['content-length'] ?? 0) > bodyLimitOf(request)) {
      reply.header('connection', 'close');
      return sendPostgrestError(reply, bodyTooLarge());
    }
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: REST_MAX_BODY_BYTES },
    (request, body, done) => {
      const bytes = body as Buffer;
      if (bytes.byteLength > bodyLimitOf(request)) return done(bodyTooLarge(), undefined);
      // supabase-js sends a JSON content type with no body on DELETE.
      if (isBlank(bytes)) return done(null, undefined);
      try {
        done(null, { shape: scanJsonBody(bytes), bytes } satisfies JsonBody);
      } catch (error) {
        if (!(error instanceof InvalidJsonError)) throw error;
        done(invalidBody('Empty or invalid json'), undefined);
      }
    },
  );
  app.addContentTypeParser('*', { bodyLimit: REST_MAX_BODY_BYTES }, (request, _body, done) =>
    done(
      new PostgrestError(
        415,
        'PGRST107',
        `The Content-Type of the request is not supported: ${request.headers['content-type'] ?? ''}`,
      ),
      undefined,
    ),
  );

  app.setErrorHandler((error: unknown, request, reply) => {
    if ((error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendPostgrestError(reply, bodyTooLarge());
    return sendError(request, reply, error, true);
  });
  app.setNotFoundHandler((_request, reply) =>
    sendPostgrestError(
      reply,
      new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL'),
    ),
  );

  app.get('/', async (_request, reply) =>
    sendPostgrestError(reply, new PostgrestError(404, 'PGRST126', 'Open API is disabled')),
  );

  app.all('/rpc/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    return sendPostgrestError(
      reply,
      new PostgrestError(
        404,
        'PGRST202',
        `Could not find the function public.${name} without parameters in the schema cache`,
        `Searched for the function public.${name}, but no matches were found in the schema cache.`,
      ),
    );
  });

  app.all('/:table', async (request, reply) => {
    if (!TABLE_METHODS.has(request.method)) {
      return sendPostgrestError(
        reply,
        new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`),
      );
    }
    let anonymous = true;
    try {
      const response = await handleTableRequest(
        context,
        {
          method: request.method as TableRequest['method'],
          table: (request.params as { table: string }).table,
          search: searchOf(request),
          headers: request.headers,
          body: request.body as JsonBody | undefined,
        },
        (caller) => (anonymous = caller.role === 'anon'),
      );
      reply.code(response.status).headers(response.headers);
      return response.body === undefined || request.method === 'HEAD'
        ? reply.send()
        : reply.send(response.body);
    } catch (error) {
      return sendError(request, reply, error, anonymous);
    }
  });
}
