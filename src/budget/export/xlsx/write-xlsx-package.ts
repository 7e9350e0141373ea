/**
 * One worksheet as an Office Open XML workbook (.xlsx), written directly: the sheet's XML as
 * one string built row by row, its texts in a shared-strings part (as Excel writes them),
 * number formats in a minimal styles part, then zipped once with fflate. Writing through
 * SheetJS cost three copies of every cell (its cell objects, its XML, its zip) and a second
 * zip pass to add the frozen pane it cannot write: 0.45 s of a 5,000-item export's 0.86 s.
 */
import { zipSync, strToU8 } from 'fflate';

/** A cell written: text, a number, or a formula (without `=`) with its cached value. */
export type XlsxCell =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number; format: string }
  | { kind: 'formula'; formula: string; value: number; format: string };

export interface XlsxSheet {
  name: string;
  /** Rows from the first; a missing or undefined cell is left empty. */
  rows: ReadonlyArray<ReadonlyArray<XlsxCell | undefined>>;
  /** Column widths, in characters. */
  widths: readonly number[];
  /** Rows kept in view above the scrolling part (a frozen pane), if any. */
  frozenRows?: number;
}

/** Excel's built-in number formats by their code: they need no entry of their own. */
const BUILT_IN_FORMATS: Record<string, number> = {
  General: 0,
  '0': 1,
  '0.00': 2,
  '#,##0': 3,
  '#,##0.00': 4,
};
/** The first id Excel leaves for a workbook's own formats. */
const FIRST_CUSTOM_FORMAT = 164;
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

/**
 * A text as a cell's XML text: characters XML cannot hold (control characters other than tab
 * and line breaks) as OOXML's `_xHHHH_` escapes, and a literal `_xHHHH_` escaped itself, so
 * readers give back the text written (`a_x000B_b` is `a`, vertical tab, `b`).
 */
function cellText(text: string): string {
  return escapeXml(
    text.replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1').replace(
      // eslint-disable-next-line no-control-regex -- the control characters are what is escaped
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
      (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    ),
  );
}

/** `A`, `B`, … `Z`, `AA`: the column letters of a 0-based column. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A number as a cell value: finite numbers as JavaScript writes them (`1e-7` too, which Excel reads). */
function numberValue(value: number): string | undefined {
  return Number.isFinite(value) ? String(value) : undefined;
}

class Styles {
  private readonly formatIds = new Map<string, number>();
  private readonly styleOf = new Map<number, number>();
  /** cellXfs: the default (General), then one per number format used. */
  readonly xfs: number[] = [0];

  index(format: string): number {
    let id = BUILT_IN_FORMATS[format] ?? this.formatIds.get(format);
    if (id === undefined) {
      id = FIRST_CUSTOM_FORMAT + this.formatIds.size;
      this.formatIds.set(format, id);
    }
    let style = this.styleOf.get(id);
    if (style === undefined) {
      style = this.xfs.length;
      this.xfs.push(id);
      this.styleOf.set(id, style);
    }
    return style;
  }

  xml(): string {
    const formats = [...this.formatIds]
      .map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`)
      .join('');
    const xfs = this.xfs
      .map((id) =>
        id === 0
          ? '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
          : `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      )
      .join('');
    return (
      `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">` +
      (this.formatIds.size > 0
        ? `<numFmts count="${this.formatIds.size}">${formats}</numFmts>`
        : '') +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${this.xfs.length}">${xfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}

function sheetXml(sheet: XlsxSheet, styles: Styles, strings: Map<string, number>): string {
  const parts: string[] = [];
  let lastColumn = 0;
  sheet.rows.forEach((row, r) => {
    const cells: string[] = [];
    row.forEach((cell, c) => {
      if (cell === undefined) return;
      lastColumn = Math.max(lastColumn, c);
      const ref = `${columnLetters(c)}${r + 1}`;
      if (cell.kind === 'text') {
        let index = strings.get(cell.text);
        if (index === undefined) {
          index = strings.size;
          strings.set(cell.text, index);
        }
        cells.push(`<c r="${ref}" t="s"><v>${index}</v></c>`);
        return;
      }
      const style = styles.index(cell.format);
      const value = numberValue(cell.value);
      const formula = cell.kind === 'formula' ? `<f>${escapeXml(cell.formula)}</f>` : '';
      cells.push(
        value === undefined
          ? `<c r="${ref}" s="${style}" t="e">${formula}<v>#NUM!</v></c>`
          : `<c r="${ref}" s="${style}">${formula}<v>${value}</v></c>`,
      );
    });
    if (cells.length > 0) parts.push(`<row r="${r + 1}">${cells.join('')}</row>`);
  });
  const frozen = sheet.frozenRows ?? 0;
  const pane =
    frozen > 0
      ? `<pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/>`
      : '';
  const cols = sheet.widths
    .map((width, c) => `<col min="${c + 1}" max="${c + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const last = `${columnLetters(lastColumn)}${Math.max(1, sheet.rows.length)}`;
  return (
    `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${last}"/>` +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    `<sheetData>${parts.join('')}</sheetData>` +
    '</worksheet>'
  );
}

function sharedStringsXml(strings: Map<string, number>): string {
  const items: string[] = [];
  for (const text of strings.keys()) {
    // Leading or trailing spaces and line breaks are kept only where the text says so.
    const preserve = /^\s|\s$|\n/.test(text) ? ' xml:space="preserve"' : '';
    items.push(`<si><t${preserve}>${cellText(text)}</t></si>`);
  }
  return `${XML_HEADER}<sst xmlns="${MAIN_NS}" count="${items.length}" uniqueCount="${items.length}">${items.join('')}</sst>`;
}

/** The workbook's bytes: one sheet, its shared strings and styles, and the package's parts. */
export function writeXlsxPackage(sheet: XlsxSheet): Uint8Array {
  const styles = new Styles();
  const strings = new Map<string, number>();
  const worksheet = sheetXml(sheet, styles, strings);
  const part = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const files: Record<string, string> = {
    '[Content_Types].xml':
      `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${part}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${part}.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${part}.styles+xml"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${part}.sharedStrings+xml"/>` +
      '</Types>',
    '_rels/.rels':
      `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheets><sheet name="${escapeXml(sheet.name)}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
      '</Relationships>',
    'xl/worksheets/sheet1.xml': worksheet,
    'xl/styles.xml': styles.xml(),
    'xl/sharedStrings.xml': sharedStringsXml(strings),
  };
  // Deflate's fastest level: the sheet of a 5,000-item budget (3.4 MB of XML) zips in a
  // third of the time of the default level 6, to a file 17 % larger (644 KB instead of 550 KB).
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, xml]) => [path, strToU8(xml)])),
    { level: 1 },
  );
}
