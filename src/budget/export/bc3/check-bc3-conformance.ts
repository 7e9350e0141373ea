/**
 * A FIEBDC-3 conformance check of a file's bytes, written from the format's grammar rather
 * than from the product's reader (which forgives what real files get wrong): the charset
 * ~V declares, CRLF line ends, records `~X|…|` of the standard's letters with ~V first and
 * once, numbers with `.` and no thousands, codes by the code rules with one root `##` and
 * `#` only at the end, every code ~D, ~T and ~M name defined by a ~C, ~D children as
 * CODE\FACTOR\YIELD triplets without cycles, ~M lines as six sub-fields under a parent that
 * lists the item, and no figure with more decimals than ~K declares for it.
 */
import { findBc3CodeProblem } from './bc3-code-rules.ts';
import { decodeWindows1252 } from './encode-bc3-text.ts';

export interface Bc3ConformanceProblem {
  /** 1-based line where the record starts (0 for the file as a whole). */
  line: number;
  message: string;
}

/** Record letters FIEBDC-3/2016 defines. */
const RECORD_TYPES = new Set('VKCDYRTPLQJGEOXBFAMNW'.split(''));
/** Bytes Windows-1252 leaves undefined. */
const UNDEFINED_CP1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const NUMBER = /^-?\d+(\.\d+)?$/;

interface RawRecord {
  type: string;
  fields: string[];
  line: number;
}

