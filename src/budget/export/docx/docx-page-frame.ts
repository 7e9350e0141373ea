/**
 * The header and footer printed on every page of the Word document (spec §9): the logo, the
 * company's lines with the budget's work, the budget's number, client and date; the company's
 * contact line, the generation date and `Página X de Y`.
 */
import {
  AlignmentType,
  BorderStyle,
  Footer,
  Header,
  ImageRun,
  PageNumber,
  Paragraph,
  Tab,
  TabStopType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { CompanyBranding } from '../../../config/branding.ts';
import type { Budget } from '../../model/budget.ts';
import { chooseDocumentDate } from '../choose-document-date.ts';
import { formatDocumentDate } from '../format-document-date.ts';
import { knownClient } from '../known-client.ts';
import { readPngSize } from '../read-png-size.ts';
import {
  COMPANY_NAME_SIZE,
  CONTENT_WIDTH,
  FONT,
  HEADER_TITLE_SIZE,
  MUTED_TEXT,
  NO_BORDER,
  NO_BORDERS,
  RULE_COLOUR,
  SMALL_SIZE,
  run,
} from './docx-text.ts';

/** Logo height in the header, in pixels at 96 dpi (about 1.6 cm). */
const LOGO_HEIGHT_PX = 60;
const LOGO_WIDTH = 1500;
const TITLE_WIDTH = 5000;

/**
 * The company's lines under its name: the budget's work where known (`Proyecto: …`, not the
 * company's fixed text, which names no work), then where it is, the work centre and office.
 */
function companyLines(budget: Budget, branding: CompanyBranding): Paragraph[] {
  const small = { color: MUTED_TEXT, size: SMALL_SIZE };
  const work = budget.title?.trim();
  const location = budget.location?.trim();
  const labelled = (label: string, value: string) =>
    new Paragraph({ children: [run(`${label}: `, { ...small, bold: true }), run(value, small)] });
  return [
    new Paragraph({
      children: [
        run(branding.name, {
          bold: true,
          color: branding.colors.headerBlue,
          size: COMPANY_NAME_SIZE,
        }),
      ],
    }),
    ...(work ? [labelled('Proyecto', work)] : []),
    ...(location ? [labelled('Situación', location)] : []),
    ...[branding.documentHeader.workCentre, branding.documentHeader.registeredOffice].map(
      (line) => new Paragraph({ children: [run(line, small)] }),
    ),
  ];
}

function budgetLines(budget: Budget, branding: CompanyBranding, now: Date): Paragraph[] {
  const client = knownClient(budget);
  const right = (children: TextRun[]) =>
    new Paragraph({ alignment: AlignmentType.RIGHT, children });
  return [
    right([
      run('PRESUPUESTO', {
        bold: true,
        color: branding.colors.headerBlue,
        size: HEADER_TITLE_SIZE,
      }),
    ]),
    right([run('Nº ', { bold: true }), run(budget.id)]),
    // No client known: the line is left out rather than printing "Cliente no identificado".
    ...(client !== undefined ? [right([run('Cliente: ', { bold: true }), run(client)])] : []),
    // The header carries the document's date (the user's, if set); the footer says when it was made.
    right([
      run('Fecha: ', { bold: true }),
      run(formatDocumentDate(chooseDocumentDate(budget, now))),
    ]),
  ];
}

export function pageHeader(
  budget: Budget,
  branding: CompanyBranding,
  logo: Uint8Array | undefined,
  now: Date,
): Header {
  const companyWidth = CONTENT_WIDTH - LOGO_WIDTH - TITLE_WIDTH;
  const logoParagraph = new Paragraph({ children: logo ? [logoImage(logo)] : [] });
  const cell = (width: number, children: Paragraph[]) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlign.CENTER,
      borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
      children,
    });
  const layout = new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [LOGO_WIDTH, companyWidth, TITLE_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          cell(LOGO_WIDTH, [logoParagraph]),
          cell(companyWidth, companyLines(budget, branding)),
          cell(TITLE_WIDTH, budgetLines(budget, branding, now)),
        ],
      }),
    ],
  });
  const rule = new Paragraph({
    spacing: { after: 120 },
    border: {
      bottom: { style: BorderStyle.SINGLE, size: 12, color: branding.colors.accent, space: 1 },
    },
    children: [],
  });
  return new Header({ children: [layout, rule] });
}

function logoImage(logo: Uint8Array): ImageRun {
  const size = readPngSize(logo);
  return new ImageRun({
    type: 'png',
    data: logo,
    transformation: {
      width: Math.round((LOGO_HEIGHT_PX * size.width) / size.height),
      height: LOGO_HEIGHT_PX,
    },
    altText: { name: 'Logotipo', title: 'Logotipo', description: 'Logotipo de la empresa' },
  });
}

export function pageFooter(branding: CompanyBranding, now: Date): Footer {
  const small = { size: SMALL_SIZE, color: MUTED_TEXT };
  const pageLabel: ParagraphChild = new TextRun({
    font: FONT,
    ...small,
    children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES],
  });
  return new Footer({
    children: [
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOUR, space: 4 } },
        children: [
          run(
            [
              branding.legalName,
              `CIF ${branding.taxId}`,
              branding.contact.address,
              branding.contact.phone,
              branding.contact.email,
            ].join(' · '),
            small,
          ),
        ],
      }),
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          run(`Documento generado el ${formatDocumentDate(now)}`, small),
          new TextRun({ ...small, children: [new Tab()] }),
          pageLabel,
        ],
      }),
    ],
  });
}
