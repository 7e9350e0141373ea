import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMNS } from '../model/budget.ts';
import { detectHeaderColumns } from './detect-columns.ts';

describe('detectHeaderColumns', () => {
  it('maps PRECIO to P. UNIT. and IMPORTE to TOTAL in a budget header', () => {
    expect(detectHeaderColumns(['CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE'])).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('reads all ten columns from a measurements header', () => {
    expect(
      detectHeaderColumns([
        'CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE',
      ]),
    ).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'LONGITUD',
      'ANCHURA',
      'ALTURA',
      'PARCIALES',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('accepts an order-number column and a header cut at the page edge', () => {
    expect(detectHeaderColumns(['Nº ORDEN CÓDIGO RESUMEN CANTIDAD PRECI'])).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'CANTIDAD',
      'P. UNIT.',
    ]);
  });

  it('joins the columns of every header, showing code and summary even when unnamed', () => {
    expect(
      detectHeaderColumns([
        'Nº Ud Descripción Medición Precio Importe',
        'Uds. Largo Ancho Alto Parcial',
      ]),
    ).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'LONGITUD',
      'ANCHURA',
      'ALTURA',
      'PARCIALES',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it("gives the spec's default columns when the document prints no header", () => {
    expect(detectHeaderColumns([])).toEqual(DEFAULT_COLUMNS);
  });
});
