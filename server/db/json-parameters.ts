/**
 * Lets a json or jsonb parameter be the bytes of its JSON text (a
 * Uint8Array, as a request body arrives) besides a string or a value. PGlite
 * then sends it in Postgres' binary format, copied as it is: a string is
 * measured and encoded character by character in JavaScript on the way in,
 * about 25 ms of the database thread for a 5,000-item budget's 3.5 MB
 * (issue 24). Binary jsonb is a version byte (1) and the text
 * (jsonb_recv); binary json is the text alone. Postgres checks the bytes
 * as it does any text: UTF-8, then JSON.
 */
import { types, type SerializerOptions } from '@electric-sql/pglite';

const JSONB_BINARY_VERSION = 1;

function withVersion(text: Uint8Array): Uint8Array {
  const versioned = new Uint8Array(text.byteLength + 1);
  versioned[0] = JSONB_BINARY_VERSION;
  versioned.set(text, 1);
  return versioned;
}

const serializeJson = types.serializers[types.JSON]!;

// PGlite types serializers as answering text; a Uint8Array is what it sends as binary.
export const JSON_PARAMETER_SERIALIZERS: SerializerOptions = {
  [types.JSON]: (value: unknown) =>
    value instanceof Uint8Array ? (value as unknown as string) : serializeJson(value),
  [types.JSONB]: (value: unknown) =>
    value instanceof Uint8Array ? (withVersion(value) as unknown as string) : serializeJson(value),
};
