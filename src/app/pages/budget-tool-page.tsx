import { FileText, LogOut, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CompanyLogo } from '../components/company-logo.tsx';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { supabase } from '../features/auth/supabase-client.ts';
import { DownloadBudgetButton } from '../features/budget-export/download-budget-button.tsx';
import { downloadBudgetDocx } from '../features/budget-export/download-budget-docx.ts';
import { downloadBudgetPdf } from '../features/budget-export/download-budget-pdf.ts';
import { downloadProvedExport } from '../features/budget-export/download-proved-export.ts';
import { saveBytesAsFile } from '../features/budget-export/save-bytes-as-file.ts';
import { FileUpload } from '../features/budget-import/file-upload.tsx';
import { PasteContent } from '../features/budget-import/paste-content.tsx';
import { useBudgetImport } from '../features/budget-import/use-budget-import.ts';
import { PreviewPanel } from '../features/budget-preview/preview-panel.tsx';
import { useScrollIntoViewOnChange } from '../features/budget-preview/use-scroll-into-view-on-change.ts';
import { DuplicateSourceDialog } from '../features/saved-budgets/duplicate-source-dialog.tsx';
import { KeepOriginalCheckbox } from '../features/saved-budgets/keep-original-checkbox.tsx';
import { OriginalStatusLine } from '../features/saved-budgets/original-status.tsx';
import { SaveStatusLine } from '../features/saved-budgets/save-status.tsx';
import type { SavedDocument } from '../features/saved-budgets/saved-document.ts';
import type { SavedBudgetDownload } from '../features/saved-budgets/saved-budgets-list.tsx';
import { useReopenAfterReload } from '../features/saved-budgets/use-reopen-after-reload.ts';
import { useKeepOriginalPreference } from '../features/saved-budgets/use-keep-original-preference.ts';
import { useSavedBudget } from '../features/saved-budgets/use-saved-budget.ts';
import {
  useBudgetEditing,
  useUndoShortcuts,
} from '../features/budget-preview/use-budget-editing.ts';
import { appTexts, headerTexts, savedBudgetTexts, toolTexts } from '../texts.ts';
import { shownFileName } from './shown-file-name.ts';

/** A kept original is downloaded as the bytes it was, under its own name and extension. */
const ORIGINAL_MIME_TYPE = 'application/octet-stream';

/**
 * What each budget in 'Mis presupuestos' downloads, in the order of its buttons: the export
 * feature's downloads, composed here because features do not import each other.
 */
const SAVED_BUDGET_DOWNLOADS: readonly SavedBudgetDownload[] = [
  { format: savedBudgetTexts.formatWord, confirmWithoutPrices: true, download: downloadBudgetDocx },
  { format: savedBudgetTexts.formatPdf, confirmWithoutPrices: true, download: downloadBudgetPdf },
  {
    format: savedBudgetTexts.formatBc3,
    confirmWithoutPrices: false,
    download: (budget) => downloadProvedExport(budget, 'bc3'),
  },
  {
    format: savedBudgetTexts.formatExcel,
    confirmWithoutPrices: false,
    download: (budget) => downloadProvedExport(budget, 'xlsx'),
  },
];

// 'Mis presupuestos' loads as its own chunk, after the tool itself.
const SavedBudgetsList = lazy(() => import('../features/saved-budgets/saved-budgets-list.tsx'));

