/**
 * The budget the saving tests store (app and server): one item, `01.01 Demolición de
 * tabique`, 10 m2 at a tenth of `total`. `fields` set what a test needs of its own (id,
 * client, columns, source).
 */
import type { Budget } from '../model/budget.ts';

export function demolitionBudget(total: number, fields: Partial<Budget> = {}): Budget {
  return {
    id: 'PRE-2026-001',
    client: 'Cliente no identificado',
    items: [
      {
        codigo: '01.01',
        resumen: 'Demolición de tabique',
        uds: 'm2',
        longitud: '',
        anchura: '',
        altura: '',
        parciales: '',
        cantidad: '10',
        precio_unitario: total / 10,
        total,
      },
    ],
    total,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    ...fields,
  };
}
