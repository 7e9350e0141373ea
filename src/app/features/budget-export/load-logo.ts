/**
 * The company logo for the Word and PDF documents, fetched as a static asset on the page and
 * handed to the export worker as bytes. The document is still worth having without it.
 */
export async function loadLogo(path: string): Promise<Uint8Array | undefined> {
  try {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`No se pudo cargar ${path} (${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    console.error('No se pudo cargar el logotipo', error);
    return undefined;
  }
}
