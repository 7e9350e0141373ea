/**
 * What the server needs of a JSON request body, read from its bytes without
 * building it: whether it is valid JSON, an object or an array, and the keys
 * of the object or of each object in the array. The body itself goes to the
 * database as it came and is parsed there (json-body.ts). JSON.parse of a
 * 5,000-item budget (3.5 MB) built ~100,000 objects only to be thrown away:
 * about 20 ms on the thread that serves HTTP, and as much again collecting
 * them, while every other user's request waited (issue 24).
 * Accepts exactly what JSON.parse accepts (RFC 8259), checked against it in
 * scan-json-body.test.ts; bytes of 0x80 and above are left for Postgres,
 * which refuses invalid UTF-8 as it reads the text.
 */

export type JsonShape =
  | { kind: 'object'; keys: string[] }
  /** One entry per element: its keys when it is an object, undefined otherwise. */
  | { kind: 'array'; items: Array<string[] | undefined> }
  | { kind: 'scalar' };

export class InvalidJsonError extends Error {
  constructor(at: number) {
    super(`invalid JSON at byte ${at}`);
    this.name = 'InvalidJsonError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LITERALS = [
  [0x74, 0x72, 0x75, 0x65], // true
  [0x66, 0x61, 0x6c, 0x73, 0x65], // false
  [0x6e, 0x75, 0x6c, 0x6c], // null
] as const;
/** After a backslash: " \ / b f n r t (u is handled apart). */
const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

const IN_ARRAY = 0;
const IN_OBJECT = 1;

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= ZERO && byte <= NINE;
}

function isHex(byte: number | undefined): boolean {
  return (
    byte !== undefined &&
    ((byte >= ZERO && byte <= NINE) ||
      (byte >= 0x41 && byte <= 0x46) ||
      (byte >= 0x61 && byte <= 0x66))
  );
}

class Scanner {
  at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  fail(): never {
    throw new InvalidJsonError(this.at);
  }

