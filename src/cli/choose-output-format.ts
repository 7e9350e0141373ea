/**
 * Which format `convert` writes: `--to`, else the extension of `-o`, else Word. An
 * extension it cannot write is refused before any file is read, so `-o out.bc3` can never
 * leave a Word document under a .bc3 name again.
 */
import { extname } from 'node:path';

export type OutputFormat = 'docx' | 'pdf' | 'xlsx' | 'bc3';

const WRITTEN: ReadonlySet<string> = new Set(['docx', 'pdf', 'xlsx', 'bc3']);

export type FormatChoice = { format: OutputFormat } | { error: string };

function refuse(name: string): FormatChoice {
  return {
    error: `No se puede escribir el formato «${name === '' ? 'sin extensión' : `.${name}`}»: los formatos de salida son .docx, .pdf, .xlsx y .bc3.`,
  };
}

export function chooseOutputFormat(options: {
  to?: string;
  /** The output file, when one input is converted to one file. */
  outputFile?: string;
}): FormatChoice {
  const fromExtension =
    options.outputFile === undefined
      ? undefined
      : extname(options.outputFile).slice(1).toLowerCase();
  const asked = options.to?.trim().toLowerCase().replace(/^\./, '');
  if (asked !== undefined) {
    if (!WRITTEN.has(asked)) return refuse(asked);
    if (fromExtension !== undefined && fromExtension !== asked)
      return {
        error: `La extensión de -o (${options.outputFile}) no es la del formato pedido con --to (${asked}).`,
      };
    return { format: asked as OutputFormat };
  }
  if (fromExtension === undefined) return { format: 'docx' };
  return WRITTEN.has(fromExtension)
    ? { format: fromExtension as OutputFormat }
    : refuse(fromExtension);
}
