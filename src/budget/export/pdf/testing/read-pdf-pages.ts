/**
 * Poppler's view of a PDF, for tests: the text of each page (pdftotext -layout), the fonts
 * (pdffonts), and pages rendered to PNG (pdftoppm) for a person to look at.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function hasPoppler(): boolean {
  return ['pdftotext', 'pdffonts', 'pdftoppm'].every(
    (tool) => spawnSync(tool, ['-v'], { encoding: 'utf8' }).error === undefined,
  );
}

function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-pages-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's text, as laid out; no-break spaces made plain. */
export function readPdfPages(bytes: Uint8Array): string[] {
  return withFile(bytes, (path) => {
    const run = spawnSync('pdftotext', ['-layout', path, '-'], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`pdftotext: ${run.stderr}`);
    const pages = run.stdout.replace(/\u00a0/g, ' ').split('\f');
    if (pages.at(-1)?.trim() === '') pages.pop();
    return pages;
  });
}

/** The fonts the PDF uses: name, type, encoding, embedded. */
export function readPdfFonts(bytes: Uint8Array): string[] {
  return withFile(bytes, (path) => {
    const run = spawnSync('pdffonts', [path], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdffonts: ${run.stderr}`);
    return run.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
  });
}

/** Renders pages (1-based) to `${prefix}-<page>.png` at `dpi`. */
export function renderPdfPages(bytes: Uint8Array, prefix: string, pages: number[], dpi = 70): void {
  withFile(bytes, (path) => {
    for (const page of pages) {
      const run = spawnSync(
        'pdftoppm',
        [
          '-png',
          '-r',
          String(dpi),
          '-f',
          String(page),
          '-l',
          String(page),
          '-singlefile',
          path,
          `${prefix}-${page}`,
        ],
        { encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`pdftoppm: ${run.stderr}`);
    }
  });
}
