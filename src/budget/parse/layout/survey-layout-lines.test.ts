import { describe, expect, it } from 'vitest';
import { fixtureBudget, TEXT_ITEMS } from '../../testing/layout-fixture.ts';
import { LAYOUT_FAMILIES } from '../../testing/layout-families.ts';
import { renderBudgetReport } from '../../testing/render-budget-report.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { writeReportText } from '../../testing/report-document.ts';
import { codeNamedBy } from './build-chapter-tree.ts';
import { inferDecimalMark, inferSpacedThousands } from './infer-number-format.ts';
import { readLayoutLine, type LayoutLine } from './read-layout-line.ts';
import { readLineRole } from './read-line-role.ts';
import { readPrintedLine } from './read-printed-line.ts';
import { LineSurvey } from './survey-layout-lines.ts';

const survey = (text: string) => new LineSurvey(text, ',', false);

/** The texts of every layout family (spreadsheet rows of tab-separated cells among them) and the bench reports. */
function familyTexts(): string[] {
  return [
    ...LAYOUT_FAMILIES.map((family) =>
      writeReportText(family.render(fixtureBudget(family, TEXT_ITEMS)), family.textStyle),
    ),
    ...(['presupuesto', 'same-line', 'mediciones'] as const).map((layout) =>
      renderBudgetReport(generateBudget({ itemCount: 40, seed: 3 }), layout),
    ),
  ];
}

/** What a reading of a line says, its cached words aside. */
const readingOf = (line: LayoutLine) => ({
  number: line.number,
  text: line.text,
  figures: line.figures,
  tokens: line.tokens,
  emptyFirstCell: line.emptyFirstCell,
  pageEdge: line.pageEdge === true,
  pageBreakBefore: line.pageBreakBefore === true,
});

/** Each line read whole, as the survey's glance must agree with. */
function readWhole(text: string) {
  const mark = inferDecimalMark(text);
  const spaced = inferSpacedThousands(text, mark);
  const lines = text
    .split('\n')
    .flatMap((raw, index) =>
      raw.split('\f').map((part) => readLayoutLine(part, index + 1, mark, spaced)),
    );
  const roles = lines.map(readLineRole);
  const totalled = new Set<string>();
  for (const role of roles) {
    const code = role.kind === 'total' ? codeNamedBy(role.reference) : undefined;
    if (code !== undefined) totalled.add(code);
  }
  return {
    filled: lines.map((line) => (line.tokens.length > 0 ? 1 : 0)),
    pageLine: roles.map((role) => (role.kind === 'page' ? 1 : 0)),
    totalled,
    survey: new LineSurvey(text, mark, spaced),
  };
}