  whitespace(): number | undefined {
    const { bytes } = this;
    let at = this.at;
    for (;;) {
      const byte = bytes[at];
      if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) at++;
      else {
        this.at = at;
        return byte;
      }
    }
  }

  expect(byte: number): void {
    if (this.whitespace() !== byte) this.fail();
    this.at++;
  }

  /** Skips a string whose opening quote is at `at`; answers where it started. */
  string(): number {
    const { bytes } = this;
    const end = bytes.length;
    const start = this.at;
    let at = start + 1;
    for (;;) {
      // The hot loop: most bytes of a budget are text (letters, digits, spaces, UTF-8).
      while (at < end) {
        const byte = bytes[at]!;
        if (byte === QUOTE || byte === BACKSLASH || byte < 0x20) break;
        at++;
      }
      if (at >= end || bytes[at]! < 0x20) {
        this.at = at;
        this.fail();
      }
      if (bytes[at] === QUOTE) break;
      const escaped = at + 1 < end ? bytes[at + 1]! : -1;
      if (escaped === 0x75) {
        for (let digit = 2; digit < 6; digit++)
          if (!isHex(bytes[at + digit])) {
            this.at = at;
            this.fail();
          }
        at += 6;
      } else if (SIMPLE_ESCAPES.has(escaped)) {
        at += 2;
      } else {
        this.at = at;
        this.fail();
      }
    }
    this.at = at + 1;
    return start;
  }

  /** A nested object's key: checked, not read. */
  skipKey(): void {
    if (this.whitespace() !== QUOTE) this.fail();
    this.string();
  }

  /** A key's text, escapes resolved (keys are short: JSON.parse of the quoted key). */
  key(): string {
    if (this.whitespace() !== QUOTE) this.fail();
    const start = this.string();
    const quoted = Buffer.from(this.bytes.buffer, this.bytes.byteOffset + start, this.at - start);
    return JSON.parse(quoted.toString('utf8')) as string;
  }

  number(): void {
    const { bytes } = this;
    let at = this.at;
    if (bytes[at] === MINUS) at++;
    if (bytes[at] === ZERO) at++;
    else if (isDigit(bytes[at])) while (isDigit(bytes[at])) at++;
    else {
      this.at = at;
      this.fail();
    }
    if (bytes[at] === DOT) {
      at++;
      if (!isDigit(bytes[at])) {
        this.at = at;
        this.fail();
      }
      while (isDigit(bytes[at])) at++;
    }
    if (bytes[at] === 0x65 || bytes[at] === 0x45) {
      at++;
      if (bytes[at] === PLUS || bytes[at] === MINUS) at++;
      if (!isDigit(bytes[at])) {
        this.at = at;
        this.fail();
      }
      while (isDigit(bytes[at])) at++;
    }
    this.at = at;
  }

  literal(): void {
    const { bytes } = this;
    const literal = LITERALS.find((word) => word[0] === bytes[this.at]);
    if (literal === undefined) this.fail();
    for (const byte of literal) {
      if (bytes[this.at] !== byte) this.fail();
      this.at++;
    }
  }

  /** Skips one value, however deep, without recursion: a stack of the open containers. */
  skipValue(): void {
    const open: number[] = [];
    for (;;) {
      const byte = this.whitespace();
      let closed = true;
      if (byte === OPEN_OBJECT) {
        this.at++;
        if (this.whitespace() === CLOSE_OBJECT) this.at++;
        else {
          this.skipKey();
          this.expect(COLON);
          open.push(IN_OBJECT);
          closed = false;
        }
      } else if (byte === OPEN_ARRAY) {
        this.at++;
        if (this.whitespace() === CLOSE_ARRAY) this.at++;
        else {
          open.push(IN_ARRAY);
          closed = false;
        }
      } else if (byte === QUOTE) this.string();
      else if (byte === MINUS || isDigit(byte)) this.number();
      else this.literal();
      if (!closed) continue;
      // After a value: close containers until one goes on with another value.
      while (open.length > 0) {
        const next = this.whitespace();
        const container = open[open.length - 1];
        if (next === COMMA) {
          this.at++;
          if (container === IN_OBJECT) {
            this.skipKey();
            this.expect(COLON);
          }
          break;
        }
        if (next !== (container === IN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) this.fail();
        this.at++;
        open.pop();
      }
      if (open.length === 0) return;
    }
  }

  /** An object whose `{` is next: its keys, each once, its values skipped. */
  objectKeys(): string[] {
    this.at++;
    const keys = new Set<string>();
    if (this.whitespace() === CLOSE_OBJECT) {
      this.at++;
      return [];
    }
    for (;;) {
      keys.add(this.key());
      this.expect(COLON);
      this.skipValue();
      const next = this.whitespace();
      this.at++;
      if (next === CLOSE_OBJECT) return [...keys];
      if (next !== COMMA) {
        this.at--;
        this.fail();
      }
    }
  }

  arrayItems(): Array<string[] | undefined> {
    this.at++;
    const items: Array<string[] | undefined> = [];
    if (this.whitespace() === CLOSE_ARRAY) {
      this.at++;
      return items;
    }
    for (;;) {
      if (this.whitespace() === OPEN_OBJECT) items.push(this.objectKeys());
      else {
        this.skipValue();
        items.push(undefined);
      }
      const next = this.whitespace();
      this.at++;
      if (next === CLOSE_ARRAY) return items;
      if (next !== COMMA) {
        this.at--;
        this.fail();
      }
    }
  }
}

/** Nothing but JSON whitespace (or nothing at all). */
export function isBlank(bytes: Uint8Array): boolean {
  return new Scanner(bytes).whitespace() === undefined;
}

/** The body's shape; InvalidJsonError when it is not one JSON value (whitespace around it allowed). */
export function scanJsonBody(bytes: Uint8Array): JsonShape {
  const scanner = new Scanner(bytes);
  const first = scanner.whitespace();
  let shape: JsonShape;
  if (first === OPEN_OBJECT) shape = { kind: 'object', keys: scanner.objectKeys() };
  else if (first === OPEN_ARRAY) shape = { kind: 'array', items: scanner.arrayItems() };
  else {
    scanner.skipValue();
    shape = { kind: 'scalar' };
  }
  if (scanner.whitespace() !== undefined) scanner.fail();
  return shape;
}
