/**
 * PUT /user: the password change (after a recovery link or from a session).
 * The current session stays; every other session of the user ends.
 */
import { z } from 'zod';
import type { AuthenticatedRequest } from './access-tokens.ts';
import type { AuthContext } from './context.ts';
import { AuthApiError } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';
import { serializeUser, type UserJson } from './serialize-user.ts';

const updateBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});

export async function updateUser(
  context: AuthContext,
  auth: AuthenticatedRequest,
  body: unknown,
): Promise<UserJson> {
  const { email, phone, password } = parseBody(updateBody, body);
  let user = auth.user;
  if (
    (email != null && email.trim().toLowerCase() !== user.email) ||
    (phone != null && phone !== '')
  ) {
    throw new AuthApiError(
      422,
      'validation_failed',
      'Changing the email or phone is not supported; ask an administrator',
    );
  }
  if (password != null) {
    checkPasswordPolicy(password);
    if (await verifyPassword(password, user.passwordHash)) {
      throw new AuthApiError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    user = await context.store.setPassword(user.id, await hashPassword(password), {
      kind: 'all-but',
      sessionId: auth.session.id,
    });
  }
  return serializeUser(user);
}
