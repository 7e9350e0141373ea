import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { injectSupabaseMeta } from './register-static-site.ts';

let server: TestServer;
let distDir: string;
const bundle = `console.log(${JSON.stringify('presupuesto '.repeat(500))});`;
/** A map a build left behind, holding the original sources. */
const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ['src/secret.ts'],
  sourcesContent: ['x'],
});

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'presupuestos-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>P</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'index-a1b2c3.js'), bundle);
  writeFileSync(join(distDir, 'assets', 'index-a1b2c3.js.map'), SOURCE_MAP);
  writeFileSync(join(distDir, 'logo.png'), 'png');
  server = await startTestServer({}, { distDir });
});

afterAll(async () => {
  await server?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built app on the API origin', () => {
  it('serves index.html with the API origin and anon key in meta tags', async () => {
    const response = await fetch(server.appUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta name="supabase-url" content="${server.origin}">`);
    expect(html).toContain(`<meta name="supabase-anon-key" content="${server.anonKey}"></head>`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown paths with index.html and status 200 so the app renders its 404 page', async () => {
    const response = await fetch(`${server.origin}/no/existe?x=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${server.origin}/assets/index-a1b2c3.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes gzip itself; the header says it was compressed on the wire.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bundle);
    const logo = await fetch(`${server.origin}/logo.png`);
    expect(logo.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a source map left in dist/, in any spelling', async () => {
    for (const path of [
      '/assets/index-a1b2c3.js.map',
      '/assets/index-a1b2c3.js.MAP',
      '/assets/./index-a1b2c3.js.map',
    ]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('sourcesContent');
    }
  });

  it('sends the security headers with the app, its files and the API', async () => {
    for (const url of [
      server.appUrl,
      `${server.origin}/assets/index-a1b2c3.js`,
      `${server.apiUrl}/health`,
    ]) {
      const response = await fetch(url);
      expect(response.headers.get('content-security-policy'), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('keeps unknown API paths as JSON 404s instead of the app', async () => {
    const response = await fetch(`${server.apiUrl}/no-existe`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('injectSupabaseMeta', () => {
  it('places the tags just before </head> and escapes their values', () => {
    const html = injectSupabaseMeta(
      '<html><head><title>x</title></HEAD><body></body></html>',
      'http://a"b',
      'k<e>y',
    );
    expect(html).toBe(
      '<html><head><title>x</title><meta name="supabase-url" content="http://a&#34;b"><meta name="supabase-anon-key" content="k&#60;e&#62;y"></HEAD><body></body></html>',
    );
  });
});
