import type { CompanyBranding } from '../../../config/branding.ts';
import type { Budget } from '../../model/budget.ts';
import { chooseDocumentDate } from '../choose-document-date.ts';
import { formatDocumentDate } from '../format-document-date.ts';
import { knownClient } from '../known-client.ts';
import {
  CONTENT_WIDTH,
  HEADER_HEIGHT,
  MUTED_TEXT,
  BODY_TEXT,
  baselineOffset,
  lineHeight,
} from './pdf-page-layout.ts';
import { noShapes, type PdfShapes } from './pdf-shapes.ts';
import { wrapPdfText, type MeasureText } from './wrap-pdf-text.ts';

/** The logo's height in the header, about 1.6 cm as in the Word document. */
export const LOGO_HEIGHT = 45;
const BUDGET_BLOCK_WIDTH = 330;
const TITLE_SIZE = 16;
const COMPANY_NAME_SIZE = 12;
const SMALL_SIZE = 7;
const LINE_SIZE = 8;
/** The work's title takes at most this many lines of the header; the rest is cut with "…". */
const MAX_WORK_LINES = 2;

/**
 * The header of every page, as the Word document's (spec §9): the logo, the company's name and
 * its fixed work-centre and registered-office lines, then at the right PRESUPUESTO, the
 * number, the work ("Proyecto:", the budget's own title), the client when known (never
 * "Cliente no identificado") and the date; an accent rule under it.
 */
export function layOutPdfHeader(
  budget: Budget,
  branding: CompanyBranding,
  logoWidth: number,
  now: Date,
  measure: MeasureText,
): PdfShapes {
  const shapes = noShapes();
  const companyLeft = logoWidth > 0 ? logoWidth + 12 : 0;
  let y = baselineOffset(COMPANY_NAME_SIZE) + 2;
  shapes.texts.push({
    text: branding.name,
    x: companyLeft,
    y,
    align: 'left',
    bold: true,
    size: COMPANY_NAME_SIZE,
    color: branding.colors.headerBlue,
  });
  y += lineHeight(COMPANY_NAME_SIZE);
  for (const line of [
    branding.documentHeader.workCentre,
    branding.documentHeader.registeredOffice,
  ]) {
    shapes.texts.push({
      text: line,
      x: companyLeft,
      y,
      align: 'left',
      bold: false,
      size: SMALL_SIZE,
      color: MUTED_TEXT,
    });
    y += lineHeight(SMALL_SIZE);
  }

  const right = CONTENT_WIDTH;
  let budgetY = baselineOffset(TITLE_SIZE);
  shapes.texts.push({
    text: 'PRESUPUESTO',
    x: right,
    y: budgetY,
    align: 'right',
    bold: true,
    size: TITLE_SIZE,
    color: branding.colors.headerBlue,
  });
  budgetY += lineHeight(TITLE_SIZE) - 2;
  const labelled = (label: string, value: string, maxLines = 1) => {
    const labelWidth = measure(label, true, LINE_SIZE);
    let lines = wrapPdfText(value, BUDGET_BLOCK_WIDTH - labelWidth, (part) =>
      measure(part, false, LINE_SIZE),
    );
    if (lines.length > maxLines)
      lines = [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]!} …`];
    lines.forEach((line, index) => {
      shapes.texts.push({
        text: line,
        x: right,
        y: budgetY,
        align: 'right',
        bold: false,
        size: LINE_SIZE,
        color: BODY_TEXT,
      });
      if (index === 0) {
        const lineWidth = measure(line, false, LINE_SIZE);
        shapes.texts.push({
          text: label,
          x: right - lineWidth,
          y: budgetY,
          align: 'right',
          bold: true,
          size: LINE_SIZE,
          color: BODY_TEXT,
        });
      }
      budgetY += lineHeight(LINE_SIZE);
    });
  };
  labelled('Nº ', budget.id);
  const work = budget.title?.trim();
  if (work) labelled('Proyecto: ', work, MAX_WORK_LINES);
  const client = knownClient(budget);
  if (client !== undefined) labelled('Cliente: ', client);
  labelled('Fecha: ', formatDocumentDate(chooseDocumentDate(budget, now)));

  shapes.rules.push({
    x1: 0,
    y1: HEADER_HEIGHT - 6,
    x2: CONTENT_WIDTH,
    y2: HEADER_HEIGHT - 6,
    color: branding.colors.accent,
    width: 1.5,
  });
  return shapes;
}

/** The footer: the company's legal lines, the generation date and "Página X de Y". */
export function layOutPdfFooter(
  branding: CompanyBranding,
  now: Date,
  page: number,
  pageCount: number,
): PdfShapes {
  const shapes = noShapes();
  shapes.rules.push({ x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, color: 'BFBFBF', width: 0.5 });
  const size = 6.5;
  const legal = [
    branding.legalName,
    `CIF ${branding.taxId}`,
    branding.contact.address,
    branding.contact.phone,
    branding.contact.email,
  ].join(' · ');
  const first = 3 + baselineOffset(size);
  const second = first + lineHeight(size) + 1;
  const text = (value: string, x: number, y: number, align: 'left' | 'right') =>
    shapes.texts.push({ text: value, x, y, align, bold: false, size, color: MUTED_TEXT });
  text(legal, 0, first, 'left');
  text(`Documento generado el ${formatDocumentDate(now)}`, 0, second, 'left');
  text(`Página ${page} de ${pageCount}`, CONTENT_WIDTH, second, 'right');
  return shapes;
}
