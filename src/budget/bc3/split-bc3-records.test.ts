import { describe, expect, it } from 'vitest';
import { firstBc3Subfield, splitBc3Records, splitBc3Subfields } from './split-bc3-records.ts';

describe('splitBc3Records', () => {
  it('splits records on "~X|" wherever their lines break, with fields and trimmed sub-fields', () => {
    const text =
      '~V|A|FIEBDC-3/2002|P||ANSI|\r\n~D|0AS010\r\n|mo011\\\\1.81\r\n\\mo004\\\\0.9\r\n\\|\r\n';
    expect(splitBc3Records(text)).toEqual([
      { type: 'V', fields: ['A', 'FIEBDC-3/2002', 'P', '', 'ANSI'], line: 1 },
      { type: 'D', fields: ['0AS010', 'mo011\\\\1.81\r\n\\mo004\\\\0.9\r\n\\'], line: 2 },
    ]);
    expect(splitBc3Subfields(splitBc3Records(text)[1]?.fields[1])).toEqual([
      'mo011',
      '',
      '1.81',
      'mo004',
      '',
      '0.9',
      '',
    ]);
  });

  it('keeps a ~T text’s inner line breaks and a tilde that does not open a record', () => {
    const [record] = splitBc3Records('~T|E01|Primera línea\r\nsegunda ~ tercera|\n');
    expect(record?.fields[1]).toBe('Primera línea\r\nsegunda ~ tercera');
  });

  it('strips NUL padding and numbers lines for warnings', () => {
    const records = splitBc3Records('\0\0~V|A|\n\n~C|X||Y|1|\0\0\0');
    expect(records.map((record) => [record.type, record.line, record.fields])).toEqual([
      ['V', 1, ['A']],
      ['C', 3, ['X', '', 'Y', '1']],
    ]);
  });

  it('counts lone CR, LF and CRLF line ends alike', () => {
    const records = splitBc3Records('~V|A|\r~C|X|\r\n~C|Y|\n~C|Z|');
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a last field that lacks its closing bar', () => {
    expect(splitBc3Records('~C|X|m|Sin barra final')[0]?.fields).toEqual([
      'X',
      'm',
      'Sin barra final',
    ]);
  });

  it('skips unwanted record types without splitting them', () => {
    const records = splitBc3Records('~X|A|b\\c|\n~C|A||t|\n~L||x|\n', new Set(['C']));
    expect(records.map((record) => record.type)).toEqual(['C']);
  });

  it('reads the first sub-field of a field without splitting the rest', () => {
    expect(firstBc3Subfield(' 12.5 \\010126\\')).toBe('12.5');
    expect(firstBc3Subfield('FIEBDC-3/2020')).toBe('FIEBDC-3/2020');
    expect(firstBc3Subfield(undefined)).toBe('');
    expect(splitBc3Subfields('')).toEqual([]);
  });

  it('returns nothing for text without records', () => {
    expect(splitBc3Records('esto no es un BC3')).toEqual([]);
  });
});
