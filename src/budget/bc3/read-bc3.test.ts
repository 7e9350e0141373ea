import { describe, expect, it } from 'vitest';
import { normaliseBc3Code, parseBc3Number, readBc3 } from './read-bc3.ts';
import { splitBc3Records } from './split-bc3-records.ts';

const read = (text: string) => readBc3(splitBc3Records(text));

describe('parseBc3Number', () => {
  it('reads the format’s decimal point, a hand-made decimal comma and the Spanish reading of both', () => {
    expect(parseBc3Number('1017.881')).toBe(1017.881);
    expect(parseBc3Number('12,50')).toBe(12.5);
    expect(parseBc3Number('1.234,56')).toBe(1234.56);
    expect(parseBc3Number('-1.000')).toBe(-1);
  });

  it('treats an empty field as no information, not zero, and rejects words', () => {
    expect(parseBc3Number('')).toBeUndefined();
    expect(parseBc3Number('  ')).toBeUndefined();
    expect(parseBc3Number(undefined)).toBeUndefined();
    expect(parseBc3Number('0')).toBe(0);
    expect(parseBc3Number('doce')).toBeUndefined();
    expect(parseBc3Number('1e999')).toBeUndefined();
  });
});

describe('readBc3', () => {
  it('reads the percentages and decimals of a 3/2002+ ~K record', () => {
    const document = read(
      '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|2\\13\\6\\\\18|3\\2\\\\3\\4\\\\2\\2\\2\\2\\2\\3\\2\\2\\EUR\\|\n',
    );
    expect(document.percentages).toEqual({
      costesIndirectos: 2,
      gastosGenerales: 13,
      beneficioIndustrial: 6,
      iva: 18,
    });
    // DRC 3, DC 2, DFS 3, DRS 4, DUO 2, DI 2, DES 2, DN 2, DD 2, DS 3, DSP 2, DEC 2.
    expect(document.decimals).toEqual({
      uds: 2,
      dimensions: 2,
      measurement: 3,
      budgetQuantity: 3,
      amount: 2,
      price: 2,
      simplePrice: 2,
      directCost: 2,
      breakdownYield: 4,
      breakdownLine: 2,
    });
    expect(document.declaresDecimals).toBe(true);
  });

  it('falls back to the old ~K field when the 3/2002 one is absent (old Presto writes only "0")', () => {
    const document = read('~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|0|\n');
    expect(document.percentages).toEqual({ costesIndirectos: 0 });
    expect(document.decimals.measurement).toBe(3);
  });

  it('maps the 3/98 letters to what they round: DC the unit price, DM the amount, DS the quantity', () => {
    // DN\DD\DS\DR\DI\DP\DC\DM
    const document = read('~K|1\\2\\3\\4\\5\\6\\0\\1\\EUR\\|0|\n');
    expect(document.decimals).toEqual({
      uds: 1,
      dimensions: 2,
      measurement: 3,
      budgetQuantity: 3,
      breakdownYield: 4,
      breakdownLine: 5,
      directCost: 6,
      price: 0,
      simplePrice: 0,
      amount: 1,
    });
  });

  it('reads what the file is (~V TIPO_INFO) and the number of a certification', () => {
    const document = read('~V|SOFT S.A.|FIEBDC-3/2007|Presto||ANSI||3|8|\n');
    expect(document.informationType).toBe('3');
    expect(document.certificationNumber).toBe('8');
    expect(document.declaresDecimals).toBe(false);
  });

  it('keys concepts without their # marks, so references that omit them still resolve', () => {
    const document = read(
      '~C|C01#||Capítulo 1|25|011012|0|\n~C|0##|||42.5|\n~M|C01\\P01|1\\1\\|10||\n',
    );
    expect(document.concepts.get('C01')?.code).toBe('C01#');
    expect(document.rootKeys).toEqual(['0']);
    expect(document.measurements.get('C01\\P01')?.total).toBe(10);
    expect(normaliseBc3Code('R_A_I_Z##')).toBe('R_A_I_Z');
  });

  it('reads ~D children as strict code\\factor\\yield triplets, dotted codes and big yields included', () => {
    const document = read('~D|01#|2.10\\\\6990\\2.11\\2\\1.5\\|\n');
    expect(document.children.get('01')).toEqual([
      { code: '2.10', factor: 1, yield: 6990 },
      { code: '2.11', factor: 2, yield: 1.5 },
    ]);
  });

  it('attaches ~T long texts to their concepts, in any record order, and reads synonyms', () => {
    const document = read('~T|E01|Texto largo\\con barra|\n~C|E01\\SIN01|m|Corto|1|\n');
    expect(document.concepts.get('E01')?.longText).toBe('Texto largo\\con barra');
    expect(document.concepts.get('SIN01')?.summary).toBe('Corto');
  });

  it('drops the BIM id that Presto appends to measurement comments', () => {
    const document = read('~M|C\\E|1\\|2|\\Planta 1#12345\\2\\\\\\\\|\n');
    expect(document.measurements.get('C\\E')?.lines).toEqual([
      { type: '', comment: 'Planta 1', uds: 2 },
    ]);
  });
});
