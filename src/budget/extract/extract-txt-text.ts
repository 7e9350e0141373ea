import { decodeTextBytes } from './decode-text-bytes.ts';

/** The text of a .txt budget: whatever encoding it was saved in, with `\n` line ends. */
export function extractTxtText(bytes: Uint8Array): string {
  return decodeTextBytes(bytes);
}
