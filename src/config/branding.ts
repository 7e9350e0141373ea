/**
 * The company's branding: the one place where company specifics live. The
 * preview, the Word export and the app's header all read this object; no
 * component holds a company name, colour or address of its own.
 *
 * To put in your own company:
 * 1. Replace the texts below (name, legal name, CIF, contact lines, the three
 *    fixed header lines of the Word document).
 * 2. Replace `public/branding/logo.png` with your logo as a PNG (any size; a
 *    square or wide image about 300 px high prints sharply). Keep the path, or
 *    change `logoPath` / `logoFile` together.
 * 3. Adjust the colours (hex RRGGBB without '#', as Word and CSS both take it
 *    after a '#').
 *
 * The example company below is fictional.
 */

export interface CompanyBranding {
  /** Trade name, shown next to the logo. */
  name: string;
  /** Registered legal name, as it appears on invoices and budgets. */
  legalName: string;
  /** Spanish tax id (CIF/NIF). */
  taxId: string;
  /** URL path of the logo as a static asset of the app (spec §7: fetched when the Word file is built). */
  logoPath: string;
  /** The same logo's file, relative to the repository root, read by the CLI and tests in Node. */
  logoFile: string;
  /** Contact lines for the preview footer. */
  contact: {
    address: string;
    phone: string;
    email: string;
    web: string;
  };
  /** The fixed texts of the Word document's header (spec §9: "project, work-centre and registered-office lines"). */
  documentHeader: {
    project: string;
    workCentre: string;
    registeredOffice: string;
  };
  /** Colours as RRGGBB hex, without '#'. */
  colors: {
    /** Table header fill (spec §9: "Header cells blue"). */
    headerBlue: string;
    /** Total row text (spec §9: "A total row (red bold)"). */
    totalRed: string;
    /** Fill of every other item row (spec §9: "alternate rows shaded"). */
    alternateRow: string;
    /** Rules and chapter headings. */
    accent: string;
  };
}

export const companyBranding: CompanyBranding = {
  name: 'Construcciones Ejemplo',
  legalName: 'Construcciones Ejemplo S.L.',
  taxId: 'B00000000',
  logoPath: '/branding/logo.png',
  logoFile: 'public/branding/logo.png',
  contact: {
    address: 'Calle Ficticia 1, 28000 Madrid',
    phone: '+34 900 000 000',
    email: 'presupuestos@construcciones-ejemplo.invalid',
    web: 'www.construcciones-ejemplo.invalid',
  },
  documentHeader: {
    project: 'Proyecto: Obras de edificación y reforma',
    workCentre: 'Centro de trabajo: Nave 3, Polígono Industrial Ejemplo, 28000 Madrid',
    registeredOffice: 'Domicilio social: Calle Ficticia 1, 28000 Madrid',
  },
  colors: {
    headerBlue: '1F4E79',
    totalRed: 'C00000',
    alternateRow: 'EAF1F8',
    accent: '2E75B6',
  },
};
