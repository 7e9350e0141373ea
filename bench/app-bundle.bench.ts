/**
 * Builds the app and reports the JavaScript a first visit downloads, gzipped:
 * the entry script and its modulepreload chunks (what dist/index.html asks
 * for), then every lazy chunk; then the login screen as Chromium fetches it.
 * Targets: first load <= 150 KB gzipped, and docx, zip, PDF reading and writing (jspdf) code only in
 * lazy chunks (issue 5); the login screen, everything it fetches, <= 150 KB
 * gzipped, with no code that only a signed-in user needs (issue 14).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import { buildApp, startProduct } from '../e2e/support/start-product.ts';

const DIST = 'dist';
const FIRST_LOAD_TARGET_KB = 150;
/** Issue 14: the login screen, everything its route fetches, at most this much gzipped. */
const LOGIN_TARGET_KB = 150;
/**
 * Issue 14: what only a signed-in user needs loads after sign-in. The login screen
 * needs auth alone (@supabase/auth-js); the rest of supabase-js and the screens
 * behind the gate stay out of it.
 */
const SIGNED_IN_ONLY = [
  'node_modules/@supabase/supabase-js/',
  'node_modules/@supabase/postgrest-js/',
  'node_modules/@supabase/realtime-js/',
  'node_modules/@supabase/storage-js/',
  'node_modules/@supabase/functions-js/',
  'src/app/pages/budget-tool-page.tsx',
  'src/app/features/saved-budgets/',
  'src/app/features/budget-preview/',
  'src/app/features/budget-import/',
];
/** Packages whose code must stay out of the first load (spec §7: the Word generator loads on demand). */
const HEAVY_PACKAGES = [
  'docx',
  'fflate',
  'jszip',
  'pdfjs-dist',
  /** Issue 22: the branded PDF's writer. */
  'jspdf',
  'saxes',
  '@e965/xlsx',
  'windows-1252',
];

function gzippedKb(path: string): number {
  // zlib's default level, as servers (and @fastify/compress) use it.
  return gzipSync(readFileSync(path)).length / 1024;
}

/** The source files a chunk was built from, from its source map (rolldown's runtime chunk has none). */
function sourcesIn(path: string): string[] {
  if (!existsSync(`${path}.map`)) return [];
  return (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] }).sources;
}

/** The node_modules packages a chunk contains. */
function packagesIn(path: string): Set<string> {
  const packages = new Set<string>();
  for (const source of sourcesIn(path)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (match) packages.add(match[1]!);
  }
  return packages;
}

/**
 * The login screen as a browser fetches it: '/' opened in Chromium against the
 * product, every JavaScript response until the login form is on screen and the
 * network is idle (entry, modulepreloads, the lazy route chunks and their
 * imports, anything fetched at start-up), each gzipped as the files above.
 * Counting it from the build's import graph instead would miss a chunk the app
 * asks for at run time (an import() at start-up, say).
 */
async function fetchLoginScreenScripts(): Promise<Map<string, Buffer>> {
  const product = await startProduct([]);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Buffer>();
    const bodies: Array<Promise<void>> = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js'))
        bodies.push(response.body().then((body) => void scripts.set(pathname, body)));
    });
    await page.goto(product.appUrl);
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    return scripts;
  } finally {
    await browser.close();
    await product.stop();
  }
}

// Hidden source maps, read by packagesIn(); a normal build has none (vite.config.ts).
process.env.BUNDLE_ANALYSIS = '1';
buildApp();

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const firstLoad = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => join(DIST, match[1]!));
const allChunks = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(DIST, 'assets', name));
const lazy = allChunks.filter((path) => !firstLoad.includes(path));

console.log('First load (entry + modulepreload):');
let firstLoadKb = 0;
const heavyInFirstLoad: string[] = [];
for (const path of firstLoad) {
  const kb = gzippedKb(path);
  firstLoadKb += kb;
  console.log(`  ${path.padEnd(50)} ${kb.toFixed(1).padStart(7)} KB gz`);
  for (const name of packagesIn(path))
    if (HEAVY_PACKAGES.includes(name)) heavyInFirstLoad.push(`${name} in ${path}`);
}
console.log(`  total ${firstLoadKb.toFixed(1)} KB gz   (target <= ${FIRST_LOAD_TARGET_KB} KB)`);

console.log('Lazy chunks:');
for (const path of lazy.sort()) {
  const heavy = [...packagesIn(path)].filter((name) => HEAVY_PACKAGES.includes(name));
  console.log(
    `  ${path.padEnd(50)} ${gzippedKb(path).toFixed(1).padStart(7)} KB gz${heavy.length ? `   (${heavy.join(', ')})` : ''}`,
  );
}

console.log('Login screen, as Chromium fetches it (issue 14):');
let loginKb = 0;
const signedInCodeOnLogin: string[] = [];
for (const [pathname, body] of [...(await fetchLoginScreenScripts())].sort()) {
  const kb = gzipSync(body).length / 1024;
  loginKb += kb;
  console.log(`  ${pathname.padEnd(50)} ${kb.toFixed(1).padStart(7)} KB gz`);
  const built = join(DIST, pathname);
  if (!existsSync(`${built}.map`)) continue;
  const found = SIGNED_IN_ONLY.filter((part) =>
    sourcesIn(built).some((source) => source.includes(part)),
  );
  for (const part of found) signedInCodeOnLogin.push(`${part} in ${pathname}`);
}
console.log(`  total ${loginKb.toFixed(1)} KB gz   (target <= ${LOGIN_TARGET_KB} KB)`);

const failures: string[] = [];
if (firstLoadKb > FIRST_LOAD_TARGET_KB)
  failures.push(`first load ${firstLoadKb.toFixed(1)} KB > ${FIRST_LOAD_TARGET_KB} KB`);
if (loginKb > LOGIN_TARGET_KB)
  failures.push(`login screen ${loginKb.toFixed(1)} KB > ${LOGIN_TARGET_KB} KB`);
if (signedInCodeOnLogin.length > 0)
  failures.push(`signed-in code on the login screen: ${signedInCodeOnLogin.join('; ')}`);
if (heavyInFirstLoad.length > 0)
  failures.push(`heavy code in the first load: ${heavyInFirstLoad.join('; ')}`);
if (failures.length > 0) {
  console.error(`FAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(
  'OK: first load and login screen within target; docx/zip/PDF and the signed-in code only in lazy chunks',
);
