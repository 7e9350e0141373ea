/**
 * The synthetic layouts against the real reports they imitate (../shared/samples, read in
 * place, skipped where absent): every line shape listed for a family must occur both in the
 * real report and in the fixture, so the fixtures keep the shapes a reader meets in the
 * field. TCQ's price-before-quantity and the spaced thousands have no sample to hold to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import { extractPdfText } from '../extract/extract-pdf-text.ts';
import type { LayoutFamily, LayoutFamilyId } from './layout-family.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { fixtureBudget, TEXT_ITEMS } from './layout-fixture.ts';
import { writeReportText } from './report-document.ts';

const SAMPLES = '../shared/samples';

interface SampleShapes {
  family: LayoutFamilyId;
  sample: string;
  /** Compare the texts pdf.js gives of the sample PDF and of the fixture's PDF. */
  fromPdf?: boolean;
  shapes: RegExp[];
}

const AMOUNT = String.raw`-?\d{1,3}(?:\.\d{3})*,\d\d`;
const TSV_NUMBER = String.raw`-?\d+(?:,\d+)?`;

const SAMPLE_SHAPES: SampleShapes[] = [
  {
    family: 'cype',
    sample: 'grupo-rg-platform__P030326-albanileria_cype-arquimedes_pdftotext-layout.txt',
    shapes: [
      /^\s*Proyecto:\s+\S/,
      /^\s*:\s+IV - V Mediciones y Presupuesto$/,
      /^\s*Capítulo nº \d+ \S/,
      /^\s*Nº\s+Ud\s+Descripción\s+Medición\s+Precio\s+Importe$/,
      /^\s*\d+\.\d+\.- \S/,
      /^\s*\d+(?:\.\d+)+\s+\S+…\s+\S+\s+\S/,
      /^\s*Uds\.\s+Largo\s+Ancho\s+Alto\s+Parcial\s+Subtotal$/,
      new RegExp(String.raw`^\s*Total \S+ :\s+${AMOUNT}\s+${AMOUNT} €\s+${AMOUNT} €$`),
      new RegExp(String.raw`^\s*Parcial nº \d+ .+ :\s+${AMOUNT} €$`),
      /^\s*Presupuesto de ejecución material$/,
      new RegExp(String.raw`^\s+\d+\.\d+\.- .+\s${AMOUNT} €$`),
      new RegExp(String.raw`^\s*Total \.+:\s+${AMOUNT} €$`),
      /^\s*Asciende el presupuesto de ejecución material a la expresada cantidad de [A-ZÁÉÍÓÚ ]+$/,
      /^\s*Página: \d+ - \d+$/,
    ],
  },
  {
    family: 'presto-measurements',
    sample:
      'susanaybenjamin-boop-construgest__vivienda-ogijares_presto-layout_presupuesto-y-mediciones_pdfjs-text.txt',
    shapes: [
      /^PRESUPUESTO Y MEDICIONES$/,
      /^CÓDIGO\s+RESUMEN\s+UDS\s+LONGITUD\s+ANCHURA\s+ALTURA\s+PARCIALES\s+CANTIDAD\s+PRECIO\s+IMPORTE$/,
      /^_{100,}$/,
      /^CAPÍTULO C\d+ \S/,
      /^SUBCAPÍTULO C\d+\.\d+ \S/,
      /^\S+ {4}\S+ {4}[A-ZÁÉÍÓÚÑ]/,
      /[a-zñ]-$/,
      new RegExp(String.raw`^\D+ {4}\d+( {4}${AMOUNT})+$`),
      new RegExp(String.raw`^\D+ {4}-\d+( {4}${AMOUNT})+$`),
      new RegExp(String.raw`^\d+ {4}${AMOUNT}$`),
      new RegExp(String.raw`^\D+ {4}${AMOUNT} {4}${AMOUNT}$`),
      /^_{55}$/,
      new RegExp(String.raw`^${AMOUNT} {4}${AMOUNT} {4}${AMOUNT}$`),
      /^_{15}$/,
      new RegExp(String.raw`^TOTAL SUBCAPÍTULO \S+ .+\.{3,} {4}${AMOUNT}$`),
      new RegExp(String.raw`^TOTAL CAPÍTULO C\d+ .+\.{3,} {4}${AMOUNT}$`),
      new RegExp(String.raw`^TOTAL\.{10,} {4}${AMOUNT}$`),
      /^\d+ de [a-z]+ de \d{4}$/,
      /^Página\d+$/,
    ],
  },
  {
    family: 'presto-partials',
    sample: 'PTS-LuzIA-Mediciones__navas-de-tolosa_presupuesto_extracted-text.txt',
    shapes: [
      /^PRESUPUESTO$/,
      /^CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE$/,
      /^\d\d [A-ZÁÉÍÓÚ]/,
      /^\d\d\.\d\d [A-ZÁÉÍÓÚ]/,
      /^\d\d\.\d\d\.\d\d [A-ZÁÉÍÓÚ]/,
      new RegExp(String.raw`^\S+ \S+ .+ ${AMOUNT} ${AMOUNT} ${AMOUNT}$`),
      /[a-zñ]-$/,
      new RegExp(String.raw`^TOTAL \d\d\.\d\d\.{3,} ${AMOUNT}$`),
      new RegExp(String.raw`^TOTAL \d\d\.\d\d\.\d\d\.{3,} ${AMOUNT}$`),
      new RegExp(String.raw`^TOTAL \d\d\.{3,} ${AMOUNT}$`),
      new RegExp(String.raw`^TOTAL\.{3,} ${AMOUNT}$`),
    ],
  },
  {
    family: 'english-numbers',
    sample: 'xcfem-pyCost__urbanizacion-plaza_pycost-latex_presupuestos-parciales.pdf',
    fromPdf: true,
    shapes: [
      /^Presupuestos parciales$/,
      /^\f?Capítulo \d+$/,
      /^\d+\.\d+\. [A-ZÁÉÍÓÚ]/,
      /^Partida Cantidad Descripción Precio Importe$/,
      /^unitario$/,
      /^\S+ [\d,]+\.\d{3} \S+ .+ [\d,]+\.\d\d [\d,]+\.\d{2,3}$/,
      /^Total: [^.]+ [\d,]+\.\d{2,3}$/,
      /^Total: .+ \. \. \..* ?[\d,]+\.\d\d$/,
      /^\.\.\/\.\.$/,
      /^\f?\d+ CAPÍTULO \d+\. \S/,
    ],
  },
  {
    family: 'spreadsheet-tabs',
    sample: 'eacevedof-prj_python37__el-casar_vivienda-modular_spreadsheetml-as-tsv_derived.txt',
    shapes: [
      /^PRESUPUESTO Y MEDICIONES$/,
      /^CÓDIGO\tRESUMEN\tUDS\tLONGITUD\tANCHURA\tALTURA\tCANTIDAD\tPRECIO\tIMPORTE$/,
      /^\d\t[A-ZÁÉÍÓÚ]/,
      /^\d\d\.\d\d\t[A-ZÁÉÍÓÚ]/,
      /^\S+\t\S+ [A-ZÁÉÍÓÚ]/,
      /^\S+\t(?:ML|Ml|Ud|m)\. [A-ZÁÉÍÓÚ]/,
      /^\t[^\t]+-$/,
      new RegExp(
        String.raw`^\t[^\t]+\t${TSV_NUMBER}\t${TSV_NUMBER}\t${TSV_NUMBER}\t\t${TSV_NUMBER}$`,
      ),
      new RegExp(String.raw`^\t{6}${TSV_NUMBER}\t${TSV_NUMBER}\t${TSV_NUMBER}$`),
      new RegExp(String.raw`^\tTOTAL \d\d\.\d\d\t{7}${TSV_NUMBER}$`),
      new RegExp(String.raw`^\tTOTAL \d\d\t{7}${TSV_NUMBER}$`),
      new RegExp(String.raw`^\tTOTAL\t{7}${TSV_NUMBER}$`),
      /^\t{8}\d+$/,
      /^\tAsciende el presupuesto a la expresada cantidad de /,
    ],
  },
];

