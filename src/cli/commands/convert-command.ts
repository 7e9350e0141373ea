/**
 * `presupuesto convert FILE… [-o OUT.docx|.pdf|.xlsx|.bc3] [--to docx|pdf|xlsx|bc3]`: reads budgets
 * (or standard input with `-`) and writes each in the format asked, through the same core
 * functions as the app: readBudgetFile/readBudgetText, then the Word, PDF, .bc3 or .xlsx
 * export, each read back and compared with the budget before the command calls it good
 * (export-budget-docx.ts, export-budget-pdf.ts, export-proved-budget.ts). One input: `-o` is
 * the file (by default `presupuesto_{id}.{ext}` in the current folder). Several: `-o` is a folder (made if
 * missing; by default the current one) and each file keeps its input's name; a progress
 * line per file, then a summary with each file's verdict. Exits 1 if any file fails.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { describeVerdict } from '../../budget/check/describe-verdict.ts';
import type { CheckedParseResult } from '../../budget/check/judge-reading.ts';
import type { ExportProof } from '../../budget/export/bc3/verify-bc3-export.ts';
import { formatMoney } from '../../budget/model/format-money.ts';
import { describeWarning } from '../../budget/parse/describe-warning.ts';
import { companyBranding } from '../../config/branding.ts';
import { chooseOutputFormat, type OutputFormat } from '../choose-output-format.ts';
import { describeCliError, readBudgetInput } from '../read-budget-input.ts';

/** The logo file of the branding config, found from the repository root whatever the current folder. */
const LOGO_PATH = fileURLToPath(new URL(`../../../${companyBranding.logoFile}`, import.meta.url));
/** Notes past this many per file are counted, not listed: a batch's output stays readable. */
const MAX_NOTES = 12;
const PROGRAM = 'Presupuestos 0.1.0';

/** What each format is called when it is written, and when it fails. */
const FORMAT_WORDS: Record<OutputFormat, { written: string; failure: string }> = {
  docx: { written: 'Documento Word escrito', failure: 'No se pudo generar el documento Word' },
  pdf: { written: 'Documento PDF escrito', failure: 'No se pudo generar el documento PDF' },
  xlsx: { written: 'Hoja de Excel escrita', failure: 'No se pudo generar la hoja de Excel' },
  bc3: { written: 'Archivo FIEBDC-3 escrito', failure: 'No se pudo generar el archivo FIEBDC-3' },
};

interface ConvertOptions {
  output?: string;
  to?: string;
}

interface FileOutcome {
  file: string;
  ok: boolean;
  line: string;
}

export function registerConvertCommand(program: Command): void {
  program
    .command('convert')
    .description(
      'Convierte presupuestos (.txt, .docx, .doc, .odt, .rtf, .xlsx, .xls, .ods, .csv, .xml, .pdf, .bc3) en un documento Word o PDF con la marca de la empresa, una hoja de Excel (.xlsx) o un archivo FIEBDC-3 (.bc3) para Presto y Arquímedes',
    )
    .argument(
      '<archivos...>',
      'los archivos de presupuesto, o "-" para leer texto de la entrada estándar',
    )
    .option(
      '-o, --output <salida>',
      'con un archivo: dónde escribirlo (.docx, .pdf, .xlsx o .bc3; por defecto presupuesto_{id}.docx); con varios: la carpeta de salida',
    )
    .option('--to <formato>', 'formato de salida: docx, pdf, xlsx o bc3')
    .action(async (files: string[], options: ConvertOptions) => {
      const batch = files.length > 1;
      const choice = chooseOutputFormat({
        ...(options.to !== undefined ? { to: options.to } : {}),
        ...(!batch && options.output !== undefined ? { outputFile: options.output } : {}),
      });
      if ('error' in choice) {
        process.stderr.write(`${choice.error}\n`);
        process.exitCode = 1;
        return;
      }
      if (batch && files.includes('-')) {
        process.stderr.write('La entrada estándar ("-") solo se puede convertir sola.\n');
        process.exitCode = 1;
        return;
      }
      const folder = batch ? resolve(options.output ?? '.') : undefined;
      if (folder !== undefined) await mkdir(folder, { recursive: true });
      const outcomes: FileOutcome[] = [];
      for (const [index, file] of files.entries()) {
        const outcome = await convertOne(file, choice.format, options, folder);
        outcomes.push(outcome);
        if (batch) process.stdout.write(`[${index + 1}/${files.length}] ${outcome.line}\n`);
      }
      if (batch) {
        const good = outcomes.filter((outcome) => outcome.ok).length;
        process.stdout.write(
          `\nResumen: ${good} de ${files.length} archivos convertidos y comprobados.\n`,
        );
        for (const outcome of outcomes)
          process.stdout.write(`  ${outcome.ok ? 'bien ' : 'ERROR'}  ${outcome.line}\n`);
      }
      if (outcomes.some((outcome) => !outcome.ok)) process.exitCode = 1;
    });
}

