/**
 * A generator of realistic synthetic budgets, deterministic per seed. It feeds
 * the round-trip property tests (generate -> render as report text -> parse)
 * and every benchmark, so that no test needs a real customer's file.
 */
import type {
  Budget,
  BudgetChapter,
  BudgetItem,
  BudgetSummary,
  MeasurementLine,
} from '../model/budget.ts';
import { COLUMN_NAMES } from '../model/budget.ts';
import { createBudgetId } from '../model/budget-id.ts';
import { roundToCents, sumTotals } from '../model/money.ts';
import { createSeededRandom } from './seeded-random.ts';

export interface GenerateBudgetOptions {
  itemCount: number;
  seed?: number;
  /** Group items in chapters and subchapters (default true). */
  chapters?: boolean;
  /** Give items measurement lines (comment, uds, dimensions, partial). Default false. */
  measurements?: boolean;
  /**
   * Some measurement lines without a comment, and some with a count and no dimensions
   * (`1    1,00`, `azotea    2    2,00`), as Presto prints them. Default false, so the
   * budgets of existing seeds stay the same.
   */
  commentlessMeasurements?: boolean;
  /**
   * How deep the chapter tree may go: 2 (chapters and subchapters, the default) or 3, where
   * some subchapters split into sub-subchapters (`01.04.01`), as Presto's larger budgets do.
   */
  depth?: number;
  /**
   * Some descriptions in capitals, holding phrases whose words open a line like a code
   * when the description wraps there (`ENTRE LOS 30` / `Y 50 M DE PROFUNDIDAD`, `50% DE`,
   * `CADA 20 M`, `FRENTE A`, `56.000 KG`, `S4`), as real reports print them. Default
   * false, so the budgets of existing seeds stay the same.
   */
  codeLikeText?: boolean;
  /**
   * Items per leaf chapter, roughly (default 18): fewer gives more chapters, as a budget of
   * many short subchapters (the Menfis sample: 4,349 items in 676 chapters) has.
   */
  itemsPerChapter?: number;
  /**
   * Some items without code, as a report saved as a sheet prints them (El Casar: 51 of 351):
   * some keep their unit, some spell it at the start of their text (`M2. Red horizontal…`),
   * some print only a description; a chapter's first item and runs of them among them.
   * Default false, so the budgets of existing seeds stay the same.
   */
  codelessItems?: boolean;
  /**
   * Some items with a note (a sheet's `OBSERVACIONES`): short, accented, long enough to wrap
   * over lines, or holding figures (`ver plano 3, 12,50 m`) a reader could take for the
   * item's own. Default false, so the budgets of existing seeds stay the same.
   */
  notes?: boolean;
}

/** The usual Spanish percentages (gastos generales, beneficio industrial, IVA). */
const GG_PERCENT = 13;
const BI_PERCENT = 6;
const IVA_PERCENT = 21;
/** The closing block a Spanish budget prints under its PEM, with the usual percentages. */
export function summaryOfPem(pem: number): BudgetSummary {
  const gastosGenerales = roundToCents((pem * GG_PERCENT) / 100);
  const beneficioIndustrial = roundToCents((pem * BI_PERCENT) / 100);
  const iva = roundToCents(((pem + gastosGenerales + beneficioIndustrial) * IVA_PERCENT) / 100);
  return {
    pem,
    gastosGeneralesPercent: GG_PERCENT,
    gastosGenerales,
    beneficioIndustrialPercent: BI_PERCENT,
    beneficioIndustrial,
    ivaPercent: IVA_PERCENT,
    iva,
    contractTotal: roundToCents(pem + gastosGenerales + beneficioIndustrial + iva),
  };
}

/** Items per leaf chapter, roughly: real Presto budgets hold 5 to 40 per subchapter. */
const ITEMS_PER_CHAPTER = 18;
/** A fixed date so that generated ids do not depend on the clock. */
const GENERATED_AT = new Date(Date.UTC(2024, 4, 8, 10, 0, 0, 123));

