/**
 * Starts the whole local backend: takes the database lock, opens PGlite,
 * starts the mail catcher when no SMTP_URL is set, creates the demo account on
 * a fresh database, and listens. `close()` undoes all of it in reverse order.
 */
import { randomBytes } from 'node:crypto';
import { createApiKey, ApiKeyVerifier } from './auth/api-keys.ts';
import type { AuthContext } from './auth/context.ts';
import { createDummyPasswordHash } from './auth/passwords.ts';
import { perFiveMinutes, RateLimiter } from './auth/rate-limiter.ts';
import { importSigningKey } from './auth/signing-key.ts';
import { createRedirectValidator } from './auth/validate-redirect.ts';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { acquireDatabaseLock } from './db/database-lock.ts';
import { createWalSync } from './db/sync-wal.ts';
import { WorkerDatabase } from './db/worker-database.ts';
import { createMailSender } from './mail/create-mail-sender.ts';
import { startMailCatcher, type MailCatcher } from './mail/start-mail-catcher.ts';
import { loadSchemaCache } from './rest/load-schema-cache.ts';
import { AuthStore } from './store/auth-store.ts';
import { FlowStateStore } from './store/flow-state-store.ts';
import { addUser } from './users/user-admin.ts';

export const DEMO_EMAIL = 'demo@presupuestos.local';
/** A CLI command holding the database finishes within a few seconds; the server waits that long. */
const LOCK_WAIT_MS = 15_000;

export interface RunningServer {
  appUrl: string;
  apiUrl: string;
  /** The catcher's web inbox; undefined when mail goes to SMTP_URL. */
  inboxUrl: string | undefined;
  anonKey: string;
  serviceRoleKey: string;
  /** Set only when this start created the demo account (fresh database). */
  demoAccount: { email: string; password: string } | undefined;
  context: AuthContext;
  close: () => Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  options: { distDir?: string } = {},
): Promise<RunningServer> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    cleanups.push(await acquireDatabaseLock(config.dataDir, config.port, LOCK_WAIT_MS));
    // In a worker thread: a long statement holds that thread, never the one serving HTTP.
    const db = await WorkerDatabase.open(config.dataDir);
    cleanups.push(() => db.close());
    const store = await AuthStore.load(db);

    let catcher: MailCatcher | undefined;
    if (config.smtpUrl === undefined) {
      catcher = await startMailCatcher({
        smtpPort: config.mailSmtpPort,
        uiPort: config.mailUiPort,
      });
      cleanups.push(() => catcher?.close());
    }
    const sender = createMailSender(
      config.smtpUrl ?? catcher!.smtpUrl,
      config.mailFrom,
      config.recoveryLinkExpirySeconds,
    );
    cleanups.push(() => sender.close());

    const origin = new URL(config.siteUrl).origin;
    const signingKey = await importSigningKey(config.jwtSecret);
    const { rateLimits } = config;
    const context: AuthContext = {
      config,
      store,
      flowStates: new FlowStateStore(db),
      signingKey,
      apiKeys: new ApiKeyVerifier(signingKey),
      apiUrl: `${origin}/auth/v1`,
      rateLimiter: new RateLimiter(),
      rules: {
        tokenPerIp: perFiveMinutes(rateLimits.tokenPerIp),
        otpPerIp: perFiveMinutes(rateLimits.otpPerIp),
        verifyPerIp: perFiveMinutes(rateLimits.verifyPerIp),
        signInFailuresPerAddressAndAccount: perFiveMinutes(
          rateLimits.signInFailuresPerAddressAndAccount,
          rateLimits.signInFailuresPerAddressAndAccount,
        ),
        userUpdatePerIp: perFiveMinutes(rateLimits.otpPerIp),
        recoveryEmailPerAddress:
          rateLimits.recoveryEmailIntervalSeconds === 0
            ? undefined
            : { burst: 1, refillPerSecond: 1 / rateLimits.recoveryEmailIntervalSeconds },
      },
      validateRedirect: createRedirectValidator(config.siteUrl, config.additionalRedirectUrls),
      dummyPasswordHash: await createDummyPasswordHash(),
      sendRecoveryEmail: sender.sendRecoveryEmail,
    };

    let demoAccount: RunningServer['demoAccount'];
    if (store.userCount() === 0) {
      const password = config.demoPassword ?? randomBytes(9).toString('base64url');
      await addUser(store, DEMO_EMAIL, password);
      demoAccount = { email: DEMO_EMAIL, password };
    }

    const anonKey = await createApiKey(signingKey, 'anon');
    const rest = {
      db,
      schema: await loadSchemaCache(db),
      apiKeys: context.apiKeys,
      signingKey,
      afterWrite: createWalSync(db, config.dataDir),
    };
    const app = await buildApp(context, { distDir: options.distDir, anonKey, rest });
    await app.listen({ port: config.port, host: config.host });
    cleanups.push(() => app.close());

    return {
      appUrl: `${origin}/`,
      apiUrl: context.apiUrl,
      inboxUrl: catcher?.inboxUrl,
      anonKey,
      serviceRoleKey: await createApiKey(signingKey, 'service_role'),
      demoAccount,
      context,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