async function convertOne(
  file: string,
  format: OutputFormat,
  options: ConvertOptions,
  folder: string | undefined,
): Promise<FileOutcome> {
  let output: string | undefined = folder === undefined ? options.output : undefined;
  try {
    const result = await readBudgetInput(file);
    const { budget } = result;
    if (folder === undefined)
      for (const warning of result.warnings)
        process.stderr.write(`Aviso: ${describeWarning(warning)}\n`);
    const written = await writeFormat(result, format);
    output = resolve(
      folder !== undefined
        ? join(folder, `${basename(file, extname(file))}.${format}`)
        : (output ?? written.fileName),
    );
    writeNotes(written.notes, file);
    await writeFile(output, written.bytes);
    const figures = `${budget.items.length} partidas, total ${formatMoney(budget.total)}`;
    const verdict = describeVerdict(result.check)
      .find((line) => line.startsWith('Comprobación'))
      ?.replace(/^Comprobación: /, '');
    if (written.problems.length > 0) {
      for (const problem of written.problems) process.stderr.write(`  ${problem}\n`);
      return {
        file,
        ok: false,
        line: `${file}: ${output} escrito pero NO comprobado: al volver a leerlo no da el mismo presupuesto (${written.problems.length} diferencias).`,
      };
    }
    // A document printed without prices or amounts has no figures to prove: it is not said to be.
    const proved = written.proved ? ', comprobado al volver a leerlo' : '';
    if (folder === undefined)
      process.stdout.write(`${FORMAT_WORDS[format].written} en ${output} (${figures}${proved})\n`);
    return {
      file,
      ok: true,
      line: `${file} → ${output} (${figures}${proved}). Lectura: ${verdict ?? 'sin comprobar'}`,
    };
  } catch (error) {
    const message = describeCliError(error, {
      file,
      ...(output !== undefined ? { output } : {}),
      failure: FORMAT_WORDS[format].failure,
    });
    if (folder === undefined) process.stderr.write(`${message}\n`);
    return { file, ok: false, line: `${file}: ${message}` };
  }
}

async function writeFormat(
  result: CheckedParseResult,
  format: OutputFormat,
): Promise<{
  bytes: Uint8Array;
  fileName: string;
  notes: string[];
  problems: string[];
  proved: boolean;
}> {
  const { budget } = result;
  const outcome = (proof: ExportProof) => ({
    problems: proof.problems,
    proved: proof.ok && proof.status !== undefined,
  });
  if (format === 'docx') {
    const { exportBudgetDocx } = await import('../../budget/export/docx/export-budget-docx.ts');
    const logo = await readLogo();
    const exported = await exportBudgetDocx(budget, {
      branding: companyBranding,
      ...(logo ? { logo } : {}),
    });
    return { ...exported, notes: [], ...outcome(exported.proof) };
  }
  if (format === 'pdf') {
    const [{ exportBudgetPdf }, { readPdfFonts }] = await Promise.all([
      import('../../budget/export/pdf/export-budget-pdf.ts'),
      import('../../budget/export/pdf/read-pdf-fonts.ts'),
    ]);
    const [logo, fonts] = await Promise.all([readLogo(), readPdfFonts()]);
    const exported = await exportBudgetPdf(budget, {
      branding: companyBranding,
      fonts,
      ...(logo ? { logo } : {}),
    });
    return { ...exported, notes: [], ...outcome(exported.proof) };
  }
  const { exportProvedBudget } = await import('../../budget/export/export-proved-budget.ts');
  const exported = await exportProvedBudget(budget, format, {
    company: companyBranding.name,
    program: PROGRAM,
    date: sheetDate(budget.date),
  });
  return { ...exported, ...outcome(exported.proof) };
}

/** The budget's date (ISO) as Spanish readers write it, or today's. */
function sheetDate(isoDate: string | undefined): string {
  const match = isoDate === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : new Date().toLocaleDateString('es-ES');
}

function writeNotes(notes: readonly string[], file: string): void {
  for (const note of notes.slice(0, MAX_NOTES)) process.stderr.write(`Aviso (${file}): ${note}\n`);
  if (notes.length > MAX_NOTES)
    process.stderr.write(`Aviso (${file}): … y ${notes.length - MAX_NOTES} cambios más.\n`);
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
