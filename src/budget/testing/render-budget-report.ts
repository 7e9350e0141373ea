/**
 * Renders a Budget as the text a Presto report gives when copied from a PDF
 * viewer or a Word export: page headers and footers every few items, chapter
 * headings, chapter totals, the final TOTAL and the RESUMEN DE PRESUPUESTO block.
 * Used by round-trip tests and benchmarks; it mimics the quirks of the real
 * samples (wrapped and hyphenated descriptions, wrapped chapter totals).
 */
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';
import { formatReportNumber } from './generate-budget.ts';

export type ReportLayout = 'presupuesto' | 'same-line' | 'mediciones';

/** Items per printed page: a Presto A4 page holds 8 to 15 items with their long text. */
const ITEMS_PER_PAGE = 10;
/** Width of the RESUMEN column in characters, where pdf.js breaks description lines. */
const DESCRIPTION_WIDTH = 95;
/** Words at least this long may be hyphenated at a line end, as Presto does (`calza-`/`das`). */
const HYPHENATE_MIN_LENGTH = 8;
/** A chapter total longer than this wraps, with its amount alone on the next line. */
const TOTAL_LINE_WIDTH = 90;
const LEADER = '.........................';

const HEADERS: Record<ReportLayout, { title: string; columns: string }> = {
  presupuesto: { title: 'PRESUPUESTO', columns: 'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE' },
  'same-line': { title: 'PRESUPUESTO', columns: 'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE' },
  mediciones: {
    title: 'MEDICIONES Y PRESUPUESTO',
    columns: 'CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE',
  },
};

const KEYWORDS = ['CAPÍTULO', 'SUBCAPÍTULO', 'APARTADO'] as const;

const isLowerLetter = (char: string): boolean => /^\p{Ll}$/u.test(char);

