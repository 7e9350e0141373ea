/**
 * Spec §5: the upload accepts .pdf, .doc, .docx and .txt; issue 6 adds .bc3.
 * (.doc is accepted so the core can explain that it must be saved as .docx.)
 */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.bc3'] as const;

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function isAcceptedFileName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
