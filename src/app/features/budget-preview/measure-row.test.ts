// @vitest-environment jsdom
import { Virtualizer, observeElementRect, observeElementOffset } from '@tanstack/virtual-core';
import { describe, expect, it } from 'vitest';
import { measureRow, ONE_LINE_ROW_PX } from './measure-row.ts';

function virtualizer(sizes: Record<string, number> = {}) {
  const instance = new Virtualizer<HTMLDivElement, Element>({
    count: 10,
    getScrollElement: () => null,
    estimateSize: () => ONE_LINE_ROW_PX,
    getItemKey: (index) => `row${index}`,
    observeElementRect,
    observeElementOffset,
    scrollToFn: () => {},
  });
  for (const [key, size] of Object.entries(sizes)) instance.itemSizeCache.set(key, size);
  return instance;
}

/** A row as the table renders it, whose layout, if read, is `height` tall. */
function row(index: number, { oneLine, height }: { oneLine: boolean; height: number }) {
  const element = document.createElement('div');
  element.dataset.index = String(index);
  if (oneLine) element.dataset.oneLine = '';
  let layoutReads = 0;
  Object.defineProperty(element, 'offsetHeight', {
    get: () => {
      layoutReads++;
      return height;
    },
  });
  return { element, layoutReads: () => layoutReads };
}

describe('measureRow', () => {
  it('gives a one-line row its one-line height without reading the layout', () => {
    const { element, layoutReads } = row(3, { oneLine: true, height: 29 });
    expect(measureRow(element, undefined, virtualizer())).toBe(ONE_LINE_ROW_PX);
    expect(layoutReads()).toBe(0);
  });

  it('gives a one-line row the height the observer reported for it before', () => {
    const { element, layoutReads } = row(3, { oneLine: true, height: 29 });
    expect(measureRow(element, undefined, virtualizer({ row3: 35 }))).toBe(35);
    expect(layoutReads()).toBe(0);
  });

  it('reads the height of a row whose details are open, or stacked on a phone', () => {
    const { element } = row(3, { oneLine: false, height: 118 });
    expect(measureRow(element, undefined, virtualizer())).toBe(118);
  });

  it("takes the observer's size, rounded, over any other", () => {
    const { element, layoutReads } = row(3, { oneLine: true, height: 29 });
    const entry = {
      borderBoxSize: [{ blockSize: 41.6, inlineSize: 900 }],
    } as unknown as ResizeObserverEntry;
    expect(measureRow(element, entry, virtualizer({ row3: 29 }))).toBe(42);
    expect(layoutReads()).toBe(0);
  });
});
