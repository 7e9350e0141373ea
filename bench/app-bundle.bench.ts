/**
 * Builds the app and reports the JavaScript a first visit downloads, gzipped:
 * the entry script and its modulepreload chunks (what dist/index.html asks
 * for), then every lazy chunk. Target (issue 5): first load <= 150 KB gzipped,
 * and docx, zip and PDF code only in lazy chunks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../e2e/support/start-product.ts';

const DIST = 'dist';
const FIRST_LOAD_TARGET_KB = 150;
/** Issue 14: the login screen, everything its route fetches, at most this much gzipped. */
const LOGIN_TARGET_KB = 150;
/** Packages whose code must stay out of the first load (spec §7: the Word generator loads on demand). */
const HEAVY_PACKAGES = [
  'docx',
  'fflate',
  'jszip',
  'pdfjs-dist',
  'saxes',
  '@e965/xlsx',
  'windows-1252',
];

function gzippedKb(path: string): number {
  // zlib's default level, as servers (and @fastify/compress) use it.
  return gzipSync(readFileSync(path)).length / 1024;
}

/** The node_modules packages a chunk contains, from its source map. */
function packagesIn(path: string): Set<string> {
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] };
  const packages = new Set<string>();
  for (const source of map.sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (match) packages.add(match[1]!);
  }
  return packages;
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
/** A chunk and every chunk it imports statically: what the browser fetches before it runs. */
function withStaticImports(path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen;
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  // Minified static imports: `from"./x.js"` and bare `import"./x.js"`; `import("./x.js")` is lazy.
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withStaticImports(join(DIST, 'assets', match[1]!), seen);
  return seen;
}
const loginChunks = [...lazy.filter((path) => /\/home-page-/.test(path))].flatMap((path) => [
  ...withStaticImports(path),
]);
const loginExtra = [...new Set(loginChunks)].filter((path) => !firstLoad.includes(path));
const loginKb = firstLoadKb + loginExtra.reduce((sum, path) => sum + gzippedKb(path), 0);
console.log(
  `Login screen in all (first load + route '/' chunk and its static imports: ${loginExtra.map((path) => path.replace(/^.*\//, '')).join(', ')}): ${loginKb.toFixed(1)} KB gz (issue 14 target <= ${LOGIN_TARGET_KB} KB)`,
);

const failures: string[] = [];
if (firstLoadKb > FIRST_LOAD_TARGET_KB)
  failures.push(`first load ${firstLoadKb.toFixed(1)} KB > ${FIRST_LOAD_TARGET_KB} KB`);
if (loginKb > LOGIN_TARGET_KB)
  failures.push(`login screen ${loginKb.toFixed(1)} KB > ${LOGIN_TARGET_KB} KB`);
if (heavyInFirstLoad.length > 0)
  failures.push(`heavy code in the first load: ${heavyInFirstLoad.join('; ')}`);
if (failures.length > 0) {
  console.error(`FAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('OK: first load within target; docx/zip/PDF code only in lazy chunks');
