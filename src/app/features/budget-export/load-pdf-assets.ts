/**
 * The PDF's fonts, fetched as static assets on the page when a PDF is asked for and handed to
 * the export worker as bytes. This module is imported only then (download-budget-pdf.ts), so
 * the font files' addresses stay out of the page's chunks; the PDF writer loads in the worker.
 */
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { PdfFonts } from '../../../budget/export/pdf/pdf-fonts.ts';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`No se pudo cargar ${url} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

let fontsLoading: Promise<PdfFonts> | undefined;

/** The two DejaVu Sans styles, fetched once per page load. */
export function loadPdfFonts(): Promise<PdfFonts> {
  fontsLoading ??= Promise.all([fetchBytes(regularFontUrl), fetchBytes(boldFontUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // Offline for a moment: the next download tries again.
      fontsLoading = undefined;
      throw error;
    },
  );
  return fontsLoading;
}
