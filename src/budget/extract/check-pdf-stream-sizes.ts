/**
 * A bound on what a PDF's Flate streams decode to, checked before pdf.js
 * reads the file. pdf.js decodes a content stream whole into memory, so a
 * "flate bomb" (a few kilobytes that inflate to gigabytes) would exhaust the
 * tab or the CLI. Each stream that pdf.js would decode for text is inflated
 * here through its chain of FlateDecode filters, counting bytes and keeping
 * none, and the file is refused as soon as a cap is passed.
 *
 * Image streams are skipped (text extraction never decodes them), and so are
 * streams that do not inflate (encrypted or damaged: pdf.js judges those).
 */
/** A page's content stream in a 300-page Presto export is under 200 KB; 16 MB is far beyond any real one. */
export const MAX_DECODED_STREAM_BYTES = 16 * 1024 * 1024;
/** All decoded streams of one file together (content, fonts, forms). */
export const MAX_DECODED_TOTAL_BYTES = 128 * 1024 * 1024;
/** How far back from `stream` the dictionary is looked for. */
const DICTIONARY_WINDOW = 4 * 1024;

const STREAM = asciiBytes('stream');
const ENDSTREAM = asciiBytes('endstream');

function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** One character per byte; PDF syntax is ASCII, so windows-1252 (WHATWG's "latin1") reads it exactly. */
const latin1Decoder = new TextDecoder('latin1');

function latin1(bytes: Uint8Array): string {
  return latin1Decoder.decode(bytes);
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (let at = bytes.indexOf(first, from); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (at + needle.length > bytes.length) return -1;
    let matches = true;
    for (let i = 1; i < needle.length && matches; i++) matches = bytes[at + i] === needle[i];
    if (matches) return at;
  }
  return -1;
}

class TooLarge extends Error {}

/** The stream's /Length: a direct number, or an indirect one (`/Length 12 0 R`) found as `12 0 obj 1234 endobj`. */
function declaredLength(dictionary: string, bytes: Uint8Array): number | undefined {
  const match = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (match === null) return undefined;
  if (match[2] === undefined) return Number(match[1]);
  const objectHeader = asciiBytes(`${match[1]} ${match[2]} obj`);
  const at = indexOf(bytes, objectHeader, 0);
  if (at === -1) return undefined;
  const value = /^\s*(\d+)/.exec(
    latin1(bytes.subarray(at + objectHeader.length, at + objectHeader.length + 32)),
  );
  return value === null ? undefined : Number(value[1]);
}

/** How many FlateDecode filters the stream starts with (`/Filter /FlateDecode` or an array of filters). */
function leadingFlateFilters(dictionary: string): number {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  if (match === null) return 0;
  const names = match[1]!.match(/\/[A-Za-z0-9]+/g) ?? [];
  let count = 0;
  while (count < names.length && (names[count] === '/FlateDecode' || names[count] === '/Fl'))
    count++;
  return count;
}

/**
 * Compressed bytes written to the inflater at a time: deflate expands at most ~1032:1, so one
 * slice yields at most ~17 MB before the count is checked again (a whole stream written at once
 * would be inflated whole, the bomb in memory).
 */
const SLICE_BYTES = 16 * 1024;

/**
 * Inflates `data` through `stages` FlateDecode filters with the platform's
 * DecompressionStream (zlib, in the browser's worker and in Node), adding
 * every decoded byte of every stage to `budget` and keeping none: pdf.js holds
 * each stage's whole output. Throws TooLarge past a cap; stops quietly on data
 * that does not inflate.
 *
 * The slices are written straight to the inflater and its output read in a loop, the way
 * pdf.js feeds its own: a Blob's stream piped through a counting TransformStream per stage
 * cost about 50 ms of a 34-page report's `parse`, against 30 ms so.
 */
async function countInflated(
  data: Uint8Array,
  stages: number,
  budget: { total: number },
): Promise<void> {
  let streamBytes = 0;
  const count = (chunk: Uint8Array): void => {
    streamBytes += chunk.length;
    budget.total += chunk.length;
    if (streamBytes > MAX_DECODED_STREAM_BYTES || budget.total > MAX_DECODED_TOTAL_BYTES) {
      throw new TooLarge();
    }
  };
  const inflate = () =>
    new DecompressionStream('deflate') as ReadableWritablePair<Uint8Array, Uint8Array>;
  const first = inflate();
  let output = first.readable;
  // A stage's output is counted as it passes on to the next stage; the last one's, as read.
  for (let stage = 1; stage < stages; stage++) {
    output = output
      .pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            count(chunk);
            controller.enqueue(chunk);
          },
        }),
      )
      .pipeThrough(inflate());
  }
  const writer = first.writable.getWriter();
  // Each write waits for the inflater to take the slice; data that does not inflate, or a
  // count stopped by a cap, fails the writes too, and the reader says which.
  void (async () => {
    for (let at = 0; at < data.length; at += SLICE_BYTES)
      await writer.write(data.subarray(at, at + SLICE_BYTES));
    await writer.close();
  })().catch(() => undefined);
  const reader = output.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      count(value);
    }
  } catch (error) {
    if (error instanceof TooLarge) throw error;
    // Not valid zlib data (encrypted, damaged, or a bad checksum at its end): nothing more to count.
  } finally {
    // Stops the inflater and the writes when the count ended before the stream did.
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Deflate's greatest expansion: a 258-byte match coded in two bits (zlib's technical
 * details, "maximum compression factor 1032:1"). A stream of one Flate filter no longer
 * than MAX_DECODED_STREAM_BYTES / this can never pass the stream cap.
 */
