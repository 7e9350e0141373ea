import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BudgetError } from '../errors.ts';
import { parseBudgetText } from '../parse/parse-budget-text.ts';
import { readBudgetFile } from '../read-budget.ts';
import { budgetFigures, isReportedReconciled } from '../testing/budget-figures.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { PRESTO_MEASUREMENTS_FAMILY } from '../testing/render-presto-measurements-report.ts';
import { cell, line, type ReportDocument } from '../testing/report-document.ts';
import {
  MAX_DECODED_STREAM_BYTES,
  MAX_DECODED_TOTAL_BYTES,
  MAX_INFLATE_RATIO,
} from './check-pdf-stream-sizes.ts';
import { extractPdfContent, extractPdfText } from './extract-pdf-text.ts';
import { PDF_BUDGET } from './testing/make-budget-pdf.ts';
import { makeReportPdf } from './testing/make-report-pdf.ts';
import { makePdfFlateBomb } from './testing/make-pdf-flate-bomb.ts';

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

async function extractionError(bytes: Uint8Array): Promise<BudgetError> {
  try {
    await extractPdfText(bytes);
  } catch (error) {
    if (error instanceof BudgetError) return error;
    throw error;
  }
  throw new Error('expected a BudgetError');
}

describe('extractPdfText', () => {
  it('rebuilds the rows of a budget PDF drawn out of reading order, pages separated by form feeds', async () => {
    const text = await extractPdfText(fixture('presupuesto-dos-paginas.pdf'));
    const pages = text.split('\f');
    expect(pages).toHaveLength(2);
    const lines = text.split('\n');
    for (const row of PDF_BUDGET.rows) {
      expect(lines).toContain(`${row.code} ${row.unit} ${row.summary}`);
      expect(lines).toContain(`${row.quantity} ${row.price} ${row.amount}`);
    }
    expect(lines).toContain(
      'Corte de pavimento de aglomerado asfáltico u hormigón, con cortadora de disco, en calzadas,',
    );
    expect(lines).toContain('Pavimento de loseta hidráulica de 20x20 cm, según NTE-');
  });

  it('writes a report’s figure columns as tab-separated cells, figures grouped by spaces whole', async () => {
    const rows = [1, 2, 3, 4, 5].map((index) =>
      line(
        cell('code', `E0${index}`),
        cell('text', `Partida ${index}`),
        cell('quantity', `${index},00`),
        cell('price', `1 00${index},00`),
        cell('amount', `${index} 234,50`),
      ),
    );
    const report: ReportDocument = {
      columns: {
        code: { x: 40, align: 'left' },
        text: { x: 90, align: 'left' },
        quantity: { x: 430, align: 'right' },
        price: { x: 490, align: 'right' },
        amount: { x: 560, align: 'right' },
      },
      pages: [
        [
          line(
            cell('code', 'Código'),
            cell('text', 'Resumen'),
            cell('quantity', 'Cantidad'),
            cell('price', 'Precio'),
            cell('amount', 'Importe'),
          ),
          ...rows,
          line(cell('quantity', '2,50'), cell('amount', '2 502,50')),
          line(cell('code', 'TOTAL'), cell('amount', '15 055,00')),
        ],
      ],
    };
    const text = await extractPdfText(await makeReportPdf(report));
    // Under the header naming the code column, the code stands in a cell of its own.
    expect(text.split('\n')).toEqual([
      'Código\tResumen\tCantidad\tPrecio\tImporte',
      'E01\tPartida 1\t1,00\t1001,00\t1234,50',
      'E02\tPartida 2\t2,00\t1002,00\t2234,50',
      'E03\tPartida 3\t3,00\t1003,00\t3234,50',
      'E04\tPartida 4\t4,00\t1004,00\t4234,50',
      'E05\tPartida 5\t5,00\t1005,00\t5234,50',
      '\t\t2,50\t\t2502,50',
      'TOTAL\t\t\t\t15055,00',
    ]);
  });

  it('gives a report with figure columns as rows of cells, the text left of the columns then one cell per column', async () => {
    const items = [1, 2, 3, 4, 5].map((index) =>
      line(
        cell('code', `E0${index}`),
        cell('text', `Partida ${index}`),
        cell('quantity', `${index},00`),
        cell('price', '10,00'),
        cell('amount', `${index}0,00`),
      ),
    );
    const report: ReportDocument = {
      columns: {
        code: { x: 40, align: 'left' },
        text: { x: 90, align: 'left' },
        quantity: { x: 430, align: 'right' },
        price: { x: 490, align: 'right' },
        amount: { x: 560, align: 'right' },
      },
      pages: [
        [line(cell('code', 'PRESUPUESTO')), ...items.slice(0, 3)],
        [...items.slice(3), line(cell('code', 'TOTAL'), cell('amount', '150,00'))],
      ],
    };
    const { text, rows } = await extractPdfContent(await makeReportPdf(report));
    expect(rows).toEqual([
      ['PRESUPUESTO'],
      ['E01 Partida 1', '1,00', '10,00', '10,00'],
      ['E02 Partida 2', '2,00', '10,00', '20,00'],
      ['E03 Partida 3', '3,00', '10,00', '30,00'],
      ['E04 Partida 4', '4,00', '10,00', '40,00'],
      ['E05 Partida 5', '5,00', '10,00', '50,00'],
      ['TOTAL', '', '', '150,00'],
    ]);
    expect(text).toBe(await extractPdfText(await makeReportPdf(report)));
  });

  it('gives no rows of cells for a PDF whose lines are running text', async () => {
    const { text, rows } = await extractPdfContent(fixture('presupuesto-dos-paginas.pdf'));
    expect(rows).toEqual([]);
    expect(text).toContain('\f');
  });

  it.each([
    // Read wrong as running text: measurement rows taken for items' figures.
    { seed: 5, items: 55 },
    // pdf.js gives a row's wide price and amount as one run, which must be split at its columns.
    { seed: 6, items: 64 },
  ])(
    'reads a Presto measurements report by its figure columns (seed $seed, $items items)',
    async ({ seed, items }) => {
      const family = PRESTO_MEASUREMENTS_FAMILY;
      const budget = family.shape(generateBudget({ itemCount: items, seed, ...family.generate }));
      const bytes = await makeReportPdf(family.render(budget));
      const result = await readBudgetFile(bytes, 'mediciones.pdf', 'application/pdf');
      expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
      expect(isReportedReconciled(result)).toBe(true);
    },
  );

  it('gives text the pasted-text parser reads into the PDF’s items and total', async () => {
    const text = await extractPdfText(fixture('presupuesto-dos-paginas.pdf'));
    const { budget, warnings } = parseBudgetText(text, {
      format: 'pdf',
      fileName: 'presupuesto.pdf',
    });
    expect(budget.items.map((item) => [item.codigo, item.uds, item.cantidad])).toEqual(
      PDF_BUDGET.rows.map((row) => [row.code, row.unit, row.quantity]),
    );
    expect(budget.total).toBe(52094.41);
    expect(budget.statedTotal).toBe(52094.41);
    expect(warnings).toEqual([]);
  });

  it('leaves the caller’s bytes intact', async () => {
    const bytes = fixture('presupuesto-dos-paginas.pdf');
    const copy = bytes.slice();
    await extractPdfText(bytes);
    expect(bytes).toEqual(copy);
  });

  it('says a scanned PDF has no text to read', async () => {
    const error = await extractionError(fixture('escaneado-sin-texto.pdf'));
    expect(error.code).toBe('pdf-no-text');
    expect(error.message).toMatch(/no contiene texto/);
  });

  it('says a password-protected PDF must be unprotected first', async () => {
    const error = await extractionError(fixture('protegido-con-contrasena.pdf'));
    expect(error.code).toBe('pdf-encrypted');
    expect(error.message).toMatch(/contraseña/);
  });

  it('says a truncated PDF is damaged', async () => {
    expect((await extractionError(fixture('truncado.pdf'))).code).toBe('pdf-damaged');
  });

  it('says bytes that are not a PDF at all are damaged, empty input included', async () => {
    expect(
      (await extractionError(new TextEncoder().encode('%PDF-1.7\nbasura sin objetos'))).code,
    ).toBe('pdf-damaged');
    expect((await extractionError(new Uint8Array())).code).toBe('pdf-damaged');
  });
});

