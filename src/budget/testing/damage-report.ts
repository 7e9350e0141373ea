/**
 * Damage a printed report suffers between the program and the reader, applied to the
 * rendered report itself (so its text in every style and its PDF carry the same damage):
 * a line lost, two lines run together, one digit of a figure changed, a page printed twice,
 * a figure slipped into the next column, a text line wrapped once more, a total line gone.
 * Each takes `where` in [0, 1) to pick its line, page or digit, so a property can shrink it.
 */
import type { ReportDocument, ReportLine } from './report-document.ts';

export type DamageKind =
  | 'drop-line'
  | 'merge-lines'
  | 'change-digit'
  | 'repeat-page'
  | 'shift-column'
  | 'wrap-text'
  | 'drop-total';

export const DAMAGE_KINDS: readonly DamageKind[] = [
  'drop-line',
  'merge-lines',
  'change-digit',
  'repeat-page',
  'shift-column',
  'wrap-text',
  'drop-total',
];

/** A printed figure: `1.605,90`, `1,605.90`, `1 605,90`, `-12,5`, `3`. */
export const FIGURE = /^[-\u2212]?\d[\d.,\u00a0 ]*$/;
/** Columns whose figures are no money nor measure: codes, order numbers, page numbers. */
const NOT_FIGURE_COLUMNS = new Set([
  'code',
  'order',
  'number',
  'page',
  'pageNumber',
  'reference',
  'furniture',
  'furnitureValue',
  'runningHead',
  'reportName',
]);
const TOTAL_WORDS = /\bTOTAL\b|\bSUMA\b|PRESUPUESTO DE EJECUCI|EUROS/i;

interface LineAt {
  page: number;
  line: number;
}

function everyLine(report: ReportDocument, keep: (line: ReportLine) => boolean): LineAt[] {
  const found: LineAt[] = [];
  report.pages.forEach((page, pageIndex) =>
    page.forEach((one, lineIndex) => {
      if (keep(one)) found.push({ page: pageIndex, line: lineIndex });
    }),
  );
  return found;
}

function pick<T>(list: readonly T[], where: number): T | undefined {
  return list[Math.floor(where * list.length)];
}

function withPage(report: ReportDocument, page: number, lines: ReportLine[]): ReportDocument {
  return { ...report, pages: report.pages.map((one, at) => (at === page ? lines : one)) };
}

const isFigureCell = (cell: ReportLine['cells'][number]) =>
  FIGURE.test(cell.text) && !NOT_FIGURE_COLUMNS.has(cell.column);
const hasFigure = (one: ReportLine) => one.cells.some(isFigureCell);

/** Every cell printing a figure, where change-digit and shift-column may strike. */
function figureCells(report: ReportDocument): Array<LineAt & { cellIndex: number }> {
  return everyLine(report, hasFigure).flatMap(({ page, line }) =>
    report.pages[page]![line]!.cells.flatMap((cell, cellIndex) =>
      isFigureCell(cell) ? [{ page, line, cellIndex }] : [],
    ),
  );
}

/** One digit of `text`, picked by `where`, changed to the next digit (9 to 0... or 8). */
export function changeDigit(text: string, where: number): string {
  const digits = [...text].flatMap((char, at) => (/\d/.test(char) ? [at] : []));
  const at = pick(digits, where);
  if (at === undefined) return text;
  const digit = Number(text[at]);
  // A leading 1 turned 0 would print `0.234,56`: 1 becomes 2 there.
  const changed = digit === 9 ? (at === digits[0] ? 8 : 0) : digit + 1;
  return text.slice(0, at) + String(changed) + text.slice(at + 1);
}

/**
 * The report with one damage of `kind`; undefined when the report offers nothing to damage
 * that way (no total line to drop, one page only to repeat is still repeated).
 */
