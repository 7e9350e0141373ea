/**
 * A request's JSON body as this server keeps it: its shape (object or array,
 * the keys of each row: scan-json-body.ts), which is all the server reads of
 * it, and the bytes as they arrived, which go to the database untouched and
 * are parsed there once, into jsonb. Before, a 5,000-item save was parsed
 * with JSON.parse and serialised again with JSON.stringify on the thread
 * that serves HTTP, sent to PGlite as a string it encodes character by
 * character, and parsed twice more by json_populate_record (issue 24).
 * Hosted PostgREST passes the body to Postgres as it came too.
 */
import type { JsonShape } from './scan-json-body.ts';

export interface JsonBody {
  shape: JsonShape;
  /** The body's UTF-8 JSON text. */
  bytes: Uint8Array;
}
