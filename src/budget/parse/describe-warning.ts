import { LOCALE } from '../constants.ts';
import type { ParseWarning } from './parse-result.ts';

const euros = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });

/** The Spanish sentence shown to the user for each warning. */
export function describeWarning(warning: ParseWarning): string {
  switch (warning.kind) {
    case 'unplaced-line':
      return `Línea ${warning.line} no reconocida: «${warning.text}»`;
    case 'amount-mismatch':
      return `Partida ${warning.codigo} (línea ${warning.line}): cantidad × precio da ${euros.format(warning.expected)}, pero el documento indica ${euros.format(warning.actual)}`;
    case 'chapter-total-mismatch':
      return `Capítulo ${warning.chapterCode} ${warning.chapterTitle}: la suma de sus partidas es ${euros.format(warning.parsed)}, pero el documento indica ${euros.format(warning.stated)}`;
    case 'total-mismatch':
      return `La suma de las partidas es ${euros.format(warning.parsed)}, pero el documento indica un total de ${euros.format(warning.stated)}`;
    case 'no-quantities':
      return 'El archivo no tiene mediciones: parece una base de precios, así que las partidas aparecen con sus precios pero sin cantidades medidas, y el total no es el de una obra.';
    case 'no-stated-total':
      return 'El documento no indica un total con el que comprobar la suma de las partidas.';
    case 'notice':
      return warning.line === undefined ? warning.message : `Línea ${warning.line}: ${warning.message}`;
  }
}
