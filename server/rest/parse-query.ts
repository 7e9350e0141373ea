/**
 * The query string of a PostgREST table request, as supabase-js writes it
 * (URLSearchParams: `+` is a space), into a plan of names and values. Names
 * are only syntax-checked here; build-sql.ts checks them against the table.
 * Grammar: PostgREST QueryParams.hs. What the app does not use is refused
 * with PostgREST's error for it, never skipped: an ignored filter on a PATCH
 * or DELETE would widen what it changes.
 */
import { notImplemented, parseError, PostgrestError } from './postgrest-error.ts';

export type ComparisonOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type ColumnFilter =
  | {
      kind: 'compare';
      column: string;
      negated: boolean;
      operator: ComparisonOperator;
      value: string;
    }
  | { kind: 'in'; column: string; negated: boolean; values: string[] }
  | { kind: 'is'; column: string; negated: boolean; value: IsValue };

export interface LogicFilter {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = ColumnFilter | LogicFilter;

export type SelectItem = { kind: 'all' } | { kind: 'column'; column: string; alias: string };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

export interface QueryPlan {
  select: SelectItem[];
  /** Top-level filters, ANDed. */
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number;
  /** `columns=` of an insert: the keys taken from the body. */
  columns: string[] | undefined;
  onConflict: string[] | undefined;
}

const COMPARISON_OPERATORS: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
]);
/** Valid PostgREST operators this server does not offer (refused with PGRST127). */
const UNSUPPORTED_OPERATORS: ReadonlySet<string> = new Set([
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const IS_VALUES: ReadonlySet<string> = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/**
 * PGlite cannot interrupt a running query (no statement_timeout), so the work
 * one request can ask for is bounded instead: enough for any screen of the app.
 */
export const MAX_QUERY_LENGTH = 16 * 1024;
export const MAX_CONDITIONS = 100;
export const MAX_IN_VALUES = 1_000;
export const MAX_LOGIC_DEPTH = 8;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function identifier(text: string, what: string): string {
  const unquoted = /^"(.+)"$/.exec(text)?.[1] ?? text;
  if (!IDENTIFIER.test(unquoted))
    throw parseError(what, `unexpected "${text}" expecting a column name`);
  return unquoted;
}

/** Splits on commas outside parentheses and double quotes: `a.eq.1,and(b.eq.2,c.in.(3,4))`. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
    if (depth < 0) throw parseError('logic tree', `unexpected ")" in ${text}`);
  }
  if (depth !== 0 || quoted)
    throw parseError('logic tree', `unbalanced parentheses or quotes in ${text}`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a,b"` → `a,b` (backslash escapes `"` and `\`); anything else as is. */
function unquoteValue(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"'))
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  return text;
}

class ConditionCounter {
  conditions = 0;
  count(): void {
    this.conditions += 1;
    if (this.conditions > MAX_CONDITIONS)
      throw parseError('filters', `more than ${MAX_CONDITIONS} conditions in one request`);
  }
}

/** `[not.]op.value` for `column`, as in `title=not.ilike.*obra*`. */
function parseOperation(
  column: string,
  text: string,
  inTree: boolean,
  budget: ConditionCounter,
): ColumnFilter {
  budget.count();
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice('not.'.length);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  const raw = dot < 0 ? '' : rest.slice(dot + 1);
  if (dot < 0)
    throw parseError(`filter (${text})`, 'unexpected end of input expecting "." and a value');
  if (COMPARISON_OPERATORS.has(operator)) {
    const value = inTree ? unquoteValue(raw) : raw;
    return { kind: 'compare', column, negated, operator: operator as ComparisonOperator, value };
  }
  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')'))
      throw parseError(`filter (${text})`, 'expecting "(" for the in list');
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner).map(unquoteValue);
    if (values.length > MAX_IN_VALUES)
      throw parseError(
        `filter (${text.slice(0, 40)}…)`,
        `more than ${MAX_IN_VALUES} values in one in list`,
      );
    return { kind: 'in', column, negated, values };
  }
  if (operator === 'is') {
    const value = raw.toLowerCase();
    if (!IS_VALUES.has(value))
      throw parseError(`filter (${text})`, 'expecting null, not_null, true, false or unknown');
    return { kind: 'is', column, negated, value: value as IsValue };
  }
  if (UNSUPPORTED_OPERATORS.has(operator) || operator.includes('('))
    throw notImplemented(`The operator "${operator}" is not available on this server`);
  throw parseError(
    `filter (${text})`,
    `unexpected "${operator}" expecting "not" or operator (eq, gt, ...)`,
  );
}

