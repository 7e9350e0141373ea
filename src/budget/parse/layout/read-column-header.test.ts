import { describe, expect, it } from 'vitest';
import { readColumnHeader } from './read-column-header.ts';
import { readLayoutLine } from './read-layout-line.ts';

const header = (text: string) => readColumnHeader(readLayoutLine(text, 1, ','));

describe('readColumnHeader', () => {
  it('reads the spec’s price column `P. UNIT.` as the price, after the quantity', () => {
    expect(header('RESUMEN\tUDS\tCANTIDAD\tP. UNIT.\tTOTAL')).toEqual({
      priceFirst: false,
      measured: false,
    });
    expect(header('CÓDIGO RESUMEN P. UNITARIO CANTIDAD IMPORTE').priceFirst).toBe(true);
  });

  it('reads a count of units beside a quantity as no measurement column, and one beside dimensions as one', () => {
    expect(header('RESUMEN UDS CANTIDAD PRECIO IMPORTE').measured).toBe(false);
    expect(header('Código Resumen Uds. Largo Ancho Alto Parcial Cantidad Precio Importe')).toEqual({
      priceFirst: false,
      measured: true,
    });
    // Without a quantity column the count is the measurement's, as before.
    expect(header('Resumen Uds Importe').measured).toBe(true);
  });

  it('names no price from a `P.` that opens no unit price (`P. K.`)', () => {
    expect(header('P. K. CANTIDAD IMPORTE').priceFirst).toBeUndefined();
  });
});
