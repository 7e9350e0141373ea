import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { extractOdtText } from './extract-odt-text.ts';
import { makeZipBomb, truncate } from './testing/make-hostile-files.ts';

const NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"';

/** An .odt package around some `office:text` content, as LibreOffice Writer zips it. */
function odt(body: string): Uint8Array {
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NAMESPACES}><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  return zipSync({
    mimetype: strToU8('application/vnd.oasis.opendocument.text'),
    'content.xml': strToU8(content),
  });
}

const p = (text: string) => `<text:p>${text}</text:p>`;
const cell = (...paragraphs: string[]) =>
  `<table:table-cell office:value-type="string">${paragraphs.map(p).join('')}</table:table-cell>`;

describe('extractOdtText', () => {
  it('gives each paragraph and heading its own line, with tabs, line breaks and runs of spaces', () => {
    const body =
      '<text:h text:outline-level="1">PRESUPUESTO</text:h>' +
      p('E01<text:tab/>m2<text:line-break/>Solera<text:s text:c="3"/>HM-20');
    expect(extractOdtText(odt(body))).toBe('PRESUPUESTO\nE01\tm2\nSolera   HM-20');
  });

  it('reads a table row as one tab-separated line, with the cells’ further paragraphs after it', () => {
    const body =
      '<table:table><table:table-row>' +
      cell('E02AM010') +
      cell('m2') +
      cell('Desbroce y limpieza', 'Desbroce del terreno con medios mecánicos.') +
      cell('120,00') +
      '<table:table-cell table:number-columns-repeated="2"/>' +
      cell('144,00') +
      '</table:table-row></table:table>';
    expect(extractOdtText(odt(body))).toBe(
      'E02AM010\tm2\tDesbroce y limpieza\t120,00\t\t\t144,00\n' +
        'Desbroce del terreno con medios mecánicos.',
    );
  });

  it('leaves out footnotes and comments, as for a .docx', () => {
    const body = p(
      'Precio<text:note><text:note-citation>1</text:note-citation><text:note-body>' +
        p('Nota al pie') +
        '</text:note-body></text:note><office:annotation>' +
        p('Comentario') +
        '</office:annotation> final',
    );
    expect(extractOdtText(odt(body))).toBe('Precio final');
  });

  it('calls a package without content.xml, a truncated one and bad XML damaged', () => {
    const noContent = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') });
    const badXml = zipSync({ 'content.xml': strToU8('<office:document-content><text:p>sin') });
    const long = odt(p('Texto del presupuesto '.repeat(3000)));
    for (const bytes of [noContent, truncate(long, 0.5), badXml]) {
      expect(() => extractOdtText(bytes)).toThrow(BUDGET_ERROR_MESSAGES['corrupt-odt']);
    }
  });

  it('stops a zip bomb, whatever size its headers claim', () => {
    const bomb = makeZipBomb({
      inflatedBytes: 200 * 1024 * 1024,
      declaredBytes: 1000,
      partName: 'content.xml',
    });
    expect(() => extractOdtText(bomb)).toThrow(BUDGET_ERROR_MESSAGES['document-too-large']);
  });
});
