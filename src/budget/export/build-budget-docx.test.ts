import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../config/branding.ts';
import { BudgetError } from '../errors.ts';
import { COLUMN_NAMES, type Budget, type BudgetItem, type ColumnName } from '../model/budget.ts';
import { sumTotals } from '../model/money.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { buildBudgetDocx } from './build-budget-docx.ts';
import { checkParseResult } from '../check/judge-reading.ts';
import { applyBudgetEdit } from '../edit/apply-budget-edit.ts';
import { formatMoney } from '../model/format-money.ts';

const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const NOW = new Date(2026, 0, 5, 10, 30);
const { colors } = companyBranding;

interface DocxParts {
  document: string;
  header: string;
  footer: string;
  files: Record<string, Uint8Array>;
}

async function build(
  budget: Budget,
  withLogo = true,
  descriptions?: 'short' | 'full',
): Promise<DocxParts> {
  const bytes = await buildBudgetDocx(budget, {
    branding: companyBranding,
    now: NOW,
    ...(withLogo ? { logo } : {}),
    ...(descriptions ? { descriptions } : {}),
  });
  const files = unzipSync(bytes);
  const part = (pattern: RegExp) => {
    const name = Object.keys(files).find((path) => pattern.test(path));
    if (!name) throw new Error(`no part matching ${pattern}`);
    return strFromU8(files[name]!);
  };
  return {
    document: part(/^word\/document\.xml$/),
    header: part(/^word\/header\d*\.xml$/),
    footer: part(/^word\/footer\d*\.xml$/),
    files,
  };
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The visible text of a piece of WordprocessingML: its w:t runs, joined. */
function textOf(xml: string): string {
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => decode(match[1]!))
    .join('');
}

/**
 * The items table's rows as one piece of XML: the table itself, then its last rows, which the
 * document holds in the unsplittable block with the closing figures (the table nested first in
 * that block, unless the block holds no item rows).
 */
function itemsTable(document: string): string {
  const start = document.indexOf('<w:tbl>');
  const body = document.slice(start, document.indexOf('</w:tbl>', start));
  const block = document.indexOf('<w:tbl>', start + 1);
  const tailStart = document.indexOf('<w:tbl>', block + 1);
  if (block < 0 || tailStart < 0) return body;
  const tail = document.slice(tailStart, document.indexOf('</w:tbl>', tailStart));
  const closing = /Presupuesto de ejecución material|Conforme el cliente/;
  return closing.test(textOf(tail)) ? body : body + tail;
}

const rowsOf = (table: string) => table.match(/<w:tr>[\s\S]*?<\/w:tr>/g) ?? [];
const cellsOf = (row: string) => row.match(/<w:tc>[\s\S]*?<\/w:tc>/g) ?? [];
const runsOf = (xml: string) => xml.match(/<w:r>[\s\S]*?<\/w:r>/g) ?? [];
const fillOf = (cell: string) => /<w:shd [^>]*w:fill="([0-9A-Fa-f]{6})"/.exec(cell)?.[1];

function assertWellFormed(xml: string): void {
  const parser = new SaxesParser();
  let error: Error | undefined;
  parser.on('error', (caught) => {
    error ??= caught;
  });
  parser.write(xml).close();
  expect(error).toBeUndefined();
}

function item(codigo: string, overrides: Partial<BudgetItem> = {}): BudgetItem {
  return {
    codigo,
    resumen: `PARTIDA ${codigo}\nDescripción de la partida ${codigo}.`,
    uds: 'm2',
    longitud: '10,00',
    anchura: '2,00',
    altura: '1,00',
    parciales: '20,00',
    cantidad: '20,00',
    precio_unitario: 61.72,
    total: 1234.4,
    ...overrides,
  };
}

function budgetOf(items: BudgetItem[], availableColumns: ColumnName[] = [...COLUMN_NAMES]): Budget {
  return {
    id: 'PRE-2026-042',
    client: 'Comunidad de Propietarios Calle Mayor 3',
    items,
    total: sumTotals(items),
    availableColumns,
  };
}