const UNITS = [
  'm',
  'm2',
  'm3',
  'ud',
  'Ud',
  'UD',
  'u',
  'kg',
  'l',
  'Pa',
  'PA',
  'h',
  't',
  'Ml',
  'M2',
  'm²',
  'm³',
  'm.',
  'd',
  'km',
  'mes',
  'P.A.',
  'm2/d',
] as const;

const TITLES = [
  'DEMOLICIÓN Y LEVANTADO DE ACERAS',
  'CORTE PAVIMENTO EXISTENTE',
  'EXCAV. ZANJA TIERRA',
  'BORD.HORM. BICAPA GRIS 9-12x25 cm',
  'SOLER.HM-20, 10cm.+ENCACH.10cm',
  'PAVIMENTO ADOQUÍN HORMIGÓN RECTO',
  'HORMIGÓN HM-20/P/20/I EN SOLERA',
  'PUESTA EN RASANTE DE POZO O ARQUETA',
  'CANALIZACIÓN ALUMBRADO PÚBLICO',
  'LÍNEA ALUMB.P.4(1x6) 0,6/1kV Cu.',
  'COLUMNA 6 m.',
  'LUMINARIA LED VIARIA 40W',
  'CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC.',
  'FÁB.LADRILLO PERFORADO 7cm',
  'ENFOSCADO BUENA VISTA CSIII-W1',
  'PINT.PLÁST. COLOR EXT-INT ANTIMOHO',
  'RELLENO TRASDÓS OBRAS FÁB.',
  'DESMONTAJE DE PAPELERA',
  'LEVANTADO DE BORDILLO',
  'ENCOFRADO MADERA EN ZAPATAS',
  'PINTURA AL CLOROCAUCHO',
  'SEGURIDAD Y SALUD',
  'GESTIÓN DE RESIDUOS',
  'TUBERÍA PVC SANEAMIENTO 315 mm',
  'ARQUETA REGISTRO 40x40 cm',
  'ALQUILER CASETA PREFABRICADA',
  'Plataforma elevadora de tijera diesel',
] as const;

const DESCRIPTION_WORDS = (
  'demolición levantado de pavimento aglomerado asfáltico hormigón con cortadora disco diamante en ' +
  'calzadas incluso replanteo y medios auxiliares carga transporte material resultante a acopio ' +
  'vertedero autorizado colocado sobre solera de espesor rejuntado limpieza sin incluir la excavación ' +
  'previa ni el relleno posterior elaborado en obra vertido colocación juntas aserrado fratasado según ' +
  'normativa vigente totalmente terminado instalado conexionado y funcionando medido por superficie ' +
  'realmente ejecutada compactación capas proctor modificado tubo diámetro montaje enterrado cinta ' +
  'señalización retirada materiales sobrantes HM-20 NTE-RSS EHE-08 UNE-EN CE'
).split(' ');

/**
 * Phrases of real descriptions in capitals whose words, opening a wrapped line, look like
 * an item heading: a connector before a quantity and a unit, a percentage, a figure with a
 * unit, a word and a number, a short code-like word.
 */
const CODE_LIKE_PHRASES = [
  'EXCAVACIÓN ENTRE LOS 30 Y 50 M DE PROFUNDIDAD',
  'CON UN 50% DE ÁRIDO RECICLADO',
  'JUNTAS CADA 20 M DE LONGITUD',
  'FRENTE A FACHADA PRINCIPAL',
  'GRÚA DE 56.000 KG DE CARGA',
  'CLASE DE EXPOSICIÓN S4 SEGÚN NORMA',
  'A 2 M DE ALTURA SOBRE RASANTE',
  'DE 3 UD POR M2 DE SUPERFICIE',
  'TIPO C2 CON MORTERO M-7,5',
  'POR CADA 10 M2 DE FACHADA',
  'CON 12 KG DE ACERO B 500 S',
  'Y 2 CAPAS DE PINTURA',
] as const;
/** Share of descriptions in capitals with code-like phrases, when asked for. */
const CODE_LIKE_SHARE = 0.5;
const CODE_LIKE_WORDS = DESCRIPTION_WORDS.map((word) => word.toUpperCase());

