/**
 * The words of a budget read back as printed, across the layouts the project renders:
 * a title ending in a number (`… MÓDULOS 1, 2 y 8`, a chapter `FASE 2`), and a `€` among
 * the words of a description.
 */
import { describe, expect, it } from 'vitest';
import type { Budget } from '../../model/budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { LAYOUT_FAMILIES } from '../../testing/layout-families.ts';
import { writeReportText } from '../../testing/report-document.ts';
import { parseBudgetText } from '../parse-budget-text.ts';

const TITLE_ENDINGS = [' DE MÓDULOS 1, 2 y 8', ' TIPO 2', ' FASE 3'];

/** The budget with titles ending in numbers and a description holding a `€` among words. */
function withNumberedWords(budget: Budget): Budget {
  return {
    ...budget,
    items: budget.items.map((item, index) => {
      const [title = '', ...rest] = item.resumen.split('\n');
      const ending = TITLE_ENDINGS[index % TITLE_ENDINGS.length] as string;
      const description = rest.length === 0 ? [] : [`Unidades valoradas en € ${rest.join(' ')}`];
      return { ...item, resumen: [`${title}${ending}`, ...description].join('\n') };
    }),
    chapters: (budget.chapters ?? []).map((chapter, index) => ({
      ...chapter,
      title: `${chapter.title} FASE ${index + 2}`,
    })),
  };
}

/** The item's words on one line: layouts run a title into its description (CYPE, pyCost). */
const wordsOf = (resumen: string) => resumen.replace(/\s+/g, ' ');

/**
 * pyCost prints the summary in a narrow column, a number wrapped alone onto its own line
 * (`… SOLERA FASE` / `3`): telling that line from a figure line is the grammar stage's
 * (issue 21), not yet done; its round trip of figures is tested with the other layouts.
 */
const WORD_FAMILIES = LAYOUT_FAMILIES.filter((family) => family.id !== 'english-numbers');

describe.each(WORD_FAMILIES)('$description', (family) => {
  it('reads every word and digit of titles ending in a number, and a € among words', () => {
    const budget = family.shape(
      withNumberedWords(generateBudget({ itemCount: 12, seed: 11, ...family.generate })),
    );
    const text = writeReportText(family.render(budget), family.textStyle);
    const read = parseBudgetText(text).budget;
    expect(read.items).toHaveLength(budget.items.length);
    read.items.forEach((item, index) => {
      const printed = budget.items[index]?.resumen.split('\n')[0] as string;
      expect(wordsOf(item.resumen)).toContain(printed);
    });
    const described = read.items.filter((item) => item.resumen.includes('Unidades'));
    expect(described.length).toBeGreaterThan(0);
    for (const item of described) expect(item.resumen).toContain('valoradas en €');
  });

  it('reads every chapter title ending in a number with its number', () => {
    const budget = family.shape(
      withNumberedWords(generateBudget({ itemCount: 12, seed: 11, ...family.generate })),
    );
    const text = writeReportText(family.render(budget), family.textStyle);
    const read = parseBudgetText(text).budget;
    const titles = new Map((read.chapters ?? []).map((chapter) => [chapter.code, chapter.title]));
    for (const chapter of budget.chapters ?? [])
      if (titles.has(chapter.code)) expect(titles.get(chapter.code)).toMatch(/FASE \d+$/);
  });
});
