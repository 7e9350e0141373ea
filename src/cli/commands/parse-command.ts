/**
 * `presupuesto parse FILE [--json]`: reads a budget file (or standard input
 * with `-`) through the same core entry points as the app and prints it.
 * With --json, standard output is the Budget object (the spec's field names)
 * plus `check`, the reading's verdict, so it can be piped; the verdict in words
 * and the warnings go to standard error.
 */
import type { Command } from 'commander';
import { describeVerdict } from '../../budget/check/describe-verdict.ts';
import {
  warningsBesideVerdict,
  type CheckedParseResult,
} from '../../budget/check/judge-reading.ts';
import { formatMoney } from '../../budget/model/format-money.ts';
import type { BudgetChapter, BudgetItem } from '../../budget/model/budget.ts';
import { describeWarning } from '../../budget/parse/describe-warning.ts';
import { describeCliError, readBudgetInput } from '../read-budget-input.ts';

/** Title column width of the table: enough for most item titles on a 120-column terminal. */
const TITLE_WIDTH = 48;

export function registerParseCommand(program: Command): void {
  program
    .command('parse')
    .description(
      'Lee un presupuesto (.txt, .docx, .doc, .odt, .rtf, .xlsx, .xls, .ods, .csv, .xml, .pdf, .bc3) y muestra sus partidas; "-" lee texto de la entrada estándar',
    )
    .argument('<archivo>', 'el archivo del presupuesto, o "-" para la entrada estándar')
    .option('--json', 'escribe el presupuesto como JSON (los avisos van a la salida de errores)')
    .action(async (file: string, options: { json?: boolean }) => {
      try {
        const result = await readBudgetInput(file);
        if (options.json === true) {
          const output = { ...result.budget, check: result.check };
          process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
          for (const line of describeVerdict(result.check)) process.stderr.write(`${line}\n`);
          for (const warning of result.warnings)
            process.stderr.write(`Aviso: ${describeWarning(warning)}\n`);
        } else {
          process.stdout.write(formatBudgetTable(result));
        }
      } catch (error) {
        process.stderr.write(
          `${describeCliError(error, { file, failure: 'No se pudo leer el presupuesto' })}\n`,
        );
        process.exitCode = 1;
      }
    });
}

/**
 * The budget as a plain-text table: items under their chapters, the total, the verdict,
 * the unplaced lines, then the other warnings.
 */
export function formatBudgetTable({ budget, warnings, check }: CheckedParseResult): string {
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
  out.push('', ...describeVerdict(check));
  const unplaced = warnings.filter((warning) => warning.kind === 'unplaced-line');
  for (const warning of unplaced) out.push(`  ${describeWarning(warning)}`);
  const others = warningsBesideVerdict(warnings);
  if (others.length > 0) {
    out.push('', `Avisos (${others.length}):`);
    for (const warning of others) out.push(`  ${describeWarning(warning)}`);
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
