import { describe, expect, it } from 'vitest';
import { BudgetError } from '../errors.ts';
import { decodeBc3Bytes } from './decode-bc3-bytes.ts';
import { encodeText } from './testing/write-bc3.ts';

const header = (charset: string) => `~V|SOFT S.A.|FIEBDC-3/2002|Presto 11.02||${charset}|\r\n`;
const body = '~C|EXC01|m3|Excavación en zanja, niño, Ñandú, 1º|9.23|010126|0|\r\n';

describe('decodeBc3Bytes', () => {
  it('decodes ANSI as Windows-1252, including the quotes and euro sign Latin-1 lacks', () => {
    const text = header('ANSI') + '~T|EXC01|“Según pliego” – 12 €|\r\n' + body;
    const decoded = decodeBc3Bytes(encodeText(text, 'cp1252'));
    expect(decoded).toMatchObject({ text, charset: 'windows-1252', declared: 'ANSI' });
  });

  it('with deferred punctuation, gives the same Windows-1252 text once each piece goes through fixPunctuation', () => {
    const text = header('ANSI') + '~T|EXC01|“Según pliego” – 12 €|\r\n' + body;
    const decoded = decodeBc3Bytes(encodeText(text, 'cp1252'), { deferPunctuation: true });
    const fix = decoded.fixPunctuation ?? ((field: string) => field);
    expect(decoded.text.split('|').map(fix).join('|')).toBe(text);
    expect(
      decodeBc3Bytes(encodeText(header('ANSI') + body, 'cp1252'), { deferPunctuation: true }),
    ).toEqual({ text: header('ANSI') + body, charset: 'windows-1252', declared: 'ANSI' });
  });

  it('decodes a file declared 850 with the MS-DOS code page', () => {
    const text = header('850') + body;
    expect(decodeBc3Bytes(encodeText(text, 'cp850'))).toMatchObject({
      text,
      charset: 'cp850',
      declared: '850',
    });
  });

  it('decodes a file declared 437 with its own code page (same Spanish letters as 850)', () => {
    const text = header('437') + '~C|A|m|Año, pequeño, ñu|1|010126|0|\r\n';
    expect(decodeBc3Bytes(encodeText(text, 'cp850'))).toMatchObject({ text, charset: 'cp437' });
  });

  it('does not fail on bytes Windows-1252 leaves undefined (Menfis writes stray 0x81)', () => {
    const bytes = encodeText(header('ANSI') + body, 'cp1252');
    const withStray = new Uint8Array([...bytes.slice(0, -2), 0x81, 0x0d, 0x0a]);
    expect(decodeBc3Bytes(withStray).text).toContain('Ñandú');
  });

  it('guesses the code page of an undeclared file from its accented letters', () => {
    expect(decodeBc3Bytes(encodeText(header('') + body, 'cp850')).charset).toBe('cp850');
    expect(decodeBc3Bytes(encodeText(header('') + body, 'cp1252')).charset).toBe('windows-1252');
    expect(decodeBc3Bytes(encodeText(header('') + '~C|A||plain|1|', 'cp1252')).charset).toBe(
      'windows-1252',
    );
  });

  it('reads valid UTF-8 as UTF-8 whatever it declares (hand-made files)', () => {
    const text = header('ANSI') + body;
    expect(decodeBc3Bytes(new TextEncoder().encode(text))).toMatchObject({
      text,
      charset: 'utf-8',
    });
  });

  it('refuses a file whose accents were replaced by U+FFFD in a UTF-8 round trip', () => {
    const damaged = (header('ANSI') + body).replace(/[^ -~\r\n]/g, '\ufffd');
    expect(() => decodeBc3Bytes(new TextEncoder().encode(damaged))).toThrow(BudgetError);
    try {
      decodeBc3Bytes(new TextEncoder().encode(damaged));
    } catch (error) {
      expect((error as BudgetError).code).toBe('bc3-wrong-encoding');
    }
  });

  it('tolerates one stray replacement character among real accents', () => {
    const text = header('ANSI') + body + '~T|EXC01|símbolo \ufffd perdido|\r\n';
    expect(decodeBc3Bytes(new TextEncoder().encode(text)).charset).toBe('utf-8');
  });

  it('finds the ~V record after leading junk such as a byte order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encodeText(header('850') + body, 'cp850')]);
    expect(decodeBc3Bytes(bytes).declared).toBe('850');
  });
});
