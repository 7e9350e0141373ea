import { describe, expect, it } from 'vitest';
import { cell, line, paginate, writeReportText, type ReportDocument } from './report-document.ts';

const COLUMNS = {
  code: { x: 0, align: 'left', cell: 0 },
  text: { x: 44, align: 'left', cell: 1 },
  amount: { x: 176, align: 'right', cell: 3 },
} as const;

const document: ReportDocument = {
  columns: COLUMNS,
  pages: [
    [line(cell('code', 'E01'), cell('text', 'Excavación'), cell('amount', '1.605,90'))],
    [line(cell('text', 'TOTAL'), cell('amount', '12,00'))],
  ],
};

describe('writeReportText', () => {
  it('pads cells to their columns and ends right-aligned figures at the column edge, as pdftotext -layout does', () => {
    const [first, second] = writeReportText(document, { kind: 'layout' }).split('\n\f');
    expect(first).toBe(`E01${' '.repeat(7)}Excavación${' '.repeat(12)}1.605,90`);
    expect(second).toBe(`${' '.repeat(10)}TOTAL${' '.repeat(20)}12,00`);
  });

  it('keeps two spaces between cells that would touch', () => {
    const crowded: ReportDocument = {
      columns: COLUMNS,
      pages: [[line(cell('code', 'A-VERY-LONG-CODE-INDEED'), cell('text', 'x'))]],
    };
    expect(writeReportText(crowded, { kind: 'layout' })).toBe('A-VERY-LONG-CODE-INDEED  x\n\f');
  });

  it('joins the cells of a line with the separator pdf.js runs get', () => {
    expect(writeReportText(document, { kind: 'runs', separator: '    ' })).toBe(
      'E01    Excavación    1.605,90\nTOTAL    12,00\n',
    );
  });

  it('writes spreadsheet rows with one tab per cell, keeping empty cells up to the last filled one', () => {
    expect(writeReportText(document, { kind: 'tabs' })).toBe(
      'E01\tExcavación\t\t1.605,90\n\tTOTAL\t\t12,00\n',
    );
  });
});

describe('paginate', () => {
  it('frames every page with its header and footer and tells the header where the page starts', () => {
    const body = [1, 2, 3, 4, 5].map((number) => line(cell('code', String(number))));
    const pages = paginate(
      body,
      2,
      (page, firstLine) => [line(cell('code', `header ${page} from ${firstLine}`))],
      (page, pageCount) => [line(cell('code', `${page} / ${pageCount}`))],
    );
    expect(pages.map((page) => page.map((one) => one.cells[0]?.text))).toEqual([
      ['header 1 from 0', '1', '2', '1 / 3'],
      ['header 2 from 2', '3', '4', '2 / 3'],
      ['header 3 from 4', '5', '3 / 3'],
    ]);
  });

  it('opens a new page at a line that asks for one', () => {
    const body = [line(cell('code', 'a')), { ...line(cell('code', 'b')), newPage: true }];
    const pages = paginate(
      body,
      10,
      (_page, firstLine) => [line(cell('code', `from ${firstLine}`))],
      () => [],
    );
    expect(pages.map((page) => page.map((one) => one.cells[0]?.text))).toEqual([
      ['from 0', 'a'],
      ['from 1', 'b'],
    ]);
  });
});