/** The inside of `or=(…)`: conditions `col.op.value` and nested `and(…)`/`or(…)`, optionally `not.`. */
function parseLogicItems(text: string, depth: number, budget: ConditionCounter): Filter[] {
  if (depth > MAX_LOGIC_DEPTH)
    throw parseError('logic tree', `more than ${MAX_LOGIC_DEPTH} nested and/or groups`);
  return splitTopLevel(text).map((item) => {
    const logic = /^(not\.)?(and|or)\((.*)\)$/s.exec(item);
    if (logic !== null) {
      return {
        kind: 'logic',
        operator: logic[2] as 'and' | 'or',
        negated: logic[1] !== undefined,
        children: parseLogicItems(logic[3]!, depth + 1, budget),
      } satisfies LogicFilter;
    }
    const dot = item.indexOf('.');
    if (dot <= 0)
      throw parseError(`logic tree (${text})`, `unexpected "${item}" expecting a condition`);
    return parseOperation(
      identifier(item.slice(0, dot), 'logic tree'),
      item.slice(dot + 1),
      true,
      budget,
    );
  });
}

function parseLogicParameter(key: string, value: string, budget: ConditionCounter): LogicFilter {
  const negated = key.startsWith('not.');
  const operator = (negated ? key.slice('not.'.length) : key) as 'and' | 'or';
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError(`logic tree (${value})`, 'expecting "(" around the conditions');
  return {
    kind: 'logic',
    operator,
    negated,
    children: parseLogicItems(value.slice(1, -1), 1, budget),
  };
}

function parseSelect(value: string, table: string): SelectItem[] {
  // supabase-js strips whitespace outside quotes; PostgREST ignores it too.
  const compact = value.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '');
  if (compact === '') return [{ kind: 'all' }];
  return splitTopLevel(compact).map((item): SelectItem => {
    if (item === '*') return { kind: 'all' };
    if (/\(\)$/.test(item) || /^count\(/.test(item))
      throw new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    const embed = /^(?:\.\.\.)?(?:[A-Za-z_][A-Za-z0-9_]*:)?([A-Za-z_][A-Za-z0-9_!]*)\(/.exec(item);
    if (embed !== null || item.startsWith('...')) {
      const name = embed?.[1] ?? item.slice(3);
      throw new PostgrestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table}' and '${name}' in the schema cache`,
        `Searched for a foreign key relationship between '${table}' and '${name}' in the schema 'public', but no matches were found.`,
      );
    }
    if (item.includes('::') || item.includes('->'))
      throw notImplemented(
        `Casts and JSON paths in select ("${item}") are not available on this server`,
      );
    const colon = item.indexOf(':');
    if (colon < 0) {
      const column = identifier(item, 'select parameter');
      return { kind: 'column', column, alias: column };
    }
    return {
      kind: 'column',
      alias: identifier(item.slice(0, colon), 'select parameter'),
      column: identifier(item.slice(colon + 1), 'select parameter'),
    };
  });
}

function parseOrder(value: string): OrderTerm[] {
  return value.split(',').map((term) => {
    const [name = '', ...modifiers] = term.split('.');
    const order: OrderTerm = {
      column: identifier(name, `order (${value})`),
      descending: false,
      nulls: undefined,
    };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        order.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else
        throw parseError(
          `order (${value})`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return order;
  });
}

function parseCount(key: string, value: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw parseError(`${key} parameter (${value})`, 'expecting a whole number');
  return Number(value);
}

function parseColumnList(key: string, value: string): string[] {
  return value.split(',').map((name) => identifier(name.trim(), `${key} parameter`));
}

/** The query string without its leading `?`; `apikey` is the gateway's and already consumed. */
export function parseQuery(search: string, table: string): QueryPlan {
  if (search.length > MAX_QUERY_LENGTH)
    throw parseError('query string', `longer than ${MAX_QUERY_LENGTH} characters`);
  const plan: QueryPlan = {
    select: [{ kind: 'all' }],
    filters: [],
    order: [],
    limit: undefined,
    offset: 0,
    columns: undefined,
    onConflict: undefined,
  };
  const budget = new ConditionCounter();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'apikey') continue;
    if (key === 'select') plan.select = parseSelect(value, table);
    else if (key === 'order') plan.order.push(...parseOrder(value));
    else if (key === 'limit') plan.limit = parseCount(key, value);
    else if (key === 'offset') plan.offset = parseCount(key, value);
    else if (key === 'columns') plan.columns = parseColumnList(key, value);
    else if (key === 'on_conflict') plan.onConflict = parseColumnList(key, value);
    else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or')
      plan.filters.push(parseLogicParameter(key, value, budget));
    else if (/\.(order|limit|offset|and|or)$/.test(key) || key.includes('.'))
      throw notImplemented(
        `Parameters on embedded resources ("${key}") are not available on this server`,
      );
    else
      plan.filters.push(parseOperation(identifier(key, `filter (${key})`), value, false, budget));
  }
  return plan;
}
