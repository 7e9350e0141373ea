/**
 * Compiles the `presupuesto` command to JavaScript in `dist-cli/` (run by `npm run build`, and
 * by bin/presupuesto.js when the build is missing or older than its sources), so the CLI
 * starts without a TypeScript loader: tsx transformed every module at each start and loaded
 * pdf.js's 8 MB of source maps (0.7 s and 450 MB before any work).
 *
 * esbuild (the bundler vite and tsx ship) writes ES modules for Node with code splitting:
 * main.mjs holds commander and the command table, and each command's `import()` is a chunk
 * of its own, so `--help` loads no command and `parse` never loads the server. Packages stay
 * in node_modules (external), but for commander, which every command loads (see
 * externalPackagesBut). The database's worker thread gets its own entry,
 * `database-worker-entry.mjs`, the name server/db/worker-database.ts looks for beside itself.
 *
 * Every build goes to a folder of its own, `dist-cli/<build>/`, named in
 * `dist-cli/current.json` with the sources it was made from, written last, in one rename:
 * a CLI already running keeps the chunks of its build while another process rebuilds.
 */
import { build, type Plugin } from 'esbuild';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_ROOT = join(ROOT, 'dist-cli');
const CURRENT = join(OUT_ROOT, 'current.json');
/**
 * Builds other than the current one are removed once this old: a `serve` started from one
 * may still run and load its chunks lazily; a day outlives any such session worth keeping.
 */
const OLD_BUILD_MS = 24 * 60 * 60_000;

export interface CliBuildInfo {
  /** The folder under dist-cli/ holding main.mjs. */
  build: string;
  /** When the build began (ms since the epoch): a source changed after it makes the build stale. */
  builtAt: number;
  /** The sources compiled, relative to the repository root; this script among them. */
  inputs: string[];
}

/**
 * A module that finds a file from its own place (`new URL('../../../dist', import.meta.url)`)
 * keeps finding it once bundled into a chunk of dist-cli/<build>/: its `import.meta.url`
 * becomes its source file's address, written relative to the chunk. `import.meta.dirname`
 * is left as the chunk's folder, for what the build writes beside its chunks.
 */
function keepSourceUrls(outdir: string): Plugin {
  return {
    name: 'keep-source-urls',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromChunk = relative(outdir, args.path).split('\\').join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromChunk)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('ts') ? 'ts' : 'js',
        };
      });
    },
  };
}

/**
 * Packages commander is bundled into: Node loads a CommonJS package into an ES module
 * through its CommonJS loader and a scan of the source for its exports, about 7 ms of CPU at
 * every start of the CLI (`--help`: 97 → 90 ms, median of 15 runs), where the bundled copy is
 * one more function in main.mjs. Bundled, its `require('node:events')` calls need a
 * `require`: each chunk gets one from createRequire (BUNDLED_REQUIRE).
 */
const BUNDLED_PACKAGES: ReadonlySet<string> = new Set(['commander']);
const BUNDLED_REQUIRE =
  "import { createRequire as createBundledRequire } from 'node:module';\n" +
  'const require = createBundledRequire(import.meta.url);';

/** Every package import stays external (loaded from node_modules at run time) but `bundled`'s. */
function externalPackagesBut(bundled: ReadonlySet<string>): Plugin {
  return {
    name: 'external-packages-but',
    setup(pluginBuild) {
      // A bare specifier (`pdfjs-dist/legacy/build/pdf.mjs`, `node:fs`), not a path.
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@')
          ? args.path.split('/').slice(0, 2).join('/')
          : (args.path.split('/')[0] as string);
        return bundled.has(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

export async function buildCli(): Promise<CliBuildInfo> {
  const builtAt = Date.now();
  const name = `${builtAt.toString(36)}-${process.pid}`;
  const outdir = join(OUT_ROOT, name);
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/cli/main.ts',
      'database-worker-entry': 'server/db/database-worker.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    // Flat: every chunk at the same depth, which keepSourceUrls counts on.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    banner: { js: BUNDLED_REQUIRE },
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackagesBut(BUNDLED_PACKAGES), keepSourceUrls(outdir)],
  });
  const inputs = [
    ...Object.keys(result.metafile.inputs),
    relative(ROOT, fileURLToPath(import.meta.url)),
  ];
  const info: CliBuildInfo = { build: name, builtAt, inputs };
  const temporary = `${CURRENT}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(info)}\n`);
  renameSync(temporary, CURRENT);
  removeOldBuilds(name);
  return info;
}

function removeOldBuilds(current: string): void {
  for (const entry of readdirSync(OUT_ROOT, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const path = join(OUT_ROOT, entry.name);
    if (Date.now() - statSync(path).mtimeMs > OLD_BUILD_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const info = await buildCli();
  console.log(
    `CLI compilada en dist-cli/${info.build}/ (${info.inputs.length} fuentes, ${(performance.now() - started).toFixed(0)} ms)`,
  );
}
