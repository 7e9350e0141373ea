/**
 * Spec §5: the upload accepts .pdf, .doc, .docx and .txt; issue 6 adds .bc3;
 * issue 12 adds the other files estimators pass around: LibreOffice Writer
 * (.odt), RTF, Excel (.xlsx, .xls, Excel 2003 XML), LibreOffice Calc (.ods) and CSV.
 */
export const ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.odt',
  '.rtf',
  '.txt',
  '.bc3',
  '.xlsx',
  '.xls',
  '.ods',
  '.csv',
  '.xml',
] as const;

/** The `accept` attribute of the file input. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export function isAcceptedFileName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