/**
 * A PDF's lines as running text: where a document has clear figure columns, extraction
 * writes them as tab-separated cells (write-pdf-cells.ts), which these word-and-figure
 * shapes do not describe.
 */
function runningText(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\t+/g, ' ').replace(/^ | $/g, ''));
}

async function fixtureLines(family: LayoutFamily, fromPdf: boolean): Promise<string[]> {
  if (!fromPdf)
    return writeReportText(
      family.render(fixtureBudget(family, TEXT_ITEMS)),
      family.textStyle,
    ).split('\n');
  // Enough items for subchapters, which the smaller PDF of the round-trip test lacks.
  const bytes = await makeReportPdf(family.render(fixtureBudget(family, TEXT_ITEMS)));
  return runningText(await extractPdfText(bytes));
}

async function sampleLines(name: string, fromPdf: boolean): Promise<string[]> {
  const bytes = readFileSync(`${SAMPLES}/${name}`);
  return fromPdf
    ? runningText(await extractPdfText(new Uint8Array(bytes)))
    : bytes.toString('utf8').split('\n');
}

describe.skipIf(!existsSync(SAMPLES))('the layout fixtures against the real reports', () => {
  it.each(SAMPLE_SHAPES)('the $family fixture has the line shapes of $sample', async (entry) => {
    const family = LAYOUT_FAMILIES.find((one) => one.id === entry.family);
    if (!family) throw new Error(`No layout family '${entry.family}'`);
    const fixture = await fixtureLines(family, entry.fromPdf ?? false);
    const sample = await sampleLines(entry.sample, entry.fromPdf ?? false);
    for (const shape of entry.shapes) {
      expect(
        sample.some((text) => shape.test(text)),
        `sample: ${shape}`,
      ).toBe(true);
      expect(
        fixture.some((text) => shape.test(text)),
        `fixture: ${shape}`,
      ).toBe(true);
    }
  });
});
