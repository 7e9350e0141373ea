import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { BudgetError, type BudgetErrorCode } from '../errors.ts';

/**
 * Inflates one part of a zip package slice by slice and hands its text to
 * `onText` as it comes, never holding the whole part: past `maxBytes` of
 * inflated text it stops with `tooLarge` (a zip bomb, whatever its headers
 * claim). Every zip-packaged reader (.docx, .odt, .ods) reads its XML part through it.
 */

/** Deflate expands at most ~1032:1: one 16 KB slice yields at most ~17 MB between checks. */
const ZIP_SLICE_BYTES = 16 * 1024;

export interface ZipPartErrors {
  corrupt: BudgetErrorCode;
  missing: BudgetErrorCode;
  tooLarge: BudgetErrorCode;
}

export function streamZipPart(
  bytes: Uint8Array,
  partName: string,
  maxBytes: number,
  errors: ZipPartErrors,
  onText: (text: string, final: boolean) => void,
): void {
  const decoder = new TextDecoder('utf-8');
  let inflated = 0;
  let found = false;
  let finished = false;
  let failure: unknown;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name !== partName || found) return;
    found = true;
    if (file.originalSize !== undefined && file.originalSize > maxBytes) {
      failure = new BudgetError(errors.tooLarge);
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (failure !== undefined || finished) return;
      if (error) {
        failure = new BudgetError(errors.corrupt, { cause: error });
        return;
      }
      inflated += chunk.length;
      if (inflated > maxBytes) {
        failure = new BudgetError(errors.tooLarge);
        return;
      }
      try {
        onText(decoder.decode(chunk, { stream: !final }), final);
      } catch (parseError) {
        failure =
          parseError instanceof BudgetError
            ? parseError
            : new BudgetError(errors.corrupt, { cause: parseError });
        return;
      }
      if (final) finished = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !finished; offset += ZIP_SLICE_BYTES) {
      const end = Math.min(offset + ZIP_SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
      if (failure !== undefined) throw failure;
    }
  } catch (error) {
    if (error instanceof BudgetError) throw error;
    throw new BudgetError(errors.corrupt, { cause: error });
  }
  if (!found) throw new BudgetError(errors.missing);
  if (!finished) throw new BudgetError(errors.corrupt);
}

/** What an XML part's reader does with its events, as saxes reports them (namespaces unresolved). */
export interface ZipXmlHandlers {
  open?: (tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** Streams one XML part of a zip package through saxes, under streamZipPart's guard. */
export function streamZipXml(
  bytes: Uint8Array,
  partName: string,
  maxBytes: number,
  errors: ZipPartErrors,
  handlers: ZipXmlHandlers,
): void {
  const xml = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  const { open, close, text } = handlers;
  if (open) xml.on('opentag', open);
  if (close) xml.on('closetag', (tag) => close(tag.name));
  if (text) xml.on('text', text);
  streamZipPart(bytes, partName, maxBytes, errors, (chunk, final) => {
    xml.write(chunk);
    if (final) xml.close();
  });
}
