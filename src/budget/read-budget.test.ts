import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from './errors.ts';
import { documentXml, makeDocxBytes, paragraphXml } from './extract/testing/make-docx-bytes.ts';
import { makeBudgetDocx } from './extract/testing/make-budget-docx.ts';
import {
  encodeUtf16,
  encodeWindows1252,
  makeLegacyDocBytes,
  makeRandomBytes,
  makeZipBomb,
  truncate,
} from './extract/testing/make-hostile-files.ts';
import type { Budget } from './model/budget.ts';
import { SMALL_BUDGET } from './bc3/testing/bc3-fixtures.ts';
import { writeBc3 } from './bc3/testing/write-bc3.ts';
import { readBudgetFile, readBudgetText } from './read-budget.ts';
import { generateBudget } from './testing/generate-budget.ts';
import { renderBudgetReport } from './testing/render-budget-report.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const NOW = new Date(Date.UTC(2025, 0, 15, 12, 0, 0, 456));
const utf8 = (text: string) => new TextEncoder().encode(text);
const generated = generateBudget({ itemCount: 40, seed: 11 });
const report = renderBudgetReport(generated, 'presupuesto');

/** What must survive any encoding or container: the items' codes, amounts, and the total. */
function essence(budget: Budget) {
  return {
    codes: budget.items.map((item) => item.codigo),
    totals: budget.items.map((item) => item.total),
    total: budget.total,
  };
}

describe('readBudgetText', () => {
  it('parses pasted text of at least 10 characters', () => {
    const { budget } = readBudgetText(report, { now: NOW });
    expect(essence(budget)).toEqual(essence(generated));
    expect(budget.source?.format).toBe('text');
  });

  it('refuses blank text and text under 10 characters after trimming', () => {
    for (const text of ['', '   \n\t ', '   123456789   ']) {
      expect(() => readBudgetText(text)).toThrow(BUDGET_ERROR_MESSAGES['empty-text']);
    }
    expect(() => readBudgetText('  1234567890  ')).not.toThrow();
  });
});

