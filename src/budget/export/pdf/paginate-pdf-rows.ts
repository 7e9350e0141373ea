/**
 * Puts the table's rows on pages before anything is drawn. Rules, as the Word document keeps
 * them: a row is never split unless it is taller than a page; a chapter heading is never the
 * last row of a page; the closing block (summary, notes, acceptance) shares its page with the
 * table's last rows (the last item, its subtotals and the total), never alone on a last page.
 */

export interface PaginatedRow {
  height: number;
  keepWithNext: boolean;
}

export interface Pagination {
  /** For each row, its page (0-based) and its top, from the top of that page's body. */
  placements: Array<{ page: number; top: number }>;
  /** Where the closing block starts. */
  closing: { page: number; top: number };
  pageCount: number;
}

/**
 * @param capacity the height a page's body gives to rows (below the repeated header row)
 * @param closingHeight the height of the closing block, 0 when there is none
 * @param keepLastRows how many of the last rows must share the closing block's page
 */
export function paginatePdfRows(
  rows: readonly PaginatedRow[],
  capacity: number,
  closingHeight: number,
  keepLastRows: number,
): Pagination {
  const placements: Pagination['placements'] = [];
  const closingGroupStart = closingHeight > 0 ? Math.max(0, rows.length - keepLastRows) : -1;
  let page = 0;
  let top = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    let needed = row.height;
    if (index === closingGroupStart) {
      needed = closingHeight;
      for (let next = index; next < rows.length; next++) needed += rows[next]!.height;
    } else if (row.keepWithNext) {
      let next = index;
      needed = 0;
      while (next < rows.length) {
        needed += rows[next]!.height;
        if (!rows[next]!.keepWithNext) break;
        next++;
      }
    }
    // A row or group that does not fit goes to the next page; one taller than a page starts a fresh one.
    if (top > 0 && (top + Math.min(needed, capacity) > capacity || top + row.height > capacity)) {
      page++;
      top = 0;
    }
    placements.push({ page, top });
    top += row.height;
  }
  if (closingHeight > 0 && top > 0 && top + closingHeight > capacity) {
    page++;
    top = 0;
  }
  return { placements, closing: { page, top }, pageCount: page + 1 };
}
