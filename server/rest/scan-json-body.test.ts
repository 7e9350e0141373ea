import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateBudget } from '../../src/budget/testing/generate-budget.ts';
import { InvalidJsonError, scanJsonBody, type JsonShape } from './scan-json-body.ts';

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/** What JSON.parse makes of the same bytes, as the shape the scanner answers; undefined when it refuses them. */
function shapeByJsonParse(bytes: Uint8Array): JsonShape | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
  const keysOf = (item: unknown): string[] | undefined =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.keys(item)
      : undefined;
  if (Array.isArray(value)) return { kind: 'array', items: value.map(keysOf) };
  const keys = keysOf(value);
  return keys === undefined ? { kind: 'scalar' } : { kind: 'object', keys };
}

function shapeByScanner(bytes: Uint8Array): JsonShape | undefined {
  try {
    return scanJsonBody(bytes);
  } catch (error) {
    if (error instanceof InvalidJsonError) return undefined;
    throw error;
  }
}

/** Keys compared as sets: JavaScript orders integer-like keys first, a body's columns have no order. */
function normalized(shape: JsonShape | undefined): unknown {
  if (shape === undefined || shape.kind === 'scalar') return shape;
  const sorted = (keys: string[] | undefined): string[] | undefined => keys && [...keys].sort();
  return shape.kind === 'object'
    ? { kind: 'object', keys: sorted(shape.keys) }
    : { kind: 'array', items: shape.items.map(sorted) };
}

/** JSON text with whitespace of every kind where JSON allows it, and escapes in keys and strings. */
const spacedJson = fc
  .tuple(fc.jsonValue(), fc.constantFrom(undefined, 1, '\t', ' \r\n '))
  .map(([value, space]) => JSON.stringify(value, null, space) ?? 'null');

/** A valid JSON text with a few bytes changed, dropped or added: mostly invalid, sometimes still valid. */
const mangledJson = fc
  .tuple(
    spacedJson,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('delete', 'insert', 'replace'),
        fc.constantFrom(...'{}[]":,\\-+.eE0123456789tfnul \t\n\u0001\u00e9x'.split('')),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([text, edits]) => {
    let mangled = text;
    for (const [position, edit, char] of edits) {
      const at = mangled.length === 0 ? 0 : position % mangled.length;
      mangled =
        edit === 'delete'
          ? mangled.slice(0, at) + mangled.slice(at + 1)
          : mangled.slice(0, at) + char + mangled.slice(edit === 'replace' ? at + 1 : at);
    }
    return mangled;
  });

describe('the shape of a JSON body, read without building it', () => {
  it('accepts what JSON.parse accepts and reads the same keys, for any JSON value and spacing', () => {
    fc.assert(
      fc.property(spacedJson, (text) => {
        const bytes = bytesOf(text);
        expect(normalized(shapeByScanner(bytes))).toEqual(normalized(shapeByJsonParse(bytes)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what JSON.parse refuses, and only that, for JSON with bytes changed', () => {
    fc.assert(
      fc.property(mangledJson, (text) => {
        const bytes = bytesOf(text);
        expect(normalized(shapeByScanner(bytes))).toEqual(normalized(shapeByJsonParse(bytes)));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each<[string, JsonShape | undefined]>([
    ['', undefined],
    [' ', undefined],
    ['{"a":1}{}', undefined],
    ['[1,]', undefined],
    ['{"a":1,}', undefined],
    ['01', undefined],
    ['1.', undefined],
    ['-', undefined],
    ['"\\x"', undefined],
    ['"\\u12G4"', undefined],
    ['"a\u0001"', undefined],
    ['nul', undefined],
    ['\ufeff{}', undefined],
    [' -0.5e+3 ', { kind: 'scalar' }],
    ['{"mod\\u0065l":{"a":[1,{"b":null}]},"model":2}', { kind: 'object', keys: ['model'] }],
    ['[{"a":1},2,{"b":[]}]', { kind: 'array', items: [['a'], undefined, ['b']] }],
  ])('reads %j as JSON.parse does', (text, expected) => {
    const bytes = bytesOf(text);
    expect(shapeByScanner(bytes)).toEqual(expected);
    expect(normalized(shapeByJsonParse(bytes))).toEqual(normalized(expected));
  });

  it('reads 100,000 nested arrays without recursion, and the keys of a 5,000-item save', () => {
    const deep = `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`;
    expect(scanJsonBody(bytesOf(deep))).toEqual({ kind: 'array', items: [undefined] });
    const model = generateBudget({ itemCount: 5_000, seed: 24, measurements: true });
    const body = bytesOf(JSON.stringify([{ id: 'x', model }]));
    expect(scanJsonBody(body)).toEqual({ kind: 'array', items: [['id', 'model']] });
  });
});
