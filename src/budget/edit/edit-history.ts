/**
 * A small immutable undo history: the present state, the states before it (newest last)
 * and the states undone (for redo). Each step returns a new history; states are shared, not copied.
 */
export interface EditHistory<State> {
  past: readonly State[];
  present: State;
  future: readonly State[];
}

/** Changes a user can take back: more than a correction session needs, little memory as states share items. */
export const UNDO_LIMIT = 50;

export function startHistory<State>(present: State): EditHistory<State> {
  return { past: [], present, future: [] };
}

/** Records a new present; the oldest state falls off beyond the limit, and redo is forgotten. */
export function recordState<State>(
  history: EditHistory<State>,
  next: State,
  limit = UNDO_LIMIT,
): EditHistory<State> {
  const past = [...history.past, history.present];
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
  };
}

export function undoState<State>(history: EditHistory<State>): EditHistory<State> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redoState<State>(history: EditHistory<State>): EditHistory<State> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}

export const canUndo = (history: EditHistory<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>): boolean => history.future.length > 0;
