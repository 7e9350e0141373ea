import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * A row's height until it is measured: one line at text-xs, its description folded (a 16 px
 * line, 12 px of padding and a 1 px border). Exact, so that measuring the rows coming into
 * view moves nothing: a wrong guess makes the virtualiser correct the scroll as it measures.
 */
export const ONE_LINE_ROW_PX = 29;

/**
 * The virtualiser's measure of a row. The ResizeObserver's size when it reports one; else, for a
 * row marked `data-one-line` (a heading, or an item with its details folded, outside the phone's
 * stacked layout), the size already known for it or the one-line height; else its offsetHeight.
 * The library's own measure reads offsetHeight for every row it meets: a scroll mounts a view of
 * rows per frame, and the first read forced the browser to lay them out in the middle of React's
 * commit, before the frame's own layout did it again. The observer reports a one-line row's real
 * size after that layout all the same (a zoomed page's taller lines), and the row is placed anew.
 */
export function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (element instanceof HTMLElement && element.dataset.oneLine !== undefined) {
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    return instance.itemSizeCache.get(key) ?? ONE_LINE_ROW_PX;
  }
  return element instanceof HTMLElement ? element.offsetHeight : ONE_LINE_ROW_PX;
}
