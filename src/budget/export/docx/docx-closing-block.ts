/**
 * What the Word document prints under the items table, kept on one page with the table's last
 * rows: the note on totals that differ, the PEM/GG/BI/IVA summary, "IVA no incluido", the
 * validity note and the block where the client signs the budget as accepted.
 */
import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { CompanyBranding } from '../../../config/branding.ts';
import {
  summaryLines,
  type ComputedBudgetSummary,
  type SummaryLineKind,
} from '../../check/compute-budget-summary.ts';
import { BUDGET_VALIDITY_DAYS } from '../../constants.ts';
import { formatMoney } from '../../model/format-money.ts';
import { formatPercent } from '../../model/format-percent.ts';
import {
  CELL_MARGINS,
  CONTENT_WIDTH,
  MUTED_TEXT,
  NO_BORDERS,
  RULE_COLOUR,
  SMALL_SIZE,
  TABLE_BORDERS,
  run,
} from './docx-text.ts';
import { ACCEPTANCE_TEXTS } from '../acceptance-texts.ts';

const IVA_NOT_INCLUDED_TEXT = 'IVA no incluido';
const VALIDITY_TEXT = `Este presupuesto es válido durante ${BUDGET_VALIDITY_DAYS} días`;
/** Room for a handwritten signature, in twips (about 1.8 cm). */
const SIGNATURE_SPACE = 1000;

/**
 * The small note under the table when a total the document states is not the sum of its
 * lines: the table shows the document's figure, and this says by how much the lines differ.
 */
export function differenceNote(notes: readonly string[]): Paragraph {
  return new Paragraph({
    spacing: { before: 120 },
    keepNext: true,
    children: notes.flatMap((note, index) => {
      const text = run(note, { italics: true, color: MUTED_TEXT, size: SMALL_SIZE });
      return index === 0 ? [text] : [new TextRun({ break: 1 }), text];
    }),
  });
}

export function spacer(): Paragraph {
  return new Paragraph({ spacing: { before: 120 }, keepNext: true, children: [] });
}

export function ivaNotIncluded(): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.RIGHT,
    spacing: { before: 80 },
    keepNext: true,
    children: [run(IVA_NOT_INCLUDED_TEXT, { bold: true, color: MUTED_TEXT })],
  });
}

export function validityNote(): Paragraph {
  return new Paragraph({
    spacing: { before: 240 },
    keepNext: true,
    children: [run(VALIDITY_TEXT, { italics: true, color: MUTED_TEXT })],
  });
}

/** The closing block Spanish budgets print under the total: PEM, GG, BI, their sum, IVA, contract total. */
export function summaryTable(summary: ComputedBudgetSummary, branding: CompanyBranding): Table {
  const percent = (value: number) => `${formatPercent(value)} %`;
  const labels: Record<SummaryLineKind, (percent: string) => string> = {
    pem: () => 'Presupuesto de ejecución material (PEM)',
    gastosGenerales: (p) => `Gastos generales (${p})`,
    beneficioIndustrial: (p) => `Beneficio industrial (${p})`,
    base: () => 'Suma',
    iva: (p) => `IVA (${p})`,
    contractTotal: () => 'Presupuesto de ejecución por contrata (PEC)',
  };
  // PEM, the sum and the contract total are the figures a reader looks for: bold.
  const bold = new Set<SummaryLineKind>(['pem', 'base', 'contractTotal']);
  const lines: Array<[string, number, boolean]> = summaryLines(summary).map((line) => [
    labels[line.kind](percent(line.percent ?? 0)),
    line.amount,
    bold.has(line.kind),
  ]);
  const labelWidth = 4800;
  const amountWidth = 2200;
  const cell = (
    width: number,
    text: string,
    bold: boolean,
    alignment: (typeof AlignmentType)[keyof typeof AlignmentType],
    last: boolean,
  ) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: CELL_MARGINS,
      ...(last
        ? {
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: branding.colors.alternateRow },
          }
        : {}),
      children: [
        new Paragraph({
          alignment,
          // The block holds together, and with the notes and the acceptance block under it.
          keepNext: true,
          children: [run(text, { bold, ...(last ? { color: branding.colors.headerBlue } : {}) })],
        }),
      ],
    });
  return new Table({
    width: { size: labelWidth + amountWidth, type: WidthType.DXA },
    columnWidths: [labelWidth, amountWidth],
    layout: TableLayoutType.FIXED,
    alignment: AlignmentType.RIGHT,
    borders: TABLE_BORDERS,
    rows: lines.map(([label, amount, bold], index) => {
      const last = index === lines.length - 1;
      return new TableRow({
        cantSplit: true,
        children: [
          cell(labelWidth, label, bold, AlignmentType.LEFT, last),
          cell(amountWidth, formatMoney(amount), bold, AlignmentType.RIGHT, last),
        ],
      });
    }),
  });
}

/**
 * Where the client accepts the budget: a statement naming its number, then name and NIF,
 * date and signature to fill in by hand. Its last paragraph ends the chain of `keepNext`
 * that holds the closing block on one page.
 */
export function acceptanceBlock(
  budgetId: string,
  branding: CompanyBranding,
): (Paragraph | Table)[] {
  const half = CONTENT_WIDTH / 2;
  const rule = { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOUR, space: 1 };
  // A line to write on: under the label (name, date), or under a space left for the signature.
  const field = (label: string) =>
    new Paragraph({
      keepNext: true,
      spacing: { before: 200 },
      border: { bottom: rule },
      children: [run(`${label}:`, { color: MUTED_TEXT })],
    });
  const signature = [
    new Paragraph({
      keepNext: true,
      spacing: { before: 200 },
      children: [run(`${ACCEPTANCE_TEXTS.signature}:`, { color: MUTED_TEXT })],
    }),
    new Paragraph({ spacing: { before: SIGNATURE_SPACE }, border: { bottom: rule }, children: [] }),
  ];
  const cell = (children: Paragraph[]) =>
    new TableCell({
      width: { size: half, type: WidthType.DXA },
      margins: { top: 0, bottom: 0, left: 0, right: 360 },
      children,
    });
  return [
    new Paragraph({
      keepNext: true,
      spacing: { before: 360 },
      children: [run(ACCEPTANCE_TEXTS.heading, { bold: true, color: branding.colors.headerBlue })],
    }),
    new Paragraph({
      keepNext: true,
      spacing: { before: 60 },
      children: [run(ACCEPTANCE_TEXTS.statement(budgetId))],
    }),
    new Table({
      width: { size: CONTENT_WIDTH, type: WidthType.DXA },
      columnWidths: [half, half],
      layout: TableLayoutType.FIXED,
      borders: NO_BORDERS,
      rows: [
        new TableRow({
          cantSplit: true,
          children: [
            // An unbordered paragraph between: consecutive bordered paragraphs share one rule.
            cell([
              field(ACCEPTANCE_TEXTS.name),
              new Paragraph({ keepNext: true, children: [] }),
              field(ACCEPTANCE_TEXTS.date),
            ]),
            cell(signature),
          ],
        }),
      ],
    }),
  ];
}
