import { formatMoney } from '../model/format-money.ts';
import type { ParseWarning } from './parse-result.ts';

/** The Spanish sentence shown to the user for each warning. */
export function describeWarning(warning: ParseWarning): string {
  switch (warning.kind) {
    case 'unplaced-line':
      return `Línea ${warning.line} no reconocida: «${warning.text}»`;
    case 'merged-figures':
      return `Línea ${warning.line}${warning.codigo === '' ? '' : ` (partida ${warning.codigo})`}: una celda tiene una cifra junto a otras cifras o palabras («${warning.text}») y no se ha leído; revisa sus cifras`;
    case 'amount-mismatch':
      return `Partida ${warning.codigo} (línea ${warning.line}): cantidad × precio da ${formatMoney(warning.expected)}, pero el documento indica ${formatMoney(warning.actual)}`;
    case 'chapter-total-mismatch':
      return `Capítulo ${warning.chapterCode} ${warning.chapterTitle}: la suma de sus partidas es ${formatMoney(warning.parsed)}, pero el documento indica ${formatMoney(warning.stated)}`;
    case 'total-mismatch':
      return `La suma de las partidas es ${formatMoney(warning.parsed)}, pero el documento indica un total de ${formatMoney(warning.stated)}`;
    case 'no-quantities':
      return 'El archivo no tiene mediciones: parece una base de precios, así que las partidas aparecen con sus precios pero sin cantidades medidas, y el total no es el de una obra.';
    case 'no-stated-total':
      return 'El documento no indica un total con el que comprobar la suma de las partidas.';
    case 'notice':
      return warning.line === undefined
        ? warning.message
        : `Línea ${warning.line}: ${warning.message}`;
  }
}
