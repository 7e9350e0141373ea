import { describe, expect, it } from 'vitest';
import type { BudgetChapter } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import {
  findItemHeadsInText,
  holdsItemHead,
  opensWithItemHead,
} from './find-item-heads-in-text.ts';

const item = (codigo: string, resumen: string, chapterCode = 'C01') =>
  createBudgetItem({
    codigo,
    resumen,
    uds: 'm',
    cantidad: '2,00',
    precio_unitario: 5,
    total: 10,
    chapterCode,
  });
const chapter = (code: string, title: string): BudgetChapter => ({
  code,
  title,
  level: 1,
  total: 10,
  statedTotal: 10,
});

describe('holdsItemHead', () => {
  it('finds a code, a unit and a title run into other words', () => {
    expect(holdsItemHead('GESTIÓN DE RESIDUOS EN CALLE ÁVILA m23H03I001 m. RELLENO TRASDÓS')).toBe(
      true,
    );
    expect(holdsItemHead('ACTUACIONES PREVIAS 1 KWC01 m2/d ENFOSCADO BUENA VISTA')).toBe(true);
    expect(holdsItemHead('0,00 444,61 0,00 A04.03 Pa ALQUILER CASETA PREFABRICADA')).toBe(true);
  });

  it('finds a numbered sheet’s head: order number, title in capitals, unit, description', () => {
    // `6  CARGA/TRAN.VERT.…` over `mes Tubo aserrado …`, run into the description above.
    expect(
      holdsItemHead('excavación incluso ni 6 CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC. mes Tubo aserrado'),
    ).toBe(true);
    expect(holdsItemHead('cortadora en 3 PINT.PLÁST. COLOR EXT-INT ANTIMOHO UD Replanteo')).toBe(
      true,
    );
  });

  it('leaves figures, capitals and units of running text', () => {
    expect(holdsItemHead('ZANJA DE 1 M DE PROFUNDIDAD')).toBe(false);
    expect(holdsItemHead('Incluye 2 ARQUETAS de 40x40 cm')).toBe(false);
    expect(holdsItemHead('SUMINISTRO DE 2 TUBOS PVC M DE LONGITUD')).toBe(false);
  });

  it('leaves sizes, figures with their unit and codes cited without a unit', () => {
    expect(holdsItemHead('SOLADO DE GRES 60x60 m2 Colocado con adhesivo')).toBe(false);
    expect(holdsItemHead('Solera de 15 cm Armada con mallazo')).toBe(false);
    expect(holdsItemHead('Hormigón HM-20 vertido según EHE-08 en cimientos')).toBe(false);
    expect(holdsItemHead('LÍNEA ALUMB.P.4(1x6) 0,6/1kV Cu.')).toBe(false);
  });
});

describe('findItemHeadsInText', () => {
  it('names the first item of a chapter whose title holds the item’s head', () => {
    // `CAPÍTULO C01 … ÁVILA` and `m23H03I001 m. RELLENO …` printed on one line: the item lost its code.
    const chapters = [chapter('C01', 'JARDINERÍA EN CALLE ÁVILA m23H03I001 m. RELLENO TRASDÓS')];
    const items = [item('', 'Modificado incluso retirada'), item('E02', 'CORTE DE PAVIMENTO')];
    expect(findItemHeadsInText(items, chapters)).toEqual([0]);
  });

  it('names an item whose description holds the next item’s head', () => {
    // `0,00 444,61 0,00` (a zero item's figures) run into `A04.03 Pa ALQUILER …`.
    const items = [
      item('R55NT002', 'CARGA/TRAN.VERT.\n0,00 444,61 0,00 A04.03 Pa ALQUILER CASETA PREFABRICADA'),
      item('APUM_001', 'CORTE PAVIMENTO EXISTENTE\nMedios diamante con disco de 3 mm'),
    ];
    expect(findItemHeadsInText(items, [chapter('C01', 'GESTIÓN DE RESIDUOS')])).toEqual([0]);
  });

  it('names nothing in a reading whose titles and descriptions are words', () => {
    const items = [
      item('E01', 'EXCAVACIÓN EN ZANJA\nHasta 2 m de profundidad, con medios mecánicos'),
      item('E02', 'RELLENO\nCon tierras de la excavación, HM-20 en base'),
    ];
    expect(findItemHeadsInText(items, [chapter('C01', 'MOVIMIENTO DE TIERRAS')])).toEqual([]);
  });
});

describe('opensWithItemHead', () => {
  it('finds an item’s code line read as a measurement line’s words', () => {
    expect(
      opensWithItemHead(
        'm23X39A002 Fratasado incluir cinta en compactación. Ml ENFOSCADO BUENA VISTA',
      ),
    ).toBe(true);
  });

  it('leaves the words measurement lines print', () => {
    expect(opensWithItemHead('Planta baja')).toBe(false);
    expect(opensWithItemHead('A deducir alcorque')).toBe(false);
    expect(opensWithItemHead('P1 Zona deportiva 3 m Largo')).toBe(false);
    expect(opensWithItemHead(undefined)).toBe(false);
  });
});
