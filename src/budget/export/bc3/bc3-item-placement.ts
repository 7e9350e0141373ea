/**
 * Where an item of the budget went in a .bc3 file: what build-budget-bc3.ts reports of each
 * item and what keep-percent-units-apart.ts reads, in a file of its own so that neither of
 * the two imports the other.
 */
export interface Bc3ItemPlacement {
  code: string;
  /** The chapter (file code, without `#`) it sits in; undefined at the root. */
  chapterCode: string | undefined;
  quantity: number;
  price: number;
  amount: number;
  /** The resumen a reader rebuilds from the summary and long text written. */
  resumen: string;
  /** The note a reader takes from the long text written (appendBc3Note), '' for none. */
  note: string;
  unit: string;
}
