#!/usr/bin/env node
// Runs the compiled CLI: dist-cli/<build>/main.mjs, written from the TypeScript sources by
// scripts/build-cli.ts (`npm run build`). When that build is missing, or a source it was made
// from changed since, it is built first (about a second, once), so `npx presupuesto` works on a
// fresh clone and never runs code older than its sources. tsx runs only that build script,
// never the CLI itself.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);

/** The current build's description, or undefined when there is none or a source is newer. */
function freshBuild() {
  let info;
  try {
    info = JSON.parse(readFileSync(new URL('dist-cli/current.json', root), 'utf8'));
  } catch {
    return undefined;
  }
  for (const input of info.inputs) {
    let modified;
    try {
      modified = statSync(new URL(input, root)).mtimeMs;
    } catch {
      return undefined;
    }
    if (modified > info.builtAt) return undefined;
  }
  return info;
}

let build = freshBuild();
if (build === undefined) {
  if (process.stderr.isTTY) process.stderr.write('Compilando la CLI (dist-cli/)…\n');
  const compile = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('scripts/build-cli.ts', root))],
    { cwd: fileURLToPath(root), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  build = compile.status === 0 ? freshBuild() : undefined;
  if (build === undefined) {
    process.stderr.write('No se pudo compilar la CLI: pruebe `npm run build`.\n');
    process.exit(1);
  }
}
await import(new URL(`dist-cli/${build.build}/main.mjs`, root).href);
