import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { toastTexts } from '../../texts.ts';
import { BudgetParseError, BudgetParserClient } from './budget-parser-client.ts';
import { HANDED_OVER_MARK, READ_START_MARK } from './import-marks.ts';
import { showImportToast } from './show-import-toast.ts';

export interface BudgetImport {
  /** Spec §4: the processing flag of the main screen. */
  processing: boolean;
  /** Name of the last file handed over, if any. */
  fileName?: string;
  /** The latest successful parse, with its verdict. */
  result?: CheckedParseResult;
  /**
   * Starts reading a file the upload component has accepted, while its progress bar runs
   * (spec §4: the file is handed over only at 100, 2 s later). processFile of the same file
   * then takes this reading instead of starting another, and reports its outcome.
   */
  readAhead(file: File): void;
  processFile(file: File): Promise<void>;
  processText(text: string): Promise<void>;
}

type Reading = Promise<CheckedParseResult>;

function failureMessage(error: unknown, fallback: string): string {
  // The core's own message says what is wrong with this input; anything else gets the spec's text.
  return error instanceof BudgetParseError && error.code ? error.message : fallback;
}

/** Spec §4 main screen: processing sets the flag, then stores the budget and toasts, or toasts the error. */
export function useBudgetImport(): BudgetImport {
  const clientRef = useRef<BudgetParserClient | null>(null);
  const latestRequest = useRef(0);
  const readingAhead = useRef<{ file: File; reading: Reading }>(undefined);
  const [processing, setProcessing] = useState(false);
  const [fileName, setFileName] = useState<string>();
  const [result, setResult] = useState<CheckedParseResult>();

  useEffect(() => {
    const client = new BudgetParserClient();
    client.warmUp();
    clientRef.current = client;
    return () => {
      client.dispose();
      clientRef.current = null;
    };
  }, []);

  const run = useCallback(
    async (
      read: (client: BudgetParserClient) => Reading,
      texts: { success: string; errorTitle: string; errorMessage: string },
    ) => {
      const client = clientRef.current;
      if (!client) return;
      const request = ++latestRequest.current;
      performance.mark(HANDED_OVER_MARK);
      setProcessing(true);
      try {
        const parsed = await read(client);
        if (request !== latestRequest.current) return;
        // A transition lets React render the new preview in slices between frames
        // instead of one long task (a 2,000-item budget is a large tree).
        startTransition(() => setResult(parsed));
        showImportToast(parsed.check, parsed.budget.items, texts.success);
      } catch (error) {
        if (request !== latestRequest.current) return;
        console.error(texts.errorTitle, error);
        toast.error(texts.errorTitle, { description: failureMessage(error, texts.errorMessage) });
      } finally {
        if (request === latestRequest.current) setProcessing(false);
      }
    },
    [],
  );

  const readAhead = useCallback((file: File) => {
    const client = clientRef.current;
    if (!client) return;
    const reading = readFile(client, file);
    // A failure is reported when the file is handed over, not while its progress bar runs.
    reading.catch(() => {});
    readingAhead.current = { file, reading };
  }, []);

  const processFile = useCallback(
    async (file: File) => {
      setFileName(file.name);
      const ahead = readingAhead.current;
      readingAhead.current = undefined;
      await run((client) => (ahead?.file === file ? ahead.reading : readFile(client, file)), {
        success: toastTexts.fileProcessedTitle,
        errorTitle: toastTexts.fileErrorTitle,
        errorMessage: toastTexts.fileErrorMessage,
      });
    },
    [run],
  );

  const processText = useCallback(
    (text: string) =>
      run(
        (client) => {
          performance.mark(READ_START_MARK);
          return client.parseText(text);
        },
        {
          success: toastTexts.contentProcessedTitle,
          errorTitle: toastTexts.contentErrorTitle,
          errorMessage: toastTexts.contentErrorMessage,
        },
      ),
    [run],
  );

  return { processing, fileName, result, readAhead, processFile, processText };
}

async function readFile(client: BudgetParserClient, file: File): Reading {
  performance.mark(READ_START_MARK);
  return client.parseFile(await file.arrayBuffer(), file.name, file.type);
}