describe('readBudgetFile', () => {
  it('reads a UTF-8 .txt report', async () => {
    const { budget } = await readBudgetFile(utf8(report), 'presupuesto.txt', 'text/plain', {
      now: NOW,
    });
    expect(essence(budget)).toEqual(essence(generated));
    expect(budget.source).toEqual({ format: 'txt', fileName: 'presupuesto.txt' });
  });

  it('reads the same report saved as Windows-1252 with CRLF line ends', async () => {
    const bytes = encodeWindows1252(report.replace(/\n/g, '\r\n'));
    const { budget } = await readBudgetFile(bytes, 'presupuesto.txt', 'text/plain');
    expect(essence(budget)).toEqual(essence(generated));
    expect(budget.client).toBe(readBudgetText(report).budget.client);
  });

  it('reads the same report saved as UTF-16 without a byte-order mark', async () => {
    const { budget } = await readBudgetFile(
      encodeUtf16(report, 'le', false),
      'presupuesto.txt',
      'text/plain',
    );
    expect(essence(budget)).toEqual(essence(generated));
  });

  it('reads the same report with mixed CRLF, CR and LF line ends', async () => {
    const ends = ['\r\n', '\r', '\n'];
    const mixed = report
      .split('\n')
      .map((line, index) => line + ends[index % 3])
      .join('');
    const { budget } = await readBudgetFile(utf8(mixed), 'presupuesto.txt', 'text/plain');
    expect(essence(budget)).toEqual(essence(generated));
  });

  it('reads a Word table of items as the same budget', async () => {
    const bytes = await makeBudgetDocx(generated);
    const { budget } = await readBudgetFile(bytes, 'presupuesto.docx', DOCX_MIME);
    expect(essence(budget)).toEqual(essence(generated));
    expect(budget.items[0]?.resumen).toBe(generated.items[0]?.resumen);
    expect(budget.source?.format).toBe('docx');
  });

  it('falls back to the extension when the MIME type is empty or generic', async () => {
    const bytes = await makeBudgetDocx(generated);
    for (const mime of [undefined, '', 'application/octet-stream']) {
      const { budget } = await readBudgetFile(bytes, 'PRESUPUESTO.DOCX', mime);
      expect(budget.items).toHaveLength(generated.items.length);
    }
  });

  it('trusts the bytes over the name: a .docx renamed .txt is read as Word', async () => {
    const bytes = await makeBudgetDocx(generated);
    const { budget } = await readBudgetFile(bytes, 'presupuesto.txt', 'text/plain');
    expect(essence(budget)).toEqual(essence(generated));
  });

  it('reads a PDF’s text layer through the same parser as pasted text', async () => {
    const pdf = new Uint8Array(
      readFileSync(new URL('./extract/fixtures/presupuesto-dos-paginas.pdf', import.meta.url)),
    );
    const { budget, warnings } = await readBudgetFile(pdf, 'presupuesto.pdf', 'application/pdf', {
      now: NOW,
    });
    expect(budget.items.map((item) => item.codigo)).toEqual(['DEM06', 'U01AB010', 'U04VBH010']);
    expect(budget.total).toBe(52094.41);
    expect(budget.id).toBe('PRE-2025-456');
    expect(budget.source).toEqual({ format: 'pdf', fileName: 'presupuesto.pdf' });
    expect(warnings).toEqual([]);
  });

  it('refuses a PDF without a text layer with its own message', async () => {
    const scan = new Uint8Array(
      readFileSync(new URL('./extract/fixtures/escaneado-sin-texto.pdf', import.meta.url)),
    );
    await expect(readBudgetFile(scan, 'escaneado.pdf', 'application/pdf')).rejects.toMatchObject({
      code: 'pdf-no-text',
    });
  });

  it('reads a .bc3 file by its extension, whatever MIME type the browser sends', async () => {
    for (const mimeType of [undefined, '', 'application/octet-stream', 'application/x-bc3']) {
      const { budget } = await readBudgetFile(writeBc3(SMALL_BUDGET), 'OBRA.BC3', mimeType, {
        now: NOW,
      });
      expect(budget.source).toEqual({
        format: 'bc3',
        fileName: 'OBRA.BC3',
        documentKind: 'budget',
      });
      expect(budget.total).toBe(1597.75);
    }
  });

  it('refuses other types with the spec’s message', async () => {
    const cases: [string, string | undefined][] = [
      ['foto.png', 'image/png'],
      ['presupuesto.bc4', ''],
      ['sin-extension', undefined],
      ['presentacion.pptx', ''],
    ];
    for (const [name, mime] of cases) {
      await expect(readBudgetFile(utf8('CAPÍTULO 01 DEMOLICIONES'), name, mime)).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['unsupported-type'],
      );
    }
  });

  it('calls a cut-off Word 97 file, named .doc or renamed .docx, a damaged .doc', async () => {
    for (const name of ['presupuesto.doc', 'presupuesto.docx']) {
      await expect(readBudgetFile(makeLegacyDocBytes(), name, '')).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['corrupt-doc'],
      );
    }
  });

  it('says "Invalid DOCX file" for a zip without its main document part', async () => {
    const bytes = makeDocxBytes('', { omitMainDocument: true });
    await expect(readBudgetFile(bytes, 'presupuesto.docx', DOCX_MIME)).rejects.toThrow(
      'Invalid DOCX file',
    );
  });

  it('calls a truncated .docx damaged', async () => {
    const bytes = truncate(await makeBudgetDocx(generated), 0.6);
    await expect(readBudgetFile(bytes, 'presupuesto.docx', DOCX_MIME)).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-docx'],
    );
  });

  it('refuses a zip bomb as too large', async () => {
    const bomb = makeZipBomb({
      inflatedBytes: 1024 * 1024 * 1024,
      declaredBytes: 1024 * 1024 * 1024,
    });
    await expect(readBudgetFile(bomb, 'presupuesto.docx', DOCX_MIME)).rejects.toThrow(
      BUDGET_ERROR_MESSAGES['docx-too-large'],
    );
  });

  it('says the file is empty for empty files and files of 10 characters or fewer', async () => {
    const emptyDocx = makeDocxBytes(documentXml('<w:p/>' + paragraphXml('  corto  ')));
    const files: [Uint8Array, string][] = [
      [new Uint8Array(0), 'vacio.txt'],
      [new Uint8Array(0), 'vacio.docx'],
      [utf8('  \n\n 1234567890 \n'), 'corto.txt'],
      [emptyDocx, 'vacio.docx'],
    ];
    for (const [bytes, name] of files) {
      await expect(readBudgetFile(bytes, name)).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['empty-file'],
      );
    }
  });

  it('refuses binary garbage named .txt and a NUL-filled .txt as unreadable', async () => {
    for (const bytes of [makeRandomBytes(100_000), new Uint8Array(100_000)]) {
      await expect(readBudgetFile(bytes, 'presupuesto.txt', 'text/plain')).rejects.toThrow(
        BUDGET_ERROR_MESSAGES['binary-file'],
      );
    }
  });

  it('reads a single 5 MB line without failing', async () => {
    const line = `${'E01 m2 Solera de hormigón 12,50 '.repeat(163_840)}`;
    const { budget } = await readBudgetFile(utf8(line), 'una-linea.txt', 'text/plain');
    expect(budget.items.length).toBeGreaterThan(0);
  });

  it('reads a 50 MB text export whole', async () => {
    const big = generateBudget({ itemCount: 2000, seed: 5 });
    const text = renderBudgetReport(big, 'presupuesto');
    const copies = Math.ceil((50 * 1024 * 1024) / text.length);
    const bytes = utf8(Array.from({ length: copies }, () => text).join('\n'));
    expect(bytes.length).toBeGreaterThanOrEqual(50 * 1024 * 1024);
    const { budget } = await readBudgetFile(bytes, 'grande.txt', 'text/plain');
    expect(budget.items).toHaveLength(big.items.length * copies);
  });
});

