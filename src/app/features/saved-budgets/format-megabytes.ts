import { LOCALE } from '../../../budget/constants.ts';
import { BYTES_PER_MEGABYTE } from './original-file-limits.ts';

/** One decimal is enough to see space go down file by file; whole numbers show none ('50'). */
const megabytes = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** The smallest size shown for something stored: a 20 KB file is not '0 MB'. */
const SMALLEST_SHOWN_MEGABYTES = 0.1;

/** '12,3' for 12.3 MiB, as the texts print sizes ('Espacio usado: 12,3 MB de 50 MB'). */
export function formatMegabytes(bytes: number): string {
  const value = bytes / BYTES_PER_MEGABYTE;
  return megabytes.format(bytes > 0 ? Math.max(value, SMALLEST_SHOWN_MEGABYTES) : 0);
}
