import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detect-file-kind.ts';
import { makeLegacyDocBytes } from './testing/make-hostile-files.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const text = new TextEncoder().encode('CAPÍTULO 01 DEMOLICIONES');
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n');

describe('detectFileKind', () => {
  it('takes the kind from the spec’s MIME types', () => {
    expect(detectFileKind(zip, 'a', DOCX_MIME)).toBe('docx');
    expect(detectFileKind(text, 'a', 'text/plain')).toBe('txt');
    expect(detectFileKind(text, 'a', 'text/plain; charset=windows-1252')).toBe('txt');
    expect(detectFileKind(pdf, 'a', 'application/pdf')).toBe('pdf');
  });

  it('uses the extension, in any case, when the MIME type is missing or generic', () => {
    expect(detectFileKind(zip, 'Presupuesto.DOCX', '')).toBe('docx');
    expect(detectFileKind(text, 'notas.Txt', 'application/octet-stream')).toBe('txt');
    expect(detectFileKind(pdf, 'obra.pdf')).toBe('pdf');
  });

  it('refuses types it does not read', () => {
    expect(detectFileKind(text, 'foto.png', 'image/png')).toBe('unsupported');
    expect(detectFileKind(text, 'sin-extension', '')).toBe('unsupported');
    expect(detectFileKind(zip, 'presentacion.pptx', '')).toBe('unsupported');
  });

  it('reads workbooks whatever their container: zip, compound file, XML or bare BIFF', () => {
    const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(detectFileKind(zip, 'hoja.xlsx', '')).toBe('spreadsheet');
    expect(detectFileKind(zip, 'a', xlsxMime)).toBe('spreadsheet');
    expect(detectFileKind(zip, 'hoja.ods', '')).toBe('spreadsheet');
    expect(detectFileKind(makeLegacyDocBytes(), 'hoja.xls', 'application/vnd.ms-excel')).toBe(
      'spreadsheet',
    );
    const xml = new TextEncoder().encode('<?xml version="1.0"?><Workbook/>');
    expect(detectFileKind(xml, 'presupuesto.xml', 'text/xml')).toBe('spreadsheet');
    expect(detectFileKind(new Uint8Array([0x09, 0x04, 0x06, 0x00]), 'viejo.xls', '')).toBe(
      'spreadsheet',
    );
  });

  it('reads a .csv as CSV even when Windows calls it an Excel file', () => {
    expect(detectFileKind(text, 'datos.csv', 'text/csv')).toBe('csv');
    expect(detectFileKind(text, 'datos.csv', 'application/vnd.ms-excel')).toBe('csv');
  });

  it('tells LibreOffice Writer and RTF documents by name and bytes', () => {
    expect(detectFileKind(zip, 'memoria.odt', '')).toBe('odt');
    const rtf = new TextEncoder().encode('{\\rtf1\\ansi PRESUPUESTO}');
    expect(detectFileKind(rtf, 'presupuesto.rtf', 'application/rtf')).toBe('rtf');
    expect(detectFileKind(text, 'presupuesto.rtf', 'application/rtf')).toBe('unsupported');
  });

  it('believes the bytes over the declared type', () => {
    expect(detectFileKind(zip, 'presupuesto.txt', 'text/plain')).toBe('docx');
    expect(detectFileKind(pdf, 'presupuesto.txt', 'text/plain')).toBe('pdf');
    expect(detectFileKind(makeLegacyDocBytes(), 'presupuesto.docx', DOCX_MIME)).toBe('doc');
  });

  it('recognises a Word 97-2003 file by its OLE signature', () => {
    expect(detectFileKind(makeLegacyDocBytes(), 'presupuesto.doc', 'application/msword')).toBe(
      'doc',
    );
  });

  it('reads a .doc that is really a .docx or an RTF as what it is, and refuses a .doc that is neither', () => {
    expect(detectFileKind(zip, 'presupuesto.doc', 'application/msword')).toBe('docx');
    const rtf = new TextEncoder().encode('{\\rtf1\\ansi PRESUPUESTO}');
    expect(detectFileKind(rtf, 'presupuesto.doc', 'application/msword')).toBe('rtf');
    const html = new TextEncoder().encode('<html><body>PRESUPUESTO</body></html>');
    expect(detectFileKind(html, 'presupuesto.doc', 'application/msword')).toBe('unsupported');
  });

  it('leaves a non-zip .docx to the Word reader, which calls it damaged', () => {
    expect(detectFileKind(text, 'presupuesto.docx', DOCX_MIME)).toBe('docx');
  });
});
