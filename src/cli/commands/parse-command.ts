/**
 * `presupuesto parse FILE [--json]`: reads a budget file (or standard input
 * with `-`) through the same core entry points as the app and prints it.
 * With --json, standard output is exactly the Budget object (the spec's field
 * names) so it can be piped; warnings always go to standard error.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { isBudgetError } from '../../budget/errors.ts';
import { decodeTextBytes } from '../../budget/extract/decode-text-bytes.ts';
import { formatMoney } from '../../budget/export/format-money.ts';
import type { BudgetChapter, BudgetItem } from '../../budget/model/budget.ts';
import { describeWarning } from '../../budget/parse/describe-warning.ts';
import type { ParseResult } from '../../budget/parse/parse-result.ts';
import { readBudgetFile, readBudgetText } from '../../budget/read-budget.ts';

/** Title column width of the table: enough for most item titles on a 120-column terminal. */
const TITLE_WIDTH = 48;

export function registerParseCommand(program: Command): void {
  program
    .command('parse')
    .description(
      'Lee un presupuesto (.txt, .docx, .pdf, .bc3) y muestra sus partidas; "-" lee texto de la entrada estándar',
    )
    .argument('<archivo>', 'el archivo del presupuesto, o "-" para la entrada estándar')
    .option('--json', 'escribe el presupuesto como JSON (los avisos van a la salida de errores)')
    .action(async (file: string, options: { json?: boolean }) => {
      try {
        const result = await readInput(file);
        if (options.json === true) {
          process.stdout.write(`${JSON.stringify(result.budget, null, 2)}\n`);
          for (const warning of result.warnings)
            process.stderr.write(`Aviso: ${describeWarning(warning)}\n`);
        } else {
          process.stdout.write(formatBudgetTable(result));
        }
      } catch (error) {
        process.stderr.write(`${explain(error, file)}\n`);
        process.exitCode = 1;
      }
    });
}

async function readInput(file: string): Promise<ParseResult> {
  if (file === '-') {
    // Piped text is pasted text, whatever encoding the shell's file was in.
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

function explain(error: unknown, file: string): string {
  if (isBudgetError(error)) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return `No se encuentra el archivo: ${file}`;
  if (code === 'EISDIR') return `Es una carpeta, no un archivo: ${file}`;
  if (code === 'EACCES') return `No hay permiso para leer el archivo: ${file}`;
  return `No se pudo leer el presupuesto: ${error instanceof Error ? error.message : String(error)}`;
}

/** The budget as a plain-text table: items under their chapters, the total, then the warnings. */
export function formatBudgetTable({ budget, warnings }: ParseResult): string {
  const out: string[] = [`Presupuesto ${budget.id}`, `Cliente: ${budget.client}`, ''];
  out.push(row('CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'));
  const chapters = new Map((budget.chapters ?? []).map((chapter) => [chapter.code, chapter]));
  const shown = new Set<string>();
  for (const item of budget.items) {
    // Items sit in the innermost chapter: show every enclosing heading the first time it is reached.
    const path: BudgetChapter[] = [];
    for (let code = item.chapterCode; code !== undefined && !shown.has(code);) {
      const chapter = chapters.get(code);
      if (!chapter) break;
      path.unshift(chapter);
      code = chapter.parentCode;
    }
    for (const chapter of path) {
      shown.add(chapter.code);
      const indent = '  '.repeat(Math.max(0, chapter.level - 1));
      out.push('', `${indent}${chapter.code} ${chapter.title} (${formatMoney(chapter.total)})`);
    }
    out.push(itemRow(item));
  }
  out.push('', `Partidas: ${budget.items.length}`, `TOTAL: ${formatMoney(budget.total)}`);
  if (budget.statedTotal !== undefined)
    out.push(`Total indicado en el documento: ${formatMoney(budget.statedTotal)}`);
  if (warnings.length > 0) {
    out.push('', `Avisos (${warnings.length}):`);
    for (const warning of warnings) out.push(`  ${describeWarning(warning)}`);
  }
  return `${out.join('\n')}\n`;
}

function itemRow(item: BudgetItem): string {
  const title = (item.resumen.split('\n')[0] ?? '').trim();
  return row(
    item.codigo,
    item.uds,
    title,
    item.cantidad,
    formatMoney(item.precio_unitario),
    formatMoney(item.total),
  );
}

function row(
  code: string,
  unit: string,
  title: string,
  quantity: string,
  price: string,
  amount: string,
): string {
  const shortTitle = title.length > TITLE_WIDTH ? `${title.slice(0, TITLE_WIDTH - 1)}…` : title;
  return [
    code.padEnd(12),
    unit.padEnd(4),
    shortTitle.padEnd(TITLE_WIDTH),
    quantity.padStart(12),
    price.padStart(14),
    amount.padStart(16),
  ].join(' ');
}
