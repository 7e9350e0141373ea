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

  it('refuses types the spec does not process', () => {
    expect(detectFileKind(text, 'foto.png', 'image/png')).toBe('unsupported');
    expect(detectFileKind(text, 'datos.csv', 'text/csv')).toBe('unsupported');
    expect(detectFileKind(text, 'sin-extension', '')).toBe('unsupported');
    expect(detectFileKind(zip, 'hoja.xlsx', '')).toBe('unsupported');
  });

  it('believes the bytes over the declared type', () => {
    expect(detectFileKind(zip, 'presupuesto.txt', 'text/plain')).toBe('docx');
    expect(detectFileKind(pdf, 'presupuesto.txt', 'text/plain')).toBe('pdf');
    expect(detectFileKind(makeLegacyDocBytes(), 'presupuesto.docx', DOCX_MIME)).toBe('legacy-doc');
  });

  it('recognises an old Word file by its OLE signature', () => {
    expect(detectFileKind(makeLegacyDocBytes(), 'presupuesto.doc', 'application/msword')).toBe(
      'legacy-doc',
    );
  });

  it('reads a .doc that is really a .docx as Word, and refuses a .doc that is neither', () => {
    expect(detectFileKind(zip, 'presupuesto.doc', 'application/msword')).toBe('docx');
    const rtf = new TextEncoder().encode('{\\rtf1\\ansi PRESUPUESTO}');
    expect(detectFileKind(rtf, 'presupuesto.doc', 'application/msword')).toBe('unsupported');
  });

  it('leaves a non-zip .docx to the Word reader, which calls it damaged', () => {
    expect(detectFileKind(text, 'presupuesto.docx', DOCX_MIME)).toBe('docx');
  });
});
