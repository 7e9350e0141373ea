import { Progress } from '../../components/ui/progress.tsx';
import { originalFileTexts } from '../../texts.ts';
import type { StorageUsage } from './budget-files-api.ts';
import { formatMegabytes } from './format-megabytes.ts';

/** 'Espacio usado: 12,3 MB de 50 MB': what the kept originals take of the user's quota. */
export function StorageUsageLine({ usage }: { usage: StorageUsage }) {
  const percent = Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100);
  return (
    <div className="flex flex-col gap-1 pt-1">
      <p className="text-xs text-muted-foreground">
        {originalFileTexts.storageUsed(
          formatMegabytes(usage.usedBytes),
          formatMegabytes(usage.quotaBytes),
        )}
      </p>
      <Progress value={percent} aria-label={originalFileTexts.storageLabel} className="h-1" />
    </div>
  );
}
