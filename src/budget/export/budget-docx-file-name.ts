import type { Budget } from '../model/budget.ts';

/** Characters Windows, macOS or a browser download would refuse or rewrite in a file name. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]/g;

/** Spec §9: the download is named `presupuesto_{id}.docx`. */
export function budgetDocxFileName(budget: Budget): string {
  const id = budget.id.replace(UNSAFE_FILE_NAME_CHARACTERS, '_').trim() || 'sin-numero';
  return `presupuesto_${id}.docx`;
}
