/**
 * `presupuesto convert FILE [-o OUT.docx]`: reads a budget (or standard input
 * with `-`) and writes the branded Word document, through the same core
 * functions as the app's download: readBudgetFile/readBudgetText, then
 * buildBudgetDocx. Without -o the file is `presupuesto_{id}.docx` in the
 * current folder, the name the app's download gets.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { budgetDocxFileName } from '../../budget/export/budget-docx-file-name.ts';
import { buildBudgetDocx } from '../../budget/export/build-budget-docx.ts';
import { formatMoney } from '../../budget/model/format-money.ts';
import { describeWarning } from '../../budget/parse/describe-warning.ts';
import { companyBranding } from '../../config/branding.ts';
import { describeCliError, readBudgetInput } from '../read-budget-input.ts';

/** The logo file of the branding config, found from the repository root whatever the current folder. */
const LOGO_PATH = fileURLToPath(new URL(`../../../${companyBranding.logoFile}`, import.meta.url));

export function registerConvertCommand(program: Command): void {
  program
    .command('convert')
    .description(
      'Convierte un presupuesto (.txt, .docx, .doc, .odt, .rtf, .xlsx, .xls, .ods, .csv, .xml, .pdf, .bc3) en el documento Word con la marca de la empresa',
    )
    .argument(
      '<archivo>',
      'el archivo del presupuesto, o "-" para leer texto de la entrada estándar',
    )
    .option(
      '-o, --output <archivo.docx>',
      'dónde escribir el documento (por defecto presupuesto_{id}.docx)',
    )
    .action(async (file: string, options: { output?: string }) => {
      try {
        const { budget, warnings } = await readBudgetInput(file);
        for (const warning of warnings)
          process.stderr.write(`Aviso: ${describeWarning(warning)}\n`);
        const logo = await readLogo();
        const bytes = await buildBudgetDocx(budget, {
          branding: companyBranding,
          ...(logo ? { logo } : {}),
        });
        const output = resolve(options.output ?? budgetDocxFileName(budget));
        await writeFile(output, bytes);
        process.stdout.write(
          `Documento Word escrito en ${output} (${budget.items.length} partidas, total ${formatMoney(budget.total)})\n`,
        );
      } catch (error) {
        process.stderr.write(
          `${describeCliError(error, {
            file,
            output: options.output,
            failure: 'No se pudo generar el documento Word',
          })}\n`,
        );
        process.exitCode = 1;
      }
    });
}

/** A missing logo should not stop a conversion: the document is made without it, and the user is told. */
async function readLogo(): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await readFile(LOGO_PATH));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    process.stderr.write(
      `Aviso: no se pudo leer el logotipo ${LOGO_PATH} (${code}); el documento se genera sin él.\n`,
    );
    return undefined;
  }
}
