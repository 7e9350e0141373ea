import { describe, expect, it } from 'vitest';
import { readLayoutLine } from './read-layout-line.ts';
import { isTotalWithoutTax, readLineRole, unitOf } from './read-line-role.ts';

const roleOf = (text: string, mark: ',' | '.' = ',') => readLineRole(readLayoutLine(text, 1, mark));
const headingOf = (text: string, mark: ',' | '.' = ',') => {
  const role = roleOf(text, mark);
  return role.kind === 'heading' ? role.heading : undefined;
};

describe('readLineRole', () => {
  it('reads a CYPE item heading with its order number, a code cut with … and its unit', () => {
    expect(headingOf('1.2 VALLADO… M Vallado provisional de solar')).toEqual({
      code: 'VALLADO…',
      unit: 'M',
      title: 'Vallado provisional de solar',
      ordered: true,
    });
  });

  it('reads a capital letter after an order number and a code as the unit it spells in lower case', () => {
    expect(headingOf('1.2 APUV_002 T ALQUILER CASETA PREFABRICADA')).toEqual({
      code: 'APUV_002',
      unit: 'T',
      title: 'ALQUILER CASETA PREFABRICADA',
      ordered: true,
    });
    // Without an order number the letter is an initial of the text (`2C. D 03HRM…`).
    expect(headingOf('APUV_002 T ALQUILER CASETA')).toMatchObject({ unit: '' });
  });

  it('splits a code the extraction glued to its title', () => {
    expect(
      headingOf('APUDm23E01AAMuVd010TUERCA Y PERNO PARA EMBRIDAR 175,00 36,58 6.401,50'),
    ).toMatchObject({
      code: 'APUDm23E01AAMuVd010',
      unit: '',
      title: 'TUERCA Y PERNO PARA EMBRIDAR',
    });
    expect(headingOf('03.06.02.02.01CIMENTACIONES')).toMatchObject({
      code: '03.06.02.02.01',
      title: 'CIMENTACIONES',
    });
    // A code of ordinary length ending in capitals stays whole.
    expect(headingOf('E02AM010ABC m3 EXCAVACIÓN')?.code).toBe('E02AM010ABC');
  });

  it('reads codes of any shape, with or without unit', () => {
    expect(headingOf('08FWW00003-N u CAJA DE PROTECCIÓN')?.code).toBe('08FWW00003-N');
    expect(headingOf('CC m2 SOLERA')?.code).toBe('CC');
    expect(headingOf('EHU030b M² FORJADO')?.code).toBe('EHU030b');
    expect(headingOf('21 PATOLOGÍAS GRAVES')).toMatchObject({ code: '21', unit: '' });
    expect(headingOf('CANALETA 2 m. CAN.HORMIGÓN')).toMatchObject({
      code: 'CANALETA 2',
      unit: 'm.',
    });
  });

  it('reads a list dash before a quantity and a unit as running text, no code', () => {
    expect(roleOf('- 175 kg de arena silex 0.4-0.8 mm. filtrante para filtro')).toEqual({
      kind: 'other',
    });
  });

  it('reads a unit printed against the first word of the title, never a capital word split', () => {
    expect(headingOf('UET02 m2/dALQUILER CASETA 2.759,87 324,49 895.550,22')).toMatchObject({
      code: 'UET02',
      unit: 'm2/d',
      title: 'ALQUILER CASETA',
    });
    expect(headingOf('APUH_012 m2/dPlataforma elevadora')).toMatchObject({
      unit: 'm2/d',
      title: 'Plataforma elevadora',
    });
    expect(headingOf('C01 MOVIMIENTO DE TIERRAS')).toMatchObject({
      unit: '',
      title: 'MOVIMIENTO DE TIERRAS',
    });
  });

  it('reads a printing date, alone or before the page number, as page furniture', () => {
    expect(roleOf('23 de diciembre de 2025')).toEqual({ kind: 'page' });
    expect(roleOf('8 de mayo de 2024 Página 1')).toEqual({ kind: 'page' });
    expect(roleOf('23/12/2025')).toEqual({ kind: 'page' });
    expect(roleOf('23 de diciembre de 2025: acta de replanteo')).not.toEqual({ kind: 'page' });
  });

  it('keeps a whole number that ends a heading in its title, and stops the title before figures', () => {
    const titleOf = (text: string) => {
      const role = roleOf(text);
      return role.kind === 'heading' ? role.heading.title : undefined;
    };
    expect(titleOf('01 FASE 2')).toBe('FASE 2');
    expect(titleOf('01.05.01.01 MURO 1')).toBe('MURO 1');
    expect(titleOf('E05 m VIGAS DE MÓDULOS 1, 2, 7 y 8')).toBe('VIGAS DE MÓDULOS 1, 2, 7 y 8');
    expect(titleOf('CAPÍTULO 01 FASE 2 1.174.151,99')).toBe('FASE 2');
    expect(titleOf('E02 m3 EXCAVACIÓN 12 9,50 114,00')).toBe('EXCAVACIÓN');
    // Before the item's row on its heading line, the number is the title's; a number that
    // is the row's quantity is not.
    expect(titleOf('J43.01 PA BARANDILLA ZONA 2 52,50 224,21 11.771,03')).toBe('BARANDILLA ZONA 2');
    expect(titleOf('J43.01 PA BARANDILLA ZONA 2 224,21 448,42')).toBe('BARANDILLA ZONA');
  });

  it('joins a CYPE code to its cut mark where extraction printed it apart, after the order number', () => {
    expect(headingOf('2.4 REGUTER … Capa de regularización de 10 cm')).toMatchObject({
      code: 'REGUTER…',
      title: 'Capa de regularización de 10 cm',
      ordered: true,
    });
    expect(headingOf('VENTSANI … Ud Ventilación')).toMatchObject({ code: 'VENTSANI…', unit: 'Ud' });
  });

  it('reads pyCost headings whose quantity stands between code and unit', () => {
    expect(headingOf('DSELECRI 4690.000 M3 Selección, cribado 2.07 9708.300', '.')).toMatchObject({
      code: 'DSELECRI',
      unit: 'M3',
    });
  });

  it('reads chapter keywords and their level', () => {
    expect(headingOf('Capítulo nº 1 ACTUACIONES PREVIAS')).toMatchObject({
      code: '1',
      keywordLevel: 1,
    });
    expect(headingOf('SUBCAPÍTULO C08.01 SANEAMIENTO')).toMatchObject({
      code: 'C08.01',
      keywordLevel: 2,
    });
    expect(headingOf('4.1.- ESTRUCTURA VIVIENDA')).toMatchObject({ code: '4.1', unit: '' });
  });

  it('does not take measurements or running text for headings', () => {
    expect(roleOf('1 310,73 0,40 124,29').kind).toBe('other');
    expect(roleOf('279,48 80,41 22.472,99').kind).toBe('other');
    expect(roleOf('279,48 … 22.472,99').kind).toBe('other');
    expect(roleOf('5 m en vertical y con 4 redondos').kind).toBe('other');
    expect(roleOf('Retirada capa vegetal 1 310,73 0,40 124,29').kind).toBe('other');
    expect(roleOf('26.5 KN/m y resistencia', '.').kind).toBe('other');
    expect(roleOf('hasta 60 km.', '.').kind).toBe('other');
    expect(readLineRole(readLayoutLine('\tPerfil 01 - IPE-200\t2\t13,64', 1, ',')).kind).toBe(
      'other',
    );
  });

  it('tells totals, measurement subtotals, column headers and page lines apart', () => {
    expect(roleOf('Parcial nº 1 ACTUACIONES PREVIAS : 9.695,00 €')).toEqual({
      kind: 'total',
      reference: ['nº', '1', 'ACTUACIONES', 'PREVIAS', ':', '9.695,00'],
    });
    expect(roleOf('Subtotal 10,000').kind).toBe('subtotal');
    expect(roleOf('Uds. Largo Ancho Alto Parcial Subtotal').kind).toBe('header');
    expect(roleOf('Página: 3 - 33').kind).toBe('page');
  });

  it('reads a page word with its number glued after a separator as a page, a code such as PAG33 as a heading', () => {
    expect(roleOf('Pág.:1').kind).toBe('page');
    expect(roleOf('Pág. 3').kind).toBe('page');
    expect(roleOf('Página3').kind).toBe('page');
    // Found by the round-trip property (seed 1058890557, 33 items): the item was read as a
    // page line and its description's `HM-20` took its place.
    expect(roleOf('PAG33 m2 LEVANTADO DE BORDILLO')).toMatchObject({
      kind: 'heading',
      heading: { code: 'PAG33', unit: 'm2' },
    });
  });

  it('reads a unit glued to the title, printed after the title, or a two-word code', () => {
    expect(headingOf('m23S03RA010 m2/dALQUILER A/A BOMBA CALOR 4395,00 0,16 703,20')).toEqual({
      code: 'm23S03RA010',
      unit: 'm2/d',
      title: 'ALQUILER A/A BOMBA CALOR',
      ordered: false,
    });
    expect(headingOf('E02AM010\tEXCAVACIÓN EN ZANJA\tm3\t12,50\t9,50\t118,75')).toEqual({
      code: 'E02AM010',
      unit: 'm3',
      title: 'EXCAVACIÓN EN ZANJA',
      ordered: false,
    });
    expect(headingOf('REC POZ ud PUESTA EN RASANTE DE POZO')).toMatchObject({
      code: 'REC POZ',
      unit: 'ud',
      title: 'PUESTA EN RASANTE DE POZO',
    });
  });

  it('tells report titles, the summary title and page footers', () => {
    expect(roleOf('4.3.- PRESUPUESTOS PARCIALES')).toEqual({ kind: 'title', summary: false });
    expect(roleOf('IV - V Mediciones y Presupuesto')).toEqual({ kind: 'title', summary: false });
    expect(roleOf('RESUMEN DE PRESUPUESTO')).toEqual({ kind: 'title', summary: true });
    // The section number's digits or numerals before a space or a hyphen, then the title.
    expect(roleOf('II PRESUPUESTO')).toEqual({ kind: 'title', summary: false });
    expect(roleOf('4.3 - MEDICIONES')).toEqual({ kind: 'title', summary: false });
    expect(roleOf('4.3.MEDICIONES').kind).not.toBe('title');
    expect(roleOf('VI.PRESUPUESTO').kind).not.toBe('title');
    expect(roleOf('CAPITULO RESUMEN EUROS %')).toEqual({ kind: 'title', summary: true });
    expect(roleOf('8 de may o de 2024 Página 3').kind).toBe('page');
    expect(roleOf('--- PAGE 12 ---').kind).toBe('page');
    expect(roleOf('TCQ - Presupuesto Pág.: 1').kind).toBe('page');
    // The footer's words in any case, its number after spaces or `de` and `/`.
    expect(roleOf('OBRA NUEVA PÁGINA 12 DE 40').kind).toBe('page');
    expect(roleOf('Presupuesto Pag. 3 / 9').kind).toBe('page');
    expect(roleOf('Documento 4 pág.\u00a0 7').kind).toBe('page');
    expect(roleOf('1 de mayo de 2024').kind).toBe('page');
    expect(roleOf('1/5/2024').kind).toBe('page');
    expect(roleOf('Calle Mayor tramo sur 9 17,37 156,33').kind).not.toBe('page');
  });

  it('reads a header printed over two lines, its second line of two header words', () => {
    expect(roleOf('Nº DESCRIPCIÓN MEDICIÓN PRECIO PRECIO').kind).toBe('header');
    expect(roleOf('UNITARIO TOTAL').kind).toBe('header');
    expect(roleOf('PRECIO DE').kind).not.toBe('header');
  });

  it('reads a line opening with a word of running text as text, unless a code in lower case or a cut mark follows', () => {
    expect(roleOf('Vertido medido resultante calzadas realmente elaborado').kind).toBe('other');
    expect(roleOf('Calle Mayor tramo sur 8 23,07 0,39 0,60 43,19').kind).toBe('other');
    expect(roleOf('medido vertido superficie UNE-EN').kind).toBe('other');
    expect(roleOf('Obra').kind).toBe('other');
    expect(roleOf('A deducir alcorque 2 17,49 3,13 109,49').kind).toBe('other');
    expect(roleOf('UNE-EN material enterrado y en calzadas').kind).toBe('other');
    expect(roleOf('CE posterior colocación incluso limpieza').kind).toBe('other');
    // A word before figures is a code only where a unit follows the first of them.
    expect(roleOf('Cubierta 6 18,44 1,93 213,54').kind).toBe('other');
    // A word in capitals is a code before a unit, or before a short word in capitals and a unit.
    expect(headingOf('CC m2 CORTE DE PAVIMENTO')).toMatchObject({ code: 'CC', unit: 'm2' });
    expect(headingOf('REC POZ ud PUESTA EN RASANTE')).toMatchObject({ code: 'REC POZ' });
    // A code typed in lower case, told by the unit after it and the item's row ending the line.
    expect(headingOf('partida m2 partida texto 1 24,00 30,80 739,20')).toMatchObject({
      code: 'partida',
      unit: 'm2',
    });
    // A word before a quantity and a unit is a code, as pyCost prints its quantity between them.
    expect(headingOf('Acopio 2 m2 de tierras')).toMatchObject({ code: 'Acopio', unit: 'm2' });
    // A cut mark printed apart after the first word joins it: a code cut short.
    expect(headingOf('Regular … Capa de regularización')).toMatchObject({ code: 'Regular…' });
  });

  it('tells a total or page word by its first two letters, in either case', () => {
    expect(roleOf('Planta baja 6 24,50 147,00').kind).toBe('other');
    expect(roleOf('PARCIAL 12,50').kind).toBe('total');
    expect(roleOf('Totales 12,50').kind).toBe('total');
    expect(roleOf('suma y sigue 12,50').kind).not.toBe('subtotal');
    expect(roleOf('PÁG. 3').kind).toBe('page');
    expect(roleOf('pagina 3').kind).toBe('page');
  });

  it('reads no page footer where the line ends in a figure with decimals', () => {
    expect(roleOf('Obra nueva Pág. 3').kind).toBe('page');
    expect(roleOf('Obra nueva Pág. 3,50').kind).not.toBe('page');
    expect(roleOf('8 de mayo de 2024,50').kind).not.toBe('page');
  });

  it('reads a unit with its closing dot, and no word of running text as a unit', () => {
    expect(unitOf('M3.')).toBe('M3');
    expect(unitOf('mes.')).toBe('mes');
    expect(unitOf('m.')).toBe('m.');
    expect(unitOf('m².')).toBe('m²');
    for (const word of ['medido', 'Mayor', 'sur', 'mm.', 'Ud.s', 'obra.', 'de.'])
      expect(unitOf(word), word).toBeUndefined();
  });

  it('reads a hand-numbered item whose title opens with a word and a number as the number and the title', () => {
    expect(headingOf('1 COLUMNA 6 m.')).toMatchObject({ code: '1', title: 'COLUMNA 6 m.' });
    expect(headingOf('1.2 VALLADO… M Vallado provisional')?.code).toBe('VALLADO…');
  });
});

describe('isTotalWithoutTax', () => {
  it('tells the label of a total before tax, its amount on the line or the next', () => {
    expect(isTotalWithoutTax(readLayoutLine('PRESUPUESTO SIN IVA.', 1, ','))).toBe(true);
    expect(isTotalWithoutTax(readLayoutLine('IMPORTE TOTAL SIN I.V.A. 53.527,95', 1, ','))).toBe(
      true,
    );
    expect(isTotalWithoutTax(readLayoutLine('PRESUPUESTO DE EJECUCIÓN MATERIAL', 1, ','))).toBe(
      false,
    );
  });
});
