/** SHA-256 of a budget's source as lower-case hex: the file's bytes, or pasted text in UTF-8. */
export async function sha256Hex(
  source: ArrayBuffer | Uint8Array<ArrayBuffer> | string,
): Promise<string> {
  const bytes = typeof source === 'string' ? new TextEncoder().encode(source) : source;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
