/** POST /logout?scope=global|local|others (GoTrue api/logout.go); default global, as auth-js. */
import type { AuthenticatedRequest } from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';

export async function logout(
  context: AuthContext,
  auth: AuthenticatedRequest,
  scope: string | undefined,
): Promise<void> {
  const { store } = context;
  switch (scope ?? 'global') {
    case 'global':
      return store.deleteSessionsOfUser(auth.user.id, null);
    case 'local':
      return store.deleteSession(auth.session.id);
    case 'others':
      return store.deleteSessionsOfUser(auth.user.id, auth.session.id);
    default:
      throw new AuthApiError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
}
