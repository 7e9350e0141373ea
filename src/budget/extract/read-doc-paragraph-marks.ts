/**
 * [MS-DOC] paragraph properties of a Word 97-2003 .doc that place each paragraph mark in a
 * table: the PAPX FKPs (2.9.175) the bin table (PlcBtePapx, 2.8.6) points to, read for
 * the few property modifiers (sprms) that say which marks end a cell or a row, at which
 * nesting depth, and, on a row's end, where its cells' edges stand and which of them
 * continue a merge (the row's TAP is stored in its end mark's properties).
 */

export interface ParagraphMarks {
  inTable: boolean;
  /** The mark ends a row: of the table (sprmPFTtp) or of a nested one (sprmPFInnerTtp). */
  rowEnd: boolean;
  /** Table depth (sprmPItap): 1 in a table's cell, 2 in a nested table's, 0 unsaid. */
  depth: number;
  /** The paragraph mark ends a nested table's cell (sprmPFInnerTableCell). */
  innerCell: boolean;
  /** The paragraph mark ends a nested table's row (sprmPFInnerTtp). */
  innerRowEnd: boolean;
  /** A row end's left edge then its cells' right edges, in twips (sprmTDefTable). */
  edges: readonly number[];
  /** A row end's cells that continue a merge across or down (TC80 flags, sprmTVertMerge). */
  mergedCells: readonly boolean[];
}

const FKP_BYTES = 512;
/** [MS-DOC] 2.6.2 and 2.6.3: the modifiers read here. */
const SPRM_P_F_IN_TABLE = 0x2416;
const SPRM_P_F_TTP = 0x2417;
const SPRM_P_F_INNER_TABLE_CELL = 0x244b;
const SPRM_P_F_INNER_TTP = 0x244c;
const SPRM_P_ITAP = 0x6649;
const SPRM_T_DEF_TABLE = 0xd608;
const SPRM_T_VERT_MERGE = 0xd62b;
/** TC80 (2.9.323): a cell's 20 bytes in sprmTDefTable, TCGRF (2.9.328) first. */
const TC80_BYTES = 20;
/** TCGRF: horzMerge, bits 0-1 (2 or 3: merged with the cell before); vertMerge, bits 5-6 (1: merged with the cell above). */
const HORIZONTAL_MERGE_MASK = 0x0003;
const VERTICAL_MERGE_SHIFT = 5;
const VERTICAL_MERGE_MASK = 0x0003;
/** VerticalMergeFlag fvmMerge: the cell continues the one above. */
const VERTICAL_MERGE_CONTINUE = 1;
/** What a paragraph that ends no row holds in place of its row's cells (most do: one array for all). */
const NO_CELLS: readonly never[] = [];
/** Word allows 63 columns: a row said to hold more cells is read no further. */
const MAX_ROW_CELLS = 64;

/** One formatting run of paragraphs: the byte range its marks fall in, and its table flags. */
interface PapxRun {
  start: number;
  end: number;
  marks: ParagraphMarks;
}

/** [MS-DOC] 2.8.6 PlcBtePapx -> 2.9.175 PapxFkp: the table flags of every paragraph run. */
export function readParagraphMarks(
  word: Uint8Array,
  table: Uint8Array,
  { fc, lcb }: { fc: number; lcb: number },
): (byteOffset: number) => ParagraphMarks | undefined {
  const runs: PapxRun[] = [];
  const tableView = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const count = (lcb - 4) / 8;
  if (Number.isInteger(count) && count > 0 && fc + lcb <= table.length) {
    for (let index = 0; index < count; index++) {
      const pn = tableView.getUint32(fc + (count + 1) * 4 + index * 4, true) & 0x3fffff;
      const page = pn * FKP_BYTES;
      if (page + FKP_BYTES > word.length) continue;
      readFkp(word.subarray(page, page + FKP_BYTES), runs);
    }
  }
  runs.sort((a, b) => a.start - b.start);
  return (byteOffset) => {
    let low = 0;
    let high = runs.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const run = runs[middle]!;
      if (byteOffset < run.start) high = middle - 1;
      else if (byteOffset >= run.end) low = middle + 1;
      else return run.marks;
    }
    return undefined;
  };
}

function readFkp(fkp: Uint8Array, runs: PapxRun[]): void {
  const view = new DataView(fkp.buffer, fkp.byteOffset, fkp.byteLength);
  const crun = fkp[FKP_BYTES - 1]!;
  for (let index = 0; index < crun; index++) {
    const start = view.getUint32(index * 4, true);
    const end = view.getUint32((index + 1) * 4, true);
    const bOffset = fkp[(crun + 1) * 4 + index * 13]!;
    const marks: ParagraphMarks = {
      inTable: false,
      rowEnd: false,
      depth: 0,
      innerCell: false,
      innerRowEnd: false,
      edges: NO_CELLS,
      mergedCells: NO_CELLS,
    };
    if (bOffset !== 0) readPapx(fkp, bOffset * 2, marks);
    runs.push({ start, end, marks });
  }
}

