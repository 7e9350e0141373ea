import { Button } from '../../components/ui/button.tsx';
import { editTexts } from '../../texts.ts';

/** Asks before an item is deleted (Supr): Escape or "Cancelar" keeps it. */
export function ConfirmDeleteItem({
  code,
  onConfirm,
  onCancel,
}: {
  code: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-label={editTexts.confirmDeleteTitle}
      aria-describedby="confirm-delete-text"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <p id="confirm-delete-text" className="grow font-medium">
        {editTexts.confirmDelete(code)}
      </p>
      <Button
        className="bg-destructive text-white hover:bg-destructive/90"
        size="sm"
        autoFocus
        onClick={onConfirm}
      >
        {editTexts.delete}
      </Button>
      <Button variant="outline" size="sm" onClick={onCancel}>
        {editTexts.cancel}
      </Button>
    </div>
  );
}
