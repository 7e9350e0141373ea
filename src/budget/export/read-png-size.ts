import { BudgetError } from '../errors.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Signature (8) + IHDR length and type (8) + width (4) + height (4). */
const PNG_HEADER_BYTES = 24;

/**
 * Width and height in pixels of a PNG, read from its IHDR chunk, so the logo
 * keeps its proportions in the document. Throws `invalid-logo` for anything
 * that is not a PNG: Word would show a broken-image box instead.
 */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const isPng =
    bytes.length >= PNG_HEADER_BYTES &&
    PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) &&
    String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  if (!isPng) throw new BudgetError('invalid-logo');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) throw new BudgetError('invalid-logo');
  return { width, height };
}
