/**
 * `presupuesto serve` as its own process, as an administrator starts it, for
 * tests and benches that must kill it (SIGKILL) or load it from outside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../bin/presupuesto.js', import.meta.url));

export interface ServeProcess {
  child: ChildProcess;
  /** `http://localhost:<port>`: the app, /auth/v1 and /rest/v1. */
  origin: string;
}

/** Starts `serve` with `env` over the current environment and resolves once it listens. */
export function spawnServer(distDir: string, env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', '--dist', distDir], {
    env: { ...process.env, PORT: '0', MAIL_UI_PORT: '0', MAIL_SMTP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (!output.includes('Ctrl+C')) return;
      const app = /^App: (\S+)$/m.exec(output)?.[1];
      if (app === undefined) reject(new Error(`serve printed no App line: ${output}`));
      else resolve({ child, origin: new URL(app).origin });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

export function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