const SAMPLE = '../shared/samples/PTS-LuzIA-Mediciones__calypo-fado_presupuesto_presto.pdf';
const SAMPLE_PDFJS_TEXT =
  '../shared/samples/PTS-LuzIA-Mediciones__calypo-fado_presupuesto_presto.pdfjs-text.txt';

describe.skipIf(!existsSync(SAMPLE))('extractPdfText on the real 18-page Presto PDF', () => {
  it('gives all 127 items and exactly 603.315,73, the total the PDF states', async () => {
    const text = await extractPdfText(new Uint8Array(readFileSync(SAMPLE)));
    expect(text.split('\f')).toHaveLength(18);
    const { budget, warnings } = parseBudgetText(text, { format: 'pdf' });
    expect(budget.items).toHaveLength(127);
    expect(budget.total).toBe(603315.73);
    expect(budget.statedTotal).toBe(603315.73);
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
  });

  it('is at least as parseable as plain pdf.js text: the same items and amounts', async () => {
    const ours = parseBudgetText(await extractPdfText(new Uint8Array(readFileSync(SAMPLE))), {
      format: 'pdf',
    });
    const plain = parseBudgetText(readFileSync(SAMPLE_PDFJS_TEXT, 'utf8'), { format: 'pdf' });
    const summarise = (items: typeof ours.budget.items) =>
      items.map((item) => [item.codigo, item.cantidad, item.total]);
    expect(summarise(ours.budget.items)).toEqual(summarise(plain.budget.items));
    expect(ours.warnings.length).toBeLessThanOrEqual(plain.warnings.length);
  });
});

