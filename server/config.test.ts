import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from './config.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'presupuestos-config-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadServerConfig', () => {
  it('defaults to port 8080, localhost site URL and the catcher on 1080/1025', async () => {
    const config = await loadServerConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(8080);
    expect(config.siteUrl).toBe('http://localhost:8080');
    expect([config.mailUiPort, config.mailSmtpPort]).toEqual([1080, 1025]);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.rateLimits.recoveryEmailIntervalSeconds).toBe(60);
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', async () => {
    const dir = dataDir();
    const first = await loadServerConfig({ DATA_DIR: dir });
    const second = await loadServerConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('picks free ports for 0 and reads the allow list', async () => {
    const config = await loadServerConfig({
      DATA_DIR: dataDir(),
      PORT: '0',
      MAIL_UI_PORT: '0',
      ADDITIONAL_REDIRECT_URLS: 'https://a.es/**, http://b.es/x ,',
      SITE_URL: 'https://presupuestos.empresa.es/',
    });
    expect(config.port).toBeGreaterThan(0);
    expect(config.mailUiPort).toBeGreaterThan(0);
    expect(config.siteUrl).toBe('https://presupuestos.empresa.es');
    expect(config.additionalRedirectUrls).toEqual(['https://a.es/**', 'http://b.es/x']);
  });

  it('refuses bad values with a Spanish message', async () => {
    await expect(loadServerConfig({ DATA_DIR: dataDir(), PORT: 'ocho' })).rejects.toThrow(
      'PORT debe ser un número entero no negativo',
    );
    await expect(loadServerConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'corto' })).rejects.toThrow(
      'JWT_SECRET debe tener al menos 32 caracteres',
    );
    await expect(loadServerConfig({ DATA_DIR: dataDir(), SITE_URL: 'no es url' })).rejects.toThrow(
      'SITE_URL no es una URL válida',
    );
  });
});