function decimalCount(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** Splits the text at each line that starts a record; a `~` anywhere else is a problem of its own. */
function splitRecords(text: string, problems: Bc3ConformanceProblem[]): RawRecord[] {
  const records: RawRecord[] = [];
  let current: { text: string; line: number } | undefined;
  const lines = text.split('\r\n');
  lines.forEach((content, index) => {
    const number = index + 1;
    if (content.startsWith('~')) {
      if (current) records.push(toRecord(current.text, current.line, problems));
      current = { text: content, line: number };
    } else if (current) {
      current.text += `\r\n${content}`;
    } else if (content !== '') {
      problems.push({ line: number, message: 'Texto antes del primer registro.' });
    }
  });
  if (current) records.push(toRecord(current.text, current.line, problems));
  return records;
}

function toRecord(text: string, line: number, problems: Bc3ConformanceProblem[]): RawRecord {
  const type = text.charAt(1);
  if (!RECORD_TYPES.has(type) || text.charAt(2) !== '|')
    problems.push({ line, message: `Registro desconocido o sin separador: ${text.slice(0, 12)}` });
  if (text.indexOf('~', 1) >= 0)
    problems.push({ line, message: 'Un "~" dentro de un registro abriría otro registro.' });
  const body = text.slice(3).replace(/\s+$/, '');
  if (!body.endsWith('|'))
    problems.push({ line, message: `El registro ~${type} no termina en "|".` });
  const fields = body.split('|');
  fields.pop();
  return { type, fields: fields.map((field) => field.trim()), line };
}

function checkNumber(
  raw: string | undefined,
  what: string,
  line: number,
  problems: Bc3ConformanceProblem[],
  maxDecimals?: number,
): void {
  if (raw === undefined || raw === '') return;
  if (!NUMBER.test(raw)) {
    problems.push({ line, message: `${what} no es un número FIEBDC-3: "${raw}".` });
  } else if (maxDecimals !== undefined && decimalCount(raw) > maxDecimals) {
    problems.push({
      line,
      message: `${what} tiene más decimales (${raw}) de los que declara ~K (${maxDecimals}).`,
    });
  }
}

export function checkBc3Conformance(bytes: Uint8Array): Bc3ConformanceProblem[] {
  const problems: Bc3ConformanceProblem[] = [];
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (byte === 0x0a && bytes[index - 1] !== 0x0d)
      problems.push({ line: 0, message: `Fin de línea sin CR en el byte ${index}.` });
    else if (byte === 0x0d && bytes[index + 1] !== 0x0a)
      problems.push({ line: 0, message: `CR suelto en el byte ${index}.` });
    else if (byte < 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09)
      problems.push({
        line: 0,
        message: `Carácter de control 0x${byte.toString(16)} en el byte ${index}.`,
      });
    else if (UNDEFINED_CP1252.has(byte))
      problems.push({
        line: 0,
        message: `Byte 0x${byte.toString(16)} sin carácter en Windows-1252 (byte ${index}).`,
      });
    if (problems.length > 50) return problems;
  }
  const text = decodeWindows1252(bytes);
  const records = splitRecords(text, problems);
  const first = records[0];
  if (!first || first.type !== 'V')
    problems.push({ line: 1, message: 'El primer registro no es ~V.' });
  if (records.filter((record) => record.type === 'V').length > 1)
    problems.push({ line: 0, message: 'Hay más de un registro ~V.' });
  if (first?.type === 'V') {
    if (!(first.fields[1] ?? '').startsWith('FIEBDC-3/'))
      problems.push({ line: first.line, message: 'El ~V no declara la versión FIEBDC-3/aaaa.' });
    if (!['ANSI', '850', '437', ''].includes(first.fields[4] ?? ''))
      problems.push({
        line: first.line,
        message: `Juego de caracteres desconocido: ${first.fields[4]}.`,
      });
    if (!['', '1', '2', '3', '4'].includes(first.fields[6] ?? ''))
      problems.push({ line: first.line, message: `TIPO_INFO desconocido: ${first.fields[6]}.` });
  }

  // ~K field 3 (DRC\DC\DRO\DFS\DRS\DFO\DUO\DI\DES\DN\DD\DS\DSP\DEC\DIVISA) bounds the figures.
  let quantityDecimals: number | undefined;
  let priceDecimals: number | undefined;
  let amountDecimals: number | undefined;
  const keys = records.filter((record) => record.type === 'K');
  if (keys.length > 1)
    problems.push({ line: keys[1]!.line, message: 'Hay más de un registro ~K.' });
  for (const record of keys) {
    record.fields.forEach((field, fieldIndex) => {
      const subfields = field.split('\\');
      subfields.forEach((value, subIndex) => {
        if (value === '' || /^[A-Z]{3}$/.test(value)) return;
        if (!NUMBER.test(value))
          problems.push({
            line: record.line,
            message: `~K campo ${fieldIndex + 1}: "${value}" no es un número.`,
          });
        if (fieldIndex === 2 && subIndex === 0) quantityDecimals = Number(value);
        if (fieldIndex === 2 && subIndex === 1) amountDecimals = Number(value);
        if (fieldIndex === 2 && subIndex === 6) priceDecimals = Number(value);
      });
    });
  }

  const concepts = new Map<string, { code: string; line: number; unit: string }>();
  const roots: string[] = [];
  for (const record of records.filter((entry) => entry.type === 'C')) {
    const codes = (record.fields[0] ?? '').split('\\').filter((code) => code !== '');
    const code = codes[0];
    if (code === undefined) {
      problems.push({ line: record.line, message: '~C sin código.' });
      continue;
    }
    const bare = code.replace(/#+$/, '');
    const problem = findBc3CodeProblem(bare);
    if (problem)
      problems.push({ line: record.line, message: `Código ${code} no válido (${problem}).` });
    if (code.endsWith('##')) roots.push(bare);
    if (concepts.has(bare.toUpperCase()))
      problems.push({ line: record.line, message: `El código ${code} se define dos veces.` });
    concepts.set(bare.toUpperCase(), { code, line: record.line, unit: record.fields[1] ?? '' });
    const prices = (record.fields[3] ?? '').split('\\').filter((value) => value !== '');
    const isChapter = code.endsWith('#');
    for (const price of prices)
      checkNumber(
        price,
        `El precio de ${code}`,
        record.line,
        problems,
        isChapter ? amountDecimals : priceDecimals,
      );
  }
  if (roots.length !== 1)
    problems.push({ line: 0, message: `Debe haber un concepto raíz (##) y hay ${roots.length}.` });

  const known = (code: string) => concepts.get(code.replace(/#+$/, '').toUpperCase());
  const children = new Map<string, string[]>();
  for (const record of records.filter((entry) => entry.type === 'D')) {
    const parent = record.fields[0] ?? '';
    const parentConcept = known(parent);
    if (!parentConcept)
      problems.push({ line: record.line, message: `~D de ${parent}, que no tiene ~C.` });
    const subfields = (record.fields[1] ?? '').split('\\');
    if (subfields[subfields.length - 1] === '') subfields.pop();
    if (subfields.length % 3 !== 0)
      problems.push({
        line: record.line,
        message: `~D de ${parent}: los hijos no van en ternas CÓDIGO\\FACTOR\\RENDIMIENTO.`,
      });
    const list: string[] = [];
    for (let index = 0; index + 2 < subfields.length; index += 3) {
      const child = subfields[index]!;
      if (!known(child))
        problems.push({ line: record.line, message: `~D de ${parent}: ${child} no tiene ~C.` });
      checkNumber(subfields[index + 1], `El factor de ${child}`, record.line, problems);
      const isChapterChild = child.endsWith('#');
      checkNumber(
        subfields[index + 2],
        `El rendimiento de ${child}`,
        record.line,
        problems,
        isChapterChild ? undefined : quantityDecimals,
      );
      list.push(child.replace(/#+$/, '').toUpperCase());
    }
    children.set(parent.replace(/#+$/, '').toUpperCase(), list);
  }
  // The tree must be a tree: a chapter inside itself would make an importer loop.
  const visiting = new Set<string>();
  const visit = (code: string, depth: number): void => {
    if (visiting.has(code) || depth > 64) {
      problems.push({ line: 0, message: `El concepto ${code} se contiene a sí mismo.` });
      return;
    }
    visiting.add(code);
    for (const child of children.get(code) ?? []) visit(child, depth + 1);
    visiting.delete(code);
  };
  if (roots[0] !== undefined) visit(roots[0].toUpperCase(), 0);

  for (const record of records) {
    if (record.type === 'T' && !known(record.fields[0] ?? ''))
      problems.push({ line: record.line, message: `~T de ${record.fields[0]}, que no tiene ~C.` });
    if (record.type !== 'M') continue;
    const [parent = '', child = ''] = (record.fields[0] ?? '').split('\\');
    if (!known(parent) || !known(child))
      problems.push({ line: record.line, message: `~M de ${record.fields[0]}: un código sin ~C.` });
    else if (
      !(children.get(parent.replace(/#+$/, '').toUpperCase()) ?? []).includes(child.toUpperCase())
    )
      problems.push({
        line: record.line,
        message: `~M de ${record.fields[0]}: ${parent} no lista a ${child} en su ~D.`,
      });
    checkNumber(
      record.fields[2],
      `La medición de ${child}`,
      record.line,
      problems,
      quantityDecimals,
    );
    const subfields = (record.fields[3] ?? '').split('\\');
    if (subfields[subfields.length - 1] === '') subfields.pop();
    if (subfields.length % 6 !== 0)
      problems.push({
        line: record.line,
        message: `~M de ${child}: las líneas no tienen seis subcampos.`,
      });
    for (let index = 0; index < subfields.length; index += 6) {
      if (!['', '1', '2', '3'].includes(subfields[index]!))
        problems.push({
          line: record.line,
          message: `~M de ${child}: tipo de línea "${subfields[index]}".`,
        });
      for (let magnitude = 2; magnitude < 6; magnitude++)
        checkNumber(
          subfields[index + magnitude],
          `Una línea de medición de ${child}`,
          record.line,
          problems,
        );
    }
  }
  return problems;
}
