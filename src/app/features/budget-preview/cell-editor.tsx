import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** Where the editor hands the focus after a commit: Tab moves to the next field, Shift+Tab back. */
export type CommitMove = 'stay' | 'next' | 'previous';

/**
 * The in-place text field of a correction: Enter commits, Tab commits and moves on,
 * Escape cancels. A refused value keeps the field open with the reason, so nothing typed is lost.
 */
export function CellEditor({
  label,
  initial,
  type = 'text',
  onCommit,
  onCancel,
  className,
}: {
  label: string;
  initial: string;
  type?: 'text' | 'date';
  /** Returns the Spanish reason when the value is refused. */
  onCommit: (value: string, move: CommitMove) => string | undefined;
  onCancel: () => void;
  className?: string;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const errorId = useId();

  function commit(move: CommitMove): boolean {
    const refused = onCommit(value, move);
    setError(refused);
    return refused === undefined;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys handled here must not reach the table's navigation.
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      commit('stay');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      commit(event.shiftKey ? 'previous' : 'next');
    } else {
      event.stopPropagation();
    }
  }

  return (
    <span className="flex flex-col gap-1">
      <input
        // The field opens because the user asked to edit: focus belongs in it.
        autoFocus
        type={type}
        aria-label={label}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        className={cn(
          'w-full min-w-0 rounded border border-primary bg-white px-1 py-0.5 text-inherit focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive',
          className,
        )}
      />
      {error !== undefined && (
        <span
          id={errorId}
          role="alert"
          className="text-xs font-normal whitespace-normal text-destructive"
        >
          {error}
        </span>
      )}
    </span>
  );
}
