import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import { readCompoundFile } from './read-compound-file.ts';
import { makeRandomBytes, truncate } from './testing/make-hostile-files.ts';
import { makeChainsCyclic, makeCompoundFile } from './testing/make-hostile-workbooks.ts';

describe('readCompoundFile', () => {
  it('reads back small streams (mini stream) and large ones (regular sectors) byte for byte', async () => {
    const small = makeRandomBytes(300, 2);
    const large = makeRandomBytes(20_000, 3);
    const file = readCompoundFile(
      await makeCompoundFile({ '1Table': small, WordDocument: large }),
      'corrupt-doc',
    );
    expect(file.names).toEqual(expect.arrayContaining(['1Table', 'WordDocument']));
    expect(file.stream('1Table')).toEqual(small);
    expect(file.stream('WordDocument')).toEqual(large);
    expect(file.stream('Workbook')).toBeUndefined();
  });

  it('refuses looping chains with the caller’s error instead of following them', async () => {
    const bytes = makeChainsCyclic(
      await makeCompoundFile({ WordDocument: makeRandomBytes(20_000, 3) }),
    );
    expect(() => readCompoundFile(bytes, 'corrupt-spreadsheet')).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-spreadsheet'],
    );
  });

  it('refuses a file cut short, and a header with an impossible sector size', async () => {
    const bytes = await makeCompoundFile({ WordDocument: makeRandomBytes(20_000, 3) });
    for (const fraction of [0.3, 0.5, 0.9]) {
      const readCut = () =>
        readCompoundFile(truncate(bytes, fraction), 'corrupt-doc').stream('WordDocument');
      expect(readCut).toThrow(BUDGET_ERROR_MESSAGES['corrupt-doc']);
    }
    const oddSectors = bytes.slice();
    oddSectors[0x1e] = 20;
    expect(() => readCompoundFile(oddSectors, 'corrupt-doc')).toThrow(
      BUDGET_ERROR_MESSAGES['corrupt-doc'],
    );
  });
});