describe('buildBudgetDocx: page and parts', () => {
  it('lays the page out landscape on A4', async () => {
    const { document } = await build(budgetOf([item('A01')]));
    const pageSize = /<w:pgSz [^>]*\/>/.exec(document)?.[0] ?? '';
    expect(pageSize).toContain('w:orient="landscape"');
    expect(pageSize).toContain('w:w="16838"');
    expect(pageSize).toContain('w:h="11906"');
  });

  it('writes well-formed XML in every part', async () => {
    const { files } = await build(generateBudget({ itemCount: 40, seed: 2, measurements: true }));
    for (const [name, content] of Object.entries(files)) {
      if (name.endsWith('.xml') || name.endsWith('.rels')) assertWellFormed(strFromU8(content));
    }
  });

  it('drops control characters a PDF left in the text, which would make Word refuse the file', async () => {
    const budget = budgetOf([
      item('A01', { resumen: 'MURO\u0000 DE\u000c BLOQUE\nCon\u0007 mortero.' }),
    ]);
    budget.client = 'Cliente\u0001 con\ud800 basura';
    const { document, header } = await build(budget);
    assertWellFormed(document);
    assertWellFormed(header);
    expect(textOf(document)).toContain('MURO DE BLOQUE');
    expect(textOf(header)).toContain('Cliente con basura');
  });
});