export function damageReport(
  report: ReportDocument,
  kind: DamageKind,
  where: number,
  detail: number,
): ReportDocument | undefined {
  switch (kind) {
    case 'drop-line': {
      const at = pick(everyLine(report, hasFigure), where);
      if (at === undefined) return undefined;
      const page = report.pages[at.page]!.filter((_, index) => index !== at.line);
      return withPage(report, at.page, page);
    }
    case 'merge-lines': {
      const at = pick(
        everyLine(report, () => true).filter(
          ({ page, line }) => line + 1 < report.pages[page]!.length,
        ),
        where,
      );
      if (at === undefined) return undefined;
      const lines = report.pages[at.page]!;
      const first = lines[at.line]!;
      const second = lines[at.line + 1]!;
      const cells = first.cells.map((cell) => ({ ...cell }));
      for (const cell of second.cells) {
        const same = cells.find((one) => one.column === cell.column);
        if (same) same.text = `${same.text} ${cell.text}`;
        else cells.push({ ...cell });
      }
      const merged: ReportLine = { ...first, cells };
      const page = [...lines.slice(0, at.line), merged, ...lines.slice(at.line + 2)];
      return withPage(report, at.page, page);
    }
    case 'change-digit': {
      const at = pick(figureCells(report), where);
      if (at === undefined) return undefined;
      const lines = report.pages[at.page]!.slice();
      const target = lines[at.line]!;
      lines[at.line] = {
        ...target,
        cells: target.cells.map((cell, index) =>
          index === at.cellIndex ? { ...cell, text: changeDigit(cell.text, detail) } : cell,
        ),
      };
      return withPage(report, at.page, lines);
    }
    case 'repeat-page': {
      const page = Math.floor(where * report.pages.length);
      const pages = report.pages.slice();
      pages.splice(page + 1, 0, report.pages[page]!);
      return { ...report, pages };
    }
    case 'shift-column': {
      const names = Object.keys(report.columns).sort(
        (a, b) => report.columns[a]!.x - report.columns[b]!.x,
      );
      const at = pick(figureCells(report), where);
      if (at === undefined) return undefined;
      const lines = report.pages[at.page]!.slice();
      const target = lines[at.line]!;
      const cell = target.cells[at.cellIndex]!;
      const position = names.indexOf(cell.column);
      const step = detail < 0.5 ? -1 : 1;
      const column = names[position + step] ?? names[position - step];
      if (column === undefined) return undefined;
      // The cell keeps its place among the line's cells when its column moves left of another.
      const cells = target.cells.map((one, index) =>
        index === at.cellIndex ? { ...one, column } : one,
      );
      cells.sort((a, b) => report.columns[a.column]!.x - report.columns[b.column]!.x);
      lines[at.line] = { ...target, cells };
      return withPage(report, at.page, lines);
    }
    case 'wrap-text': {
      const targets = everyLine(report, () => true).flatMap(({ page, line }) =>
        report.pages[page]![line]!.cells.flatMap((cell, cellIndex) =>
          !FIGURE.test(cell.text) && cell.text.trim().split(/\s+/).length >= 2
            ? [{ page, line, cellIndex }]
            : [],
        ),
      );
      const at = pick(targets, where);
      if (at === undefined) return undefined;
      const lines = report.pages[at.page]!.slice();
      const target = lines[at.line]!;
      const cell = target.cells[at.cellIndex]!;
      const words = cell.text.trim().split(/\s+/);
      const cut = 1 + Math.floor(detail * (words.length - 1));
      const head: ReportLine = {
        ...target,
        cells: target.cells.map((one, index) =>
          index === at.cellIndex ? { ...one, text: words.slice(0, cut).join(' ') } : one,
        ),
      };
      const tail: ReportLine = { cells: [{ ...cell, text: words.slice(cut).join(' ') }] };
      lines.splice(at.line, 1, head, tail);
      return withPage(report, at.page, lines);
    }
    case 'drop-total': {
      const at = pick(
        everyLine(
          report,
          (one) => hasFigure(one) && one.cells.some((c) => TOTAL_WORDS.test(c.text)),
        ),
        where,
      );
      if (at === undefined) return undefined;
      const page = report.pages[at.page]!.filter((_, index) => index !== at.line);
      return withPage(report, at.page, page);
    }
  }
}
