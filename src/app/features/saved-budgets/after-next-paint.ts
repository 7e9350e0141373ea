/**
 * A hidden tab paints no frames: past this, the wait ends anyway, so that a budget dropped
 * just before switching tabs is still saved at once.
 */
const HIDDEN_TAB_WAIT_MS = 250;

/**
 * Resolves once the browser has painted the next frame. Sending a 5,000-item budget to the
 * server holds the main thread for a couple of hundred milliseconds (the request body is
 * megabytes of JSON); started after the paint, it cannot hold up the preview's first rows.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() =>
      // rAF runs just before the frame is painted; a task queued there runs just after it.
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
