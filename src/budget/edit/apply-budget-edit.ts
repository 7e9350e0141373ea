import { checkParseResult, type CheckedParseResult } from '../check/judge-reading.ts';
import type { Budget, BudgetItem } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { resumenLines, splitTitle } from '../export/format-item-cell.ts';
import type { ParseResult, ParseWarning } from '../parse/parse-result.ts';
import type { EditErrorCode } from './edit-errors.ts';
import {
  decimalFromNumber,
  decimalToCents,
  eurosToCents,
  centsToEuros,
  multiplyToCents,
} from './exact-decimal.ts';
import { readDecimalInput, readModelQuantity } from './read-decimal-input.ts';
import { shiftBudgetTotals } from './shift-budget-totals.ts';

/** A price is money: whole cents, as the model's amounts are. */
const MAX_PRICE_DECIMALS = 2;
/** Measured quantities go to thousandths in practice; six leaves room without hiding typos. */
const MAX_QUANTITY_DECIMALS = 6;

/** The item fields a user may correct; `summary` is the resumen's first line (its title). */
export type EditableItemField =
  | 'codigo'
  | 'summary'
  | 'unit'
  | 'cantidad'
  | 'precio_unitario'
  | 'longitud'
  | 'anchura'
  | 'altura'
  | 'parciales';

/** The document's header fields a user may set. `date` is ISO (yyyy-mm-dd) or empty for today. */
export type EditableHeaderField = 'client' | 'title' | 'location' | 'id' | 'date';

export type BudgetEdit =
  | { kind: 'set-item-field'; index: number; field: EditableItemField; value: string }
  | { kind: 'delete-item'; index: number }
  /** An unplaced line (by its line number) appended to an item's description. */
  | { kind: 'append-line-to-item'; line: number; index: number }
  /** An unplaced line made a new item, placed after `afterIndex` (or last), in that item's chapter. */
  | { kind: 'make-item-from-line'; line: number; afterIndex?: number }
  | { kind: 'set-header'; field: EditableHeaderField; value: string };

export type EditOutcome =
  { ok: true; result: CheckedParseResult } | { ok: false; error: EditErrorCode };

/** Fields whose change moves the item's amount. */
const AMOUNT_FIELDS = new Set<EditableItemField>(['cantidad', 'precio_unitario']);
const MEASUREMENT_FIELDS = new Set<EditableItemField>([
  'longitud',
  'anchura',
  'altura',
  'parciales',
]);
/** Warnings about figures that the verdict recomputes from the edited model. */
const STALE_AFTER_AMOUNT_CHANGE = new Set<ParseWarning['kind']>([
  'total-mismatch',
  'chapter-total-mismatch',
]);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const refuse = (error: EditErrorCode): EditOutcome => ({ ok: false, error });

/**
 * Applies one correction to a read budget and judges it again: the item's amount
 * (quantity × price to the cent), its chapters, the total and the verdict all follow at once.
 * Pure: the given result is left as it was, so it can stay in the undo history.
 */
export function applyBudgetEdit(current: CheckedParseResult, edit: BudgetEdit): EditOutcome {
  const outcome = applyToModel(current, edit);
  if ('error' in outcome) return refuse(outcome.error);
  return { ok: true, result: checkParseResult(outcome) };
}

function applyToModel(
  current: ParseResult,
  edit: BudgetEdit,
): ParseResult | { error: EditErrorCode } {
  switch (edit.kind) {
    case 'set-item-field':
      return setItemField(current, edit.index, edit.field, edit.value);
    case 'delete-item':
      return deleteItem(current, edit.index);
    case 'append-line-to-item':
      return appendLineToItem(current, edit.line, edit.index);
    case 'make-item-from-line':
      return makeItemFromLine(current, edit.line, edit.afterIndex);
    case 'set-header':
      return setHeader(current, edit.field, edit.value);
  }
}

function setItemField(
  current: ParseResult,
  index: number,
  field: EditableItemField,
  value: string,
): ParseResult | { error: EditErrorCode } {
  const item = current.budget.items[index];
  if (item === undefined) return { error: 'no-such-item' };
  const changed = changeField(item, field, value);
  if ('error' in changed) return changed;
  if (!AMOUNT_FIELDS.has(field)) {
    const renamed =
      field === 'codigo'
        ? renameWarnings(current.warnings, item.codigo, changed.codigo)
        : current.warnings;
    return { budget: replaceItem(current.budget, index, changed), warnings: renamed };
  }
  const total = recomputeAmount(changed);
  const withAmount = total === undefined ? changed : { ...changed, total };
  const deltaCents = eurosToCents(withAmount.total) - eurosToCents(item.total);
  const budget = markLinesEdited(
    shiftBudgetTotals(replaceItem(current.budget, index, withAmount), item.chapterCode, deltaCents),
  );
  // The amount is now quantity × price by construction: the reader's doubt about it is settled,
  // and so is a figure its row lost in a cell of several, now typed by the user.
  const warnings = current.warnings.filter(
    (warning) =>
      !(
        (warning.kind === 'amount-mismatch' || warning.kind === 'merged-figures') &&
        warning.codigo === item.codigo &&
        item.codigo !== '' &&
        total !== undefined
      ) && !(deltaCents !== 0 && STALE_AFTER_AMOUNT_CHANGE.has(warning.kind)),
  );
  return { budget, warnings };
}

