import { useId, useState, type FormEvent } from 'react';
import type { BudgetEdit } from '../../../budget/edit/apply-budget-edit.ts';
import type { BudgetItem } from '../../../budget/model/budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { editTexts } from '../../texts.ts';

/**
 * The actions beside a line the reader could not place: append it to the description of the
 * item whose code the user types, or make it a new item (after that item, or last).
 */
export function PlaceUnplacedLine({
  line,
  items,
  onEdit,
}: {
  line: number;
  items: readonly BudgetItem[];
  onEdit: (edit: BudgetEdit) => string | undefined;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();

  function indexOfCode(): number | undefined {
    const wanted = code.trim();
    const index = items.findIndex((item) => item.codigo === wanted);
    return index === -1 ? undefined : index;
  }

  function place(kind: 'append' | 'new') {
    const index = indexOfCode();
    if (kind === 'append' && index === undefined) {
      setError(editTexts.unknownCode(code.trim()));
      return;
    }
    if (kind === 'new' && code.trim() !== '' && index === undefined) {
      setError(editTexts.unknownCode(code.trim()));
      return;
    }
    const edit: BudgetEdit =
      kind === 'append'
        ? { kind: 'append-line-to-item', line, index: index! }
        : index === undefined
          ? { kind: 'make-item-from-line', line }
          : { kind: 'make-item-from-line', line, afterIndex: index };
    setError(onEdit(edit));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    place('append');
  }

  return (
    <form
      aria-label={editTexts.lineActions(line)}
      onSubmit={onSubmit}
      className="mt-1 flex flex-wrap items-center gap-2"
    >
      <input
        aria-label={editTexts.lineTargetCode(line)}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        placeholder={editTexts.lineTargetPlaceholder}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="h-8 w-36 rounded border border-input bg-white px-2 text-xs aria-[invalid=true]:border-destructive"
      />
      <Button type="submit" variant="outline" size="sm" className="h-8 text-xs">
        {editTexts.addLineToItem}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-8 text-xs"
        onClick={() => place('new')}
      >
        {editTexts.newItemFromLine}
      </Button>
      {error !== undefined && (
        <span id={errorId} role="alert" className="w-full text-destructive">
          {error}
        </span>
      )}
    </form>
  );
}
