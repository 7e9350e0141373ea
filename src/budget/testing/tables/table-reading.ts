/**
 * What a reading of a table must give back for the budget to count as read right: every
 * item's code, every word of its title and description, unit, quantity, price and amount
 * (and its measurement lines, where the table has them); every chapter's code, title,
 * level, parent and totals; the total, stated and summed.
 */
import type { Budget, MeasurementLine } from '../../model/budget.ts';
import { chapterKey } from '../budget-figures.ts';
import { quantityOf, valueOfSpanish } from '../format-figures.ts';

export interface TableReading {
  items: Array<{
    codigo: string;
    words: string;
    uds: string;
    cantidad: number;
    precio: number;
    importe: number;
    measurements?: Array<{ comment: string; figures: Array<number | ''> }>;
  }>;
  chapters: Array<{
    code: string;
    title: string;
    level: number;
    parent: string | undefined;
    total: number;
    statedTotal: number | undefined;
  }>;
  total: number;
  statedTotal: number | undefined;
}

/** The words of a text, whatever the line breaks and spaces between them. */
export function textWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
}

/** A heading's closing stop or colon (`CAPÍTULO 1: EXPLANACIONES.`) is no word of its title. */
function chapterTitle(title: string): string {
  return textWords(title).replace(/[.:]$/, '');
}

function measurementFigures(line: MeasurementLine): Array<number | ''> {
  return [line.uds, line.longitud, line.anchura, line.altura, line.parcial].map((text) =>
    text.trim() === '' ? '' : valueOfSpanish(text.trim()),
  );
}

export function tableReading(budget: Budget): TableReading {
  return {
    items: budget.items.map((item) => {
      const read: TableReading['items'][number] = {
        codigo: item.codigo,
        words: textWords(item.resumen),
        uds: item.uds,
        cantidad: quantityOf(item),
        precio: item.precio_unitario,
        importe: item.total,
      };
      if (item.measurements && item.measurements.length > 0)
        read.measurements = item.measurements.map((line) => ({
          comment: textWords(line.comment),
          figures: measurementFigures(line),
        }));
      return read;
    }),
    chapters: (budget.chapters ?? []).map((chapter) => ({
      code: chapterKey(chapter.code),
      title: chapterTitle(chapter.title),
      level: chapter.level,
      parent: chapter.parentCode === undefined ? undefined : chapterKey(chapter.parentCode),
      total: chapter.total,
      statedTotal: chapter.statedTotal,
    })),
    total: budget.total,
    statedTotal: budget.statedTotal,
  };
}
