import { describe, expect, it } from 'vitest';
import { parseBudgetText } from '../parse-budget-text.ts';
import { headingInCodeCell, namesCodeCell } from './read-code-cell.ts';
import { readLayoutLine } from './read-layout-line.ts';
import { readLineRole } from './read-line-role.ts';

/** Rows as the PDF reader writes them under a `CÓDIGO` header: code, text, then the figure columns. */
const rows = (codes: readonly string[]) =>
  [
    'CÓDIGO\tRESUMEN\tCANTIDAD\tP. UNIT.\tTOTAL',
    'CAPÍTULO 01 OBRA CIVIL',
    'E01AB010\tm2 DEMOLICIÓN DE ACERAS\t10,00\t2,00\t20,00',
    '\tDemolición y levantado de aceras de loseta hidráulica.',
    ...codes.flatMap((code, index) => [
      `${code}\tud PUESTA EN RASANTE DE POZO TIPO ${index + 1}\t2,00\t5,00\t10,00`,
      // The summary wrapped onto a second line, then the description repeating it.
      '\tCON TAPA DE FUNDICIÓN',
      '\tSUPLEMENTO POR m² DE GEOTEXTIL DE CUALQUIER TIPO COLOCADO',
      '\tHA-25/B/20/IIa fabricado en central.',
    ]),
    `\tTotal 01 OBRA CIVIL\t\t\t${20 + 10 * codes.length},00`,
  ].join('\n');

const ODD_CODES = ['REC POZ', 'PINT ANTIPOLVO', 'KAL 515', '45311911', 'ENCOzapatas', 'CANALETA 2'];

describe('codes read by the column a CÓDIGO header names', () => {
  it('reads the first cell as the code whatever its shape: spaces, digits only, mixed case', () => {
    const { budget } = parseBudgetText(rows(ODD_CODES));
    expect(budget.items.map((item) => item.codigo)).toEqual(['E01AB010', ...ODD_CODES]);
    expect(budget.items.map((item) => item.total)).toEqual([20, ...ODD_CODES.map(() => 10)]);
    expect(budget.items[1]?.uds).toBe('ud');
    expect(budget.items[1]?.resumen).toMatch(/^PUESTA EN RASANTE DE POZO TIPO 1/);
  });

  it('never makes an item of a wrapped summary or a description line: its first cell is empty', () => {
    const { budget } = parseBudgetText(rows(['E01AB020', 'E01AB030']));
    expect(budget.items.map((item) => item.codigo)).toEqual(['E01AB010', 'E01AB020', 'E01AB030']);
    expect(budget.items[1]?.resumen).toContain('SUPLEMENTO POR m² DE GEOTEXTIL');
  });

  it('takes only a header whose first cell is the code column’s label', () => {
    const header = (text: string) => readLayoutLine(text, 1, ',');
    expect(namesCodeCell(header('CÓDIGO\tRESUMEN\tCANTIDAD\tPRECIO\tIMPORTE'))).toBe(true);
    expect(namesCodeCell(header('Cód.\tDescripción\tMedición'))).toBe(true);
    expect(namesCodeCell(header('CÓDIGO RESUMEN\tCANTIDAD\tPRECIO\tIMPORTE'))).toBe(false);
    expect(namesCodeCell(header('Nº\tCÓDIGO\tRESUMEN'))).toBe(false);
  });

  it('reads no code from running text or a label in the first cell, nor from a line without a second; one word in lower case is a code', () => {
    const heading = (text: string) => {
      const line = readLayoutLine(text, 1, ',');
      return headingInCodeCell(line, readLineRole(line));
    };
    expect(heading('Conforme el cliente\tPresupuesto de ejecución material\t\t\t603,73')).toBe(
      undefined,
    );
    expect(heading('Fecha:\tFirma:')).toBeUndefined();
    expect(heading('rec\tud PUESTA EN RASANTE\t18,00\t145,51\t2.619,18')).toMatchObject({
      code: 'rec',
      unit: 'ud',
    });
    expect(heading('CAPÍTULO C01\tACTUACIONES')).toBeUndefined();
    expect(heading('REC POZ ud PUESTA EN RASANTE\t18,00\t145,51\t2.619,18')).toBeUndefined();
    expect(heading('REC POZ\tud PUESTA EN RASANTE\t18,00\t145,51\t2.619,18')).toEqual({
      code: 'REC POZ',
      unit: 'ud',
      title: 'PUESTA EN RASANTE',
      ordered: false,
    });
  });
});

describe('a unit printed in the code column’s span', () => {
  it('is the unit, not a word of the code, where no header labels its column', () => {
    const line = readLayoutLine('APUJ_003 h\tOficial de primera\t94,05\t272,75\t25.652,14', 1, ',');
    expect(headingInCodeCell(line, readLineRole(line))).toMatchObject({
      code: 'APUJ_003',
      unit: 'h',
      title: 'Oficial de primera',
    });
    const spaced = readLayoutLine('REC POZ ud\tPUESTA EN RASANTE\t18,00\t145,51\t2.619,18', 1, ',');
    expect(headingInCodeCell(spaced, readLineRole(spaced))).toMatchObject({
      code: 'REC POZ',
      unit: 'ud',
      title: 'PUESTA EN RASANTE',
    });
  });
});
