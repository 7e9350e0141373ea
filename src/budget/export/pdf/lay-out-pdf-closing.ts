import type { CompanyBranding } from '../../../config/branding.ts';
import { BUDGET_VALIDITY_DAYS } from '../../constants.ts';
import {
  summaryLines,
  type ComputedBudgetSummary,
  type SummaryLineKind,
} from '../../check/compute-budget-summary.ts';
import { formatMoney } from '../../model/format-money.ts';
import { formatPercent } from '../../model/format-percent.ts';
import {
  CONTENT_WIDTH,
  MUTED_TEXT,
  BODY_TEXT,
  RULE_COLOUR,
  baselineOffset,
} from './pdf-page-layout.ts';
import { noShapes, type PdfShapes } from './pdf-shapes.ts';
import { wrapPdfText, type MeasureText } from './wrap-pdf-text.ts';
import { ACCEPTANCE_TEXTS } from '../acceptance-texts.ts';

export const IVA_NOT_INCLUDED_TEXT = 'IVA no incluido';
export const VALIDITY_TEXT = `Este presupuesto es válido durante ${BUDGET_VALIDITY_DAYS} días`;

const SUMMARY_LABELS: Record<SummaryLineKind, (percent: string) => string> = {
  pem: () => 'Presupuesto de ejecución material (PEM)',
  gastosGenerales: (p) => `Gastos generales (${p})`,
  beneficioIndustrial: (p) => `Beneficio industrial (${p})`,
  base: () => 'Suma',
  iva: (p) => `IVA (${p})`,
  contractTotal: () => 'Presupuesto de ejecución por contrata (PEC)',
};
/** PEM, the sum and the contract total are the figures a reader looks for: bold. */
const BOLD_LINES = new Set<SummaryLineKind>(['pem', 'base', 'contractTotal']);

const SIZE = 8;
const ROW_HEIGHT = 14;
const LABEL_WIDTH = 250;
const AMOUNT_WIDTH = 110;
const ACCEPTANCE_WIDTH = 300;
/** The statement's size and line height, and room for the hand-filled lines under it. */
const STATEMENT_SIZE = 7;
const STATEMENT_LINE = STATEMENT_SIZE * 1.3;
const FIELDS_HEIGHT = 52;
const GAP = 10;

/**
 * The block under the table: the PEM/GG/BI/IVA summary at the right (where the source states
 * its percentages), "IVA no incluido" where no IVA line is printed, the client's acceptance
 * (fecha y firma) at the left, and the validity note. Laid out as one piece, so it is kept on
 * the page of the table's last rows (paginate-pdf-rows.ts).
 */
