// src/budget/extract/windows-1252.d.ts declares only decode(); the tests also encode.
declare module 'windows-1252' {
  /** Encodes a string to Windows-1252 byte values (throws on unencodable characters in fatal mode). */
  export function encode(input: string, options?: { mode: 'fatal' | 'replacement' }): Uint16Array;
}
