import { describe, expect, it } from 'vitest';
import { readHeaderLabels, readPrintedDate } from './read-header-labels.ts';

describe('readHeaderLabels', () => {
  it('reads the work from Proyecto: and Obra:, as printed', () => {
    expect(readHeaderLabels('Proyecto:     P030326 PRESUPUESTO ALBAÑILERIA')).toEqual([
      { field: 'title', value: 'P030326 PRESUPUESTO ALBAÑILERIA' },
    ]);
    expect(readHeaderLabels('OBRA: Reforma de local en Calle Mayor 3')).toEqual([
      { field: 'title', value: 'Reforma de local en Calle Mayor 3' },
    ]);
  });

  it('reads the client from Cliente:, Promotor: and Propiedad:', () => {
    for (const label of ['Cliente', 'CLIENTE', 'Promotor', 'Promotora', 'Propiedad'])
      expect(readHeaderLabels(`${label}: Ayuntamiento de Getafe`)).toEqual([
        { field: 'client', value: 'Ayuntamiento de Getafe' },
      ]);
  });

  it('reads the location from Situación:, Emplazamiento: and Localidad:, with or without accent', () => {
    for (const label of ['Situación', 'SITUACION', 'Emplazamiento', 'Localidad'])
      expect(readHeaderLabels(`${label}: Peñíscola (Castellón)`)).toEqual([
        { field: 'location', value: 'Peñíscola (Castellón)' },
      ]);
  });

  it('reads two labels printed on one line', () => {
    expect(readHeaderLabels('Obra: Nave 3   Fecha: 12/03/2024')).toEqual([
      { field: 'title', value: 'Nave 3' },
      { field: 'date', value: '2024-03-12' },
    ]);
  });

  it('reads nothing from an empty label, a label inside running text or a line without one', () => {
    expect(readHeaderLabels('Promotor:')).toEqual([]);
    expect(readHeaderLabels('Situación:   :')).toEqual([]);
    expect(readHeaderLabels('Colocado según proyecto: incluye replanteo')).toEqual([]);
    expect(readHeaderLabels('CAPÍTULO C08 CALLE TENERIFE')).toEqual([]);
    expect(readHeaderLabels('Incluye: medios auxiliares')).toEqual([]);
  });

  it('reads a date only where it is a calendar day', () => {
    expect(readHeaderLabels('Fecha: 31/02/2024')).toEqual([]);
    expect(readHeaderLabels('Fecha: pendiente')).toEqual([]);
  });
});

describe('readPrintedDate', () => {
  it('reads day-first numeric dates and long Spanish dates as ISO', () => {
    expect(readPrintedDate('12/03/2024')).toBe('2024-03-12');
    expect(readPrintedDate('1-3-25')).toBe('2025-03-01');
    expect(readPrintedDate('23 de diciembre de 2025')).toBe('2025-12-23');
    expect(readPrintedDate('5 Setiembre 2024')).toBe('2024-09-05');
    expect(readPrintedDate('29/02/2023')).toBeUndefined();
    expect(readPrintedDate('marzo de 2024')).toBeUndefined();
  });
});
