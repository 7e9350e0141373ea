import { describe, expect, it } from 'vitest';
import { readLayoutLine } from './read-layout-line.ts';
import { splitLeadingAmount } from './split-leading-amount.ts';

const split = (text: string) => splitLeadingAmount(readLayoutLine(text, 1, ','), ',');

describe('splitLeadingAmount', () => {
  it('takes an amount printed before the next item’s heading out of the line', () => {
    expect(
      split('29.672,05 APUI_V_mU16NROU2009 SUMINISTRO DE ESTRUCTURA 1,00 31.860,16 31.860,16'),
    ).toEqual([
      '29.672,05',
      'APUI_V_mU16NROU2009 SUMINISTRO DE ESTRUCTURA 1,00 31.860,16 31.860,16',
    ]);
  });

  it('leaves alone measurements, figure rows and lines whose rest is no heading', () => {
    expect(split('12,50 Planta baja 2 3,00 6,00')).toBeUndefined();
    expect(split('1,00 29.672,05 29.672,05')).toBeUndefined();
    expect(split('29.672,05 de la partida anterior 1,00 31.860,16 31.860,16')).toBeUndefined();
    expect(
      split('29 APUI_V_mU16NROU2009 SUMINISTRO DE ESTRUCTURA 1,00 31.860,16 31.860,16'),
    ).toBeUndefined();
  });
});
