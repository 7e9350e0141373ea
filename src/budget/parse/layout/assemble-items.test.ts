import { describe, expect, it } from 'vitest';
import { ItemAssembler } from './assemble-items.ts';
import { readLayoutLine } from './read-layout-line.ts';
import { readLineRole } from './read-line-role.ts';

function assemble(lines: string[], amountCell = -1, totalled: string[] = []) {
  const assembler = new ItemAssembler(',', amountCell, new Set(totalled));
  lines.forEach((text, index) => {
    const line = readLayoutLine(text, index + 1, ',');
    const role = readLineRole(line);
    if (role.kind === 'header') assembler.readHeader(line);
    // Titles are the reader's (read-budget-by-layout.ts): they never reach the assembler.
    else if (role.kind !== 'subtotal' && role.kind !== 'page' && role.kind !== 'title')
      assembler.read(line, role);
  });
  assembler.finish();
  return assembler;
}

describe('ItemAssembler', () => {
  it('closes a CYPE item on its Total line, past measurements that also multiply out', () => {
    const { items } = assemble([
      'Capítulo nº 2 ACONDICIONAMIENTO',
      '2.2 ADE001 M³ Excavación de tierras',
      'Uds. Largo Ancho Alto Parcial Subtotal',
      'VIVIENDA [A*B] 1,2 180,00 216,00',
      '0.80 cm Eje excavación [A*B] 0,8 50,00 40,00',
      '256,00 256,00',
      'Total m³ : 256,00 12,60 € 3.225,60 €',
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      codigo: 'ADE001',
      cantidad: '256,00',
      total: 3225.6,
      chapterCode: '2',
    });
    expect(items[0]?.measurements).toHaveLength(3);
  });

  it('reads words between two measurement lines as comment-only measurement lines, in their place', () => {
    const { items } = assemble([
      '01.01.01 kg VIGAS METÁLICAS DE MÓDULOS 1 y 2',
      'Suministro y colocación de acero.',
      'Perfil A 2 13,64 22,4 611,07',
      'MÓDULO 2',
      'Estructura horizontal',
      'Perfil B 5 3,12 22,4 349,44',
      'Nota final sin cifras',
      '960,51 1,58 1.517,61',
    ]);
    expect(items[0]?.resumen).toBe(
      'VIGAS METÁLICAS DE MÓDULOS 1 y 2\nSuministro y colocación de acero. Nota final sin cifras',
    );
    expect(items[0]?.measurements?.map((line) => [line.comment, line.parcial])).toEqual([
      ['Perfil A', '611,07'],
      ['MÓDULO 2', ''],
      ['Estructura horizontal', ''],
      ['Perfil B', '349,44'],
    ]);
  });

  it('reads a description wrapped onto code-like lines as text: the item keeps its figures', () => {
    const { items } = assemble([
      'ADE001 m3 EXCAVACIÓN ENTRE LOS 30',
      'Y 50 M DE PROFUNDIDAD CON GRÚA DE',
      '56.000 KG DE CARGA',
      '256,00 12,60 3.225,60',
      'ADE002 m3 RELLENO CON UN',
      '50% DE ÁRIDO RECICLADO JUNTAS',
      'CADA 20 M DE LONGITUD.',
      '10,00 2,00 20,00',
    ]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['ADE001', '256,00', 3225.6],
      ['ADE002', '10,00', 20],
    ]);
    expect(items[0]?.resumen).toContain('Y 50 M DE PROFUNDIDAD CON GRÚA DE 56.000 KG DE CARGA');
  });

  it('reads a CYPE description wrapped onto a number and a code-like word as text', () => {
    const { items } = assemble([
      'Capítulo nº 2 ACONDICIONAMIENTO',
      '2.1 ADE001 M³ EXCAVACIÓN ENTRE LOS',
      '30 Y 50 M DE PROFUNDIDAD.',
      'Total m³ : 256,00 12,60 € 3.225,60 €',
    ]);
    expect(items.map((item) => [item.codigo, item.total])).toEqual([['ADE001', 3225.6]]);
  });

  it('reads a wrapped line opening with a number under an ordered item of an unknown unit as its text', () => {
    // `T` (tonnes, as CYPE capitalises it) is no unit the reader knows: the order number `2.3`,
    // shaped as the items' `2.1`, `2.2` are, says the heading is an item's, so `500 S.` is text.
    const { items } = assemble([
      'Capítulo nº 2 ACONDICIONAMIENTO',
      '2.1 ADE001 M³ EXCAVACIÓN DE TIERRAS.',
      'Total m³ : 256,00 12,60 € 3.225,60 €',
      '2.2 ADE002 M³ RELLENO DE ZANJAS.',
      'Total m³ : 10,00 2,00 € 20,00 €',
      '2.3 ADE003 T ACERO CORRUGADO B',
      '500 S.',
      'Total t : 2,00 800,00 € 1.600,00 €',
    ]);
    expect(items.map((item) => [item.codigo, item.total])).toEqual([
      ['ADE001', 3225.6],
      ['ADE002', 20],
      ['ADE003', 1600],
    ]);
    expect(items[2]?.resumen).toMatch(/ACERO CORRUGADO B\s500 S\./);
  });

  it('reads a first item left without figures and a known unit as an item when the next is numbered right after it', () => {
    // `Pza` is no unit the reader knows, and no item before `1.1` taught the grammar its
    // numbers: `1.2` after `1.1`, each with a code, are two items of one list.
    const assembler = assemble([
      'Capítulo nº 1 SANEAMIENTO',
      '1.1 R32.01 Pza DEMOLICIÓN Y LEVANTADO DE ACERAS',
      'Uds. Largo Ancho Alto Parcial Subtotal',
      'Zona deportiva',
      'Total pza :',
      '1.2 G41.02 Pza SOLERA DE HORMIGÓN HM-20.',
      'Total pza : 132,94 116,66 € 15.508,78 €',
      'Parcial nº 1 SANEAMIENTO : 15.508,78 €',
    ]);
    expect(assembler.items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['R32.01', '', 0],
      ['G41.02', '132,94', 15508.78],
    ]);
    expect(assembler.tree.finish().map(({ chapter }) => chapter.code)).toEqual(['1']);
  });

  it('reads a wrapped line whose figures multiply among its words as text, not as an item', () => {
    // 10 × 2 = 20 among words: no item's row, which ends its line with its amount.
    const { items } = assemble([
      'MGS01 m. HORMIGÓN HM-20/P/20/I EN SOLERA 4.162,64 243,09 1.011.896,16',
      'POR',
      'CADA 10 M2 DE FACHADA PREVIA Y 2 CAPAS DE PINTURA INCLUIR JUNTAS CADA 20 M DE',
      'LONGITUD.',
      'VOM02 m2 CARGA Y TRANSPORTE 30,00 262,66 7.879,80',
    ]);
    expect(items.map((item) => item.codigo)).toEqual(['MGS01', 'VOM02']);
  });

  it('takes as the item figures the row whose quantity the partials add up to', () => {
    const { items } = assemble([
      '13IPP00001 m2 PINTURA PLÁSTICA',
      'D1 1 12,96 2,80 36,29',
      '1 10,75 10,75',
      'D2 1 13,73 2,80 38,44',
      '85,48 1,94 165,83',
      '21PEEE00004 m2 PINTURA ESMALTE',
    ]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['13IPP00001', '85,48', 165.83],
      // The next item's heading, its figures not printed: an item without amounts.
      ['21PEEE00004', '', 0],
    ]);
  });

  it("gives the open item the row printed after the next item's measurement, where its partials add up to that row's quantity", () => {
    const { items, events } = assemble([
      '01.01 01EMM00110X M3 DEMOLICIÓN CASETA 1 12,55 4,55 3,00 171,31',
      '01.02 01EW10100 UD DESMONTADO C/ MUÑOZ ZAMORA 5 5,00 171,31 4,50 770,90',
      '5,00 15,41 77,05',
    ]);
    expect(events).toEqual([]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.total, item.resumen])).toEqual([
      ['01EMM00110X', '171,31', 770.9, 'DEMOLICIÓN CASETA'],
      ['01EW10100', '5,00', 77.05, 'DESMONTADO C/ MUÑOZ ZAMORA'],
    ]);
  });

  it('leaves an item heading its own row when the open item measured something else', () => {
    const { items } = assemble([
      '01.01 01EMM00110X M3 DEMOLICIÓN CASETA 1 12,55 4,55 3,00 171,31',
      '01.02 01EW10100 UD DESMONTADO FAROLA 5,00 4,50 22,50',
    ]);
    expect(items.map((item) => [item.codigo, item.total])).toEqual([
      ['01EMM00110X', 171.31],
      ['01EW10100', 22.5],
    ]);
  });

  it('reads an item whose price the page edge cut short from the amount printed later alone', () => {
    const { items, events } = assemble([
      'APUI_V_mU16NROU108 SUMINISTRO DE MUELLE 1,00 2.595,02 2.595,02',
      'Suministro e instalación de muelle.',
      'APUI_V_mU16MSCU6416 SUMINISTRO DE ESTRUCTURA COMBINADA DE 2,00 29.672,0',
      'JUEGOS KOMPAN S.A, O SIMILAR.',
      '705 cms. La superficie de recubrimiento mínimo es de 37,4 m2.',
      '59.344,10',
      'APUI_V_mU16NROU2009 SUMINISTRO DE ESTRUCTURA 1,00 31.860,16 31.860,16',
    ]);
    expect(events).toEqual([]);
    expect(
      items.map((item) => [item.codigo, item.cantidad, item.precio_unitario, item.total]),
    ).toEqual([
      ['APUI_V_mU16NROU108', '1,00', 2595.02, 2595.02],
      ['APUI_V_mU16MSCU6416', '2,00', 29672.05, 59344.1],
      ['APUI_V_mU16NROU2009', '1,00', 31860.16, 31860.16],
    ]);
  });

  it('shows a line of whole numbers under an item whose row is on its heading line as unplaced, not as a measurement', () => {
    const { items, events } = assemble([
      'm23U02BZ010 m3 EXCAVACIÓN EN ZANJA A MANO 1,20 34,33 41,20',
      'Excavación en zanja a mano.',
      '63 63',
      'm23U05A040 m3 MATERIAL FILTRO ZANJAS DRENAJE 1,20 36,46 43,75',
    ]);
    expect(items[0]?.measurements).toBeUndefined();
    expect(events.map((event) => [event.kind, event.line.text])).toEqual([['unplaced', '63 63']]);
  });

  it('takes the rest of a chapter title printed under its total’s amount for the label, not a loose line', () => {
    const { items, events, tree } = assemble([
      'APARTADO C08.08.02 REPARACIONES EN ESTACIÓN DE BOMBEO DE RESIDUALES',
      '08.02.01 UD LIMPIEZA DE BOMBAS Y POZO DE BOMBEO',
      '1,00 900,00 900,00',
      'TOTAL APARTADO C08.08.02 REPARACIONES EN ESTACIÓN 900,00',
      'DE BOMBEO DE RESIDUALES........',
    ]);
    expect(items).toHaveLength(1);
    expect(events).toEqual([]);
    expect(tree.finish()[0]?.chapter.statedTotal).toBe(900);
  });

  it('closes an item whose deductions leave the quantity at 0,00 at a wrapped chapter total', () => {
    const { items, events, tree } = assemble([
      'CAPÍTULO 01 ABASTECIMIENTO EN AVDA. DE LA CONSTITUCIÓN',
      'V27BL005 l ENFOSCADO BUENA VISTA',
      'Planta primera 6 11,17 67,02',
      'A deducir alcorque -1 23,46 2,94 -68,97',
      '0,00 560,59 0,00',
      'TOTAL CAPÍTULO 01 ABASTECIMIENTO EN',
      'AVDA. DE LA CONSTITUCIÓN.........................',
      '0,00',
    ]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.measurements?.length])).toEqual([
      ['V27BL005', '0,00', 2],
    ]);
    expect(events).toEqual([]);
    expect(tree.finish()[0]?.chapter.statedTotal).toBe(0);
  });

  it('keeps an item open past a first measurement that multiplies out, up to the row its partials add up to', () => {
    const { items } = assemble([
      'K33HV008 M2 GESTIÓN DE RESIDUOS',
      '10 13,59 135,90',
      'Cubierta 4 9,22 2,20 2,91 236,11',
      'PRESUPUESTO Y MEDICIONES',
      '372,01 485,00 180.424,85',
    ]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['K33HV008', '372,01', 180424.85],
    ]);
  });

  it('makes a heading without priced figures a chapter, and reads stated totals', () => {
    const assembler = assemble([
      '0 ACTUACIONES PREVIAS',
      '0.1 u Medios auxiliares',
      '1 1,000',
      '1,000 0,00 0,00',
      'TOTAL 0 0,00',
      'TOTAL 0,00',
    ]);
    expect(assembler.items.map((item) => [item.codigo, item.chapterCode])).toEqual([['0.1', '0']]);
    expect(assembler.tree.finish().map(({ chapter }) => chapter.statedTotal)).toEqual([0]);
    expect(assembler.events.map((event) => event.kind)).toEqual(['budget-total']);
  });

  it('reads a total whose label wraps over lines before its amount, a code in the label no amount', () => {
    const assembler = assemble([
      'CAPÍTULO 01 ACTUACIONES PREVIAS EN CALLE ÁVILA',
      'm23U79F001 m² EXCAV. ZANJA TIERRA',
      '403,21 298,61 120.402,54',
      'TOTAL CAPÍTULO 01 ACTUACIONES',
      'PREVIAS EN CALLE ÁVILA.........................',
      '120.402,54',
      'TOTAL.................................................. 120.402,54',
    ]);
    expect(assembler.tree.finish().map(({ chapter }) => chapter.statedTotal)).toEqual([120402.54]);
    expect(assembler.events.map((event) => [event.kind, event.amount])).toEqual([
      ['budget-total', 120402.54],
    ]);
  });

  it('reads items printed without code under a chapter the document totals', () => {
    const { items } = assemble(
      [
        '4\tLEGALIZACIONES',
        '\tPLANOS FINALES Y TRAMITACIÓN',
        '\t\t\t\t\t\t1\t127,14\t127,14',
        '\tM2. Red horizontal para huecos',
        '\t\t1\t2\t1,5\t\t3',
        '\t\t\t\t\t\t3\t2,51\t7,53',
        '\tTOTAL 04\t\t\t\t\t\t\t134,67',
      ],
      8,
      ['4'],
    );
    expect(items.map((item) => [item.codigo, item.uds, item.resumen, item.total])).toEqual([
      ['', '', 'PLANOS FINALES Y TRAMITACIÓN', 127.14],
      ['', 'M2', 'Red horizontal para huecos', 7.53],
    ]);
  });

  it('takes the row the measurements add up to, past a measurement that multiplies out in the amount cell', () => {
    // A one-item PDF whose amount column holds too few figures to be a column of its own:
    // `7 | 7,13 | 49,91` (a measurement without comment, 7 × 7,13 = 49,91) ends in the same
    // cell as the item's row, which the partials (347,30 + 49,91 + 95,70 + 155,93) add up to.
    const { items } = assemble(
      [
        'CAPÍTULO C01 ACTUACIONES PREVIAS',
        'V52.01 Ud\tRELLENO TRASDÓS OBRAS FÁB.',
        'El material aglomerado.',
        '\t\t3\t13,54 4,50 1,90\t347,30',
        '\t\t7\t7,13\t49,91',
        '\tAcera norte\t6\t15,95\t95,70',
        '\t\t7\t14,80 1,73 0,87\t155,93',
        '\t\t\t\t648,84 235,94 153.087,31',
        '\tTOTAL CAPÍTULO C01 ACTUACIONES PREVIAS\t\t\t153.087,31',
      ],
      4,
    );
    expect(
      items.map((item) => [item.codigo, item.cantidad, item.precio_unitario, item.total]),
    ).toEqual([['V52.01', '648,84', 235.94, 153087.31]]);
    expect(items[0]?.measurements?.map((line) => line.parcial)).toEqual([
      '347,30',
      '49,91',
      '95,70',
      '155,93',
    ]);
  });

  it('tells the quantity from the price by the measurements where a closing row multiplies either way round', () => {
    // The subtotal `86,21` run into CYPE's closing row: 15.428,60 × 86,21 and 86,21 ×
    // 15.428,60 both give the amount; the partials add up to 86,21, the quantity.
    const { items } = assemble([
      'Capítulo nº 1 ACTUACIONES PREVIAS',
      '1.11 B94MJ011 Ml ARQUETA REGISTRO 40x40 cm.',
      'Uds. Largo Ancho Alto Parcial Subtotal',
      'Acera sur 1 24,39 1,19 29,02',
      'Planta primera 2 4,28 2,87 24,57',
      'A deducir alcorque -3 9,21 -27,63',
      'Calle Mayor tramo sur 5 12,05 60,25',
      'Total Ml : 86,21 15.428,60 € 86,21 1.330.099,61 € 86,21',
    ]);
    expect(
      items.map((item) => [item.codigo, item.cantidad, item.precio_unitario, item.total]),
    ).toEqual([['B94MJ011', '86,21', 15428.6, 1330099.61]]);
  });

  it('leaves a price breakdown inside an ordered item out of the items', () => {
    const { items } = assemble([
      '1.1 1305I010 m3 Cimentación zapata 235,0000 102,83 24.165,05',
      'E305I020 m3 Hormigón HA-25 1,000 58,618 58,6180',
      'E30BI005 kg Acero 60,000 0,663 39,7800',
      '2.1 E305I020 m3 Hormigón 96,6279 61,26 5.919,43',
    ]);
    expect(items.map((item) => item.codigo)).toEqual(['1305I010', 'E305I020']);
  });

  it('closes a TCQ item on the price, quantity and amount ending its last line of text', () => {
    const { items } = assemble([
      'NÚM. CÓDIGO UD DESCRIPCIÓN PRECIO CANTIDAD IMPORTE',
      'Capítulo 01 SANEAMIENTO',
      '1 S91BC002 kg LÍNEA ALUMB.P.4(1x6) 0,6/1kV Cu.',
      'Según realmente y cortadora vertido realmente la normativa',
      'superficie incluir compactación disco. (P - 2) 62,85 3.868,070 243.108,20',
      '2 APUI_004 u BORD.HORM. BICAPA GRIS 9-12x25 cm (P - 3) 468,32 2,000 936,64',
    ]);
    expect(
      items.map((item) => [item.codigo, item.cantidad, item.precio_unitario, item.total]),
    ).toEqual([
      ['S91BC002', '3.868,070', 62.85, 243108.2],
      ['APUI_004', '2,000', 468.32, 936.64],
    ]);
    expect(items[0]?.measurements).toBeUndefined();
  });

  it('reads a TCQ closing row whose amount is not price × quantity as printed, and reports it', () => {
    const assembler = assemble([
      'NÚM. CÓDIGO UD DESCRIPCIÓN PRECIO CANTIDAD IMPORTE',
      '1 EBU01 u CORTE PAVIMENTO EXISTENTE',
      'conexionado posterior de. (P - 1) 173,95 0,000 9.999,88',
      '2 FEE05 m2 SEGURIDAD Y SALUD',
      'La señalización disco. (P - 2) 286,36 20,000 5.727,20',
    ]);
    expect(
      assembler.items.map((item) => [item.codigo, item.cantidad, item.precio_unitario, item.total]),
    ).toEqual([
      ['EBU01', '0,000', 173.95, 9999.88],
      ['FEE05', '20,000', 286.36, 5727.2],
    ]);
    expect(assembler.events.map((event) => [event.kind, event.amount])).toEqual([
      ['amount-mismatch', 9999.88],
    ]);
  });

  it('takes a line of words ending in figures for a measurement where the header names measurement columns', () => {
    const { items } = assemble([
      'CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD PRECIO IMPORTE',
      'L08.04 PA LEVANTADO DE BORDILLO',
      'Acera sur 1 13,85 13,85',
      'A deducir alcorque 6 20,50 3,93 2,10 1.015,12',
      '1.028,97 47,48 48.855,50',
    ]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['L08.04', '1.028,97', 48855.5],
    ]);
    expect(items[0]?.measurements).toHaveLength(2);
  });

  it("reads the lines after a summary's last chapter line as loose lines, never as an item's text", () => {
    const assembler = assemble(
      [
        'Capítulo 01 ACTUACIONES PREVIAS',
        '1 EBU01 u CORTE PAVIMENTO 0,000 173,95 0,00',
        'TOTAL Capítulo 01 ACTUACIONES PREVIAS 0,00',
        'RESUMEN DE PRESUPUESTO',
        'Capítulo 01 ACTUACIONES PREVIAS 0,00',
        'PRESUPUESTO DE EJECUCIÓN MATERIAL 0,00',
      ],
      -1,
      ['01'],
    );
    expect(assembler.events.map((event) => [event.kind, event.amount])).toEqual([
      ['loose-amount', 0],
    ]);
  });

  it('starts the next item after one whose figures do not multiply, never taking it for a measurement', () => {
    const assembler = assemble([
      'CÓDIGO RESUMEN UDS LONGITUD ANCHURA ALTURA CANTIDAD PRECIO IMPORTE',
      'm23U83M001 Pa ENCOFRADO MADERA EN ZAPATAS',
      'Acera norte 3 21,33 2,22 0,31 44,04',
      '0 490,95 0,1',
      'K65VW002 m3 PINT.PLÁST. COLOR EXT-INT ANTIMOHO',
      '8 14,61 116,88',
      '116,88 8265,61 966084,50',
    ]);
    expect(assembler.items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['m23U83M001', '0', 0.1],
      ['K65VW002', '116,88', 966084.5],
    ]);
    expect(assembler.events.map((event) => [event.kind, event.codigo])).toEqual([
      ['amount-mismatch', 'm23U83M001'],
    ]);
  });

  it("reads figures that do not multiply at the end of a heading line as that item's own", () => {
    const assembler = assemble([
      'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE',
      'J97.01 m3 ALQUILER CASETA PREFABRICADA 0,00 480,27 9.610,69',
      'UET02 ALQUILER CASETA 2.759,87 324,49 895.550,22',
    ]);
    expect(assembler.items.map((item) => [item.codigo, item.total])).toEqual([
      ['J97.01', 9610.69],
      ['UET02', 895550.22],
    ]);
    expect(assembler.events.map((event) => event.kind)).toEqual(['amount-mismatch']);
  });

  it('reads an item heading whose closing row is printed blank as an item without figures', () => {
    const assembler = assemble(['12.2 TASASMAC Ud Tasas, estimada 8.500 €', 'Total Ud :']);
    expect(assembler.items).toMatchObject([
      { codigo: 'TASASMAC', uds: 'Ud', cantidad: '', total: 0 },
    ]);
    expect(assembler.events).toEqual([]);
  });

  it("reads the spec's five-figure row as length, width, height, partials and quantity", () => {
    const { items } = assemble(['E01.02 m2 SOLERA', '2,00 3,00 0,50 4,00 2,00']);
    expect(items[0]).toMatchObject({
      longitud: '2,00',
      anchura: '3,00',
      altura: '0,50',
      parciales: '4,00',
      cantidad: '2,00',
      total: 8,
    });
  });

  it('reads a lone figure under an item heading as its quantity', () => {
    const { items } = assemble(['APUI_003 ud DESMONTAJE DE FUENTE', '3,00']);
    expect(items[0]).toMatchObject({ cantidad: '3,00', total: 0 });
  });

  it('gives a measurement the longest run of figures that multiplies out, its comment the rest', () => {
    const { items } = assemble(['E07 m2 ENFOSCADO', 'Planta 2 3 4,20 12,60', '12,60 1,00 12,60']);
    expect(items[0]?.measurements).toEqual([
      {
        comment: 'Planta 2',
        uds: '3',
        longitud: '4,20',
        anchura: '',
        altura: '',
        parcial: '12,60',
      },
    ]);
  });

  it("copies an item's one measurement into its own columns", () => {
    const { items } = assemble([
      'E07 m2 ENFOSCADO',
      'Fachada 1 10,00 3,00 30,00',
      '30,00 12,50 375,00',
    ]);
    expect(items[0]).toMatchObject({
      longitud: '10,00',
      anchura: '3,00',
      parciales: '30,00',
      cantidad: '30,00',
    });
  });

  it('reads a total wrapped over lines, its amount alone on the last one', () => {
    const assembler = assemble([
      'APARTADO C01.02.01 MURO',
      'DEM07 Ml CORTE',
      '5,00 1,00 5,00',
      'TOTAL APARTADO C01.02.01 MURO',
      'DE LA PLAZA.......................',
      '5,00',
    ]);
    expect(assembler.tree.finish().map(({ chapter }) => chapter.statedTotal)).toEqual([5]);
    expect(assembler.events).toEqual([]);
  });

  it('shows text outside any item or chapter as unplaced', () => {
    const assembler = assemble([
      'Texto suelto al principio',
      'DEM06 Ml CORTE',
      '1,00 1,00 1,00',
      'TOTAL..... 1,00',
      'Texto suelto al final',
    ]);
    expect(assembler.events.map((event) => [event.kind, event.line.number])).toEqual([
      ['unplaced', 1],
      ['budget-total', 4],
      ['unplaced', 5],
    ]);
  });

  it('keeps an item heading printed without figures as an item without amounts', () => {
    const { items } = assemble([
      'SYS UD SEGURIDAD',
      'Medidas de seguridad y salud',
      'Total capítulo C02 Varios........ 1,00',
    ]);
    expect(items).toMatchObject([
      { codigo: 'SYS', uds: 'UD', resumen: 'SEGURIDAD\nMedidas de seguridad y salud', total: 0 },
    ]);
  });

  it('starts the next item at a heading with a unit after figures the partials do not add up to', () => {
    const { items } = assemble([
      'P92.09 ud ENFOSCADO',
      'Planta baja 9 4,20 37,80',
      'A deducir alcorque -4 12,54 3,60 2,23 -402,68',
      '0,00 597,89 0,00',
      'V86OR010 km RELLENO',
      '2,00 3,00 6,00',
    ]);
    expect(items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['P92.09', '0,00', 0],
      ['V86OR010', '2,00', 6],
    ]);
  });

  describe('an item printed without code, its row on its first line (a PDF with figure columns)', () => {
    const HEADER = 'CÓDIGO RESUMEN UDS\t\tCANTIDAD\tP. UNIT.\tTOTAL';

    it('reads a codeless row in the cells of the rows above as an item of its own', () => {
      const { items } = assemble([
        HEADER,
        '01.08.03 m2 PAVIMENTO PÉTREO DUCHA\t1\t1,15\t24,35 €\t28,00 €',
        'Suministro y ejecución de pavimento pétreo lavado en suelo de ducha,',
        'PLANTA BAJA',
        'Formación de solera de hormigón armado de 15cm de\t1\t36,27\t10,15 €\t368,14 €',
        'espesor, realizada con hormigón HA-25/B/20/IIa',
        'M2. Red horizontal para protección de huecos\t1\t7,50\t2,51 €\t18,83 €',
        'HM-20 en soleras de garaje\t1\t2,00\t10,00 €\t20,00 €',
        '01.08.04 ml RODAPIÉ DM\t1\t107,74\t5,68 €\t611,96 €',
      ]);
      expect(items.map(({ codigo, uds, total }) => ({ codigo, uds, total }))).toEqual([
        { codigo: '01.08.03', uds: 'm2', total: 28 },
        { codigo: '', uds: '', total: 368.14 },
        { codigo: '', uds: 'M2', total: 18.83 },
        { codigo: '', uds: '', total: 20 },
        { codigo: '01.08.04', uds: 'ml', total: 611.96 },
      ]);
      expect(items[0]?.resumen).toContain('PLANTA BAJA');
      expect(items[1]?.resumen).toMatch(/^Formación de solera .* de\nespesor, realizada/);
      expect(items[2]?.resumen).toBe('Red horizontal para protección de huecos');
    });

    it('reads a codeless row right under a chapter the document totals', () => {
      const { items } = assemble(
        [
          HEADER,
          'SUBCAPÍTULO 01.20 INSTALACIÓN ELÉCTRICA',
          'PLANOS FINALES Y TRAMITACIÓN OFICIAL\t1\t1,00\t127,14 €\t127,14 €',
          'elaboración de cada uno de los documentos',
          '01.20.02 Ml TUBO DOBLE PARED\t1\t5,00\t1,87 €\t9,35 €',
          'Total 01.20 INSTALACIÓN ELÉCTRICA\t\t\t\t136,49 €',
        ],
        -1,
        ['01.20'],
      );
      expect(items.map(({ codigo, total }) => [codigo, total])).toEqual([
        ['', 127.14],
        ['01.20.02', 9.35],
      ]);
    });

    it('keeps measurement lines, whose partials stand in another column, and wrapped text under the item', () => {
      const { items } = assemble([
        'CÓDIGO\tRESUMEN\tUDS\tLONGITUD\tANCHURA\tALTURA\tCANTIDAD\tPRECIO\tIMPORTE',
        '01.01.04\tm2 FORJADO DE CHAPA COLABORANTE',
        '\tForjado de chapa colaborante de 12cm de canto',
        '\tZona A\t2\t10,00\t\t\t20,00',
        '\tZona B\t1\t5,00\t\t\t5,00',
        '\t\t\t\t\t\t25,00\t4,00\t100,00',
        '01.01.05\tm2 SOLERA',
        '\tPlanta baja\t1\t3,00\t\t\t3,00',
        '\t\t\t\t\t\t3,00\t2,00\t6,00',
      ]);
      expect(items.map(({ codigo, total }) => [codigo, total])).toEqual([
        ['01.01.04', 100],
        ['01.01.05', 6],
      ]);
      expect(items[0]?.measurements).toHaveLength(2);
    });

    it('leaves a description line ending in figures outside the rows’ cells as text', () => {
      const { items } = assemble([
        HEADER,
        '01.08.03 m2 PAVIMENTO PÉTREO DUCHA\t1\t1,15\t24,35 €\t28,00 €',
        'juntas de 2 a 15mm, piezas 2 3 6',
        '01.08.04 ml RODAPIÉ DM\t1\t107,74\t5,68 €\t611,96 €',
      ]);
      expect(items.map(({ codigo }) => codigo)).toEqual(['01.08.03', '01.08.04']);
    });
  });
});
