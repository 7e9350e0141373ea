import { describe, expect, it } from 'vitest';
import { encode } from 'windows-1252';
import { checkBc3Conformance } from './check-bc3-conformance.ts';

const bytes = (text: string) => Uint8Array.from(encode(text));
const GOOD = [
  '~V|Empresa|FIEBDC-3/2016|Presupuestos||ANSI||2|',
  '~K|2\\2\\2\\3\\2\\2\\2\\2\\EUR\\|0\\13\\6\\0\\21\\|2\\2\\3\\3\\3\\3\\2\\2\\2\\2\\2\\2\\2\\2\\EUR\\|',
  '~C|OBRA##||Obra|25||0|',
  '~D|OBRA##|01#\\1\\1\\|',
  '~C|01#||Capítulo|25||0|',
  '~D|01#|E01\\1\\2.5\\|',
  '~C|E01|m2|Solera|10||0|',
  '~M|01#\\E01||2.5|\\Planta\\1\\2.5\\\\\\|',
  '',
].join('\r\n');

const messages = (text: string) =>
  checkBc3Conformance(bytes(text)).map((problem) => problem.message);

describe('checkBc3Conformance', () => {
  it('accepts a file that follows the grammar', () => {
    expect(checkBc3Conformance(bytes(GOOD))).toEqual([]);
  });

  it('finds LF line ends without CR', () => {
    expect(messages(GOOD.replace(/\r\n/g, '\n'))[0]).toMatch(/Fin de línea sin CR/);
  });

  it('finds a file that does not start with ~V', () => {
    const lines = GOOD.split('\r\n');
    expect(messages([lines[1], lines[0], ...lines.slice(2)].join('\r\n'))).toContain(
      'El primer registro no es ~V.',
    );
  });

  it('finds a code with a blank, a second root and a chapter mark inside a code', () => {
    const found = messages(GOOD.replace('~C|E01|', '~C|E 01|').replace('~C|01#||', '~C|0#1##||'));
    expect(found.some((message) => message.includes('E 01'))).toBe(true);
    expect(found.some((message) => message.includes('raíz'))).toBe(true);
  });

  it('finds a figure with more decimals than ~K declares, and a thousands separator', () => {
    expect(messages(GOOD.replace('|Solera|10|', '|Solera|10.125|')).join(' ')).toMatch(
      /más decimales/,
    );
    expect(messages(GOOD.replace('|Obra|25|', '|Obra|1,025.00|')).join(' ')).toMatch(
      /no es un número/,
    );
  });

  it('finds a child without ~C, a measurement its parent does not list, and a stray ~', () => {
    expect(messages(GOOD.replace('E01\\1\\2.5', 'E02\\1\\2.5')).join(' ')).toMatch(
      /E02 no tiene ~C/,
    );
    expect(messages(GOOD.replace('Planta', 'Planta ~ baja')).join(' ')).toMatch(
      /abriría otro registro/,
    );
  });

  it('finds bytes Windows-1252 does not define', () => {
    const file = bytes(GOOD);
    file[file.length - 5] = 0x81;
    expect(
      checkBc3Conformance(file)
        .map((problem) => problem.message)
        .join(' '),
    ).toMatch(/0x81/);
  });
});
