import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  recordState,
  redoState,
  startHistory,
  UNDO_LIMIT,
  undoState,
} from './edit-history.ts';

describe('the undo history', () => {
  it('undoes and redoes changes in order', () => {
    let history = startHistory('a');
    history = recordState(history, 'b');
    history = recordState(history, 'c');
    history = undoState(history);
    expect(history.present).toBe('b');
    history = undoState(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redoState(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
  });

  it('forgets what was undone once a new change is made', () => {
    const history = recordState(undoState(recordState(startHistory(1), 2)), 3);
    expect(history.present).toBe(3);
    expect(canRedo(history)).toBe(false);
    expect(undoState(history).present).toBe(1);
  });

  it(`keeps the last ${UNDO_LIMIT} changes and lets the oldest go`, () => {
    let history = startHistory(0);
    for (let step = 1; step <= UNDO_LIMIT + 10; step++) history = recordState(history, step);
    expect(history.past).toHaveLength(UNDO_LIMIT);
    while (canUndo(history)) history = undoState(history);
    expect(history.present).toBe(10);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const history = startHistory('only');
    expect(undoState(history)).toBe(history);
    expect(redoState(history)).toBe(history);
  });
});
