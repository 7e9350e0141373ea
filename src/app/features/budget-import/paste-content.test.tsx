// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pasteTexts } from '../../texts.ts';
import { PasteContent } from './paste-content.tsx';

function renderPaste(processing = false) {
  const submitted: string[] = [];
  const view = render(
    <PasteContent processing={processing} onSubmit={(text) => submitted.push(text)} />,
  );
  return { submitted, view };
}

describe('PasteContent', () => {
  it('shows its card title and a monospace text area', () => {
    renderPaste();
    expect(screen.getByRole('heading', { name: pasteTexts.title })).toBeInTheDocument();
    expect(screen.getByLabelText(pasteTexts.textareaLabel)).toHaveClass('font-mono');
  });

  it('keeps Procesar Presupuesto disabled while the text is blank', async () => {
    const user = userEvent.setup();
    renderPaste();
    const submit = screen.getByRole('button', { name: pasteTexts.submit });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(pasteTexts.textareaLabel), '   ');
    expect(submit).toBeDisabled();
  });

  it('hands the typed text to the parent', async () => {
    const user = userEvent.setup();
    const { submitted } = renderPaste();
    await user.type(screen.getByLabelText(pasteTexts.textareaLabel), 'E01.01 m2 Solera');
    await user.click(screen.getByRole('button', { name: pasteTexts.submit }));
    expect(submitted).toEqual(['E01.01 m2 Solera']);
  });

  it('reads the clipboard into the text area', async () => {
    const user = userEvent.setup();
    renderPaste();
    await navigator.clipboard.writeText('D01 ud Demolición\n1,00 25,00 25,00');
    await user.click(screen.getByRole('button', { name: pasteTexts.pasteFromClipboard }));
    await waitFor(() =>
      expect(screen.getByLabelText(pasteTexts.textareaLabel)).toHaveValue(
        'D01 ud Demolición\n1,00 25,00 25,00',
      ),
    );
  });

  it('only logs a failed clipboard read', async () => {
    const user = userEvent.setup();
    renderPaste();
    const readText = vi
      .spyOn(navigator.clipboard, 'readText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: pasteTexts.pasteFromClipboard }));
    await waitFor(() => expect(logged).toHaveBeenCalledOnce());
    expect(screen.getByLabelText(pasteTexts.textareaLabel)).toHaveValue('');
    readText.mockRestore();
    logged.mockRestore();
  });

  it('shows Procesando contenido... and blocks a second submit while processing', async () => {
    const user = userEvent.setup();
    const { view, submitted } = renderPaste();
    await user.type(screen.getByLabelText(pasteTexts.textareaLabel), 'algún texto');
    view.rerender(<PasteContent processing onSubmit={(text) => submitted.push(text)} />);
    expect(screen.getByRole('button', { name: pasteTexts.submitting })).toBeDisabled();
  });
});
