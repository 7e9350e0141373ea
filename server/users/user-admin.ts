/**
 * Account administration (no public sign-up: staff accounts are made by an
 * administrator). The admin API of a running server and the CLI on a stopped
 * one both call these, so the rules live once.
 */
import { checkEmailFormat, checkPasswordPolicy, hashPassword } from '../auth/passwords.ts';
import { AuthApiError } from '../auth/errors.ts';
import { normalizeEmail, type AuthStore, type UserRecord } from '../store/auth-store.ts';

export async function addUser(
  store: AuthStore,
  email: string,
  password: string,
): Promise<UserRecord> {
  const address = normalizeEmail(email);
  checkEmailFormat(address);
  checkPasswordPolicy(password);
  if (store.findUserByEmail(address) !== undefined) {
    throw new AuthApiError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  return store.createUser(address, await hashPassword(password));
}

export function findUserOrFail(store: AuthStore, idOrEmail: string): UserRecord {
  const user = idOrEmail.includes('@')
    ? store.findUserByEmail(idOrEmail)
    : store.getUser(idOrEmail);
  if (user === undefined) throw new AuthApiError(404, 'user_not_found', 'User not found');
  return user;
}

/** An administrator's reset signs the account out everywhere: whoever held it may be why it is reset. */
export async function setUserPassword(
  store: AuthStore,
  idOrEmail: string,
  password: string,
): Promise<UserRecord> {
  const user = findUserOrFail(store, idOrEmail);
  checkPasswordPolicy(password);
  return store.setPassword(user.id, await hashPassword(password), { kind: 'all' });
}

export async function removeUser(store: AuthStore, idOrEmail: string): Promise<UserRecord> {
  const user = findUserOrFail(store, idOrEmail);
  await store.deleteUser(user.id);
  return user;
}
