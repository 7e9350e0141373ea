/**
 * Mounts the PostgREST protocol subset that supabase-js `from(table)` speaks
 * (what Kong + PostgREST answer under /rest/v1 on hosted Supabase): CORS as
 * the auth routes do it, the gateway's apikey check, JSON bodies (an empty
 * one on DELETE), and PostgREST's errors for every path and method it does
 * not serve.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError } from '../auth/errors.ts';
import { handleTableRequest, type RestContext, type TableRequest } from './handle-table-request.ts';
import {
  invalidBody,
  PostgrestError,
  sendPostgrestError,
  toPostgrestError,
} from './postgrest-error.ts';

/**
 * The largest body the app sends is a kept original file: at most 10 MiB
 * (budget_files_max_file_bytes() in supabase/migrations), which PostgREST's
 * JSON carries as hex, two characters a byte, plus its name. A saved budget is
 * a few MB of JSON at most (the 4,349-item Menfis sample is about 2 MB); hosted
 * PostgREST has no smaller limit of its own.
 */
export const REST_MAX_BODY_BYTES = 24 * 1024 * 1024;

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

export async function registerRestRoutes(
  app: FastifyInstance,
  context: RestContext,
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('access-control-allow-origin', origin ?? '*');
    if (origin !== undefined)
      reply.header('access-control-allow-credentials', 'true').header('vary', 'Origin');
    reply.headers(CORS_HEADERS);
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: REST_MAX_BODY_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // supabase-js sends a JSON content type with no body on DELETE.
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
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
      return sendPostgrestError(
        reply,
        new PostgrestError(413, 'PGRST102', 'Request body too large'),
      );
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
          body: request.body,
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
