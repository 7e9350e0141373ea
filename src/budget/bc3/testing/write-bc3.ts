/**
 * A tiny FIEBDC-3 writer for tests: it produces .bc3 bytes the way budget programs do
 * (one or several lines per record, cp1252 or cp850), so the reader is tested on files
 * the project generates itself instead of copies of real budgets.
 */

export interface Bc3FixtureConcept {
  /** With `##` for the root and `#` for chapters, as in the format. */
  code: string;
  unit?: string;
  summary: string;
  /** Written as given: a number, or a raw string (e.g. '12,50' or '' for "no price"). */
  price?: number | string;
  type?: string;
  longText?: string;
}

export interface Bc3FixtureChild {
  code: string;
  factor?: number;
  yield?: number;
}

export interface Bc3FixtureLine {
  type?: '' | '1' | '2' | '3';
  comment?: string;
  uds?: number;
  length?: number;
  width?: number;
  height?: number;
}

export interface Bc3FixtureMeasurement {
  parent?: string;
  child: string;
  total?: number;
  lines: Bc3FixtureLine[];
}

export interface Bc3Fixture {
  /** JUEGO_CARACTERES as declared in ~V; the bytes follow it ('' and 'ANSI' -> cp1252). */
  charset: 'ANSI' | '850' | '437' | '';
  /** Encoding actually used for the bytes, when it should differ from the declared one. */
  encodeAs?: 'cp1252' | 'cp850' | 'utf-8';
  program?: string;
  /** ~V TIPO_INFO: 1 price database, 2 budget (the default), 3 certification. */
  informationType?: '1' | '2' | '3' | '4' | '';
  /** ~V NUM_CERT, for a certification. */
  certificationNumber?: string;
  /**
   * The raw ~K record body (without `~K|`), e.g. `\\2\\2\\3\\2\\2\\2\\2\\EUR\\|0\\13\\6\\\\21|`;
   * null writes no ~K at all, as Presto 7 did.
   */
  k?: string | null;
  concepts: Bc3FixtureConcept[];
  decompositions: Array<{ parent: string; children: Bc3FixtureChild[] }>;
  measurements?: Bc3FixtureMeasurement[];
  /** Break ~D and ~M records over several lines, as Arquímedes and Menfis do. */
  multiline?: boolean;
  lineEnd?: '\r\n' | '\n' | '\r';
}

/** Spanish letters in MS-DOS code page 850, from the code page chart (independent of the reader's table). */
const CP850_SPANISH: Record<string, number> = {
  á: 0xa0,
  é: 0x82,
  í: 0xa1,
  ó: 0xa2,
  ú: 0xa3,
  ñ: 0xa4,
  Ñ: 0xa5,
  ü: 0x81,
  Á: 0xb5,
  É: 0x90,
  Í: 0xd6,
  Ó: 0xe0,
  Ú: 0xe9,
  Ü: 0x9a,
  º: 0xa7,
  ª: 0xa6,
  '²': 0xfd,
  '³': 0xfc,
};

/** Windows-1252 code points above 0xFF, from the code page chart. */
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '…': 0x85,
};

export function encodeText(text: string, encoding: 'cp1252' | 'cp850' | 'utf-8'): Uint8Array {
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const code = text.charCodeAt(i);
    let byte: number | undefined;
    if (code < 0x80) byte = code;
    else if (encoding === 'cp850') byte = CP850_SPANISH[char];
    else byte = CP1252_EXTRA[char] ?? (code >= 0xa0 && code <= 0xff ? code : undefined);
    if (byte === undefined) throw new Error(`cannot encode ${char} as ${encoding}`);
    bytes[i] = byte;
  }
  return bytes;
}

function number(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

export function writeBc3Text(fixture: Bc3Fixture): string {
  const eol = fixture.lineEnd ?? '\r\n';
  const breakLine = fixture.multiline ? eol : '';
  const records: string[] = [
    `~V|SOFT S.A.|FIEBDC-3/2016|${fixture.program ?? 'Presupuestos tests'}||${fixture.charset}||${fixture.informationType ?? '2'}|${fixture.certificationNumber === undefined ? '' : `${fixture.certificationNumber}|`}`,
  ];
  if (fixture.k !== null) records.push(`~K|${fixture.k ?? '\\2\\2\\3\\2\\2\\2\\2\\EUR\\|0|'}`);
  for (const concept of fixture.concepts) {
    const price = typeof concept.price === 'number' ? String(concept.price) : (concept.price ?? '');
    records.push(
      `~C|${concept.code}|${concept.unit ?? ''}|${concept.summary}|${price}|010126|${concept.type ?? '0'}|`,
    );
    if (concept.longText !== undefined) records.push(`~T|${concept.code}|${concept.longText}|`);
  }
  for (const { parent, children } of fixture.decompositions) {
    const parts = children.map(
      (child) => `${child.code}\\${number(child.factor)}\\${number(child.yield)}\\`,
    );
    records.push(`~D|${parent}${breakLine}|${parts.join(breakLine)}${breakLine}|`);
  }
  for (const measurement of fixture.measurements ?? []) {
    const codes =
      measurement.parent === undefined
        ? measurement.child
        : `${measurement.parent}\\${measurement.child}`;
    const lines = measurement.lines.map(
      (line) =>
        `${line.type ?? ''}\\${line.comment ?? ''}\\${number(line.uds)}\\${number(line.length)}\\${number(line.width)}\\${number(line.height)}\\`,
    );
    records.push(
      `~M|${codes}|1\\1\\|${number(measurement.total)}|${breakLine}${lines.join(breakLine)}|`,
    );
  }
  return records.join(eol) + eol;
}

export function writeBc3(fixture: Bc3Fixture): Uint8Array {
  const encoding = fixture.encodeAs ?? (fixture.charset === '850' ? 'cp850' : 'cp1252');
  return encodeText(writeBc3Text(fixture), encoding);
}
