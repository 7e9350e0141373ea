import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_VALIDITY_DAYS, MIN_PASSWORD_LENGTH } from '../budget/constants.ts';
import { previewTexts, toastTexts, validationTexts } from './texts.ts';

/** The spec lives beside the repository, not in it; the test runs only where it is present. */
const SPEC_PATH = '../shared/spec/000_6fae64376b48d1d1.txt';
const hasSpec = existsSync(SPEC_PATH);

/** Spec sections whose quoted texts are user-facing: 2 (screens), 5 (validation), 8 (errors). */
const CATALOGUE_SECTIONS = ['2', '5', '8'];

/**
 * Quoted texts that are deliberately not in the app's texts: the spec describes
 * the PDF placeholder item of its original product; this one reads PDFs (issue 6),
 * so that item and its 'Pegar contenido' hint do not exist.
 */
const NOT_APPLICABLE = new Set(['Pegar contenido']);

function section(spec: string, number: string): string {
  const start = spec.search(new RegExp(`^## ${number}\\. `, 'm'));
  const rest = spec.slice(start + 1);
  const end = rest.search(/^## \d+\. /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** 'single-quoted' texts; an apostrophe inside a word (user's) is not a quote. */
function quotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<=^|[\s(])'([^'\n]*?[^\s'])'(?=[\s.,;:)]|$)/gm)].map(
    (match) => match[1]!,
  );
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe.skipIf(!hasSpec)('the spec catalogue of Spanish texts', () => {
  const spec = hasSpec ? readFileSync(SPEC_PATH, 'utf8') : '';
  // The app's texts, plus the core, which owns error messages and parser texts (e.g. the client fallback).
  const haystack = [
    readFileSync('src/app/texts.ts', 'utf8'),
    ...sourcesUnder('src/budget').map((path) => readFileSync(path, 'utf8')),
  ].join('\n');

  it('finds quoted texts in every catalogue section', () => {
    for (const number of CATALOGUE_SECTIONS) {
      expect(quotedTexts(section(spec, number)).length).toBeGreaterThan(3);
    }
  });

  for (const number of CATALOGUE_SECTIONS) {
    const texts = hasSpec ? quotedTexts(section(spec, number)) : [];
    it(`has every quoted text of section ${number} verbatim`, () => {
      const missing = texts.filter((text) => !NOT_APPLICABLE.has(text) && !haystack.includes(text));
      expect(missing).toEqual([]);
    });
  }
});

describe('texts that embed a business constant', () => {
  it('state the current minimum password length and budget validity', () => {
    expect(validationTexts.passwordTooShort).toContain(` ${MIN_PASSWORD_LENGTH} caracteres`);
    expect(previewTexts.validity).toContain(` ${BUDGET_VALIDITY_DAYS} días`);
  });
});

describe.skipIf(!hasSpec)('the success messages the spec gives in parentheses', () => {
  const spec = hasSpec ? readFileSync(SPEC_PATH, 'utf8') : '';

  it('has the items-extracted message with N filled in', () => {
    expect(spec).toContain(`(${toastTexts.itemsExtracted(0).replace('0', 'N')})`);
    expect(toastTexts.itemsExtracted(12)).toBe('Se han extraído 12 elementos del presupuesto');
  });

  it('has the download message verbatim', () => {
    expect(spec).toContain(`(${toastTexts.downloadedMessage})`);
  });
});
