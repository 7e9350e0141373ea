/**
 * Account management for the CLI, whether or not the server runs. When a live
 * server holds DATA_DIR it owns the database, so the CLI asks it over loopback
 * through the admin API (authorised by the service_role key derived from the
 * secret in DATA_DIR); otherwise the CLI takes the lock and opens the database
 * itself for the duration of one command.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiKey } from '../auth/api-keys.ts';
import { AuthApiError, type AuthErrorCode } from '../auth/errors.ts';
import { serializeUser, type UserJson } from '../auth/serialize-user.ts';
import { importSigningKey } from '../auth/signing-key.ts';
import { readOrCreateJwtSecret, resolveDataDir } from '../config.ts';
import { acquireDatabaseLock, readLockOwner } from '../db/database-lock.ts';
import { closeDatabase, openDatabase } from '../db/open-database.ts';
import { AuthStore } from '../store/auth-store.ts';
import { addUser, removeUser, setUserPassword } from './user-admin.ts';

export interface UserAdminClient {
  /** "server" when a running server did the work, "database" when the CLI opened it. */
  via: 'server' | 'database';
  add: (email: string, password: string) => Promise<UserJson>;
  list: () => Promise<UserJson[]>;
  remove: (email: string) => Promise<void>;
  setPassword: (email: string, password: string) => Promise<UserJson>;
  close: () => Promise<void>;
}

/** A server that has just taken the lock may still be starting to listen. */
const CONNECT_RETRY_MS = 20_000;
const LOCK_WAIT_MS = 15_000;

function httpClient(port: number, anonKey: string, serviceKey: string): UserAdminClient {
  const base = `http://127.0.0.1:${port}/auth/v1/admin/users`;
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const deadline = Date.now() + CONNECT_RETRY_MS;
    for (;;) {
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method,
          headers: {
            apikey: anonKey,
            authorization: `Bearer ${serviceKey}`,
            'x-supabase-api-version': '2024-01-01',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (Date.now() < deadline) {
          await sleep(250);
          continue;
        }
        throw new Error(`No se pudo contactar con el servidor en el puerto ${port}`, {
          cause: error,
        });
      }
      const payload = (await response.json()) as Record<string, unknown>;
      if (!response.ok) {
        throw new AuthApiError(
          response.status,
          payload.code as AuthErrorCode,
          String(payload.message ?? ''),
        );
      }
      return payload;
    }
  };
  const idOf = async (email: string): Promise<string> => {
    const user = (await call('GET', `/${encodeURIComponent(email)}`)) as UserJson;
    return user.id;
  };
  return {
    via: 'server',
    add: async (email, password) => (await call('POST', '', { email, password })) as UserJson,
    list: async () => ((await call('GET', '')) as { users: UserJson[] }).users,
    remove: async (email) => {
      await call('DELETE', `/${await idOf(email)}`);
    },
    setPassword: async (email, password) =>
      (await call('PUT', `/${await idOf(email)}`, { password })) as UserJson,
    close: async () => {},
  };
}

export async function connectUserAdmin(
  env: NodeJS.ProcessEnv = process.env,
): Promise<UserAdminClient> {
  const dataDir = resolveDataDir(env);
  const owner = readLockOwner(dataDir);
  if (owner?.port != null) {
    const key = await importSigningKey(readOrCreateJwtSecret(dataDir, env.JWT_SECRET));
    return httpClient(
      owner.port,
      await createApiKey(key, 'anon'),
      await createApiKey(key, 'service_role'),
    );
  }
  const release = await acquireDatabaseLock(dataDir, null, LOCK_WAIT_MS);
  try {
    const db = await openDatabase(dataDir);
    const store = await AuthStore.load(db);
    return {
      via: 'database',
      add: async (email, password) => serializeUser(await addUser(store, email, password)),
      list: async () => store.listUsers().map(serializeUser),
      remove: async (email) => {
        await removeUser(store, email);
      },
      setPassword: async (email, password) =>
        serializeUser(await setUserPassword(store, email, password)),
      close: async () => {
        await closeDatabase(db, dataDir);
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
