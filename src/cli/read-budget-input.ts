/**
 * What the `parse` and `convert` commands share: reading a budget from a file
 * or from standard input through the core's entry points, and turning any
 * failure into one Spanish line for standard error.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { CheckedParseResult } from '../budget/check/judge-reading.ts';
import { isBudgetError } from '../budget/errors.ts';

/**
 * Reads FILE, or standard input when FILE is "-". The readers load only now: a command that
 * fails on its options, or `--help`, never loads them.
 */
export async function readBudgetInput(file: string): Promise<CheckedParseResult> {
  const { readBudgetFile, readBudgetText } = await import('../budget/read-budget.ts');
  if (file === '-') {
    // Piped text is pasted text, whatever encoding the shell's file was in.
    const { decodeTextBytes } = await import('../budget/extract/decode-text-bytes.ts');
    return readBudgetText(decodeTextBytes(await readStdin()));
  }
  const bytes = new Uint8Array(await readFile(file));
  return readBudgetFile(bytes, basename(file));
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export interface CliErrorContext {
  /** The file the command was asked to read. */
  file: string;
  /** The file the command writes, when it writes one. */
  output?: string;
  /** The start of the message for an unexpected failure. */
  failure: string;
}

/** The Spanish line a command prints for a failure: the core's own message, or what the file system said. */
export function describeCliError(error: unknown, context: CliErrorContext): string {
  if (isBudgetError(error)) return error.message;
  const errno = error as NodeJS.ErrnoException | undefined;
  const path = errno?.path ?? context.file;
  const writing =
    context.output !== undefined &&
    errno?.path !== undefined &&
    resolve(errno.path) === resolve(context.output);
  if (errno?.code === 'ENOENT')
    return writing
      ? `No existe la carpeta de destino: ${path}`
      : `No se encuentra el archivo: ${path}`;
  if (errno?.code === 'EISDIR') return `Es una carpeta, no un archivo: ${path}`;
  if (errno?.code === 'EACCES')
    return `No hay permiso para ${writing ? 'escribir' : 'leer'} el archivo: ${path}`;
  return `${context.failure}: ${error instanceof Error ? error.message : String(error)}`;
}