/** Wraps a paragraph like a report column, hyphenating some long lowercase words. */
function wrapDescription(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= DESCRIPTION_WIDTH) {
      current = candidate;
      continue;
    }
    const room = DESCRIPTION_WIDTH - current.length - 2;
    const cut = Math.min(room, word.length - 3);
    const hyphenable =
      word.length >= HYPHENATE_MIN_LENGTH && cut >= 3 && [...word].every(isLowerLetter);
    if (hyphenable) {
      lines.push(`${current === '' ? '' : `${current} `}${word.slice(0, cut)}-`);
      current = word.slice(cut);
    } else {
      if (current !== '') lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

function splitResumen(resumen: string): { title: string; description: string } {
  const newline = resumen.indexOf('\n');
  if (newline < 0) return { title: resumen, description: '' };
  return {
    title: resumen.slice(0, newline),
    description: resumen.slice(newline + 1).replace(/\n/g, ' '),
  };
}

function triple(item: BudgetItem): string {
  return `${item.cantidad} ${formatReportNumber(item.precio_unitario)} ${formatReportNumber(item.total)}`;
}

function renderItem(item: BudgetItem, layout: ReportLayout, out: string[]): void {
  const { title, description } = splitResumen(item.resumen);
  if (layout === 'same-line') {
    // Navas de Tolosa style: a compound unit comes out glued to the title (`m2/dALQUILER`).
    const head = item.uds.includes('/')
      ? `${item.codigo} ${item.uds}${title}`
      : `${item.codigo} ${item.uds} ${title}`;
    out.push(`${head} ${triple(item)}`);
    if (description !== '') out.push(...wrapDescription(description));
    return;
  }
  out.push(`${item.codigo} ${item.uds} ${title}`);
  if (description !== '') out.push(...wrapDescription(description));
  if (layout === 'mediciones') {
    for (const line of item.measurements ?? []) {
      const figures = [line.uds, line.longitud, line.anchura, line.altura].filter(
        (value) => value !== '',
      );
      out.push([line.comment, ...figures, line.parcial].filter((value) => value !== '').join(' '));
    }
  }
  out.push(triple(item));
}

function renderChapterHeading(chapter: BudgetChapter, layout: ReportLayout): string {
  if (layout === 'same-line') return `${chapter.code} ${chapter.title}`;
  const keyword = KEYWORDS[Math.min(chapter.level, KEYWORDS.length) - 1] ?? 'CAPÍTULO';
  return `${keyword} ${chapter.code} ${chapter.title}`;
}

function renderChapterTotal(chapter: BudgetChapter, layout: ReportLayout, out: string[]): void {
  const amount = formatReportNumber(chapter.statedTotal ?? chapter.total);
  if (layout === 'same-line') {
    out.push(`TOTAL ${chapter.code}${LEADER}${amount}`);
    return;
  }
  const keyword = KEYWORDS[Math.min(chapter.level, KEYWORDS.length) - 1] ?? 'CAPÍTULO';
  const text = `TOTAL ${keyword} ${chapter.code} ${chapter.title}`;
  if (text.length + LEADER.length + amount.length < TOTAL_LINE_WIDTH) {
    out.push(`${text}${LEADER} ${amount}`);
    return;
  }
  // Long totals wrap in the PDF; the amount lands on a line of its own.
  const words = text.split(' ');
  const half = Math.ceil(words.length / 2);
  out.push(words.slice(0, half).join(' '));
  out.push(`${words.slice(half).join(' ')}${LEADER}`);
  out.push(amount);
}

function renderSummary(budget: Budget, out: string[]): void {
  const summary = budget.summary;
  out.push('RESUMEN DE PRESUPUESTO');
  out.push('CAPITULO RESUMEN EUROS %');
  for (const chapter of budget.chapters ?? []) {
    const amount = formatReportNumber(chapter.statedTotal ?? chapter.total);
    if (chapter.level === 1) {
      const share = budget.total === 0 ? 0 : (chapter.total / budget.total) * 100;
      out.push(`${chapter.code} ${chapter.title}${LEADER} ${amount} ${formatReportNumber(share)}`);
    } else {
      out.push(`-${chapter.code} -${chapter.title}${LEADER} ${amount}`);
    }
  }
  out.push(`PRESUPUESTO DE EJECUCIÓN MATERIAL ${formatReportNumber(budget.total)}`);
  if (!summary) return;
  const percent = (value: number | undefined): string => `${formatReportNumber(value ?? 0)}%`;
  const gg = summary.gastosGenerales ?? 0;
  const bi = summary.beneficioIndustrial ?? 0;
  out.push(
    `${percent(summary.gastosGeneralesPercent)} Gastos generales${LEADER} ${formatReportNumber(gg)}`,
  );
  out.push(
    `${percent(summary.beneficioIndustrialPercent)} Beneficio industrial${LEADER} ${formatReportNumber(bi)}`,
  );
  out.push(`SUMA DE G.G. y B.I. ${formatReportNumber(gg + bi)}`);
  out.push(`SUMA ${formatReportNumber(budget.total + gg + bi)}`);
  out.push(
    `${percent(summary.ivaPercent)} I.V.A.${LEADER} ${formatReportNumber(summary.iva ?? 0)}`,
  );
  out.push(
    `PRESUPUESTO DE EJECUCIÓN POR CONTRATA ${formatReportNumber(summary.contractTotal ?? 0)}`,
  );
  out.push('Asciende el presupuesto a la expresada cantidad indicada en EUROS');
}

export function renderBudgetReport(budget: Budget, layout: ReportLayout): string {
  const out: string[] = [];
  const { title, columns } = HEADERS[layout];
  const project = `OBRAS DE URBANIZACIÓN PARA ${budget.client.toUpperCase()}`;
  let page = 0;
  const pageHeader = (): void => {
    out.push(title, project, columns);
  };
  const pageFooter = (): void => {
    page++;
    out.push(`8 de mayo de 2024 Página ${page}`);
  };

  pageHeader();
  out.push(`CLIENTE: ${budget.client}`);
  const chapters = budget.chapters ?? [];
  const byCode = new Map(chapters.map((chapter) => [chapter.code, chapter]));
  const open: BudgetChapter[] = [];
  const closeUntil = (level: number): void => {
    while (open.length > 0 && (open[open.length - 1] as BudgetChapter).level >= level) {
      renderChapterTotal(open.pop() as BudgetChapter, layout, out);
    }
  };
  const openChapter = (chapter: BudgetChapter): void => {
    if (chapter.parentCode !== undefined) {
      const parent = byCode.get(chapter.parentCode);
      if (parent && !open.includes(parent)) openChapter(parent);
    }
    closeUntil(chapter.level);
    out.push(renderChapterHeading(chapter, layout));
    open.push(chapter);
  };

  let current: BudgetChapter | undefined;
  budget.items.forEach((item, index) => {
    if (index > 0 && index % ITEMS_PER_PAGE === 0) {
      pageFooter();
      pageHeader();
    }
    const chapter = item.chapterCode === undefined ? undefined : byCode.get(item.chapterCode);
    if (chapter && chapter !== current) {
      openChapter(chapter);
      current = chapter;
    }
    renderItem(item, layout, out);
  });
  closeUntil(1);
  out.push(`TOTAL${LEADER}${LEADER} ${formatReportNumber(budget.statedTotal ?? budget.total)}`);
  pageFooter();
  if (chapters.length > 0 || budget.summary) renderSummary(budget, out);
  return `${out.join('\n')}\n`;
}
