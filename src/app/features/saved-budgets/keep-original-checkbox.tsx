import { useId } from 'react';
import { originalFileTexts } from '../../texts.ts';
import { formatMegabytes } from './format-megabytes.ts';
import { KEPT_ORIGINAL_MAX_BYTES, KEPT_ORIGINALS_QUOTA_BYTES } from './original-file-limits.ts';

/** 'Guardar también el archivo original': the user's choice, near the file drop. */
export function KeepOriginalCheckbox({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {originalFileTexts.keep}
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {originalFileTexts.keepHint(
            formatMegabytes(KEPT_ORIGINAL_MAX_BYTES),
            formatMegabytes(KEPT_ORIGINALS_QUOTA_BYTES),
          )}
        </p>
      </div>
    </div>
  );
}