describe('extractPdfText on a flate bomb', () => {
  const GIBIBYTE = 1024 * 1024 * 1024;
  /** Far below the 1.5 GB the bomb drove pdf.js to; the check keeps no decoded byte. */
  const MEMORY_HEADROOM_BYTES = 256 * 1024 * 1024;

  for (const doubled of [false, true]) {
    it(`refuses a content stream that inflates to 1 GiB${doubled ? ' through two Flate filters' : ''} with a clear message, holding no more than a little memory`, async () => {
      const bomb = makePdfFlateBomb({ inflatedBytes: GIBIBYTE, doubled });
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      try {
        await expect(extractPdfText(bomb)).rejects.toMatchObject({
          code: 'pdf-too-large',
          message: expect.stringContaining('demasiado grande'),
        });
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(peak - before).toBeLessThan(MEMORY_HEADROOM_BYTES);
    });
  }

  it('refuses many short content streams that together inflate past the total cap, each too short to pass the stream cap', async () => {
    const pages = 12;
    const perPage = 15 * 1024 * 1024;
    expect(pages * perPage).toBeGreaterThan(MAX_DECODED_TOTAL_BYTES);
    const bomb = makePdfFlateBomb({ inflatedBytes: pages * perPage, pages });
    // Each stream is short enough to be left uninflated while the bounds allow.
    expect((bomb.length / pages) * MAX_INFLATE_RATIO).toBeLessThan(MAX_DECODED_STREAM_BYTES);
    await expect(extractPdfText(bomb)).rejects.toMatchObject({ code: 'pdf-too-large' });
  });

  it('still reads a PDF whose streams stay within the caps', async () => {
    const small = makePdfFlateBomb({ inflatedBytes: 4 * 1024 * 1024, doubled: true });
    expect(await extractPdfText(small)).toContain('PRESUPUESTO DE PRUEBA CON MUCHOS ESPACIOS');
    const paged = makePdfFlateBomb({ inflatedBytes: 4 * 1024 * 1024, pages: 4 });
    expect(await extractPdfText(paged)).toContain('PRESUPUESTO DE PRUEBA CON MUCHOS ESPACIOS');
  });
});
