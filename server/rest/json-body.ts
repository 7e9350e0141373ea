/**
 * A request's JSON body as this server keeps it: the parsed value, which the
 * server reads only to check the body's shape (objects, their keys, how many),
 * and the bytes as they arrived, which go to the database untouched and are
 * parsed there once, into jsonb (json_populate_* over a re-serialised copy
 * cost a 5,000-item save a JSON.stringify here, the parameter's encoding in
 * PGlite and two more parses in the database: issue 24). Hosted PostgREST
 * passes the body to Postgres as it came too.
 */
export interface JsonBody {
  value: unknown;
  /** The body's UTF-8 JSON text. */
  bytes: Uint8Array;
}
