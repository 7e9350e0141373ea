import type { Bc3Fixture } from './write-bc3.ts';

/**
 * The synthetic budgets committed under src/budget/bc3/fixtures/ (regenerate with
 * `npx tsx src/budget/bc3/testing/generate-bc3-fixtures.ts`). Each copies a quirk of real files.
 */

/**
 * A small budget as Arquímedes writes it: multi-line ~D and ~M, CRLF, cp1252, a subchapter,
 * an item used in two chapters, measurement lines with a deduction and both kinds of
 * subtotal, a long text, and GG 13 % / BI 6 % / IVA 21 % in ~K. Worked totals:
 * C01 = 31,26 m2 × 12,50 + 1 × 150 = 540,75; C02.01 = 31,05 m2 × 24,38 (756,999 -> 757,00)
 * + 2 × 150 = 1.057,00; PEM = 1.597,75.
 */
export const SMALL_BUDGET: Bc3Fixture = {
  charset: 'ANSI',
  multiline: true,
  k: '\\2\\2\\3\\2\\2\\2\\2\\EUR\\|0\\13\\6\\\\21|',
  concepts: [
    { code: 'OBRA##', summary: 'Reforma de vivienda en Calle Mayor 3, Toledo', price: 1597.75 },
    { code: 'C01#', summary: 'Demoliciones', price: 540.75 },
    { code: 'C02#', summary: 'Albañilería', price: 1057 },
    { code: 'C02.01#', summary: 'Tabiquería', price: 1057 },
    {
      code: 'DEM010',
      unit: 'm2',
      summary: 'Demolición de tabique',
      price: 12.5,
      longText:
        'Demolición de tabique de ladrillo hueco, con medios manuales,\r\nincluso retirada de escombros.',
    },
    { code: 'ALB020', unit: 'm2', summary: 'Tabique de ladrillo hueco doble', price: 24.38 },
    { code: 'LIM001', unit: 'ud', summary: 'Limpieza final de obra', price: 150 },
  ],
  decompositions: [
    {
      parent: 'OBRA##',
      children: [
        { code: 'C01#', yield: 1 },
        { code: 'C02#', yield: 1 },
      ],
    },
    {
      parent: 'C01#',
      children: [
        { code: 'DEM010', yield: 31.26 },
        { code: 'LIM001', yield: 1 },
      ],
    },
    { parent: 'C02#', children: [{ code: 'C02.01#', yield: 1 }] },
    {
      parent: 'C02.01#',
      children: [
        { code: 'ALB020', yield: 31.05 },
        { code: 'LIM001', yield: 2 },
      ],
    },
  ],
  measurements: [
    {
      parent: 'C01#',
      child: 'DEM010',
      total: 31.26,
      lines: [
        { comment: 'Salón', uds: 2, length: 4.5, height: 2.7 },
        { comment: 'Dormitorio', uds: 1, length: 3.2, height: 2.7 },
        { comment: 'A deducir hueco de puerta', uds: -1, length: 0.8, height: 2.1 },
        { type: '1' },
      ],
    },
    {
      parent: 'C02.01#',
      child: 'ALB020',
      total: 31.05,
      lines: [
        { comment: 'Planta baja' },
        { comment: 'Cocina', uds: 1, length: 6, height: 2.7 },
        { comment: 'Planta primera' },
        { comment: 'Baño', uds: 1, length: 5.5, height: 2.7 },
        { type: '2' },
      ],
    },
  ],
};

/** An old MS-DOS file: one record per line, cp850, declared `850`. */
export const DOS_BUDGET: Bc3Fixture = {
  charset: '850',
  concepts: [
    { code: 'R##', summary: 'Urbanización Ñandú, Peñíscola', price: 461.5 },
    { code: '1#', summary: 'Excavación y señalización', price: 461.5 },
    {
      code: 'EXC01',
      unit: 'm3',
      summary: 'Excavación en zanja con medios mecánicos, según pliego nº 3',
      price: 9.23,
    },
  ],
  decompositions: [
    { parent: 'R##', children: [{ code: '1#', factor: 1, yield: 1 }] },
    { parent: '1#', children: [{ code: 'EXC01', factor: 1, yield: 50 }] },
  ],
};

/**
 * A price database (base de precios): chapters and priced items, every yield 1, no ~M.
 * Its root states the sum of the prices, as Menfis writes it.
 */
export const PRICE_DATABASE: Bc3Fixture = {
  charset: 'ANSI',
  lineEnd: '\n',
  concepts: [
    { code: 'BASE##', summary: 'Base de precios de ejemplo 2026', price: 47.25 },
    { code: '01#', summary: 'Movimiento de tierras', price: 47.25 },
    { code: '01.001', unit: 'm3', summary: 'Excavación a cielo abierto', price: 3.75 },
    { code: '01.002', unit: 'm3', summary: 'Relleno de zanjas con zahorra', price: 21.5 },
    { code: '01.003', unit: 'h', summary: 'Camión basculante de 20 t', price: 22 },
  ],
  decompositions: [
    { parent: 'BASE##', children: [{ code: '01#', yield: 1 }] },
    {
      parent: '01#',
      children: [
        { code: '01.001', yield: 1 },
        { code: '01.002', yield: 1 },
        { code: '01.003', yield: 1 },
      ],
    },
  ],
};

export const COMMITTED_FIXTURES = {
  'obra-pequena-arquimedes.bc3': SMALL_BUDGET,
  'obra-msdos-cp850.bc3': DOS_BUDGET,
  'base-de-precios.bc3': PRICE_DATABASE,
} as const;
