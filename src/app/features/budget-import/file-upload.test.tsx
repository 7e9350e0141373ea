// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../../../budget/errors.ts';
import { toastTexts, uploadTexts } from '../../texts.ts';
import { FileUpload } from './file-upload.tsx';

function renderUpload() {
  const handed: File[] = [];
  const accepted: File[] = [];
  render(
    <>
      <FileUpload
        onFileAccepted={(file) => accepted.push(file)}
        onFileSelected={(file) => handed.push(file)}
      />
      <Toaster />
    </>,
  );
  return {
    handed,
    accepted,
    input: screen.getByLabelText(uploadTexts.fileInputLabel) as HTMLInputElement,
  };
}

function budgetFile(name = 'obra.docx') {
  return new File(['contenido'], name, { type: 'application/octet-stream' });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('FileUpload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('invites a drop and lists the accepted formats', () => {
    const { input } = renderUpload();
    expect(screen.getByText(uploadTexts.dropHere)).toBeInTheDocument();
    expect(screen.getByText(uploadTexts.supportedFormats)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: uploadTexts.selectFile })).toBeInTheDocument();
    expect(input.accept).toBe('.pdf,.doc,.docx,.odt,.rtf,.txt,.bc3,.xlsx,.xls,.ods,.csv,.xml');
    expect(input.multiple).toBe(false);
  });

  it('raises the progress 10 points every 200 ms and hands the file over only at 100', async () => {
    const { handed, input } = renderUpload();
    const file = budgetFile();
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText(uploadTexts.uploading)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: uploadTexts.uploadProgressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await advance(200);
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    await advance(1600);
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(handed).toEqual([]);
    await advance(200);
    expect(handed).toEqual([file]);
    expect(screen.getByText(uploadTexts.uploaded)).toBeInTheDocument();
    expect(screen.getByText('obra.docx')).toBeInTheDocument();
  });

  it('tells of an accepted file as its bar starts, so that it may be read meanwhile', async () => {
    const { accepted, handed, input } = renderUpload();
    const file = budgetFile();
    fireEvent.change(input, { target: { files: [file] } });
    expect(accepted).toEqual([file]);
    expect(handed).toEqual([]);
    await advance(2000);
    expect(handed).toEqual([file]);
    expect(accepted).toEqual([file]);
  });

  it('returns to the empty drop area with Subir otro archivo', async () => {
    const { input } = renderUpload();
    fireEvent.change(input, { target: { files: [budgetFile()] } });
    await advance(2000);
    fireEvent.click(screen.getByRole('button', { name: uploadTexts.uploadAnother }));
    expect(screen.getByText(uploadTexts.dropHere)).toBeInTheDocument();
  });

  it('shows Suelta el archivo aquí while a file is dragged over and accepts the drop', async () => {
    const { handed } = renderUpload();
    const zone = screen.getByText(uploadTexts.dropHere).parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(screen.getByText(uploadTexts.releaseHere)).toBeInTheDocument();
    const file = budgetFile('mediciones.txt');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(screen.getByText(uploadTexts.uploading)).toBeInTheDocument();
    await advance(2000);
    expect(handed).toEqual([file]);
  });

  it('refuses a file of another type with the spec message', async () => {
    const { handed, accepted } = renderUpload();
    const zone = screen.getByText(uploadTexts.dropHere).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [budgetFile('foto.png')] } });
    await advance(0);
    expect(screen.getByText(toastTexts.fileErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(BUDGET_ERROR_MESSAGES['unsupported-type'])).toBeInTheDocument();
    expect(screen.getByText(uploadTexts.dropHere)).toBeInTheDocument();
    expect(accepted).toEqual([]);
    expect(handed).toEqual([]);
  });

  it('takes one file at a time', async () => {
    renderUpload();
    const zone = screen.getByText(uploadTexts.dropHere).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [budgetFile('a.txt'), budgetFile('b.txt')] } });
    await advance(0);
    expect(screen.getByText(uploadTexts.oneFileOnly)).toBeInTheDocument();
    expect(screen.queryByText(uploadTexts.uploading)).not.toBeInTheDocument();
  });
});
