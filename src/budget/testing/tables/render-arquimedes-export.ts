/**
 * Arquímedes (CYPE) budget exported to a sheet, modelled on what is known of its output
 * (its FIEBDC files and printed listings; no public sample of the sheet was found): chapters
 * numbered without padding (`1`, `1.2`), a `Tipo` column (`Capítulo`, `Partida`), price-
 * generator codes of three letters and three digits (`DEM010`), units spelt `m²`, `m³`, `Ud`,
 * the short summary and the long description in two columns, figures as number cells; a
 * chapter's row carries its amount alone (no 1 × price); the last row is the material
 * execution budget.
 */
import type { Budget, BudgetItem } from '../../model/budget.ts';
import { quantityOf } from '../format-figures.ts';
import { renameChapters, unpadChapterCode } from '../layout-family.ts';
import {
  printedBudgetTotal,
  printedChapterTotal,
  splitResumen,
  walkBudget,
} from '../walk-budget.ts';
import { TableDocumentBuilder, type TableDocument } from './table-document.ts';
import type { TableFamily } from './table-family.ts';

const HEADER = ['Código', 'Tipo', 'Ud', 'Resumen', 'Descripción', 'Medición', 'Precio', 'Importe'];
const CYPE_UNITS: Readonly<Record<string, string>> = {
  m2: 'm²',
  M2: 'm²',
  m3: 'm³',
  ud: 'Ud',
  UD: 'Ud',
  u: 'Ud',
};
const CODE_STEP = 10;

/** `DEMOLICIÓN Y LEVANTADO…`, 3rd item → `DEM030`. */
function cypeCode(item: BudgetItem, index: number): string {
  const letters = splitResumen(item.resumen)
    .title.normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
  return `${letters}${String(((index + 1) * CODE_STEP) % 1000).padStart(3, '0')}`;
}

export function shapeArquimedesExport(budget: Budget): Budget {
  const renamed = renameChapters(budget, unpadChapterCode);
  return {
    ...renamed,
    items: renamed.items.map((item, index) => ({
      ...item,
      codigo: cypeCode(item, index),
      uds: CYPE_UNITS[item.uds] ?? item.uds,
    })),
  };
}

export function renderArquimedesExport(budget: Budget): TableDocument {
  const builder = new TableDocumentBuilder();
  builder.row(...HEADER);
  walkBudget(budget, {
    openChapter(chapter) {
      builder.row(
        chapter.code,
        'Capítulo',
        '',
        chapter.title,
        '',
        null,
        null,
        printedChapterTotal(chapter),
      );
    },
    item(item) {
      const { title, description } = splitResumen(item.resumen);
      builder.itemRow(
        [
          item.codigo,
          'Partida',
          item.uds,
          title,
          description,
          quantityOf(item),
          item.precio_unitario,
          item.total,
        ],
        [5, 6, 7],
      );
    },
    closeChapter: () => undefined,
  });
  builder.row(
    '',
    '',
    '',
    'Presupuesto de ejecución material',
    '',
    null,
    null,
    printedBudgetTotal(budget),
  );
  return builder.blocks;
}

export const ARQUIMEDES_EXPORT_FAMILY: TableFamily = {
  id: 'arquimedes-export',
  description:
    'Arquímedes budget exported to a sheet (Código, Tipo, Ud, Resumen, Descripción, Medición…)',
  generate: {},
  shape: shapeArquimedesExport,
  render: renderArquimedesExport,
  files: ['xlsx', 'xls', 'ods', 'csv'],
};
