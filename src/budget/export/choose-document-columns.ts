import { DEFAULT_COLUMNS, type Budget, type BudgetItem, type ColumnName } from '../model/budget.ts';

/** The measured columns a document may leave out: each is one item field that can be empty. */
const MEASURED_FIELDS: Partial<Record<ColumnName, keyof BudgetItem>> = {
  LONGITUD: 'longitud',
  ANCHURA: 'anchura',
  ALTURA: 'altura',
  PARCIALES: 'parciales',
  CANTIDAD: 'cantidad',
};

/**
 * The columns of the Word table: the budget's own, less every measured column that is empty on
 * every item. A report with a Long./Anch./Alt./Parciales header and no figures under it (a CYPE
 * summary) would give 40 % of the width to blank cells; RESUMEN and the money columns then get it.
 * The unit and money columns always stay (spec §9: UDS prints 1). The code column stays while
 * some item or chapter has a code to print: a quality-control budget typed in Excel without
 * codes would otherwise print a CÓDIGO column empty on every row.
 */
export function chooseDocumentColumns(budget: Budget): ColumnName[] {
  const columns =
    budget.availableColumns.length > 0 ? budget.availableColumns : [...DEFAULT_COLUMNS];
  if (budget.items.length === 0) return [...columns];
  const hasCode =
    budget.items.some((item) => item.codigo.trim() !== '') ||
    (budget.chapters ?? []).some((chapter) => chapter.code.trim() !== '');
  return columns.filter((column) => {
    if (column === 'CÓDIGO') return hasCode;
    const field = MEASURED_FIELDS[column];
    return (
      field === undefined || budget.items.some((item) => String(item[field] ?? '').trim() !== '')
    );
  });
}
