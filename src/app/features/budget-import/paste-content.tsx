import { ClipboardPaste } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { pasteTexts } from '../../texts.ts';

/** Spec §2 paste component: clipboard button, monospace textarea, submit disabled while blank. */
export function PasteContent({
  processing,
  onSubmit,
}: {
  processing: boolean;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const textareaId = useId();

  async function pasteFromClipboard() {
    try {
      setText(await navigator.clipboard.readText());
    } catch (error) {
      // Spec §8: a failed clipboard read is only logged.
      console.error('No se pudo leer el portapapeles', error);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{pasteTexts.title}</CardTitle>
        <CardDescription>{pasteTexts.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button
          variant="outline"
          className="self-start"
          onClick={() => void pasteFromClipboard()}
          disabled={processing}
        >
          <ClipboardPaste aria-hidden="true" />
          {pasteTexts.pasteFromClipboard}
        </Button>
        <div className="flex flex-col gap-2">
          <Label htmlFor={textareaId}>{pasteTexts.textareaLabel}</Label>
          <Textarea
            id={textareaId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={pasteTexts.textareaPlaceholder}
            spellCheck={false}
            className="min-h-64 font-mono text-xs leading-relaxed"
          />
        </div>
        <Button onClick={() => onSubmit(text)} disabled={processing || text.trim() === ''}>
          {processing ? pasteTexts.submitting : pasteTexts.submit}
        </Button>
      </CardContent>
    </Card>
  );
}
