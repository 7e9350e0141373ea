/**
 * Node-only helpers that open a .docx in LibreOffice (Debian's
 * libreoffice-writer-nogui) and read back what it printed with poppler. Used
 * by the round-trip test and by scripts/render-docx-preview.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** LibreOffice's first start (profile creation) is slow on a busy 2-core machine. */
const SOFFICE_TIMEOUT_MS = 120_000;

/** True when the commands the round trip needs are on the PATH. */
export function hasLibreOffice(): boolean {
  return ['soffice', 'pdftotext', 'pdftoppm', 'pdfinfo'].every(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0,
  );
}

/**
 * Converts a .docx to PDF and returns the PDF's path (inside `outDir`). Each
 * call uses its own LibreOffice profile, because two soffice processes sharing
 * one profile (parallel tests, other users) make the second exit silently.
 */
export function convertDocxToPdf(
  docxPath: string,
  outDir: string,
  timeoutMs = SOFFICE_TIMEOUT_MS,
): string {
  const profile = mkdtempSync(join(tmpdir(), 'soffice-profile-'));
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        docxPath,
      ],
      { timeout: timeoutMs, stdio: 'pipe' },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return join(outDir, basename(docxPath).replace(/\.docx$/i, '.pdf'));
}

/** Writes the bytes to a temporary .docx, converts it, and returns the PDF's text (pdftotext -layout). */
export function docxBytesToPdfText(bytes: Uint8Array): { text: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'docx-roundtrip-'));
  try {
    const docxPath = join(dir, 'documento.docx');
    writeFileSync(docxPath, bytes);
    const pdfPath = convertDocxToPdf(docxPath, dir);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? '0');
    return { text, pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The PDF LibreOffice prints of a .docx, as bytes. `timeoutMs`: a 200-page Word takes
 * LibreOffice minutes on a busy 2-core machine.
 */
export function docxBytesToPdfBytes(bytes: Uint8Array, timeoutMs = SOFFICE_TIMEOUT_MS): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'docx-roundtrip-'));
  try {
    const docxPath = join(dir, 'documento.docx');
    writeFileSync(docxPath, bytes);
    return new Uint8Array(readFileSync(convertDocxToPdf(docxPath, dir, timeoutMs)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders one page (1-based) of a PDF to `pngPath` at the given resolution. */
export function renderPage(pdfPath: string, pngPath: string, dpi: number, page = 1): void {
  const prefix = pngPath.replace(/\.png$/i, '');
  const pageNumber = String(page);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    pageNumber,
    '-l',
    pageNumber,
    '-singlefile',
    pdfPath,
    prefix,
  ]);
}

/**
 * Has LibreOffice save `bytes` (a file named `fileName`) in another format,
 * e.g. `doc:MS Word 97`, `odt`, `rtf`, `xls:MS Excel 97`, `ods`,
 * `xml:MS Excel 2003 XML`; returns the converted file's bytes. Spreadsheets
 * need Debian's libreoffice-calc-nogui (scripts/ensure-system-packages.sh).
 */
export function convertWithLibreOffice(
  bytes: Uint8Array,
  fileName: string,
  target: string,
): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'soffice-convert-'));
  const profile = mkdtempSync(join(tmpdir(), 'soffice-profile-'));
  try {
    const input = join(dir, fileName);
    writeFileSync(input, bytes);
    const outDir = join(dir, 'out');
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        target,
        '--outdir',
        outDir,
        input,
      ],
      { timeout: SOFFICE_TIMEOUT_MS, stdio: 'pipe' },
    );
    const extension = target.split(':')[0]!;
    const output = join(outDir, fileName.replace(/\.[^.]+$/, `.${extension}`));
    return new Uint8Array(readFileSync(output));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

/** True when LibreOffice can open and save spreadsheets (Calc installed beside Writer). */
export function hasLibreOfficeCalc(): boolean {
  return (
    spawnSync('sh', ['-c', 'command -v soffice']).status === 0 &&
    existsSync('/usr/lib/libreoffice/program/libsclo.so')
  );
}