/** PapxInFkp: a size, a style index, then property modifiers (Prl: sprm + operand). */
function readPapx(fkp: Uint8Array, offset: number, marks: ParagraphMarks): void {
  const view = new DataView(fkp.buffer, fkp.byteOffset, fkp.byteLength);
  let size = fkp[offset]! * 2 - 1;
  let cursor = offset + 1;
  if (size === -1) {
    size = fkp[offset + 1]! * 2;
    cursor = offset + 2;
  }
  const end = Math.min(cursor + size, fkp.length);
  cursor += 2; // istd
  const continuing: number[] = [];
  while (cursor + 2 < end) {
    const sprm = view.getUint16(cursor, true);
    const operand = cursor + 2;
    if (sprm === SPRM_P_F_IN_TABLE && fkp[operand] === 1) marks.inTable = true;
    if ((sprm === SPRM_P_F_TTP || sprm === SPRM_P_F_INNER_TTP) && fkp[operand] === 1)
      marks.rowEnd = true;
    if (sprm === SPRM_P_F_INNER_TTP && fkp[operand] === 1) marks.innerRowEnd = true;
    if (sprm === SPRM_P_F_INNER_TABLE_CELL && fkp[operand] === 1) marks.innerCell = true;
    if (sprm === SPRM_P_ITAP && operand + 4 <= end) marks.depth = view.getInt32(operand, true);
    if (sprm === SPRM_T_DEF_TABLE) readTableDefinition(view, operand, end, marks);
    // Operand: its size, the cell's index, the cell's VerticalMergeFlag.
    if (
      sprm === SPRM_T_VERT_MERGE &&
      operand + 3 <= end &&
      fkp[operand + 2] === VERTICAL_MERGE_CONTINUE
    )
      continuing.push(fkp[operand + 1]!);
    cursor = operand + operandSize(sprm, fkp, operand);
  }
  // sprmTVertMerge may come before the row's sprmTDefTable.
  if (continuing.length > 0)
    marks.mergedCells = marks.mergedCells.map(
      (merged, cell) => merged || continuing.includes(cell),
    );
}

/**
 * sprmTDefTable's operand (TDefTableOperand, 2.9.316): its size in two bytes (cb, one
 * more than the bytes that follow), the cell count, the cells' edges, then their TC80s.
 */
function readTableDefinition(view: DataView, operand: number, end: number, marks: ParagraphMarks) {
  if (operand + 3 > end) return;
  const operandEnd = Math.min(operand + 1 + view.getUint16(operand, true), end);
  const cells = view.getUint8(operand + 2);
  const edgesAt = operand + 3;
  if (cells > MAX_ROW_CELLS || edgesAt + (cells + 1) * 2 > operandEnd) return;
  const edges: number[] = [];
  for (let index = 0; index <= cells; index++) edges.push(view.getInt16(edgesAt + index * 2, true));
  const merged: boolean[] = [];
  const cellsAt = edgesAt + (cells + 1) * 2;
  for (let index = 0; index < cells; index++) {
    const at = cellsAt + index * TC80_BYTES;
    // Word may leave the last cells' TC80s out: those cells are not merged.
    const flags = at + 2 <= operandEnd ? view.getUint16(at, true) : 0;
    merged.push(
      (flags & HORIZONTAL_MERGE_MASK) >= 2 ||
        ((flags >> VERTICAL_MERGE_SHIFT) & VERTICAL_MERGE_MASK) === VERTICAL_MERGE_CONTINUE,
    );
  }
  marks.edges = edges;
  marks.mergedCells = merged;
}

/** [MS-DOC] 2.6.1: the sprm's top three bits say how long its operand is. */
function operandSize(sprm: number, bytes: Uint8Array, operand: number): number {
  // sprmTDefTable's size takes two bytes, and counts one byte of itself.
  if (sprm === SPRM_T_DEF_TABLE) return 1 + (bytes[operand] ?? 0) + 256 * (bytes[operand + 1] ?? 0);
  switch (sprm >> 13) {
    case 0:
    case 1:
      return 1;
    case 2:
    case 4:
    case 5:
      return 2;
    case 3:
      return 4;
    case 7:
      return 3;
    default:
      return 1 + (bytes[operand] ?? 0);
  }
}
