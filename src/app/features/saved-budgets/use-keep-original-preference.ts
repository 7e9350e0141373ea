import { useCallback, useState } from 'react';

/** Per user: two colleagues sharing a computer each keep their own choice. */
const STORAGE_KEY_PREFIX = 'presupuestos:guardar-original:';

function storageKey(userId: string): string {
  return `${STORAGE_KEY_PREFIX}${userId}`;
}

function readPreference(userId: string | undefined): boolean {
  if (userId === undefined) return false;
  try {
    return window.localStorage.getItem(storageKey(userId)) === 'true';
  } catch (error) {
    // Storage may be off (private mode, policy): the box then starts unticked each time.
    console.warn('No se pudo leer la preferencia de guardar el original', error);
    return false;
  }
}

function writePreference(userId: string, keep: boolean): void {
  try {
    window.localStorage.setItem(storageKey(userId), String(keep));
  } catch (error) {
    console.warn('No se pudo recordar la preferencia de guardar el original', error);
  }
}

/**
 * Whether this user keeps original files with their budgets; remembered in
 * this browser, unticked until they choose (a kept file takes their space).
 */
export function useKeepOriginalPreference(
  userId: string | undefined,
): [boolean, (keep: boolean) => void] {
  const [choice, setChoice] = useState(() => ({ userId, keep: readPreference(userId) }));
  const keep = choice.userId === userId ? choice.keep : readPreference(userId);
  const setKeep = useCallback(
    (next: boolean) => {
      setChoice({ userId, keep: next });
      if (userId !== undefined) writePreference(userId, next);
    },
    [userId],
  );
  return [keep, setKeep];
}
