/**
 * Writes the synthetic PDFs of the PDF extraction tests with pdf-lib: a two-page budget
 * laid out like a Presto "PRESUPUESTO" report, a scan (an image, no text), a PDF that needs
 * a password, and truncated/garbage bytes. Regenerate the committed copies with
 * `npx tsx src/budget/extract/testing/generate-pdf-fixtures.ts`.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { PNG } from 'pngjs';

/** A fixed date, so regenerating the fixtures gives the same content. */
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

const PAGE: [number, number] = [595.28, 841.89];
const CODE_X = 43.2;
const UNIT_X = 100.1;
const SUMMARY_X = 114.3;
/** Right edges of the CANTIDAD, PRECIO and IMPORTE columns. */
const NUMBER_RIGHT = [446.2, 494.9, 554.7] as const;
const SIZE = 7.8;
const LEADING = 14.5;

export interface PdfBudgetRow {
  code: string;
  unit: string;
  summary: string;
  description: string[];
  quantity: string;
  price: string;
  amount: string;
}

/** The budget drawn in the fixture; the test checks the parser's result against these figures. */
export const PDF_BUDGET = {
  title: 'REFORMA DE ACERAS EN CALLE REAL, VILLANUEVA',
  chapter: 'CAPÍTULO C01 PAVIMENTACIÓN',
  rows: [
    {
      code: 'DEM06',
      unit: 'Ml',
      summary: 'CORTE PAVIMENTO EXISTENTE',
      description: [
        'Corte de pavimento de aglomerado asfáltico u hormigón, con cortadora de disco, en calza-',
        'das, i/replanteo y p.p. de medios auxiliares.',
      ],
      quantity: '630,00',
      price: '1,12',
      amount: '705,60',
    },
    {
      code: 'U01AB010',
      unit: 'm2',
      summary: 'DEMOLICIÓN Y LEVANTADO DE ACERAS',
      description: [
        'Demolición de aceras de loseta hidráulica, incluso carga y transporte a vertedero.',
      ],
      quantity: '1.605,90',
      price: '7,85',
      amount: '12.606,32',
    },
    {
      code: 'U04VBH010',
      unit: 'm2',
      summary: 'PAVIMENTO LOSETA HIDRÁULICA',
      description: [
        'Pavimento de loseta hidráulica de 20x20 cm, según NTE-',
        'RSR, sobre solera de HM-20.',
      ],
      quantity: '1.605,90',
      price: '24,15',
      amount: '38.782,49',
    },
  ] satisfies PdfBudgetRow[],
  /** 705,60 + 12.606,32 + 38.782,49 */
  total: '52.094,41',
};

function drawRight(page: PDFPage, font: PDFFont, text: string, right: number, y: number): void {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, SIZE), y, size: SIZE, font });
}

function drawPageHeader(page: PDFPage, font: PDFFont, bold: PDFFont): number {
  let y = 817.4;
  page.drawText('PRESUPUESTO', { x: CODE_X, y, size: 11.4, font: bold });
  y -= 15.6;
  page.drawText(PDF_BUDGET.title, { x: CODE_X, y, size: 8.5, font });
  y -= 14.1;
  page.drawText('CÓDIGO', { x: CODE_X, y, size: SIZE, font: bold });
  page.drawText('RESUMEN', { x: UNIT_X, y, size: SIZE, font: bold });
  drawRight(page, bold, 'CANTIDAD', NUMBER_RIGHT[0], y);
  drawRight(page, bold, 'PRECIO', NUMBER_RIGHT[1], y);
  drawRight(page, bold, 'IMPORTE', NUMBER_RIGHT[2], y);
  return y - LEADING;
}

function drawFooter(page: PDFPage, font: PDFFont, number: number): void {
  page.drawText('15 de enero de 2026', { x: CODE_X, y: 30, size: SIZE, font });
  drawRight(page, font, `Página ${number}`, NUMBER_RIGHT[2], 30);
}