export function layOutPdfClosing(
  summary: ComputedBudgetSummary | undefined,
  ivaMissing: boolean,
  branding: CompanyBranding,
  budgetId: string,
  measure: MeasureText,
): { shapes: PdfShapes; height: number } {
  const shapes = noShapes();
  const text = (
    value: string,
    x: number,
    y: number,
    align: 'left' | 'right',
    bold: boolean,
    color = BODY_TEXT,
    size = SIZE,
  ) => shapes.texts.push({ text: value, x, y, align, bold, size, color });

  // The summary, right-aligned.
  let summaryBottom = GAP;
  if (summary !== undefined) {
    const lines = summaryLines(summary);
    const left = CONTENT_WIDTH - LABEL_WIDTH - AMOUNT_WIDTH;
    shapes.rules.push({
      x1: left,
      y1: GAP,
      x2: CONTENT_WIDTH,
      y2: GAP,
      color: RULE_COLOUR,
      width: 0.5,
    });
    lines.forEach((line, index) => {
      const top = GAP + index * ROW_HEIGHT;
      const last = index === lines.length - 1;
      if (last)
        shapes.fills.push({
          x: left,
          y: top,
          width: LABEL_WIDTH + AMOUNT_WIDTH,
          height: ROW_HEIGHT,
          color: branding.colors.alternateRow,
        });
      const baseline = top + (ROW_HEIGHT - SIZE) / 2 + baselineOffset(SIZE) - 0.5;
      const bold = BOLD_LINES.has(line.kind);
      const color = last ? branding.colors.headerBlue : BODY_TEXT;
      text(
        SUMMARY_LABELS[line.kind](`${formatPercent(line.percent ?? 0)} %`),
        left + 4,
        baseline,
        'left',
        bold,
        color,
      );
      text(formatMoney(line.amount), CONTENT_WIDTH - 4, baseline, 'right', bold, color);
      shapes.rules.push({
        x1: left,
        y1: top + ROW_HEIGHT,
        x2: CONTENT_WIDTH,
        y2: top + ROW_HEIGHT,
        color: last ? RULE_COLOUR : 'D9D9D9',
        width: 0.5,
      });
    });
    summaryBottom = GAP + lines.length * ROW_HEIGHT;
  }
  if (ivaMissing) {
    text(
      IVA_NOT_INCLUDED_TEXT,
      CONTENT_WIDTH - 4,
      summaryBottom + 4 + baselineOffset(SIZE),
      'right',
      true,
      MUTED_TEXT,
    );
    summaryBottom += 4 + SIZE * 1.4;
  }

  // The acceptance box, left: the Word's wording (acceptance-texts.ts), the statement wrapped
  // within the box, then name and NIF, date and signature on lines to fill in by hand.
  const boxTop = GAP;
  const statement = wrapPdfText(
    ACCEPTANCE_TEXTS.statement(budgetId),
    ACCEPTANCE_WIDTH - 12,
    (value) => measure(value, false, STATEMENT_SIZE),
  );
  const statementTop = boxTop + 16;
  const fieldsTop = statementTop + statement.length * STATEMENT_LINE;
  const boxHeight = fieldsTop - boxTop + FIELDS_HEIGHT;
  const box = (x1: number, y1: number, x2: number, y2: number) =>
    shapes.rules.push({ x1, y1, x2, y2, color: RULE_COLOUR, width: 0.5 });
  box(0, boxTop, ACCEPTANCE_WIDTH, boxTop);
  box(0, boxTop + boxHeight, ACCEPTANCE_WIDTH, boxTop + boxHeight);
  box(0, boxTop, 0, boxTop + boxHeight);
  box(ACCEPTANCE_WIDTH, boxTop, ACCEPTANCE_WIDTH, boxTop + boxHeight);
  text(
    ACCEPTANCE_TEXTS.heading,
    6,
    boxTop + 4 + baselineOffset(SIZE),
    'left',
    true,
    branding.colors.headerBlue,
  );
  statement.forEach((line, index) =>
    text(
      line,
      6,
      statementTop + index * STATEMENT_LINE + baselineOffset(STATEMENT_SIZE),
      'left',
      false,
      MUTED_TEXT,
      STATEMENT_SIZE,
    ),
  );
  /** A label and the line to write on after it, from `x` to `end`. */
  const field = (label: string, x: number, end: number, baseline: number) => {
    const caption = `${label}:`;
    text(caption, x, baseline, 'left', false);
    const lineStart = x + measure(caption, false, SIZE) + 4;
    shapes.rules.push({
      x1: lineStart,
      y1: baseline + 1,
      x2: end,
      y2: baseline + 1,
      color: MUTED_TEXT,
      width: 0.5,
    });
  };
  field(ACCEPTANCE_TEXTS.name, 6, ACCEPTANCE_WIDTH - 8, fieldsTop + 14);
  const signatureLine = boxTop + boxHeight - 12;
  field(ACCEPTANCE_TEXTS.date, 6, 130, signatureLine);
  field(ACCEPTANCE_TEXTS.signature, 145, ACCEPTANCE_WIDTH - 8, signatureLine);
  const blockBottom = Math.max(summaryBottom, boxTop + boxHeight);

  text(VALIDITY_TEXT, 0, blockBottom + 8 + baselineOffset(7), 'left', false, MUTED_TEXT, 7);
  return { shapes, height: blockBottom + 8 + 7 * 1.4 };
}
