import { describe, expect, it } from 'vitest';
import { createRedirectValidator } from './validate-redirect.ts';

const SITE = 'https://presupuestos.empresa.es';
const validate = createRedirectValidator(SITE, [
  'https://*.empresa.es/**',
  'http://intranet/app/*',
]);

describe('createRedirectValidator', () => {
  it('keeps redirects on the site, on loopback and on the allow list', () => {
    for (const url of [
      'https://presupuestos.empresa.es/',
      'https://presupuestos.empresa.es/?type=recovery',
      'http://127.0.0.1:5173/',
      'http://[::1]:8080/x',
      'https://app.empresa.es/a/b/c',
      'http://intranet/app/inicio',
    ]) {
      expect(validate(url), url).toBe(url);
    }
  });

  it('falls back to SITE_URL for anything else', () => {
    for (const url of [
      'https://atacante.example/',
      'https://empresa.es.atacante.example/',
      'https://a.b.empresa.es/', // `*` does not cross a dot
      'http://intranet/app/a/b', // nor a slash
      'https://presupuestos.empresa.es:8443/', // another port on a non-local host
      'javascript:alert(1)',
      'https://user:pass@presupuestos.empresa.es/',
      'no es una url',
      undefined,
      42,
    ]) {
      expect(validate(url), String(url)).toBe(SITE);
    }
  });

  it('refuses control characters and encodes the rest, so the answer fits in a Location header', () => {
    for (const url of [
      'https://presupuestos.empresa.es/a\r\nSet-Cookie: x=1',
      'https://presupuestos.empresa.es/a\u0000b',
      'https://presupuestos.empresa.es/\ta',
    ]) {
      expect(validate(url), JSON.stringify(url)).toBe(SITE);
    }
    expect(validate('https://presupuestos.empresa.es/obra €/ñ?x=á b#frag')).toBe(
      'https://presupuestos.empresa.es/obra%20%E2%82%AC/%C3%B1?x=%C3%A1%20b',
    );
  });

  it('ignores the port for localhost sites, as GoTrue does', () => {
    const local = createRedirectValidator('http://localhost:8080', []);
    expect(local('http://localhost:5173/')).toBe('http://localhost:5173/');
  });
});
