/**
 * A family's report with its thousands grouped otherwise: by a space (`410 140,86 €`, as a
 * French-style locale or a word processor prints them) or not at all (`410140,86`, a PDF
 * printed from a sheet in General format). Every cell that is a Spanish figure alone (with
 * its `€`) is printed again; words and codes stay as they were. The spaces make CYPE's
 * `Total h : 731,95 560,34 € 410 140,86 €` ambiguous: only the arithmetic tells which
 * digits belong together.
 */
import { spacedFigure, ungroupedFigure, type FigureFormat } from './format-figures.ts';
import type { LayoutFamily, LayoutFamilyId } from './layout-family.ts';
import { CYPE_FAMILY } from './render-cype-report.ts';
import { PRESTO_MEASUREMENTS_FAMILY } from './render-presto-measurements-report.ts';
import { PRESTO_PARTIALS_FAMILY } from './render-presto-partials-report.ts';
import type { ReportDocument } from './report-document.ts';

export type Thousands = 'spaced' | 'ungrouped';

/** A figure grouped by points, with its decimals and its `€`: `-1.009,50`, `410.140,86 €`. */
const GROUPED = /^(-?\d{1,3}(?:\.\d{3})+)(,\d+)?( €)?$/;

/** The document with every grouped figure cell printed with spaced or no thousands. */
export function regroupThousands(document: ReportDocument, thousands: Thousands): ReportDocument {
  const separator = thousands === 'spaced' ? ' ' : '';
  return {
    ...document,
    pages: document.pages.map((page) =>
      page.map((reportLine) => ({
        ...reportLine,
        cells: reportLine.cells.map((one) => {
          const match = GROUPED.exec(one.text);
          if (!match) return one;
          const whole = (match[1] as string).replace(/\./g, separator);
          return { ...one, text: `${whole}${match[2] ?? ''}${match[3] ?? ''}` };
        }),
      })),
    ),
  };
}

function regrouped(
  family: LayoutFamily,
  id: LayoutFamilyId,
  description: string,
  thousands: Thousands,
): LayoutFamily {
  const figure: FigureFormat = thousands === 'spaced' ? spacedFigure : ungroupedFigure;
  return {
    ...family,
    id,
    description,
    render: (budget) => regroupThousands(family.render(budget), thousands),
    figure,
  };
}

export const CYPE_SPACED_THOUSANDS_FAMILY = regrouped(
  CYPE_FAMILY,
  'cype-spaced-thousands',
  'CYPE "Mediciones y Presupuesto" with thousands grouped by spaces (410 140,86 €)',
  'spaced',
);

export const PRESTO_SPACED_THOUSANDS_FAMILY = regrouped(
  PRESTO_MEASUREMENTS_FAMILY,
  'presto-spaced-thousands',
  'Presto "PRESUPUESTO Y MEDICIONES" with thousands grouped by spaces (1 009,50)',
  'spaced',
);

export const PRESTO_UNGROUPED_THOUSANDS_FAMILY = regrouped(
  PRESTO_PARTIALS_FAMILY,
  'presto-no-thousands-separator',
  'Presto "PRESUPUESTO" printed with no thousands separator (24820,05)',
  'ungrouped',
);

export const CYPE_UNGROUPED_THOUSANDS_FAMILY = regrouped(
  CYPE_FAMILY,
  'cype-no-thousands-separator',
  'CYPE "Mediciones y Presupuesto" printed with no thousands separator (410140,86 €)',
  'ungrouped',
);
