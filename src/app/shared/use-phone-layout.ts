import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint (640 px) the preview stacks each item. */
const PHONE_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/**
 * Whether the window is phone-narrow. Shared by the app shell (where toasts go) and the
 * preview, so the shell, on the login screen's first load, imports no feature's code. The stacked layout itself is CSS; this only spares a
 * desktop table the figures' own labels, a few elements per row that every scroll would
 * otherwise mount and style for nothing.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
