import { formatMoney } from '../model/format-money.ts';
import type { ReadingDoubt } from './find-reading-doubts.ts';
import type { FigureComparison } from './reconcile-budget.ts';
import type { ReadingVerdict } from './judge-reading.ts';

/** The CLI lists this many doubtful items; a badly read file can doubt thousands. */
const MAX_DOUBTS_LISTED = 50;

/** A difference with its sign, so the reader sees which side is larger: `+12,34 €`, `-0,03 €`. */
function signedMoney(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** `documento 246,90 €, partidas 234,56 €, diferencia -12,34 € (redondeo)` */
function describeFigure(figure: Omit<FigureComparison, 'lineCount'>): string {
  if (figure.stated === undefined || figure.difference === undefined)
    return `partidas ${formatMoney(figure.parsed)} (el documento no indica su total)`;
  const rounding = figure.agreement === 'rounding' ? ' (redondeo)' : '';
  return `documento ${formatMoney(figure.stated)}, partidas ${formatMoney(figure.parsed)}, diferencia ${signedMoney(figure.difference)}${rounding}`;
}

/** `partida 3 (01.02): sin cantidad ni importe, …`: the item's position counts from 1. */
function describeDoubt(doubt: ReadingDoubt): string {
  const item = `partida ${doubt.item + 1}${doubt.codigo.trim() === '' ? '' : ` (${doubt.codigo})`}`;
  switch (doubt.kind) {
    case 'amount-not-product':
      return `${item}: su importe no es cantidad × precio`;
    case 'figure-out-of-bounds':
      return `${item}: una cifra fuera de rango (no es un número o es desmesurada); no se suma`;
    case 'item-without-figures':
      return `${item}: sin cantidad ni importe, en un documento con precios`;
    case 'item-without-code':
      return `${item}: sin código, y las demás partidas lo tienen`;
    case 'item-without-quantity':
      return `${item}: tiene importe pero no cantidad; no se puede comprobar`;
    case 'misread-code':
      return `${item}: su código no sigue la forma de los demás y parece texto de una descripción`;
    case 'item-head-in-text':
      return `${item}: su texto, o el título de su capítulo, contiene la cabecera de una partida (código, unidad y título); puede faltar una partida o su código`;
    case 'chapter-row-as-item': {
      const count = (doubt.sums?.last ?? doubt.item) - (doubt.sums?.first ?? doubt.item) + 1;
      return `${item}: su importe es la suma de las ${count} partidas siguientes; parece la fila de un capítulo`;
    }
    case 'item-row-as-chapter':
      return `${item}: está bajo el capítulo ${doubt.chapterCode ?? ''}, que no indica total y cuyo código no sigue la forma de los demás capítulos; puede ser una partida sin cifras leída como capítulo`;
    case 'merged-figures':
      return `${item}: una celda de su fila tiene varias cifras juntas y no se ha leído ninguna`;
    case 'unsupported-chapter':
      return doubt.emptyChapter === true
        ? `${item}: antes de ella se ha leído el capítulo ${doubt.chapterCode ?? ''}, sin partidas ni total; puede ser una cabecera de página leída como capítulo`
        : `${item}: está bajo el capítulo ${doubt.chapterCode ?? ''}, que no indica total aunque los demás capítulos sí; puede ser una cabecera de página leída como capítulo`;
  }
}

/**
 * The verdict as Spanish lines, for the CLI (the app words it from texts.ts): the document's
 * kind when it is no budget, whether the reading reconciles, every figure that differs
 * (rounding or not), the counts of unplaced lines and wrong item amounts, and the items in
 * doubt.
 */
export function describeVerdict(verdict: ReadingVerdict): string[] {
  const lines: string[] = [];
  if (verdict.documentKind === 'certification')
    lines.push('Documento: certificación (obra ejecutada a origen), no un presupuesto.');
  if (verdict.documentKind === 'price-database')
    lines.push(
      'Documento: base de precios (precios sin mediciones); no hay total de obra que comprobar.',
    );

  const stated = verdict.chapters.filter((chapter) => chapter.stated !== undefined).length;
  const chapters = stated === 1 ? '1 capítulo' : `${stated} capítulos`;
  const figures =
    verdict.checkedBy === 'chapters'
      ? `${chapters}; el documento no indica un total general`
      : stated === 0
        ? 'el total'
        : `el total y ${chapters}`;
  switch (verdict.status) {
    case 'reconciled':
      lines.push(`Comprobación: cuadra con el documento (${figures}, al céntimo).`);
      break;
    case 'rounding':
      lines.push(
        `Comprobación: cuadra con el documento (${figures}) salvo diferencias de céntimos, que pueden ser redondeo: revísalas.`,
      );
      break;
    case 'review':
      lines.push(
        `Comprobación: REVISAR. Las cifras cuadran con el documento (${figures}), pero hay partidas leídas con dudas.`,
      );
      break;
    case 'mismatch':
      lines.push('Comprobación: NO cuadra con el documento.');
      break;
    case 'unchecked':
      if (verdict.documentKind !== 'price-database')
        lines.push(
          'Comprobación: no se ha podido comprobar; el documento no indica un total con el que comparar.',
        );
      break;
  }

  if (verdict.stated !== undefined && verdict.totalAgreement !== 'equal')
    lines.push(
      `  Total: ${describeFigure({
        parsed: verdict.parsed,
        stated: verdict.stated,
        difference: verdict.difference,
        agreement: verdict.totalAgreement,
      })}`,
    );
  for (const chapter of verdict.chapters) {
    if (chapter.agreement === 'mismatch' || chapter.agreement === 'rounding')
      lines.push(
        `  Capítulo ${chapter.code} ${chapter.title}: ${describeFigure(chapter)}`.trimEnd(),
      );
  }
  if (verdict.unplacedLines > 0) lines.push(`Líneas sin colocar: ${verdict.unplacedLines}`);
  if (verdict.amountMismatches > 0)
    lines.push(`Partidas cuyo importe no es cantidad × precio: ${verdict.amountMismatches}`);
  if (verdict.doubts.length > 0) {
    lines.push(`Partidas que revisar: ${verdict.doubts.length}`);
    for (const doubt of verdict.doubts.slice(0, MAX_DOUBTS_LISTED))
      lines.push(`  ${describeDoubt(doubt)}`);
    if (verdict.doubts.length > MAX_DOUBTS_LISTED)
      lines.push(`  ... y ${verdict.doubts.length - MAX_DOUBTS_LISTED} más`);
  }
  return lines;
}
