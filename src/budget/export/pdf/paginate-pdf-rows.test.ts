import { describe, expect, it } from 'vitest';
import { paginatePdfRows } from './paginate-pdf-rows.ts';

const row = (height: number, keepWithNext = false) => ({ height, keepWithNext });

describe('paginatePdfRows', () => {
  it('fills a page and starts the next when a row does not fit', () => {
    const pagination = paginatePdfRows([row(40), row(40), row(40)], 100, 0, 0);
    expect(pagination.placements).toEqual([
      { page: 0, top: 0 },
      { page: 0, top: 40 },
      { page: 1, top: 0 },
    ]);
    expect(pagination.pageCount).toBe(2);
  });

  it('never leaves a chapter heading as the last row of a page', () => {
    const pagination = paginatePdfRows([row(40), row(20), row(10, true), row(40)], 100, 0, 0);
    expect(pagination.placements[2]).toEqual({ page: 1, top: 0 });
    expect(pagination.placements[3]).toEqual({ page: 1, top: 10 });
  });

  it('moves the last rows to the closing block’s page rather than leave the block alone', () => {
    // Four rows of 20 fill 80 of 100; the closing block (50) does not fit after them.
    const pagination = paginatePdfRows([row(20), row(20), row(20), row(20)], 100, 50, 2);
    expect(pagination.placements.map((placement) => placement.page)).toEqual([0, 0, 1, 1]);
    expect(pagination.closing).toEqual({ page: 1, top: 40 });
  });

  it('keeps the closing block on the last rows’ page when it fits', () => {
    const pagination = paginatePdfRows([row(20), row(20)], 100, 50, 3);
    expect(pagination.closing).toEqual({ page: 0, top: 40 });
    expect(pagination.pageCount).toBe(1);
  });

  it('starts a row taller than a page on a page of its own, and goes on after it', () => {
    const pagination = paginatePdfRows([row(30), row(250), row(10)], 100, 0, 0);
    expect(pagination.placements[1]).toEqual({ page: 1, top: 0 });
    expect(pagination.placements[2]).toEqual({ page: 2, top: 0 });
  });
});
