import { describe, expect, it } from 'vitest';
import type { CheckedParseResult } from '../../budget/check/judge-reading.ts';
import type { SavedBudgetSummary } from '../features/saved-budgets/budgets-api.ts';
import type { SavedDocument } from '../features/saved-budgets/saved-document.ts';
import { shownFileName } from './shown-file-name.ts';

// The name is all this rule reads of a document; its reading is never looked at.
const result = {} as CheckedParseResult;
const sheet = new File(['x'], 'mediciones.xlsx');
const bc3 = new File(['x'], 'obra.bc3');
const imported = (source: File | string): SavedDocument => ({
  origin: { kind: 'import', source },
  result,
});
const opened: SavedDocument = {
  origin: { kind: 'saved', summary: { id: 'b1' } as SavedBudgetSummary, sourceSha256: '' },
  result,
};

describe('the file named under the upload area', () => {
  it('is the file being read while it is read', () => {
    expect(shownFileName(true, sheet, imported(bc3))).toBe('mediciones.xlsx');
  });

  it('is the file of the budget the preview shows once read', () => {
    expect(shownFileName(false, sheet, imported(sheet))).toBe('mediciones.xlsx');
  });

  it('is none once a budget opened from the list is shown, though a file was chosen before', () => {
    expect(shownFileName(false, bc3, opened)).toBeUndefined();
  });

  it('is none once pasted text is shown or being read, though a file was chosen before', () => {
    expect(shownFileName(false, 'CAPÍTULO 01 …', imported('CAPÍTULO 01 …'))).toBeUndefined();
    expect(shownFileName(true, 'CAPÍTULO 01 …', imported(bc3))).toBeUndefined();
  });

  it('stays the shown budget’s file when a later file could not be read', () => {
    // empty.txt failed: the preview still shows the sheet read before it.
    expect(shownFileName(false, new File([], 'empty.txt'), imported(sheet))).toBe(
      'mediciones.xlsx',
    );
  });
});
