/**
 * Server settings from the environment. Every value has a default that makes
 * `npx presupuesto serve` work on a fresh clone; the README lists them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { protectDataDir } from './db/protect-data-dir.ts';

export interface RateLimitSettings {
  /** Requests to POST /token per IP in five minutes (0 disables), burst of 30 as GoTrue. */
  tokenPerIp: number;
  /** Recovery requests and password changes per IP in five minutes (0 disables). */
  otpPerIp: number;
  /** Recovery-link openings per IP in five minutes (0 disables). */
  verifyPerIp: number;
  /** Failed sign-ins per client address and account in five minutes before 429 (0 disables). */
  signInFailuresPerAddressAndAccount: number;
  /** Seconds between two recovery emails to one address (GoTrue's SMTP_MAX_FREQUENCY). */
  recoveryEmailIntervalSeconds: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** Behind a reverse proxy: take the client IP (for rate limits) from X-Forwarded-For. */
  trustProxy: boolean;
  dataDir: string;
  jwtSecret: string;
  /** Public origin of the app and the API, without a trailing slash. */
  siteUrl: string;
  /** Extra redirect targets (GoTrue's URI allow list, globs with * and **). */
  additionalRedirectUrls: string[];
  /** When unset, a local mail catcher is started. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailUiPort: number;
  mailSmtpPort: number;
  /** Access-token lifetime in seconds (GOTRUE_JWT_EXP). */
  jwtExpirySeconds: number;
  /** How long a used refresh token is still honoured (hosted Supabase: 10 s). */
  refreshTokenReuseIntervalSeconds: number;
  /** Lifetime of a recovery link (hosted Supabase: one hour). */
  recoveryLinkExpirySeconds: number;
  rateLimits: RateLimitSettings;
  /** Password of the demo account created on a fresh database; random when unset. */
  demoPassword: string | undefined;
}

export const DEFAULT_PORT = 8080;
export const DEFAULT_MAIL_UI_PORT = 1080;
export const DEFAULT_MAIL_SMTP_PORT = 1025;
/** As hosted Supabase: one hour. */
export const DEFAULT_JWT_EXPIRY_SECONDS = 3600;
const JWT_SECRET_FILE = 'jwt-secret';

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} debe ser un número entero no negativo (recibido: "${raw}")`);
  }
  return value;
}

/** Port 0 means "any free port": we pick one now so every URL can be printed before listening. */
export async function pickFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** JWT_SECRET when set; otherwise one generated once and kept in DATA_DIR so tokens survive restarts. */
export function readOrCreateJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET debe tener al menos 32 caracteres');
    return fromEnv;
  }
  protectDataDir(dataDir);
  const path = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function resolveDataDir(env: NodeJS.ProcessEnv): string {
  return resolve(env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : '.data');
}

export async function loadServerConfig(
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServerConfig> {
  const dataDir = resolveDataDir(env);
  // Before anything reads or writes it, also when JWT_SECRET comes from the environment.
  protectDataDir(dataDir);
  const requestedPort = readInteger(env, 'PORT', DEFAULT_PORT);
  const port = requestedPort === 0 ? await pickFreePort() : requestedPort;
  const mailUiPort = readInteger(env, 'MAIL_UI_PORT', DEFAULT_MAIL_UI_PORT);
  const mailSmtpPort = readInteger(env, 'MAIL_SMTP_PORT', DEFAULT_MAIL_SMTP_PORT);
  const siteUrl = (
    env.SITE_URL && env.SITE_URL !== '' ? env.SITE_URL : `http://localhost:${port}`
  ).replace(/\/+$/, '');
  try {
    new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL no es una URL válida: "${siteUrl}"`);
  }
  return {
    host: env.HOST && env.HOST !== '' ? env.HOST : 'localhost',
    port,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    dataDir,
    jwtSecret: readOrCreateJwtSecret(dataDir, env.JWT_SECRET),
    siteUrl,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    smtpUrl: env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : undefined,
    mailFrom:
      env.MAIL_FROM && env.MAIL_FROM !== ''
        ? env.MAIL_FROM
        : 'Presupuestos <no-reply@presupuestos.local>',
    mailUiPort: mailUiPort === 0 ? await pickFreePort() : mailUiPort,
    mailSmtpPort: mailSmtpPort === 0 ? await pickFreePort() : mailSmtpPort,
    jwtExpirySeconds: readInteger(env, 'JWT_EXPIRY', DEFAULT_JWT_EXPIRY_SECONDS),
    refreshTokenReuseIntervalSeconds: readInteger(env, 'REFRESH_TOKEN_REUSE_INTERVAL', 10),
    recoveryLinkExpirySeconds: readInteger(env, 'RECOVERY_LINK_EXPIRY', 3600),
    rateLimits: {
      tokenPerIp: readInteger(env, 'RATE_LIMIT_TOKEN', 150),
      otpPerIp: readInteger(env, 'RATE_LIMIT_OTP', 30),
      verifyPerIp: readInteger(env, 'RATE_LIMIT_VERIFY', 30),
      signInFailuresPerAddressAndAccount: readInteger(env, 'RATE_LIMIT_SIGN_IN_FAILURES', 10),
      recoveryEmailIntervalSeconds: readInteger(env, 'RECOVERY_EMAIL_INTERVAL', 60),
    },
    demoPassword: env.DEMO_PASSWORD && env.DEMO_PASSWORD !== '' ? env.DEMO_PASSWORD : undefined,
  };
}
