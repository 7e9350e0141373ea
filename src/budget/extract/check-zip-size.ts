import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { BudgetError, type BudgetErrorCode } from '../errors.ts';

/**
 * Inflates every part of a zip package (.xlsx, .ods) once, counting bytes and
 * keeping none, before a library that inflates whole parts into memory reads
 * it: a zip bomb (a tiny file that inflates to gigabytes, whatever its headers
 * claim) is refused here with `tooLarge`, a damaged zip with `corrupt`.
 * Returns the names of the package's parts.
 */

/**
 * The zip is fed to the inflater in slices this big. Deflate expands at most
 * ~1032:1, so one slice never produces more than ~17 MB before the count is
 * checked again (the same guard as extract-docx-text.ts).
 */
const ZIP_SLICE_BYTES = 16 * 1024;

export interface ZipErrors {
  corrupt: BudgetErrorCode;
  tooLarge: BudgetErrorCode;
}

export function checkZipSize(bytes: Uint8Array, maxBytes: number, errors: ZipErrors): string[] {
  const names: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        declared += file.originalSize;
        return false;
      },
    });
  } catch (error) {
    throw new BudgetError(errors.corrupt, { cause: error });
  }
  if (declared > maxBytes) throw new BudgetError(errors.tooLarge);

  let inflated = 0;
  let failure: unknown;
  const unzip = new Unzip((file: UnzipFile) => {
    file.ondata = (error, chunk) => {
      if (failure !== undefined) return;
      if (error) {
        failure = new BudgetError(errors.corrupt, { cause: error });
        return;
      }
      inflated += chunk.length;
      if (inflated > maxBytes) failure = new BudgetError(errors.tooLarge);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length; offset += ZIP_SLICE_BYTES) {
      const end = Math.min(offset + ZIP_SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
      if (failure !== undefined) throw failure;
    }
  } catch (error) {
    if (error instanceof BudgetError) throw error;
    throw new BudgetError(errors.corrupt, { cause: error });
  }
  return names;
}
