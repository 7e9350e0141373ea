import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { toastTexts } from '../../texts.ts';
import { BudgetParseError, BudgetParserClient } from './budget-parser-client.ts';
import { showImportToast } from './show-import-toast.ts';

export interface BudgetImport {
  /** Spec §4: the processing flag of the main screen. */
  processing: boolean;
  /** Name of the last file handed over, if any. */
  fileName?: string;
  /** The latest successful parse, with its verdict. */
  result?: CheckedParseResult;
  processFile(file: File): Promise<void>;
  processText(text: string): Promise<void>;
}

/** Performance marks around a parse, read by bench/app-preview.bench.ts and the browser's profiler. */
export const PARSE_START_MARK = 'budget-parse-start';

function failureMessage(error: unknown, fallback: string): string {
  // The core's own message says what is wrong with this input; anything else gets the spec's text.
  return error instanceof BudgetParseError && error.code ? error.message : fallback;
}

/** Spec §4 main screen: processing sets the flag, then stores the budget and toasts, or toasts the error. */
export function useBudgetImport(): BudgetImport {
  const clientRef = useRef<BudgetParserClient | null>(null);
  const latestRequest = useRef(0);
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
      parse: (client: BudgetParserClient) => Promise<CheckedParseResult>,
      texts: { success: string; errorTitle: string; errorMessage: string },
    ) => {
      const client = clientRef.current;
      if (!client) return;
      const request = ++latestRequest.current;
      performance.mark(PARSE_START_MARK);
      setProcessing(true);
      try {
        const parsed = await parse(client);
        if (request !== latestRequest.current) return;
        // A transition lets React render the new preview in slices between frames
        // instead of one long task (a 2,000-item budget is a large tree).
        startTransition(() => setResult(parsed));
        showImportToast(parsed.check, parsed.budget.items.length, texts.success);
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

  const processFile = useCallback(
    async (file: File) => {
      setFileName(file.name);
      await run(
        async (client) => client.parseFile(await file.arrayBuffer(), file.name, file.type),
        {
          success: toastTexts.fileProcessedTitle,
          errorTitle: toastTexts.fileErrorTitle,
          errorMessage: toastTexts.fileErrorMessage,
        },
      );
    },
    [run],
  );

  const processText = useCallback(
    (text: string) =>
      run((client) => client.parseText(text), {
        success: toastTexts.contentProcessedTitle,
        errorTitle: toastTexts.contentErrorTitle,
        errorMessage: toastTexts.contentErrorMessage,
      }),
    [run],
  );

  return { processing, fileName, result, processFile, processText };
}