const MEASUREMENT_COMMENTS = [
  'Planta baja',
  'Planta primera',
  'Calle Mayor tramo norte',
  'Calle Mayor tramo sur',
  'Zona deportiva',
  'Acera norte',
  'Acera sur',
  'Cubierta',
  'A deducir alcorque',
  'Fachada principal',
] as const;

const CHAPTER_TITLES = [
  'ACTUACIONES PREVIAS',
  'DEMOLICIONES',
  'MOVIMIENTO DE TIERRAS',
  'PAVIMENTACIÓN',
  'ALUMBRADO PÚBLICO',
  'SANEAMIENTO',
  'ABASTECIMIENTO',
  'JARDINERÍA Y MOBILIARIO URBANO',
  'SEÑALIZACIÓN',
  'VARIOS',
  'REPARACIONES EN ESTACIÓN DE BOMBEO DE RESIDUALES Y OBRAS COMPLEMENTARIAS',
  'GESTIÓN DE RESIDUOS',
  'SEGURIDAD Y SALUD',
] as const;

const STREETS = [
  'CALLE TENERIFE',
  'CALLE BADAJOZ',
  'AVDA. DE LA CONSTITUCIÓN',
  'PLAZA MAYOR',
  'CALLE ÁVILA',
] as const;
const TOWNS = [
  'Casarrubios del Monte',
  'Navalcarnero',
  'Móstoles',
  'Getafe',
  'Alcorcón',
  'Leganés',
] as const;

const euroNumber = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Presto prints 1.605,90; es-ES would otherwise leave 4-digit numbers ungrouped.
  useGrouping: 'always',
});

/** Formats a number as budget reports print it: `1.605,90`, `-25,00`. */
export function formatReportNumber(value: number): string {
  return euroNumber.format(value).replace('\u2212', '-');
}

interface Picker {
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
}

function createPicker(seed: number): Picker {
  const random = createSeededRandom(seed);
  return {
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T,
    chance: (probability) => random() < probability,
  };
}

const UPPER = 'ABCDEFGHIJKLMNOPRSTUVWXYZ';

function letters(picker: Picker, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += UPPER[picker.int(0, UPPER.length - 1)];
  return out;
}

