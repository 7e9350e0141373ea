import { describe, expect, it } from 'vitest';
import { readLayoutLine } from './read-layout-line.ts';
import { SummaryReader } from './read-summary-block.ts';

const lineOf = (text: string) => readLayoutLine(text, 1, ',');

describe('SummaryReader', () => {
  it('reads the RESUMEN block into the summary and its chapter lines as stated amounts', () => {
    const reader = new SummaryReader();
    reader.openBlock();
    expect(reader.read(lineOf('C01 ACTUACIONES........ 1.000,00 100,00'))).toEqual({
      kind: 'chapter',
      code: 'C01',
      amount: 1000,
    });
    for (const text of [
      'PRESUPUESTO DE EJECUCIÓN MATERIAL 1.000,00',
      '13,00% Gastos generales.......... 130,00',
      '6,00% Beneficio industrial........ 60,00',
      'SUMA 1.190,00',
      '21,00% I.V.A................. 249,90',
      'PRESUPUESTO DE EJECUCIÓN POR CONTRATA 1.439,90',
    ])
      expect(reader.read(lineOf(text)), text).toEqual({ kind: 'read' });
    expect(reader.finish(1000)).toEqual({
      pem: 1000,
      gastosGeneralesPercent: 13,
      gastosGenerales: 130,
      beneficioIndustrialPercent: 6,
      beneficioIndustrial: 60,
      ivaPercent: 21,
      iva: 249.9,
      contractTotal: 1439.9,
    });
  });

  it('reads a total written with a ligature when told the text it reads from', () => {
    // `ﬆ` upper-cases to `ST`: the line names PRESUPUESTO GENERAL once upper-cased.
    const text = 'Obra\nPRESUPUEﬆO GENERAL 1.000,00\n';
    const reader = new SummaryReader(text);
    expect(reader.read(lineOf('PRESUPUEﬆO GENERAL 1.000,00'))).toEqual({ kind: 'read' });
    expect(reader.finish(1000)?.contractTotal).toBe(1000);
  });

  it('reads the same lines told the text they are read from as without', () => {
    const text =
      'PRESUPUESTO DE EJECUCIÓN MATERIAL 1.000,00\nTOTAL PRESUPUESTO 1.210,00\nSuma 5,00\n';
    const told = new SummaryReader(text);
    const untold = new SummaryReader();
    for (const line of text.split('\n'))
      expect(told.read(lineOf(line)), line).toEqual(untold.read(lineOf(line)));
    expect(told.finish(1000)).toEqual(untold.finish(1000));
  });

  it('takes everything after the closing words as the end of the document', () => {
    const reader = new SummaryReader();
    expect(
      reader.read(lineOf('Asciende el presupuesto de ejecución material a la expresada cantidad')),
    ).toEqual({ kind: 'read' });
    expect(reader.isClosed).toBe(true);
    expect(reader.read(lineOf('El Arquitecto'))).toEqual({ kind: 'read' });
  });

  it('leaves chapter lines outside the block to the headings, and states nothing unread', () => {
    const reader = new SummaryReader();
    expect(reader.read(lineOf('1 ACTUACIONES PREVIAS 9.695,00 €'))).toBeUndefined();
    expect(reader.finish(10)).toBeUndefined();
  });
});
