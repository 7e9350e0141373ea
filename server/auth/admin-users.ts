/**
 * The part of GoTrue's admin API (/admin/users) that account management needs,
 * authorised like GoTrue: a Bearer JWT with role service_role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addUser, findUserOrFail, removeUser, setUserPassword } from '../users/user-admin.ts';
import { verifyAccessTokenSignature } from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { serializeUser } from './serialize-user.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

async function requireAdmin(context: AuthContext, request: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match === null)
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyAccessTokenSignature(context, match[1]!);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw new AuthApiError(403, 'not_admin', 'User not allowed');
  }
}

const createBody = z.object({ email: z.string(), password: z.string() });
const updateBody = z.object({ password: z.string() });
const idParams = z.object({ id: z.string() });

export function registerAdminUserRoutes(app: FastifyInstance, context: AuthContext): void {
  app.addHook('preHandler', async (request) => requireAdmin(context, request));

  app.get('/admin/users', async () => ({
    users: context.store.listUsers().map(serializeUser),
    aud: 'authenticated',
  }));

  app.post('/admin/users', async (request) => {
    const { email, password } = parseBody(createBody, request.body);
    return serializeUser(await addUser(context.store, email, password));
  });

  app.get('/admin/users/:id', async (request) => {
    const { id } = parseBody(idParams, request.params);
    return serializeUser(findUserOrFail(context.store, id));
  });

  app.put('/admin/users/:id', async (request) => {
    const { id } = parseBody(idParams, request.params);
    const { password } = parseBody(updateBody, request.body);
    return serializeUser(await setUserPassword(context.store, id, password));
  });

  app.delete('/admin/users/:id', async (request) => {
    const { id } = parseBody(idParams, request.params);
    await removeUser(context.store, id);
    return {};
  });
}