export const MAX_INFLATE_RATIO = 1032;

/**
 * Whether every Flate stream pdf.js might decode stays within the caps. A short stream of
 * one Flate filter is not inflated while what it may decode to at most, with every such
 * stream's and the bytes counted, stays within the total cap: a report's page content
 * streams are a few kilobytes each, and inflating them all was about half the check's time
 * (20 of 35 ms on the 34-page CYPE PDF). Once those bounds would pass the cap, the streams
 * are inflated and counted after all, so the verdict is the exact count's.
 */
export async function pdfStreamsWithinLimits(bytes: Uint8Array): Promise<boolean> {
  const budget = { total: 0 };
  /** Short streams left uninflated, and what they may decode to at most, together. */
  const uncounted: Uint8Array[] = [];
  let bound = 0;
  let from = 0;
  try {
    for (let at = indexOf(bytes, STREAM, from); at !== -1; at = indexOf(bytes, STREAM, from)) {
      from = at + STREAM.length;
      // `endstream` contains `stream`: only the keyword that opens data counts.
      if (at >= 3 && latin1(bytes.subarray(at - 3, at)) === 'end') continue;
      let dataStart = from;
      if (bytes[dataStart] === 0x0d) dataStart++;
      if (bytes[dataStart] !== 0x0a) continue;
      dataStart++;
      const window = latin1(bytes.subarray(Math.max(0, at - DICTIONARY_WINDOW), at));
      const dictionary = window.slice(window.lastIndexOf('obj') + 1);
      if (/\/Subtype\s*\/Image/.test(dictionary)) continue;
      const stages = leadingFlateFilters(dictionary);
      if (stages === 0) continue;
      const length = declaredLength(dictionary, bytes);
      const end =
        length !== undefined && dataStart + length <= bytes.length
          ? dataStart + length
          : indexOf(bytes, ENDSTREAM, dataStart);
      const data = bytes.subarray(dataStart, end === -1 ? bytes.length : end);
      from = Math.max(from, dataStart + data.length);
      if (stages === 1 && data.length * MAX_INFLATE_RATIO <= MAX_DECODED_STREAM_BYTES) {
        uncounted.push(data);
        bound += data.length * MAX_INFLATE_RATIO;
      } else await countInflated(data, stages, budget);
      // Past the total cap by their bounds: the short streams are counted, last first.
      while (budget.total + bound > MAX_DECODED_TOTAL_BYTES && uncounted.length > 0) {
        const short = uncounted.pop() as Uint8Array;
        bound -= short.length * MAX_INFLATE_RATIO;
        await countInflated(short, 1, budget);
      }
    }
  } catch (error) {
    if (error instanceof TooLarge) return false;
    throw error;
  }
  return true;
}
