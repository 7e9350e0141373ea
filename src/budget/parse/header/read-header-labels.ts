/**
 * The labelled lines of a report's header, printed above the table on every page:
 * `Proyecto:     P030326 PRESUPUESTO ALBAÑILERIA`, `Promotor: Ayuntamiento de Getafe`,
 * `Situación: Getafe (Madrid)`, `Fecha: 12/03/2024`. A label opens the line (a description's
 * "según proyecto: …" is no header), and a line may hold two (`Obra: X   Fecha: 01/02/2025`).
 */

/** The budget header fields a document can print. */
export type HeaderFieldName = 'title' | 'client' | 'location' | 'date';

export interface HeaderLabel {
  field: HeaderFieldName;
  /** As printed, spaces collapsed; for `date`, ISO yyyy-mm-dd. */
  value: string;
}

/**
 * The labels, each with the field it fills. `OBRA:` names the work, not the client (a budget's
 * client is the promoter or owner); a report prints at most one label of each.
 */
const LABEL_FIELDS: ReadonlyArray<[RegExp, HeaderFieldName]> = [
  [/^(?:proyecto|obra|t[ií]tulo(?: de la obra)?)$/i, 'title'],
  [/^(?:cliente|promotora?|propiedad)$/i, 'client'],
  [/^(?:situaci[oó]n|emplazamiento|localidad|ubicaci[oó]n)$/i, 'location'],
  [/^fecha$/i, 'date'],
];

/** A label and its colon, anywhere on the line; the first must open it. */
const LABEL =
  /(?:^|\s)(proyecto|obra|t[ií]tulo(?: de la obra)?|cliente|promotora?|propiedad|situaci[oó]n|emplazamiento|localidad|ubicaci[oó]n|fecha)\s*:/gi;

/** A header value is a name, not a paragraph: a longer "value" is running text after a colon. */
const MAX_VALUE_LENGTH = 160;
/** A name holds a letter or a digit (`:` alone, or `-`, is an empty field). */
const HAS_WORD = /[\p{L}\d]/u;

/** The labelled fields of one line, in the order printed; none when no label opens the line. */
export function readHeaderLabels(line: string): HeaderLabel[] {
  // Cheap test first: every label is followed by a colon.
  if (!line.includes(':')) return [];
  const matches = [...line.matchAll(LABEL)];
  const first = matches[0];
  if (first === undefined || line.slice(0, first.index).trim() !== '') return [];
  const labels: HeaderLabel[] = [];
  matches.forEach((match, index) => {
    const next = matches[index + 1];
    const start = (match.index ?? 0) + match[0].length;
    const raw = line.slice(start, next === undefined ? undefined : next.index).replace(/\s+/g, ' ');
    const value = raw.trim();
    const field = fieldOf(match[1] ?? '');
    if (field === undefined || value === '' || value.length > MAX_VALUE_LENGTH) return;
    if (!HAS_WORD.test(value)) return;
    if (field === 'date') {
      const iso = readPrintedDate(value);
      if (iso !== undefined) labels.push({ field, value: iso });
      return;
    }
    labels.push({ field, value });
  });
  return labels;
}

function fieldOf(label: string): HeaderFieldName | undefined {
  return LABEL_FIELDS.find(([pattern]) => pattern.test(label))?.[1];
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
/** `12/03/2024`, `12-03-24`, `12.03.2024`: day first, as Spain writes it. */
const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/;
/** `23 de diciembre de 2025`, `23 diciembre 2025`. */
const LONG_DATE = /^(\d{1,2})\s+(?:de\s+)?([a-záéíóú]+)\s+(?:de\s+|del\s+)?(\d{4})\b/i;

/** A printed date as ISO yyyy-mm-dd, or undefined when it is none (or no real calendar day). */
export function readPrintedDate(text: string): string | undefined {
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const year = Number(numeric[3]);
    return isoDate(year < 100 ? 2000 + year : year, Number(numeric[2]), Number(numeric[1]));
  }
  const long = LONG_DATE.exec(text);
  if (long) {
    const month = MONTHS.indexOf((long[2] ?? '').toLowerCase().replace('setiembre', 'septiembre'));
    if (month < 0) return undefined;
    return isoDate(Number(long[3]), month + 1, Number(long[1]));
  }
  return undefined;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
