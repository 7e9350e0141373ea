// The package's own declaration is not reachable through its "exports"; the decoder's half is
// declared in extract/windows-1252.d.ts, and this adds the encoder (ambient modules merge).
declare module 'windows-1252' {
  /** Encodes text as Windows-1252 bytes; 'fatal' (the default) throws on a character outside it. */
  export function encode(input: string, options?: { mode: 'fatal' | 'replacement' }): Uint16Array;
}