describe('LineSurvey', () => {
  it('numbers lines as the text does, a form feed opening a new line on the same line number', () => {
    const lines = survey('uno\ndos\fTRES\n\fcuatro');
    expect(lines.count).toBe(5);
    expect([0, 1, 2, 3, 4].map((index) => lines.line(index).number)).toEqual([1, 2, 2, 3, 3]);
    expect([...lines.breakBefore]).toEqual([0, 0, 1, 0, 1]);
    expect(lines.line(2)).toMatchObject({ text: 'TRES', pageBreakBefore: true });
  });

  it('marks the first and last three filled lines of each page as its edges', () => {
    const page = ['A', '', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].join('\n');
    const lines = survey(`${page}\f${page}`);
    const edges = Array.from({ length: lines.count }, (_, index) => lines.line(index))
      .filter((line) => line.pageEdge === true)
      .map((line) => line.text);
    expect(edges).toEqual(['A', 'B', 'C', 'F', 'G', 'H', 'A', 'B', 'C', 'F', 'G', 'H']);
  });

  it('tells page lines, totals and lines without words without reading every line whole', () => {
    const text = [
      'Corte de pavimento',
      '8 de mayo de 2024 Página 3',
      '--- PAGE 2 ---',
      '23/12/2025',
      'Obra en Calle Mayor Pág. 4',
      'TOTAL 04 ACTUACIONES 12,00',
      '........',
      '(2)',
      '1 22,87 3,19 72,96',
    ].join('\n');
    const lines = survey(text);
    expect([...lines.pageLine]).toEqual([0, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect([...lines.filled]).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 1]);
    expect([...lines.totalled]).toEqual(['4']);
  });

  it('tells page lines wherever the letters their words need stand, in the line or lines away', () => {
    // The survey finds each line's `g`, `G`, `e`, `E` and `/` by searching on from the line
    // asked about: a search may end lines later, or answer for lines after it.
    const text = [
      'Acera sur 1 22,87 3,19 72,96',
      '279,48 80,41 22.472,99',
      'Zanja de riego 2 3,00',
      'PÁGINA 5',
      '12,00 1,00 12,00',
      '3 DE JUNIO 2024',
      'Calle 1 2,00',
      '4/6/2024',
      '5,00 2,00 10,00',
      'Obra Pág. 7',
      'Total 1 2,00',
    ].join('\n');
    const whole = readWhole(text);
    expect([...whole.survey.pageLine]).toEqual(whole.pageLine);
    expect([...whole.survey.filled]).toEqual(whole.filled);
    expect(whole.pageLine.filter((flag) => flag === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('finds the amount column where most multiplying rows end, never a column of their factors', () => {
    const rows = (cells: string[][]) => cells.map((row) => row.join('\t')).join('\n');
    const item = [
      ['APUT_001', 'm2/d CORTE PAVIMENTO EXISTENTE'],
      ['', '', '7', '10,19', '', '', '71,33'],
      ['', 'A deducir alcorque', '-2', '8,91', '2,07', '', '-36,89'],
      ['', '', '3', '7,56', '', '', '22,68'],
    ];
    // Two measurements multiply out into CANTIDAD (cell 6), the item's own row into IMPORTE.
    const sheet = rows([...item, ['', '', '', '', '', '', '57,12', '568,11', '32450,44']]);
    expect(survey(sheet).amountCell).toBe(8);
    // Without the item's row, nothing says CANTIDAD is a column of factors.
    expect(survey(rows(item)).amountCell).toBe(6);
  });

  it('agrees with reading each line whole on every layout family and the bench reports', () => {
    for (const text of familyTexts()) {
      const whole = readWhole(text);
      expect([...whole.survey.filled]).toEqual(whole.filled);
      expect([...whole.survey.pageLine]).toEqual(whole.pageLine);
      expect(whole.survey.totalled).toEqual(whole.totalled);
    }
  });

  it('tells totals and page lines in any case from lines opening with the same first letter', () => {
    // The glance turns a line down by its first two letters before matching its opening word.
    const text = [
      'SUBTOTAL 04 12,00',
      'suma 05 3,00',
      'Parcial 06 2,00',
      'TOTAL 07 1,00',
      'tOtAl 08 2,00',
      'PÁGINA 3',
      'pág. 4',
      'Pag 5',
      'Planta baja 6 24,50 147,00',
      'Tramo 2 3,00',
      'Superficie 12,00',
      'Sótano 1 2,00',
      'Pórtico 3',
      't',
    ].join('\n');
    const whole = readWhole(text);
    expect([...whole.survey.filled]).toEqual(whole.filled);
    expect([...whole.survey.pageLine]).toEqual(whole.pageLine);
    expect(whole.survey.totalled).toEqual(whole.totalled);
    expect(whole.pageLine.filter((page) => page === 1)).toHaveLength(3);
  });

  it('gives each line and its role as reading them afresh would, where the survey kept its reading and where not', () => {
    for (const text of familyTexts()) {
      const { survey: lines } = readWhole(text);
      const mark = inferDecimalMark(text);
      const spaced = inferSpacedThousands(text, mark);
      const printed = text
        .split('\n')
        .flatMap((raw, index) => raw.split('\f').map((part) => ({ part, number: index + 1 })));
      printed.forEach(({ part, number }, index) => {
        const single = readLayoutLine(part, number, mark, spaced);
        const afresh = readPrintedLine(part, number, mark, spaced);
        for (const line of [single, ...afresh]) {
          if (lines.pageEdge[index] === 1) line.pageEdge = true;
          if (lines.breakBefore[index] === 1 && line !== afresh[1]) line.pageBreakBefore = true;
        }
        // Asked as page furniture asks (one line), then as the reader asks (its report lines).
        expect(readingOf(lines.line(index))).toEqual(readingOf(single));
        const given = lines.lines(index);
        expect(given.map(readingOf)).toEqual(afresh.map(readingOf));
        // And each of its roles as readLineRole reads it.
        for (const line of given) expect(lines.role(line)).toEqual(readLineRole(line));
      });
    }
  });
});
