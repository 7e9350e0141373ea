import { describe, expect, it } from 'vitest';
import { readsAsItemCode } from './read-item-code-grammar.ts';

describe('readsAsItemCode', () => {
  it('reads a code of the next item’s shape, and of no chapter’s, as an item’s', () => {
    expect(readsAsItemCode('01.01.02', '01.01.03', ['01', '01.01'])).toBe(true);
    expect(readsAsItemCode('ARQ010', 'TUB020', ['1', '1.1'])).toBe(true);
    expect(readsAsItemCode('1.1.9', '1.1.10', ['1', '1.1'])).toBe(true);
    expect(readsAsItemCode('E03', 'E04', [])).toBe(true);
  });

  it('keeps a heading whose items extend its code or have a shape of their own', () => {
    expect(readsAsItemCode('01.01', '01.01.01', ['01'])).toBe(false);
    expect(readsAsItemCode('C01', 'E01DCC010', [])).toBe(false);
    expect(readsAsItemCode('m23W82M001', 'P79.02', ['01', '01.01'])).toBe(false);
  });

  it('keeps a heading of a chapter code’s shape, or one its first item repeats', () => {
    expect(readsAsItemCode('02', '1', ['01'])).toBe(false);
    expect(readsAsItemCode('1', '1', [])).toBe(false);
    expect(readsAsItemCode('01', '1', [])).toBe(false);
    expect(readsAsItemCode('', 'E01', [])).toBe(false);
  });
});
