/** Values a FIEBDC-3 measurement formula may use: a (units), b (length), c (width), d (height). */
export interface Bc3FormulaVariables {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Longer than any real formula: a guard against a hostile comment, not a limit users meet. */
const MAX_FORMULA_LENGTH = 500;

/**
 * Evaluates the expression of a type-3 ~M line (`(a+b)*c/2`, `0.125`): numbers with `.`
 * or `,` decimals, `+ - * / ^`, parentheses, the variables a b c d and the constant p (π),
 * as FIEBDC-3 defines. Returns undefined for anything else, so an unreadable formula
 * shows an empty partial instead of a wrong one.
 */
export function evaluateBc3Formula(
  expression: string,
  variables: Bc3FormulaVariables,
): number | undefined {
  // Two figures with only spaces between them ("3 4") are not one number.
  if (expression.length > MAX_FORMULA_LENGTH || /[\d.,]\s+[\d.,]/.test(expression))
    return undefined;
  const source = expression.replace(/\s+/g, '').toLowerCase();
  if (source === '') return undefined;
  let position = 0;

  const peek = (): string => source.charAt(position);

  function parseExpression(): number {
    let value = parseTerm();
    while (peek() === '+' || peek() === '-') {
      const operator = source.charAt(position++);
      const right = parseTerm();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  }

  function parseTerm(): number {
    let value = parseFactor();
    while (peek() === '*' || peek() === '/') {
      const operator = source.charAt(position++);
      const right = parseFactor();
      value = operator === '*' ? value * right : value / right;
    }
    return value;
  }

  function parseFactor(): number {
    const base = parseUnary();
    if (peek() === '^') {
      position++;
      return base ** parseFactor();
    }
    return base;
  }

  function parseUnary(): number {
    if (peek() === '-') {
      position++;
      return -parseUnary();
    }
    if (peek() === '+') {
      position++;
      return parseUnary();
    }
    return parsePrimary();
  }

  function parsePrimary(): number {
    const char = peek();
    if (char === '(') {
      position++;
      const value = parseExpression();
      if (peek() !== ')') throw new SyntaxError('missing )');
      position++;
      return value;
    }
    if (char === 'a' || char === 'b' || char === 'c' || char === 'd') {
      position++;
      return variables[char];
    }
    if (char === 'p') {
      position++;
      return Math.PI;
    }
    const match = /^\d+(?:[.,]\d*)?|^[.,]\d+/.exec(source.slice(position));
    if (!match) throw new SyntaxError(`unexpected ${char || 'end'}`);
    position += match[0].length;
    return Number(match[0].replace(',', '.'));
  }

  try {
    const value = parseExpression();
    if (position !== source.length || !Number.isFinite(value)) return undefined;
    return value;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined; // not a formula we can read
    throw error;
  }
}