describe('the verdict every entry point adds', () => {
  it('reconciles pasted text whose chapters and total the reader reproduces', () => {
    const { check } = readBudgetText(report, { now: NOW });
    expect(check).toMatchObject({ status: 'reconciled', stated: generated.total });
    expect(check.chapters.length).toBe(generated.chapters?.length);
  });

  it('names the chapter whose printed total is 12,34 above its items', () => {
    const tampered = structuredClone(generated);
    const chapter = tampered.chapters!.find((candidate) => candidate.level === 1)!;
    chapter.statedTotal = Math.round((chapter.total + 12.34) * 100) / 100;
    const { check } = readBudgetText(renderBudgetReport(tampered, 'presupuesto'), { now: NOW });
    expect(check.reconciled).toBe(false);
    expect(check.chapters.find((read) => read.code === chapter.code)).toMatchObject({
      agreement: 'mismatch',
      difference: -12.34,
    });
  });

  it('judges Word, PDF and .bc3 files alike', async () => {
    const docx = await readBudgetFile(await makeBudgetDocx(generated), 'p.docx', DOCX_MIME);
    expect(docx.check.status).toBe('reconciled');
    const pdf = await readBudgetFile(
      new Uint8Array(
        readFileSync(new URL('./extract/fixtures/presupuesto-dos-paginas.pdf', import.meta.url)),
      ),
      'presupuesto.pdf',
      'application/pdf',
    );
    expect(pdf.check.parsed).toBe(pdf.budget.total);
    const bc3 = await readBudgetFile(writeBc3(SMALL_BUDGET), 'OBRA.BC3');
    expect(bc3.check).toMatchObject({ parsed: 1597.75, documentKind: 'budget' });
  });
});

// The real files of ../shared/samples (never copied here), read from the repository root.
const SAMPLES = '../shared/samples';

describe.skipIf(!existsSync(SAMPLES))('readBudgetFile on the real samples', () => {
  it('reads the pdf.js text of the Presto report as its 127 items and its own total', async () => {
    const name = 'PTS-LuzIA-Mediciones__calypo-fado_presupuesto_presto.pdfjs-text.txt';
    const bytes = new Uint8Array(readFileSync(join(SAMPLES, name)));
    const { budget } = await readBudgetFile(bytes, name, 'text/plain');
    expect(budget.items).toHaveLength(127);
    expect(budget.total).toBe(603315.73);
  });

  it('reads every text sample as text, never as binary or empty', async () => {
    const names = readdirSync(SAMPLES).filter((name) => name.endsWith('.txt'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const bytes = new Uint8Array(readFileSync(join(SAMPLES, name)));
      const { budget } = await readBudgetFile(bytes, name, '');
      expect(budget.items.length, name).toBeGreaterThan(0);
    }
  });
});
