import { useRef, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { CellEditor } from './cell-editor.tsx';

/**
 * One field of the document's header (client, work title, number, date): shown as the document
 * will print it, a button that opens an in-place field (Enter, F2 or a click). Without `onCommit`
 * it is plain text.
 */
export function HeaderField({
  label,
  shown,
  initial,
  type = 'text',
  onCommit,
  className,
}: {
  /** The control's accessible name ("Cliente", "Fecha del presupuesto"). */
  label: string;
  shown: string;
  /** What the field starts from when opened. */
  initial: string;
  type?: 'text' | 'date';
  onCommit?: (value: string) => string | undefined;
  className?: string;
}) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Plain text, so that "Nº PRE-2026-123" stays one run of text in its paragraph.
  if (onCommit === undefined) return <>{shown}</>;
  if (editing)
    return (
      <CellEditor
        label={label}
        initial={initial}
        type={type}
        onCommit={(value) => {
          const refused = value.trim() === initial.trim() ? undefined : onCommit(value);
          if (refused === undefined) {
            setEditing(false);
            requestAnimationFrame(() => button.current?.focus());
          }
          return refused;
        }}
        onCancel={() => {
          setEditing(false);
          requestAnimationFrame(() => button.current?.focus());
        }}
        className="text-foreground"
      />
    );
  return (
    <button
      ref={button}
      type="button"
      aria-label={`${label}: ${shown}`}
      onClick={() => setEditing(true)}
      onKeyDown={(event) => {
        if (event.key === 'F2') {
          event.preventDefault();
          setEditing(true);
        }
      }}
      className={cn(
        'cursor-text rounded px-0.5 text-left hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-inherit',
        className,
      )}
    >
      {shown}
    </button>
  );
}
