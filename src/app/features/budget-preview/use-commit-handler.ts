import { useCallback, useLayoutEffect, useRef } from 'react';
import type { BudgetEdit } from '../../../budget/edit/apply-budget-edit.ts';
import type { BudgetItem } from '../../../budget/model/budget.ts';
import { initialText } from './editable-fields.ts';
import type { CommitHandler } from './item-row.tsx';
import type { CellPosition } from './walk-table-cells.ts';

interface CommitState {
  items: readonly BudgetItem[];
  onEdit?: (edit: BudgetEdit) => string | undefined;
  /** The editable column of the table's active cell. */
  column: number;
  editableColumnCount: number;
  /** The shown items in the order they are shown, and each item's place in that order. */
  shownItems: readonly number[];
  shownPosition: Int32Array;
}

/**
 * What a cell editor calls when the user confirms a value: the correction is applied (or its
 * refusal returned, to show under the cell), then the focus stays on the cell (Enter) or walks
 * on to the next or previous field (Tab, Shift+Tab), row after shown row, as a spreadsheet does.
 * The handler is one function for the table's life: it reads the latest state through a ref,
 * so that the memoised rows are not all rendered again at every correction.
 */
export function useCommitHandler({
  setEditing,
  setActive,
  moveTo,
  ...state
}: CommitState & {
  setEditing: (editing: boolean) => void;
  setActive: (position: CellPosition) => void;
  /** Moves the active cell and the focus to it. */
  moveTo: (position: CellPosition) => void;
}): CommitHandler {
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  return useCallback<CommitHandler>(
    (row, field, value, move) => {
      const {
        items: current,
        onEdit: edit,
        column,
        editableColumnCount: width,
        shownItems: order,
        shownPosition: positionOf,
      } = latest.current;
      const item = current[row];
      if (edit === undefined || item === undefined) return undefined;
      if (value.trim() !== initialText(item, field).trim()) {
        const refused = edit({ kind: 'set-item-field', index: row, field, value });
        if (refused !== undefined) return refused;
      }
      if (move === 'stay') {
        setEditing(false);
        moveTo({ row, column });
        return undefined;
      }
      const at = Math.max(0, positionOf[row] ?? 0);
      const target = Math.max(
        0,
        Math.min(order.length * width - 1, at * width + column + (move === 'next' ? 1 : -1)),
      );
      setActive({ row: order[Math.floor(target / width)] ?? row, column: target % width });
      return undefined;
    },
    [setEditing, setActive, moveTo],
  );
}