function digits(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Codes in the shapes real price databases use: E02AM010, DEM06, APUI_003, E01.02, m23U01C190. */
function generateItemCode(picker: Picker, index: number): string {
  switch (picker.int(0, 4)) {
    case 0:
      return `${letters(picker, 1)}${digits(picker.int(1, 99), 2)}${letters(picker, 2)}${digits(index % 1000, 3)}`;
    case 1:
      return `${letters(picker, 3)}${digits(index % 100, 2)}`;
    case 2:
      return `APU${letters(picker, 1)}_${digits(index % 1000, 3)}`;
    case 3:
      return `${letters(picker, 1)}${digits(picker.int(1, 99), 2)}.${digits(index % 100, 2)}`;
    default:
      return `m23${letters(picker, 1)}${digits(picker.int(1, 99), 2)}${letters(picker, 1)}${digits(index % 1000, 3)}`;
  }
}

/** A description in capitals that mixes code-like phrases into running words. */
function generateCodeLikeDescription(picker: Picker): string {
  const parts: string[] = [];
  const phrases = picker.int(1, 4);
  for (let i = 0; i < phrases; i++) {
    const words: string[] = [];
    for (let count = picker.int(0, 8); count > 0; count--) words.push(picker.pick(CODE_LIKE_WORDS));
    parts.push(...words, picker.pick(CODE_LIKE_PHRASES));
  }
  return `${parts.join(' ')}.`;
}

function generateDescription(picker: Picker, codeLike: boolean): string {
  if (codeLike && picker.chance(CODE_LIKE_SHARE)) return generateCodeLikeDescription(picker);
  const wordCount = picker.int(0, 3) === 0 ? 0 : picker.int(6, 60);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(picker.pick(DESCRIPTION_WORDS));
  if (words.length === 0) return '';
  const first = words[0] as string;
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${words.join(' ')}.`;
}

function generateQuantity(picker: Picker): number {
  const roll = picker.int(0, 9);
  if (roll === 0) return 0;
  if (roll <= 2) return picker.int(1, 40);
  if (roll <= 4) return picker.int(1000, 999999) / 100;
  return picker.int(100, 450000) / 100;
}

/** Share of measurement lines without a comment, and of count-only lines, when asked for. */
const COMMENTLESS_SHARE = 0.25;
const COUNT_ONLY_SHARE = 0.2;
/** Share of single-dimension lines printed without a count (`Igual excavación    203,06    203,06`). */
const LENGTH_ONLY_SHARE = 0.3;

function generateMeasurements(picker: Picker, commentless: boolean): MeasurementLine[] {
  const lines: MeasurementLine[] = [];
  const count = picker.int(1, 4);
  for (let i = 0; i < count; i++) {
    const deduction = i > 0 && picker.chance(0.15);
    const uds = deduction ? -picker.int(1, 4) : picker.int(1, 12);
    // Length up to 25 m, width up to 5 m, height up to 3 m: street and building works.
    const dimensions: number[] = [picker.int(50, 2500) / 100];
    const dimensionCount = picker.int(1, 3);
    if (dimensionCount >= 2) dimensions.push(picker.int(20, 500) / 100);
    if (dimensionCount >= 3) dimensions.push(picker.int(10, 300) / 100);
    let comment: string = deduction ? 'A deducir alcorque' : picker.pick(MEASUREMENT_COMMENTS);
    if (commentless && !deduction && picker.chance(COMMENTLESS_SHARE)) comment = '';
    if (commentless && picker.chance(COUNT_ONLY_SHARE)) dimensions.length = 0;
    const lengthOnly =
      commentless && !deduction && dimensions.length === 1 && picker.chance(LENGTH_ONLY_SHARE);
    const factor = lengthOnly ? 1 : uds;
    const partial = roundToCents(dimensions.reduce((product, value) => product * value, factor));
    lines.push({
      comment,
      uds: lengthOnly ? '' : String(uds),
      longitud: dimensions[0] === undefined ? '' : formatReportNumber(dimensions[0]),
      anchura: dimensions[1] === undefined ? '' : formatReportNumber(dimensions[1]),
      altura: dimensions[2] === undefined ? '' : formatReportNumber(dimensions[2]),
      parcial: formatReportNumber(partial),
    });
  }
  return lines;
}

/** The measured quantity: the sum of the partials, never below zero. */
function sumPartials(lines: readonly MeasurementLine[]): number {
  let cents = 0;
  for (const line of lines)
    cents += Math.round(Number(line.parcial.replace(/\./g, '').replace(',', '.')) * 100);
  return Math.max(0, cents) / 100;
}

interface ItemOptions {
  measurements: boolean;
  commentless: boolean;
  codeLike: boolean;
}

function generateItem(picker: Picker, index: number, options: ItemOptions): BudgetItem {
  const title = picker.pick(TITLES);
  const description = generateDescription(picker, options.codeLike);
  const measurements = options.measurements
    ? generateMeasurements(picker, options.commentless)
    : undefined;
  const quantity = measurements ? sumPartials(measurements) : generateQuantity(picker);
  // Most unit prices are a few euros to a few hundred; lump sums reach thousands.
  const price = picker.chance(0.05)
    ? picker.int(100_000, 2_500_000) / 100
    : picker.int(50, 60_000) / 100;
  const single = measurements?.length === 1 ? measurements[0] : undefined;
  const item: BudgetItem = {
    codigo: generateItemCode(picker, index),
    resumen: description === '' ? title : `${title}\n${description}`,
    uds: picker.pick(UNITS),
    longitud: single?.longitud ?? '',
    anchura: single?.anchura ?? '',
    altura: single?.altura ?? '',
    parciales: single?.parcial ?? '',
    cantidad: formatReportNumber(quantity),
    precio_unitario: price,
    total: roundToCents(quantity * price),
  };
  if (measurements) item.measurements = measurements;
  return item;
}

/** Splits `count` items over `parts` chapters as evenly as possible. */
function share(count: number, parts: number, index: number): number {
  return Math.floor(count / parts) + (index < count % parts ? 1 : 0);
}

/** Sub-subchapters a split subchapter gets. */
const SPLIT_PARTS = 2;

/** Gives `parent` sub-subchapters, placed right after it in `chapters`, and returns them. */
function splitChapter(
  parent: BudgetChapter,
  chapters: BudgetChapter[],
  picker: Picker,
): BudgetChapter[] {
  const parts: BudgetChapter[] = [];
  for (let index = 0; index < SPLIT_PARTS; index++)
    parts.push({
      code: `${parent.code}.${digits(index + 1, 2)}`,
      title: picker.pick(CHAPTER_TITLES),
      level: parent.level + 1,
      parentCode: parent.code,
      total: 0,
    });
  chapters.splice(chapters.indexOf(parent) + 1, 0, ...parts);
  return parts;
}

/** Share of items left without code, when asked for; of chapters' first items, more. */
const CODELESS_SHARE = 0.2;
const CHAPTER_OPENER_CODELESS_SHARE = 0.5;

/**
 * Leaves some items without code, drawn from a generator of their own so that the rest of
 * the budget is that of the seed: a third keep their unit, a third spell it at the start of
 * their text with no unit of their own, a third print only their description (or title).
 * A chapter's first item is drawn more often: a codeless row right under a chapter heading.
 */
function dropSomeCodes(items: BudgetItem[], seed: number): void {
  const random = createSeededRandom(seed ^ 0x5eed_c0de);
  items.forEach((item, index) => {
    const opensChapter = index > 0 && items[index - 1]?.chapterCode !== item.chapterCode;
    if (random() >= (opensChapter ? CHAPTER_OPENER_CODELESS_SHARE : CODELESS_SHARE)) return;
    item.codigo = '';
    const shape = Math.floor(random() * 3);
    if (shape === 1 && item.uds !== '') {
      item.resumen = `${item.uds.replace(/\.$/, '')}. ${item.resumen}`;
      item.uds = '';
    } else if (shape === 2) {
      const lines = item.resumen.split('\n');
      item.resumen = lines.length > 1 ? lines.slice(1).join('\n') : item.resumen;
      item.uds = '';
    }
  });
}

/** Share of items given a note, when asked for. */
const NOTE_SHARE = 0.3;
/** Notes of every shape a reader must keep whole: accents, figures, a long one that wraps. */
const NOTES = [
  'Ver plano 3',
  'ver plano 3, 12,50 m',
  'Según indicación de la Dirección Facultativa; incluye señalización nocturna.',
  'Medición estimada: 2 x 4,75 m² por planta (ver detalle 7 del proyecto de ejecución), a comprobar en obra antes de ejecutar; el exceso se abona al precio de esta partida.',
  'Ñandú: acopio en zona 1',
  'Precio a revisar, 1.250,00 € en la oferta anterior',
  'Dos filas de observaciones:\nla segunda, 3 uds a cargo de la propiedad',
];

/**
 * Gives some items a note, each shape in turn (so a budget of twenty-odd items has them all),
 * the items drawn from a generator of its own so that the rest of the budget is that of the seed.
 */
function addSomeNotes(items: BudgetItem[], seed: number): void {
  const random = createSeededRandom(seed ^ 0x0b5e_7a5);
  let given = 0;
  for (const item of items) {
    if (random() >= NOTE_SHARE) continue;
    item.note = NOTES[given++ % NOTES.length]!;
  }
}

export function generateBudget(options: GenerateBudgetOptions): Budget {
  const picker = createPicker(options.seed ?? 1);
  const itemCount = Math.max(0, Math.floor(options.itemCount));
  const withChapters = options.chapters ?? true;
  const withMeasurements = options.measurements ?? false;
  const itemOptions: ItemOptions = {
    measurements: withMeasurements,
    commentless: options.commentlessMeasurements ?? false,
    codeLike: options.codeLikeText ?? false,
  };
  const items: BudgetItem[] = [];
  const chapters: BudgetChapter[] = [];

  if (!withChapters) {
    for (let i = 0; i < itemCount; i++) items.push(generateItem(picker, i + 1, itemOptions));
  } else {
    const perChapter = Math.max(1, options.itemsPerChapter ?? ITEMS_PER_CHAPTER);
    const leafCount = Math.max(1, Math.ceil(itemCount / perChapter));
    const topCount = Math.max(1, Math.ceil(leafCount / 3));
    let leafIndex = 0;
    for (let top = 0; top < topCount; top++) {
      const topCode = digits(top + 1, 2);
      const topChapter: BudgetChapter = {
        code: topCode,
        title: `${picker.pick(CHAPTER_TITLES)} EN ${picker.pick(STREETS)}`,
        level: 1,
        total: 0,
      };
      chapters.push(topChapter);
      const subCount = share(leafCount, topCount, top);
      const leaves: BudgetChapter[] = [];
      if (subCount <= 1) {
        leaves.push(topChapter);
      } else {
        for (let sub = 0; sub < subCount; sub++) {
          const subChapter: BudgetChapter = {
            code: `${topCode}.${digits(sub + 1, 2)}`,
            title: picker.pick(CHAPTER_TITLES),
            level: 2,
            parentCode: topCode,
            total: 0,
          };
          chapters.push(subChapter);
          leaves.push(subChapter);
        }
      }
      for (const leaf of leaves) {
        const count = share(itemCount, leafCount, leafIndex++);
        // Every other subchapter splits, so that even a short budget goes three levels deep.
        const split =
          (options.depth ?? 2) >= 3 && leaf.level === 2 && count >= 2 && leafIndex % 2 === 1;
        const parts = split ? splitChapter(leaf, chapters, picker) : [leaf];
        const leafItems: BudgetItem[] = [];
        parts.forEach((part, partIndex) => {
          const partItems: BudgetItem[] = [];
          for (let i = 0; i < share(count, parts.length, partIndex); i++) {
            const item = generateItem(picker, items.length + 1, itemOptions);
            item.chapterCode = part.code;
            partItems.push(item);
            items.push(item);
          }
          part.total = sumTotals(partItems);
          part.statedTotal = part.total;
          leafItems.push(...partItems);
        });
        leaf.total = sumTotals(leafItems);
        leaf.statedTotal = leaf.total;
      }
      topChapter.total = sumTotals(
        items.filter((item) => item.chapterCode?.startsWith(topCode) ?? false),
      );
      topChapter.statedTotal = topChapter.total;
    }
  }

  if (options.codelessItems === true) dropSomeCodes(items, options.seed ?? 1);
  if (options.notes === true) addSomeNotes(items, options.seed ?? 1);
  const total = sumTotals(items);
  return {
    id: createBudgetId(GENERATED_AT),
    client: `Ayuntamiento de ${picker.pick(TOWNS)}`,
    items,
    total,
    availableColumns: withMeasurements
      ? [...COLUMN_NAMES]
      : ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters,
    statedTotal: total,
    summary: summaryOfPem(total),
    source: { format: 'text' },
  };
}