describe('buildBudgetDocx: header and footer', () => {
  it('puts the logo, the company lines, the budget id, the client and the date in the header, and no fixed project text', async () => {
    const { header, files } = await build(budgetOf([item('A01')]));
    const text = textOf(header);
    // The branding's project line names no work: the header's Proyecto line is the budget's.
    expect(text).not.toContain(companyBranding.documentHeader.project);
    expect(text).not.toContain('Proyecto');
    expect(text).toContain(companyBranding.documentHeader.workCentre);
    expect(text).toContain(companyBranding.documentHeader.registeredOffice);
    expect(text).toContain('Nº PRE-2026-042');
    expect(text).toContain('Cliente: Comunidad de Propietarios Calle Mayor 3');
    expect(text).toContain('Fecha: 05/01/2026');
    expect(header).toMatch(/<a:blip [^>]*r:embed="/);
    const media = Object.entries(files).filter(([name]) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(media[0]![1]).toEqual(logo);
  });

  it('puts the budget’s work and location, and its date, in the header, and the day it was made in the footer', async () => {
    const budget = {
      ...budgetOf([item('A01')]),
      title: 'Reurbanización calle Tenerife',
      location: 'Casarrubios del Monte (Toledo)',
      date: '2025-12-31',
    };
    const { header, footer } = await build(budget);
    expect(textOf(header)).toContain('Proyecto: Reurbanización calle Tenerife');
    expect(textOf(header)).toContain('Situación: Casarrubios del Monte (Toledo)');
    expect(textOf(header)).toContain('Fecha: 31/12/2025');
    expect(textOf(footer)).toContain('05/01/2026');
  });

  it('leaves the client line out when no client is known, and prints the one the user typed', async () => {
    for (const client of ['Cliente no identificado', '', '  ']) {
      const { header, document } = await build({ ...budgetOf([item('A01')]), client });
      expect(textOf(header)).not.toContain('Cliente');
      expect(textOf(document)).not.toContain('Cliente no identificado');
    }
    const { header } = await build({
      ...budgetOf([item('A01')]),
      client: 'Ayuntamiento de Tres Cantos',
    });
    expect(textOf(header)).toContain('Cliente: Ayuntamiento de Tres Cantos');
  });

  it('builds the document without a logo when none is given', async () => {
    const { header, files } = await build(budgetOf([item('A01')]), false);
    expect(Object.keys(files).some((name) => name.startsWith('word/media/'))).toBe(false);
    expect(textOf(header)).toContain('Nº PRE-2026-042');
  });

  it('rejects a logo that is not a PNG with the invalid-logo error', async () => {
    const notPng = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await expect(
      buildBudgetDocx(budgetOf([item('A01')]), { branding: companyBranding, logo: notPng }),
    ).rejects.toThrow(BudgetError);
  });

  it("prints the generation date and 'Página X de Y' with real PAGE and NUMPAGES fields in the footer", async () => {
    const { footer } = await build(budgetOf([item('A01')]));
    expect(textOf(footer)).toContain('Documento generado el 05/01/2026');
    const instructions = [...footer.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map(
      (m) => m[1]!.trim(),
    );
    expect(instructions).toEqual(['PAGE', 'NUMPAGES']);
    expect(footer.match(/<w:fldChar w:fldCharType="begin"\/>/g)).toHaveLength(2);
    const label = footer.slice(footer.indexOf('Página'));
    expect(label.indexOf('PAGE')).toBeLessThan(label.indexOf(' de '));
    expect(label.indexOf(' de ')).toBeLessThan(label.indexOf('NUMPAGES'));
  });
});

describe('buildBudgetDocx: items table', () => {
  it('gives RESUMEN 35 % of the grid and the other columns equal shares of 65 %', async () => {
    const { document } = await build(budgetOf([item('A01')]));
    // The table and its last rows held with the closing block share one grid.
    const table = itemsTable(document);
    const grid = [...table.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(grid).toHaveLength(20);
    expect(grid.slice(10)).toEqual(grid.slice(0, 10));
    grid.length = 10;
    const width = grid.reduce((sum, value) => sum + value, 0);
    expect(table).toContain(`<w:tblW w:type="dxa" w:w="${width}"/>`);
    expect(grid[1]! / width).toBeCloseTo(0.35, 3);
    const others = grid.filter((_, index) => index !== 1);
    for (const value of others) expect(Math.abs(value - (width * 0.65) / 9)).toBeLessThan(1);
  });

  it('uses the available columns, in order, as blue header cells with white bold text, repeated on each page', async () => {
    const columns: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
    const { document } = await build(budgetOf([item('A01')], columns));
    const [header] = rowsOf(itemsTable(document));
    expect(header).toContain('<w:tblHeader/>');
    const cells = cellsOf(header!);
    expect(cells.map(textOf)).toEqual(columns);
    for (const cell of cells) {
      expect(fillOf(cell)).toBe(colors.headerBlue);
      for (const run of runsOf(cell)) {
        expect(run).toContain('<w:b/>');
        expect(run).toContain('<w:color w:val="FFFFFF"/>');
      }
    }
  });

  it('leaves out the measured columns empty on every row, giving their width to the others', async () => {
    const bare = { longitud: '', anchura: '', altura: '', parciales: '' };
    const { document } = await build(budgetOf([item('A01', bare), item('A02', bare)]));
    const [header] = rowsOf(itemsTable(document));
    expect(cellsOf(header!).map(textOf)).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('shades every other item row', async () => {
    const { document } = await build(
      budgetOf([item('A01'), item('A02'), item('A03'), item('A04')]),
    );
    const itemRows = rowsOf(itemsTable(document)).slice(1, 5);
    expect(itemRows.map((row) => cellsOf(row).map(fillOf))).toEqual([
      Array(10).fill(undefined),
      Array(10).fill(colors.alternateRow),
      Array(10).fill(undefined),
      Array(10).fill(colors.alternateRow),
    ]);
  });

  it('prints unit price and total as es-ES euros, right-aligned, and 1 in the UDS column', async () => {
    const { document } = await build(
      budgetOf([item('A01', { uds: 'm3', precio_unitario: 1234.5, total: 98765.4 })]),
    );
    const cells = cellsOf(rowsOf(itemsTable(document))[1]!);
    const texts = cells.map(textOf);
    expect(texts[COLUMN_NAMES.indexOf('UDS')]).toBe('1');
    expect(texts[COLUMN_NAMES.indexOf('P. UNIT.')]).toBe('1.234,50\u00a0€');
    expect(texts[COLUMN_NAMES.indexOf('TOTAL')]).toBe('98.765,40\u00a0€');
    expect(texts[COLUMN_NAMES.indexOf('LONGITUD')]).toBe('10,00');
    const styles = /<w:style w:type="paragraph" w:styleId="([^"]+)"[\s\S]*?<\/w:style>/g;
    const { files } = await build(budgetOf([item('A01')]));
    const stylesXml = strFromU8(files['word/styles.xml']!);
    const rightAligned = [...stylesXml.matchAll(styles)]
      .filter((match) => match[0].includes('<w:jc w:val="right"/>'))
      .map((match) => match[1]);
    for (const column of ['P. UNIT.', 'TOTAL', 'CANTIDAD'] as const) {
      const style = /<w:pStyle w:val="([^"]+)"\/>/.exec(cells[COLUMN_NAMES.indexOf(column)]!)?.[1];
      expect(rightAligned).toContain(style);
    }
  });

  it('shows the unit, then the title in bold, then the description’s opening on its line in the RESUMEN cell', async () => {
    const description =
      'Excavación en zanja de 1,5 m de profundidad, con medios mecánicos, incluso carga y transporte de tierras a vertedero autorizado.';
    const resumen = `EXCAV. ZANJA TIERRA\n${description}`;
    const { document } = await build(budgetOf([item('A01', { uds: 'm3', resumen })]));
    const cell = cellsOf(rowsOf(itemsTable(document))[1]!)[1]!;
    const paragraphs = cell.match(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g) ?? [];
    expect(paragraphs).toHaveLength(1);
    const [unitRun, titleRun, openingRun] = runsOf(paragraphs[0]!);
    expect(textOf(unitRun!)).toBe('m3  ');
    expect(textOf(titleRun!)).toBe('EXCAV. ZANJA TIERRA');
    expect(titleRun).toContain('<w:b/>');
    expect(openingRun).not.toContain('<w:b/>');
    const opening = textOf(openingRun!).trim();
    expect(opening.endsWith('…')).toBe(true);
    expect(description.startsWith(opening.slice(0, -1))).toBe(true);
  });

  it('shows the unit, then the title in bold, then the whole description when asked for the full text', async () => {
    const resumen = 'EXCAV. ZANJA TIERRA\nExcavación en zanja de\n1,5 m de profundidad.';
    const { document } = await build(budgetOf([item('A01', { uds: 'm3', resumen })]), true, 'full');
    const cell = cellsOf(rowsOf(itemsTable(document))[1]!)[1]!;
    const paragraphs = cell.match(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g) ?? [];
    expect(paragraphs.map(textOf)).toEqual([
      'm3  EXCAV. ZANJA TIERRA',
      'Excavación en zanja de 1,5 m de profundidad.',
    ]);
    const [unitRun, titleRun] = runsOf(paragraphs[0]!);
    expect(unitRun).not.toContain('<w:b/>');
    expect(titleRun).toContain('<w:b/>');
  });

  it('ends with a red bold total row when a money column is shown and the total is above 0', async () => {
    const items = [item('A01', { total: 1000 }), item('A02', { total: 234.56 })];
    const { document } = await build(budgetOf(items));
    const last = rowsOf(itemsTable(document)).at(-1)!;
    expect(textOf(last)).toBe(`TOTAL${formatMoney(1234.56)}`);
    for (const run of runsOf(last)) {
      expect(run).toContain('<w:b/>');
      expect(run).toContain(`<w:color w:val="${colors.totalRed}"/>`);
    }
  });

  it('has no total row without a unit-price or total column', async () => {
    const { document } = await build(
      budgetOf([item('A01')], ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD']),
    );
    expect(rowsOf(itemsTable(document))).toHaveLength(2);
    expect(document).not.toContain(`<w:color w:val="${colors.totalRed}"/>`);
  });

  it('has no total row when the total is 0', async () => {
    const { document } = await build(budgetOf([item('A01', { precio_unitario: 0, total: 0 })]));
    expect(rowsOf(itemsTable(document))).toHaveLength(2);
    expect(document).not.toContain(`<w:color w:val="${colors.totalRed}"/>`);
  });

  it('opens each chapter with a heading row and closes it with its subtotal', async () => {
    const items = [
      item('A01', { chapterCode: '01', total: 100 }),
      item('B01', { chapterCode: '02', total: 50 }),
    ];
    const budget: Budget = {
      ...budgetOf(items),
      chapters: [
        { code: '01', title: 'DEMOLICIONES', level: 1, total: 100 },
        { code: '02', title: 'PAVIMENTACIÓN', level: 1, total: 50 },
      ],
    };
    const { document } = await build(budget);
    const texts = rowsOf(itemsTable(document)).slice(1).map(textOf);
    expect(texts[0]).toBe('01DEMOLICIONES');
    expect(texts[1]).toContain('A01');
    expect(texts[2]).toBe(`Total 01 DEMOLICIONES${formatMoney(100)}`);
    expect(texts[3]).toBe('02PAVIMENTACIÓN');
    expect(texts[5]).toBe(`Total 02 PAVIMENTACIÓN${formatMoney(50)}`);
    expect(texts[6]).toBe(`TOTAL${formatMoney(150)}`);
  });

  it('prints the totals the document states, with the sum of the lines as a note', async () => {
    const items = [
      item('A01', { chapterCode: '01', total: 100 }),
      item('B01', { chapterCode: '02', total: 50 }),
    ];
    const budget: Budget = {
      ...budgetOf(items),
      chapters: [
        { code: '01', title: 'DEMOLICIONES', level: 1, total: 100, statedTotal: 100 },
        { code: '02', title: 'PAVIMENTACIÓN', level: 1, total: 50, statedTotal: 62.34 },
      ],
      statedTotal: 162.34,
    };
    const { document } = await build(budget);
    const texts = rowsOf(itemsTable(document)).slice(1).map(textOf);
    expect(texts).toContain(`Total 02 PAVIMENTACIÓN${formatMoney(62.34)}`);
    expect(texts.at(-1)).toBe(`TOTAL${formatMoney(162.34)}`);
    const afterTable = textOf(document.slice(document.indexOf('</w:tbl>')));
    expect(afterTable).toContain('los totales de esta tabla son los del documento original');
    expect(afterTable).toContain(
      `Total: el documento indica ${formatMoney(162.34)}; sus partidas suman ${formatMoney(150)} (diferencia ${formatMoney(-12.34)}).`,
    );
    expect(afterTable).toContain(
      `Capítulo 02 PAVIMENTACIÓN: el documento indica ${formatMoney(62.34)}; sus partidas suman ${formatMoney(50)}`,
    );
    expect(afterTable).not.toContain('Capítulo 01');
  });

  it('prints the sums of the lines and no note to the client once the user corrected a line', async () => {
    const items = [
      item('A01', { chapterCode: '01', cantidad: '10', precio_unitario: 10, total: 100 }),
      item('B01', { chapterCode: '02', cantidad: '5', precio_unitario: 10, total: 50 }),
    ];
    const read = checkParseResult({
      budget: {
        ...budgetOf(items),
        chapters: [
          { code: '01', title: 'DEMOLICIONES', level: 1, total: 100, statedTotal: 100 },
          { code: '02', title: 'PAVIMENTACIÓN', level: 1, total: 50, statedTotal: 50 },
        ],
        statedTotal: 150,
        summary: { pem: 150, ivaPercent: 21 },
      },
      warnings: [],
    });
    const edited = applyBudgetEdit(read, {
      kind: 'set-item-field',
      index: 0,
      field: 'cantidad',
      value: '12',
    });
    if (!edited.ok) throw new Error(edited.error);
    const { document } = await build(edited.result.budget);
    const texts = rowsOf(itemsTable(document)).slice(1).map(textOf);
    expect(texts[1]).toContain('12,00');
    expect(texts).toContain(`Total 01 DEMOLICIONES${formatMoney(120)}`);
    expect(texts.at(-1)).toBe(`TOTAL${formatMoney(170)}`);
    const text = textOf(document);
    expect(text).toContain(`Presupuesto de ejecución material (PEM)${formatMoney(170)}`);
    expect(text).toContain(`IVA (21 %)${formatMoney(35.7)}`);
    expect(text).not.toContain('documento original');
    expect(text).not.toContain(formatMoney(150));
  });

  it('adds no note when every stated total is the sum of its lines', async () => {
    const items = [item('A01', { total: 100 })];
    const { document } = await build({ ...budgetOf(items), statedTotal: 100 });
    expect(textOf(document)).not.toContain('documento original');
  });

  it('lists every item code of a large generated budget', async () => {
    const budget = generateBudget({ itemCount: 250, seed: 5 });
    const { document } = await build(budget);
    const codes = rowsOf(itemsTable(document)).map((row) => textOf(cellsOf(row)[0] ?? ''));
    for (const { codigo } of budget.items) expect(codes).toContain(codigo);
  });

  it('says so when the budget has no items', async () => {
    const { document } = await build(budgetOf([]));
    expect(textOf(document)).toContain('No se pudieron cargar los elementos del presupuesto');
  });
});

describe('buildBudgetDocx: closing block', () => {
  it('adds the PEM, GG, BI, IVA and contract-total block when the source states the percentages', async () => {
    const budget: Budget = {
      ...budgetOf([item('A01', { total: 1000 })]),
      summary: {
        pem: 1000,
        gastosGeneralesPercent: 13,
        beneficioIndustrialPercent: 6,
        ivaPercent: 21,
      },
    };
    const text = textOf((await build(budget)).document);
    expect(text).toContain(`Presupuesto de ejecución material (PEM)${formatMoney(1000)}`);
    expect(text).toContain(`Gastos generales (13 %)${formatMoney(130)}`);
    expect(text).toContain(`Beneficio industrial (6 %)${formatMoney(60)}`);
    expect(text).toContain(`IVA (21 %)${formatMoney(249.9)}`);
    expect(text).toContain(`Presupuesto de ejecución por contrata (PEC)${formatMoney(1439.9)}`);
  });

  it('keeps the last rows of the table with the closing block, which holds together', async () => {
    const items = Array.from({ length: 6 }, (_, index) => item(`A0${index}`, { total: 100 }));
    const budget: Budget = {
      ...budgetOf(items),
      summary: { pem: 600, gastosGeneralesPercent: 13, ivaPercent: 21 },
    };
    const { document } = await build(budget);
    const rows = rowsOf(itemsTable(document));
    const keeps = (row: string) =>
      (row.match(/<w:p>|<w:p [^>]*>/g) ?? []).length ===
      (row.match(/<w:keepNext\/>/g) ?? []).length;
    // The total row and the two item rows above it; the rows before them may break anywhere.
    expect(rows.slice(-3).every(keeps)).toBe(true);
    expect(rows.slice(1, -3).some((row) => row.includes('<w:keepNext/>'))).toBe(false);
    const closing = document.slice(document.indexOf('</w:tbl>'));
    const summaryRows = rowsOf(closing.slice(closing.indexOf('<w:tbl>')));
    expect(summaryRows.slice(0, -1).every(keeps)).toBe(true);
    expect(textOf(document)).not.toContain('IVA no incluido');
  });

  it('ends with a block for the client’s acceptance (name, date, signature), held with the summary before it', async () => {
    const budget: Budget = {
      ...budgetOf([item('A01', { total: 600 })]),
      summary: { pem: 600, gastosGeneralesPercent: 13, ivaPercent: 21 },
    };
    const { document } = await build(budget);
    const text = textOf(document);
    expect(text).toMatch(
      /contrata \(PEC\)[^]*válido durante 30 días[^]*Conforme el cliente[^]*PRE-2026-042[^]*Nombre y NIF:[^]*Fecha:[^]*Firma:/,
    );
    // Every paragraph from the summary to the signature's line keeps with the next: the whole
    // closing block moves to the next page together, with the table's last rows.
    const closing = document.slice(
      document.lastIndexOf('</w:tbl>', document.indexOf('Presupuesto de ejecución material')),
    );
    const paragraphs = closing.match(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g) ?? [];
    const withText = paragraphs.filter((paragraph) => textOf(paragraph) !== '');
    expect(withText.length).toBeGreaterThan(8);
    expect(withText.every((paragraph) => paragraph.includes('<w:keepNext/>'))).toBe(true);
    expect(paragraphs.at(-1)).not.toContain('<w:keepNext/>');
  });

  it('says "IVA no incluido" where no IVA line is printed, kept with the total', async () => {
    const noSummary = textOf((await build(budgetOf([item('A01')]))).document);
    expect(noSummary).toMatch(/TOTAL[^]*IVA no incluido[^]*válido durante 30 días/);
    const withoutIva: Budget = {
      ...budgetOf([item('A01', { total: 1000 })]),
      summary: { pem: 1000, gastosGeneralesPercent: 13, beneficioIndustrialPercent: 6 },
    };
    const { document } = await build(withoutIva);
    expect(textOf(document)).toMatch(/contrata \(PEC\)[^]*IVA no incluido/);
    const rows = rowsOf(itemsTable(document));
    expect(rows.at(-1)).toContain('<w:keepNext/>');
    // No total row (no money column): nothing to say about IVA.
    const plain = budgetOf([item('A01')], ['CÓDIGO', 'RESUMEN', 'CANTIDAD']);
    expect(textOf((await build(plain)).document)).not.toContain('IVA no incluido');
  });

  it('leaves the block out when the source states no percentages', async () => {
    const text = textOf((await build(budgetOf([item('A01')]))).document);
    expect(text).not.toContain('Presupuesto de ejecución material');
  });

  it('ends with the 30-day validity note', async () => {
    const text = textOf((await build(budgetOf([item('A01')]))).document);
    expect(text).toContain('Este presupuesto es válido durante 30 días');
  });
});