/** Spec §2 main screen: header, the two input tabs, and the preview panel. */
export default function BudgetToolPage() {
  const { user, signOut } = useAuth();
  const budgetImport = useBudgetImport();
  // Issue 14: what was last handed to the reader, saved with its reading once it arrives.
  const [source, setSource] = useState<File | string>();
  const importedDocument = useMemo<SavedDocument | undefined>(
    () =>
      budgetImport.result && source !== undefined
        ? { origin: { kind: 'import', source }, result: budgetImport.result }
        : undefined,
    // A new reading is a new document; choosing a file whose reading fails is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [budgetImport.result],
  );
  // A budget opened from the list is shown until the next reading arrives.
  const [opened, setOpened] = useState<{ document: SavedDocument; over?: unknown }>();
  const shownDocument =
    opened !== undefined && opened.over === budgetImport.result
      ? opened.document
      : importedDocument;
  // The preview, its verdict and the download all follow the corrected reading.
  const editing = useBudgetEditing(shownDocument?.result);
  useUndoShortcuts(editing);
  // Corrections are saved with the document they correct: same origin, corrected reading.
  const editedDocument = useMemo<SavedDocument | undefined>(
    () =>
      shownDocument === undefined || editing.result === undefined
        ? undefined
        : editing.result === shownDocument.result
          ? shownDocument
          : { origin: shownDocument.origin, result: editing.result },
    [shownDocument, editing.result],
  );
  // A budget just read or opened from the list is what the user wants to see: the view moves
  // to it (on a phone the preview is below the upload area and the list).
  const previewRef = useRef<HTMLDivElement>(null);
  useScrollIntoViewOnChange(previewRef, shownDocument);
  const [keepOriginal, setKeepOriginal] = useKeepOriginalPreference(user?.id);
  const savedBudget = useSavedBudget(supabase, editedDocument, keepOriginal);
  function openDocument(document: SavedDocument) {
    setOpened({ document, over: budgetImport.result });
  }
  // A reload shows again the saved budget the tab showed.
  useReopenAfterReload({
    client: supabase,
    userId: user?.id,
    // A budget opened from the list is known by its id at once, before its saver reports.
    openId:
      savedBudget.openId ??
      (shownDocument?.origin.kind === 'saved' ? shownDocument.origin.summary.id : undefined),
    onReopen: openDocument,
  });

  const fileName = shownFileName(budgetImport.processing, source, shownDocument);

  async function onSignOut() {
    try {
      await signOut();
    } catch (error) {
      // supabase-js keeps the session when the server cannot be reached: say so, or the
      // button would seem to do nothing.
      console.error('Error al cerrar sesión', error);
      toast.error(headerTexts.signOutErrorTitle, { description: headerTexts.signOutErrorMessage });
    }
  }

  return (
    <div className="min-h-dvh bg-muted">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 xl:max-w-[90rem]">
          <div className="flex min-w-0 items-center gap-3">
            <CompanyLogo alt={headerTexts.logoAlt} className="h-10" />
            <div className="min-w-0">
              <h1 className="text-lg font-bold leading-tight sm:text-xl">{appTexts.title}</h1>
              <p className="text-sm text-muted-foreground">{headerTexts.subtitle}</p>
            </div>
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <span className="truncate text-sm text-muted-foreground">{user?.email}</span>
            <Button variant="outline" size="sm" onClick={() => void onSignOut()}>
              <LogOut aria-hidden="true" />
              {headerTexts.signOut}
            </Button>
          </div>
        </div>
      </header>

      {/* From 1,280 px the preview takes the larger share: its figures beside a readable title. */}
      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] xl:max-w-[90rem]">
        <section aria-label={toolTexts.inputModeLabel} className="min-w-0">
          <Tabs defaultValue="upload">
            <TabsList aria-label={toolTexts.inputModeLabel}>
              <TabsTrigger value="upload">
                <Upload aria-hidden="true" />
                {toolTexts.uploadTab}
              </TabsTrigger>
              <TabsTrigger value="paste">
                <FileText aria-hidden="true" />
                {toolTexts.pasteTab}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="upload" className="flex flex-col gap-4">
              <p className="text-sm text-muted-foreground">{toolTexts.uploadIntro}</p>
              <FileUpload
                onFileAccepted={budgetImport.readAhead}
                onFileSelected={(file) => {
                  setSource(file);
                  void budgetImport.processFile(file);
                }}
              />
              <KeepOriginalCheckbox checked={keepOriginal} onCheckedChange={setKeepOriginal} />
              {fileName && (
                <p className="truncate text-sm">
                  <span className="text-muted-foreground">{toolTexts.selectedFile}</span>{' '}
                  <span className="font-medium">{fileName}</span>
                </p>
              )}
              {budgetImport.processing && fileName && (
                <Spinner label={toolTexts.processingFile} showLabel className="justify-start" />
              )}
            </TabsContent>
            <TabsContent value="paste">
              <PasteContent
                processing={budgetImport.processing}
                onSubmit={(text) => {
                  setSource(text);
                  void budgetImport.processText(text);
                }}
              />
            </TabsContent>
          </Tabs>
          <Suspense fallback={null}>
            <div className="mt-6">
              <SavedBudgetsList
                client={supabase}
                onOpen={openDocument}
                downloads={SAVED_BUDGET_DOWNLOADS}
                openBudgetId={savedBudget.openId}
                onSaveFile={(bytes, name) => saveBytesAsFile(bytes, name, ORIGINAL_MIME_TYPE)}
                onChanged={savedBudget.adopt}
                refreshToken={savedBudget.listToken}
              />
            </div>
          </Suspense>
        </section>
        <DuplicateSourceDialog
          duplicate={savedBudget.duplicate}
          onChoose={(choice) =>
            void savedBudget
              .resolveDuplicate(choice)
              .then((document) => document && openDocument(document))
          }
        />
        <div ref={previewRef} className="min-w-0 scroll-mt-2">
          <PreviewPanel
            result={editing.result}
            editing={editing}
            action={
              <div className="flex flex-col items-end gap-1">
                <DownloadBudgetButton
                  budget={editing.result?.budget}
                  check={editing.result?.check}
                />
                <SaveStatusLine
                  status={savedBudget.status}
                  onReload={() =>
                    void savedBudget.reload().then((document) => document && openDocument(document))
                  }
                  onSaveAsCopy={savedBudget.saveAsCopy}
                />
                <OriginalStatusLine status={savedBudget.original} />
              </div>
            }
          />
        </div>
      </main>
    </div>
  );
}