function changeField(
  item: BudgetItem,
  field: EditableItemField,
  value: string,
): BudgetItem | { error: EditErrorCode } {
  const text = value.trim();
  if (field === 'codigo') return text === '' ? { error: 'empty-code' } : { ...item, codigo: text };
  if (field === 'summary') {
    if (text === '') return { error: 'empty-summary' };
    // The title may span the lines a PDF wrapped it over: all of them are replaced.
    const description = splitTitle(resumenLines(item.resumen)).rest;
    return { ...item, resumen: [text, ...description].join('\n') };
  }
  if (field === 'unit') return { ...item, uds: text };
  if (MEASUREMENT_FIELDS.has(field) && text === '') return { ...item, [field]: '' };
  const read = readDecimalInput(text);
  if (!read.ok) return { error: read.error };
  if (field === 'precio_unitario') {
    const cents = read.value.scale <= MAX_PRICE_DECIMALS ? decimalToCents(read.value) : undefined;
    if (cents === undefined) return { error: 'too-many-price-decimals' };
    return { ...item, precio_unitario: centsToEuros(cents) };
  }
  if (field === 'cantidad' && read.value.scale > MAX_QUANTITY_DECIMALS)
    return { error: 'too-many-quantity-decimals' };
  return { ...item, [field]: read.text };
}

/** quantity × price to the cent; undefined when the quantity is not a number (an item without one). */
function recomputeAmount(item: BudgetItem): number | undefined {
  const quantity = readModelQuantity(item.cantidad);
  if (quantity === undefined) return undefined;
  return centsToEuros(multiplyToCents(quantity, decimalFromNumber(item.precio_unitario)));
}

function replaceItem(budget: Budget, index: number, item: BudgetItem): Budget {
  const items = budget.items.slice();
  items[index] = item;
  return { ...budget, items };
}

function renameWarnings(warnings: ParseWarning[], from: string, to: string): ParseWarning[] {
  return warnings.map((warning) =>
    (warning.kind === 'amount-mismatch' || warning.kind === 'merged-figures') &&
    warning.codigo === from &&
    from !== ''
      ? { ...warning, codigo: to }
      : warning,
  );
}

function deleteItem(current: ParseResult, index: number): ParseResult | { error: EditErrorCode } {
  const item = current.budget.items[index];
  if (item === undefined) return { error: 'no-such-item' };
  const items = current.budget.items.filter((_, at) => at !== index);
  const budget = markLinesEdited(
    shiftBudgetTotals({ ...current.budget, items }, item.chapterCode, -eurosToCents(item.total)),
  );
  const codeRemains = items.some((other) => other.codigo === item.codigo);
  const warnings = current.warnings.filter(
    (warning) =>
      !(
        (warning.kind === 'amount-mismatch' || warning.kind === 'merged-figures') &&
        warning.codigo === item.codigo &&
        !codeRemains
      ) && !(item.total !== 0 && STALE_AFTER_AMOUNT_CHANGE.has(warning.kind)),
  );
  return { budget, warnings };
}

/** The unplaced line with this line number, and the warnings without it. */
function takeUnplacedLine(
  warnings: ParseWarning[],
  line: number,
): { text: string; rest: ParseWarning[] } | undefined {
  const at = warnings.findIndex(
    (warning) => warning.kind === 'unplaced-line' && warning.line === line,
  );
  const warning = warnings[at];
  if (warning?.kind !== 'unplaced-line') return undefined;
  return { text: warning.text.trim(), rest: warnings.filter((_, index) => index !== at) };
}

function appendLineToItem(
  current: ParseResult,
  line: number,
  index: number,
): ParseResult | { error: EditErrorCode } {
  const item = current.budget.items[index];
  if (item === undefined) return { error: 'no-such-item' };
  const taken = takeUnplacedLine(current.warnings, line);
  if (taken === undefined) return { error: 'no-such-line' };
  const resumen = item.resumen === '' ? taken.text : `${item.resumen}\n${taken.text}`;
  return { budget: replaceItem(current.budget, index, { ...item, resumen }), warnings: taken.rest };
}

function makeItemFromLine(
  current: ParseResult,
  line: number,
  afterIndex: number | undefined,
): ParseResult | { error: EditErrorCode } {
  const taken = takeUnplacedLine(current.warnings, line);
  if (taken === undefined) return { error: 'no-such-line' };
  const { items } = current.budget;
  const position = afterIndex === undefined ? items.length : afterIndex + 1;
  if (position < 0 || position > items.length) return { error: 'no-such-item' };
  const neighbour = items[position - 1] ?? items[position];
  // Code, quantity and price are the user's to type next; until then the line adds nothing.
  const item = createBudgetItem({ codigo: '', resumen: taken.text });
  if (neighbour?.chapterCode !== undefined) item.chapterCode = neighbour.chapterCode;
  const next = items.slice();
  next.splice(position, 0, item);
  return { budget: markLinesEdited({ ...current.budget, items: next }), warnings: taken.rest };
}

/**
 * The user changed the lines' figures: from now on the totals shown and exported are the sums of
 * the lines (see choose-shown-total.ts); the document's own stay in the verdict only.
 */
function markLinesEdited(budget: Budget): Budget {
  return budget.linesEdited === true ? budget : { ...budget, linesEdited: true };
}

function setHeader(
  current: ParseResult,
  field: EditableHeaderField,
  value: string,
): ParseResult | { error: EditErrorCode } {
  const text = value.trim();
  const budget: Budget = { ...current.budget };
  switch (field) {
    case 'client':
      budget.client = text;
      break;
    case 'id':
      budget.id = text;
      break;
    case 'title':
      if (text === '') delete budget.title;
      else budget.title = text;
      break;
    case 'location':
      if (text === '') delete budget.location;
      else budget.location = text;
      break;
    case 'date':
      if (text === '') delete budget.date;
      else if (!isValidIsoDate(text)) return { error: 'invalid-date' };
      else budget.date = text;
      break;
  }
  return { budget, warnings: current.warnings };
}

function isValidIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
