/**
 * The table fixtures themselves, which the round-trip tests trust: each family's budget adds
 * up as a program's would, every item row it marks holds that item's amount, and every file
 * type gives back the cells that were written. These never run as `it.fails`.
 */
import { describe, expect, it } from 'vitest';
import { formatCellNumber } from '../../extract/format-table-rows.ts';
import { readCsvRows } from '../../extract/read-csv-rows.ts';
import { readSpreadsheetRows } from '../../extract/read-spreadsheet-rows.ts';
import { extractDocxText } from '../../extract/extract-docx-text.ts';
import { extractOdtText } from '../../extract/extract-odt-text.ts';
import { extractRtfText } from '../../extract/extract-rtf-text.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { roundToCents, sumTotals } from '../../model/money.ts';
import { englishFigure, quantityOf, spanishFigure } from '../format-figures.ts';
import { formatReportNumber } from '../generate-budget.ts';
import { blankItemFigures, countItemRows, documentRows } from './table-document.ts';
import { TABLE_FAMILIES } from './table-families.ts';
import { tableFixtureBudget } from './table-fixture.ts';
import { writeTableFile } from './write-table-file.ts';

/** A cell as the text a reader compares: numbers by value, empty cells as ''. */
function cellText(cell: TableCell): string {
  if (cell === null || cell === undefined) return '';
  return String(cell);
}

/** Rows without trailing empty cells, and without trailing empty rows (files drop both). */
function trimmed(rows: readonly TableCell[][], asText: (cell: TableCell) => string): string[][] {
  const out = rows.map((row) => {
    const cells = row.map(asText);
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
  while (out.length > 0 && (out[out.length - 1] as string[]).length === 0) out.pop();
  return out;
}

describe.each(TABLE_FAMILIES)('$description', (family) => {
  const budget = tableFixtureBudget(family);

  it('adds up: amount = quantity × price, chapter totals and the total are the sums', () => {
    for (const item of budget.items)
      expect(item.total).toBe(roundToCents(quantityOf(item) * item.precio_unitario));
    expect(budget.total).toBe(sumTotals(budget.items));
    expect(budget.statedTotal).toBe(budget.total);
    const chapters = budget.chapters ?? [];
    const parentOf = new Map(chapters.map((chapter) => [chapter.code, chapter.parentCode]));
    // Chapters numbered in order (1, 2, 3) nest by their parent, not by a dotted code.
    const within = (code: string | undefined, chapter: string): boolean => {
      for (let at = code; at !== undefined; at = parentOf.get(at)) if (at === chapter) return true;
      return false;
    };
    for (const chapter of chapters) {
      const inside = budget.items.filter((item) => within(item.chapterCode, chapter.code));
      expect(chapter.total, chapter.code).toBe(sumTotals(inside));
    }
  });

  it('marks one row per item', () => {
    expect(countItemRows(family.render(budget))).toBe(budget.items.length);
  });

  it("blanks an item's figures and nothing else", () => {
    const index = Math.floor(budget.items.length / 2);
    const amount = budget.items[index]?.total ?? Number.NaN;
    const before = documentRows(family.render(budget));
    const after = documentRows(blankItemFigures(family.render(budget), index));
    const changed = before.flatMap((row, rowIndex) =>
      row.flatMap((cell, column) =>
        after[rowIndex]?.[column] === cell ? [] : [{ rowIndex, text: cellText(cell) }],
      ),
    );
    expect(new Set(changed.map((change) => change.rowIndex)).size).toBe(1);
    expect(changed.length).toBeLessThanOrEqual(3);
    const typed = `${formatReportNumber(amount)} €`;
    expect([String(amount), spanishFigure(amount), englishFigure(amount), typed]).toContain(
      changed.at(-1)?.text,
    );
  });

  const sheetTypes = family.files.filter((type) => ['xlsx', 'xls', 'ods'].includes(type));
  it.each(sheetTypes)('writes a .%s whose sheet holds the rendered cells', async (type) => {
    const document = family.render(budget);
    const [sheet] = await readSpreadsheetRows(await writeTableFile(family, document, type));
    expect(trimmed(sheet?.rows ?? [], cellText)).toEqual(trimmed(documentRows(document), cellText));
  });

  if (family.files.includes('csv'))
    it('writes a ; CSV whose fields are the rendered cells, numbers as the sheet shows them', async () => {
      const document = family.render(budget);
      const rows = readCsvRows(await writeTableFile(family, document, 'csv'));
      const shown = (cell: TableCell): string =>
        typeof cell === 'number' ? (family.csvNumber ?? formatCellNumber)(cell) : cellText(cell);
      expect(trimmed(rows, cellText)).toEqual(trimmed(documentRows(document), shown));
    });

  if (family.files.includes('docx'))
    it('writes a .docx whose text holds every item title', async () => {
      const text = extractDocxText(await writeTableFile(family, family.render(budget), 'docx'));
      for (const item of budget.items) expect(text).toContain(item.resumen.split('\n')[0]);
    });

  if (family.files.includes('odt') && family.files.includes('rtf'))
    it('writes an .odt and an .rtf whose text is the .docx text', async () => {
      const document = family.render(budget);
      const docx = extractDocxText(await writeTableFile(family, document, 'docx'));
      const nonEmpty = (text: string): string[] =>
        text.split('\n').filter((line) => line.trim() !== '');
      expect(nonEmpty(extractOdtText(await writeTableFile(family, document, 'odt')))).toEqual(
        nonEmpty(docx),
      );
      expect(nonEmpty(extractRtfText(await writeTableFile(family, document, 'rtf')))).toEqual(
        nonEmpty(docx),
      );
    });
});
