import { CircleCheck, FileUp, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { toast } from 'sonner';
import {
  FILE_PICKER_CANCEL_CHECK_MS,
  UPLOAD_PROGRESS_INTERVAL_MS,
  UPLOAD_PROGRESS_STEP,
} from '../../../budget/constants.ts';
import { BUDGET_ERROR_MESSAGES } from '../../../budget/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Progress } from '../../components/ui/progress.tsx';
import { toastTexts, uploadTexts } from '../../texts.ts';
import { ACCEPT_ATTRIBUTE, isAcceptedFileName } from './accepted-file-types.ts';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; progress: number }
  | { phase: 'done'; file: File };

/**
 * Spec §2/§4 upload component: drag and drop or picker, one file at a time;
 * a progress bar rising 10 points every 200 ms; the file goes to the parent at 100.
 * `onFileAccepted` hears of the file when its bar starts, so the parent may begin reading it.
 */
export function FileUpload({
  onFileAccepted,
  onFileSelected,
}: {
  onFileAccepted?: (file: File) => void;
  onFileSelected: (file: File) => void;
}) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectButtonRef = useRef<HTMLButtonElement>(null);
  const resetButtonRef = useRef<HTMLButtonElement>(null);
  const pickerChoseFile = useRef(false);
  const onFileSelectedRef = useRef(onFileSelected);
  useEffect(() => {
    onFileSelectedRef.current = onFileSelected;
  }, [onFileSelected]);

  const uploadingFile = state.phase === 'uploading' ? state.file : undefined;
  useEffect(() => {
    if (!uploadingFile) return;
    const timer = window.setInterval(() => {
      setState((current) => {
        if (current.phase !== 'uploading') return current;
        const progress = Math.min(100, current.progress + UPLOAD_PROGRESS_STEP);
        return progress >= 100 ? { phase: 'done', file: current.file } : { ...current, progress };
      });
    }, UPLOAD_PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [uploadingFile]);

  const doneFile = state.phase === 'done' ? state.file : undefined;
  useEffect(() => {
    if (!doneFile) return;
    onFileSelectedRef.current(doneFile);
    resetButtonRef.current?.focus();
  }, [doneFile]);

  function accept(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      toast.error(toastTexts.fileErrorTitle, { description: uploadTexts.oneFileOnly });
      return;
    }
    const file = files[0]!;
    if (!isAcceptedFileName(file.name)) {
      toast.error(toastTexts.fileErrorTitle, {
        description: BUDGET_ERROR_MESSAGES['unsupported-type'],
      });
      return;
    }
    setState({ phase: 'uploading', file, progress: 0 });
    onFileAccepted?.(file);
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    pickerChoseFile.current = true;
    accept(event.target.files);
    // Clearing lets the same file be chosen again after 'Subir otro archivo'.
    event.target.value = '';
  }

  function openPicker() {
    const input = inputRef.current;
    if (!input) return;
    pickerChoseFile.current = false;
    // Browsers give no reliable cancel event for the picker: when the window gets focus back,
    // wait for the change event to land, and if no file came the dialog was cancelled.
    window.addEventListener(
      'focus',
      () => {
        window.setTimeout(() => {
          if (!pickerChoseFile.current) selectButtonRef.current?.focus();
        }, FILE_PICKER_CANCEL_CHECK_MS);
      },
      { once: true },
    );
    input.click();
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!dragging) setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (state.phase === 'uploading') return;
    accept(event.dataTransfer.files);
  }

  if (state.phase === 'uploading') {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-white p-6">
        <div className="flex items-center gap-3">
          <Upload aria-hidden="true" className="size-5 text-primary" />
          <p className="text-sm font-medium">{uploadTexts.uploading}</p>
        </div>
        <p className="truncate text-sm text-muted-foreground">{state.file.name}</p>
        <Progress value={state.progress} aria-label={uploadTexts.uploadProgressLabel} />
      </div>
    );
  }

  if (state.phase === 'done') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-success/40 bg-success/5 p-6 text-center">
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <p className="font-medium">{uploadTexts.uploaded}</p>
        <p className="max-w-full truncate text-sm text-muted-foreground">{state.file.name}</p>
        <Button ref={resetButtonRef} variant="outline" onClick={() => setState({ phase: 'idle' })}>
          {uploadTexts.uploadAnother}
        </Button>
      </div>
    );
  }

  return (
    <div
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging ? '' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border bg-white px-6 py-10 text-center transition-colors',
        'data-[dragging]:border-primary data-[dragging]:bg-primary/5',
      )}
    >
      <FileUp aria-hidden="true" className="size-10 text-primary" />
      <p className="text-base font-medium">
        {dragging ? uploadTexts.releaseHere : uploadTexts.dropHere}
      </p>
      <p className="text-sm text-muted-foreground">{uploadTexts.supportedFormats}</p>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label={uploadTexts.fileInputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={onInputChange}
      />
      <Button ref={selectButtonRef} variant="outline" onClick={openPicker}>
        {uploadTexts.selectFile}
      </Button>
    </div>
  );
}
