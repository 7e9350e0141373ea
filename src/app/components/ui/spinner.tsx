import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

/** A spinning icon with a text for screen readers (and sighted users when `showLabel`). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className={showLabel ? 'text-sm text-muted-foreground' : 'sr-only'}>{label}</span>
    </div>
  );
}
