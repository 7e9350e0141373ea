import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: every box measures 0 and the virtualiser would see no room for a
 * single row. For the test file that calls it, the scroll region measures `viewPx` and each
 * row `rowPx`, the sizes a browser would give, as TanStack Virtual's maintainers advise for
 * tests (TanStack/virtual#641); the real measures come back after the file's tests.
 */
export function sizeVirtualTableBoxes({ viewPx, rowPx }: { viewPx: number; rowPx: number }) {
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('role') === 'region' ? viewPx : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'row' || this.getAttribute('role') === 'rowgroup'
          ? rowPx
          : 0;
      },
    });
  });
  afterAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
}
