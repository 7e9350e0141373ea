import { useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { savedBudgetTexts } from '../../texts.ts';

/** Inline rename: Enter saves, Escape (or leaving it empty) keeps the old name. */
export function RenameBudgetField({
  title,
  onRename,
  onCancel,
}: {
  title: string;
  onRename: (title: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(title);

  function commit() {
    const next = value.trim();
    if (next === '' || next === title) onCancel();
    else onRename(next);
  }

  return (
    <Input
      aria-label={savedBudgetTexts.renameInputLabel}
      autoFocus
      value={value}
      className="h-8"
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    />
  );
}
