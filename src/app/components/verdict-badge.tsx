import { CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import type { VerdictStatus } from '../../budget/check/judge-reading.ts';
import { verdictBadgeTexts } from '../texts.ts';
import { cn } from './ui/cn.ts';

/** The preview's verdict icons (features/budget-preview/reading-verdict.tsx), by status. */
const STATUS_ICON = {
  reconciled: CircleCheck,
  rounding: TriangleAlert,
  review: TriangleAlert,
  mismatch: TriangleAlert,
  unchecked: CircleHelp,
} as const;

/**
 * A reading's verdict in a word ("Cuadra", "No cuadra", "Revisar", "Sin comprobar"), with
 * the preview's colours: green only for a reading that reconciles to the cent, amber for
 * every other, so a list of budgets says at a glance which ones need a look.
 */
export function VerdictBadge({ status, className }: { status: VerdictStatus; className?: string }) {
  const Icon = STATUS_ICON[status];
  const word = verdictBadgeTexts[status];
  return (
    <span
      data-status={status}
      aria-label={verdictBadgeTexts.label(word)}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium text-foreground',
        status === 'reconciled'
          ? 'border-success/40 bg-success/5'
          : 'border-warning/40 bg-warning/10',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-3.5 shrink-0',
          status === 'reconciled' ? 'text-success' : 'text-warning',
        )}
      />
      {word}
    </span>
  );
}
