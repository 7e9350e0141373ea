import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { extractRtfText } from './extract-rtf-text.ts';

const rtf = (body: string) =>
  new TextEncoder().encode(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}{\\colortbl;\\red0\\green0\\blue0;}` +
      `{\\*\\generator Riched20;}{\\info{\\title Presupuesto}}\\pard ${body}}`,
  );

describe('extractRtfText', () => {
  it('reads paragraphs, tabs and line breaks, skipping the font, colour and info tables', () => {
    expect(extractRtfText(rtf('PRESUPUESTO\\par E01\\tab m2\\line Solera\\par'))).toBe(
      'PRESUPUESTO\nE01\tm2\nSolera',
    );
  });

  it('decodes Windows-1252 escapes and Unicode characters with their fallbacks', () => {
    expect(extractRtfText(rtf("Demolici\\'f3n \\u8364?\\uc2\\u225 xxde m\\'b2\\par"))).toBe(
      'Demolición €áde m²',
    );
  });

  it('reads a table row as one tab-separated line, with a cell’s further paragraphs after it', () => {
    const row =
      '\\trowd\\cellx1000\\cellx2000\\cellx5000\\cellx6000' +
      '\\pard\\intbl E01\\cell \\pard\\intbl\\cell ' +
      '\\pard\\intbl Solera\\par HM-20, 15 cm\\cell \\pard\\intbl 40,00\\cell \\row ' +
      '\\pard TOTAL 40,00\\par';
    expect(extractRtfText(rtf(row))).toBe('E01\t\tSolera\t40,00\nHM-20, 15 cm\nTOTAL 40,00');
  });

  it('keeps a field’s shown result but not its instruction, and skips pictures', () => {
    const body =
      "P\\'e1gina {\\field{\\*\\fldinst PAGE}{\\fldrslt 3}} {\\pict\\pngblip 89504e47}fin\\par";
    expect(extractRtfText(rtf(body))).toBe('Página 3 fin');
  });

  it('refuses bytes that are not RTF and groups nested beyond any real document', () => {
    expect(() => extractRtfText(new TextEncoder().encode('PRESUPUESTO'))).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-rtf'],
    );
    const deep = new TextEncoder().encode('{\\rtf1 ' + '{'.repeat(100_000) + 'x');
    expect(() => extractRtfText(deep)).toThrow(BUDGET_ERROR_MESSAGES['corrupt-rtf']);
  });
});