/**
 * The budget, drawn the way some PDF writers do it: on each page the number columns
 * first, then the codes, then the texts, so the content stream order is not the reading
 * order and only positions can put a row back together.
 */
export async function makeBudgetPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  document.setProducer('Presupuestos tests');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pages = [PDF_BUDGET.rows.slice(0, 2), PDF_BUDGET.rows.slice(2)];
  pages.forEach((rows, index) => {
    const page = document.addPage(PAGE);
    let y = drawPageHeader(page, font, bold);
    if (index === 0) {
      page.drawText(PDF_BUDGET.chapter, { x: UNIT_X, y, size: 9.2, font: bold });
      y -= LEADING;
    }
    const texts: Array<() => void> = [];
    const numbers: Array<() => void> = [];
    for (const row of rows) {
      const rowY = y;
      texts.push(() => {
        page.drawText(row.code, { x: CODE_X, y: rowY, size: SIZE, font });
        page.drawText(row.unit, { x: UNIT_X, y: rowY, size: SIZE, font });
        page.drawText(row.summary, { x: SUMMARY_X, y: rowY, size: SIZE, font });
      });
      y -= LEADING;
      for (const line of row.description) {
        const lineY = y;
        texts.push(() => page.drawText(line, { x: UNIT_X, y: lineY, size: 8.5, font }));
        y -= 11.4;
      }
      const numbersY = y - 3;
      numbers.push(() => {
        drawRight(page, font, row.quantity, NUMBER_RIGHT[0], numbersY);
        drawRight(page, font, row.price, NUMBER_RIGHT[1], numbersY);
        drawRight(page, font, row.amount, NUMBER_RIGHT[2], numbersY);
      });
      y -= LEADING + 3;
    }
    for (const draw of [...numbers, ...texts]) draw();
    if (index === pages.length - 1) {
      const label = 'TOTAL CAPÍTULO C01 PAVIMENTACIÓN';
      page.drawText(label + '.'.repeat(40), { x: UNIT_X, y, size: SIZE, font: bold });
      drawRight(page, bold, PDF_BUDGET.total, NUMBER_RIGHT[2], y);
      y -= LEADING;
      page.drawText('TOTAL' + '.'.repeat(80), { x: UNIT_X, y, size: SIZE, font: bold });
      drawRight(page, bold, PDF_BUDGET.total, NUMBER_RIGHT[2], y);
    }
    drawFooter(page, font, index + 1);
  });
  return document.save({ useObjectStreams: false });
}

/** A "scan": one page holding only an image, no text layer. */
export async function makeScannedPdf(): Promise<Uint8Array> {
  const png = new PNG({ width: 32, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) {
    const shade = (i / 4) % 7 === 0 ? 40 : 235;
    png.data[i] = shade;
    png.data[i + 1] = shade;
    png.data[i + 2] = shade;
    png.data[i + 3] = 255;
  }
  const document = await PDFDocument.create();
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  const image = await document.embedPng(PNG.sync.write(png));
  const page = document.addPage(PAGE);
  page.drawImage(image, { x: 40, y: 40, width: PAGE[0] - 80, height: PAGE[1] - 80 });
  return document.save({ useObjectStreams: false });
}

/**
 * A PDF protected with a user password. pdf-lib cannot encrypt, so this one is written
 * by hand: a standard security handler (V1, R2) whose /U entry does not match the empty
 * password, so a reader must ask for one.
 */
export function makeEncryptedPdf(): Uint8Array {
  const hex32 = (seed: number) =>
    Array.from({ length: 32 }, (_, i) =>
      ((seed * 31 + i * 17) & 0xff).toString(16).padStart(2, '0'),
    ).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 8 >>\nstream\n\x8a\x11\x3c\x92\x07\xee\x51\x00\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32(7)}> /U <${hex32(11)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = hex32(3).slice(0, 32);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
