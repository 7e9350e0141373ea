import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { editTexts, userBudgetTexts } from '../../texts.ts';

/**
 * Where the budget names no client: a field left open in the header, with a placeholder that
 * says what to type, and the reason below it. Not a dialog: the user may download first and
 * give the client later (the Word then has no client line). Enter or leaving the field keeps
 * what was typed.
 */
export function ClientPrompt({ onCommit }: { onCommit: (value: string) => string | undefined }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const hintId = useId();

  function commit() {
    if (value.trim() === '') return;
    setError(onCommit(value));
  }

  return (
    <span className="mt-1 flex flex-col gap-1">
      <input
        type="text"
        aria-label={editTexts.headerClient}
        aria-describedby={hintId}
        aria-invalid={error !== undefined}
        placeholder={userBudgetTexts.clientPlaceholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
        className="w-full max-w-md rounded border border-warning bg-white px-2 py-1 text-sm font-normal focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <span id={hintId} className="flex items-center gap-1 text-xs font-medium text-foreground">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
        {error ?? userBudgetTexts.clientMissing}
      </span>
    </span>
  );
}
