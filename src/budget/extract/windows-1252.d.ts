// The windows-1252 package ships an ambient declaration that its package.json
// "exports" does not point to, so bundler resolution cannot find it.
declare module 'windows-1252' {
  /** Decodes Windows-1252 bytes (or a byte string) following the WHATWG Encoding Standard. */
  export function decode(
    input: Uint8Array | string,
    options?: { mode: 'fatal' | 'replacement' },
  ): string;
}
