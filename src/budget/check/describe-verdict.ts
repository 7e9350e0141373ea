import { formatMoney } from '../model/format-money.ts';
import type { FigureComparison } from './reconcile-budget.ts';
import type { ReadingVerdict } from './judge-reading.ts';

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

/**
 * The verdict as Spanish lines, for the CLI (the app words it from texts.ts): the document's
 * kind when it is no budget, whether the reading reconciles, every figure that differs
 * (rounding or not), and the counts of unplaced lines and wrong item amounts.
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
  const figures =
    stated === 0 ? 'el total' : `el total y ${stated === 1 ? '1 capítulo' : `${stated} capítulos`}`;
  switch (verdict.status) {
    case 'reconciled':
      lines.push(`Comprobación: cuadra con el documento (${figures}, al céntimo).`);
      break;
    case 'rounding':
      lines.push(
        `Comprobación: cuadra con el documento (${figures}) salvo diferencias de céntimos, que pueden ser redondeo: revísalas.`,
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
  return lines;
}
