import { CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import type { ReadingDoubt } from '../../../budget/check/find-reading-doubts.ts';
import type { ReadingVerdict } from '../../../budget/check/judge-reading.ts';
import type { FigureComparison } from '../../../budget/check/reconcile-budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { describeWarning } from '../../../budget/parse/describe-warning.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import type { BudgetEdit } from '../../../budget/edit/apply-budget-edit.ts';
import type { BudgetItem } from '../../../budget/model/budget.ts';
import { cn } from '../../components/ui/cn.ts';
import { readsNothing } from '../../shared/reads-nothing.ts';
import { userBudgetTexts, verdictTexts } from '../../texts.ts';
import { PlaceUnplacedLine } from './place-unplaced-line.tsx';

/** How many unplaced lines are listed; a badly recognised file can leave thousands. */
const MAX_UNPLACED_LISTED = 200;
/** How many doubtful items are listed, for the same reason. */
const MAX_DOUBTS_LISTED = 200;

interface DifferingFigure extends Omit<FigureComparison, 'lineCount'> {
  label: string;
}

/** A difference with its sign, so the user sees which side is larger. */
function signedMoney(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** The total and the chapters whose stated figure is not the sum of their lines. */
function differingFigures(check: ReadingVerdict): DifferingFigure[] {
  const figures: DifferingFigure[] = [];
  if (check.totalAgreement === 'mismatch' || check.totalAgreement === 'rounding')
    figures.push({
      label: verdictTexts.totalRow,
      parsed: check.parsed,
      stated: check.stated,
      difference: check.difference,
      agreement: check.totalAgreement,
    });
  for (const chapter of check.chapters)
    if (chapter.agreement === 'mismatch' || chapter.agreement === 'rounding')
      figures.push({ ...chapter, label: verdictTexts.chapterRow(chapter.code, chapter.title) });
  return figures;
}

function headline(check: ReadingVerdict): string {
  switch (check.status) {
    case 'reconciled':
      return verdictTexts.reconciled(
        check.chapters.filter((chapter) => chapter.stated !== undefined).length,
        check.checkedBy === 'chapters',
      );
    case 'rounding':
      return verdictTexts.reconciledWithRounding;
    case 'review':
      return verdictTexts.review;
    case 'mismatch':
      return verdictTexts.mismatch;
    case 'unchecked':
      return check.documentKind === 'price-database'
        ? verdictTexts.priceDatabase
        : verdictTexts.unchecked;
  }
}

const STATUS_ICON = {
  reconciled: CircleCheck,
  rounding: TriangleAlert,
  review: TriangleAlert,
  mismatch: TriangleAlert,
  unchecked: CircleHelp,
} as const;

/** Why an item is in doubt, in the words of texts.ts. */
function doubtReason(doubt: ReadingDoubt): string {
  switch (doubt.kind) {
    case 'amount-not-product':
      return verdictTexts.doubtAmountNotProduct;
    case 'figure-out-of-bounds':
      return verdictTexts.doubtFigureOutOfBounds;
    case 'item-without-figures':
      return verdictTexts.doubtItemWithoutFigures;
    case 'item-without-code':
      return verdictTexts.doubtItemWithoutCode;
    case 'item-without-quantity':
      return verdictTexts.doubtItemWithoutQuantity;
    case 'misread-code':
      return verdictTexts.doubtMisreadCode;
    case 'item-head-in-text':
      return verdictTexts.doubtItemHeadInText;
    case 'chapter-row-as-item':
      return verdictTexts.doubtChapterRowAsItem(
        (doubt.sums?.last ?? doubt.item) - (doubt.sums?.first ?? doubt.item) + 1,
      );
    case 'item-row-as-chapter':
      return verdictTexts.doubtItemRowAsChapter(doubt.chapterCode ?? '');
    case 'merged-figures':
      return verdictTexts.doubtMergedFigures;
    case 'unsupported-chapter':
      return verdictTexts.doubtUnsupportedChapter(
        doubt.chapterCode ?? '',
        doubt.emptyChapter === true,
      );
  }
}

/**
 * The reading's verdict, the first thing the preview shows: whether the reading
 * reconciles with the document's own totals, which figures differ and by how much,
 * what kind of document it is when it is no budget, the items in doubt (each a button
 * that takes the user to it in the table) and the lines left unplaced (in a disclosure).
 */
export function ReadingVerdictPanel({
  check,
  warnings,
  items = [],
  onEdit,
  onShowItem,
  linesEdited = false,
}: {
  check: ReadingVerdict;
  /** The user corrected lines: the figures shown are their sums, the document's only said here. */
  linesEdited?: boolean;
  warnings: readonly ParseWarning[];
  /** The items, to place an unplaced line in one by its code. */
  items?: readonly BudgetItem[];
  /** Present when the lines may be placed; returns the Spanish reason of a refusal. */
  onEdit?: (edit: BudgetEdit) => string | undefined;
  /** Present when the preview table can show an item: the doubts then lead to their items. */
  onShowItem?: (item: number) => void;
}) {
  const figures = useMemo(() => differingFigures(check), [check]);
  const doubts = check.doubts;
  const unplaced = useMemo(
    () =>
      warnings
        .filter((warning) => warning.kind === 'unplaced-line')
        .slice(0, MAX_UNPLACED_LISTED)
        .map((warning) => ({ line: warning.line, text: describeWarning(warning) })),
    [warnings],
  );
  const Icon = STATUS_ICON[check.status];

  return (
    <section
      aria-label={verdictTexts.title}
      data-status={check.status}
      className={cn(
        'mb-4 flex flex-col gap-2 rounded-md border p-3 text-sm',
        check.status === 'reconciled'
          ? 'border-success/40 bg-success/5'
          : 'border-warning/40 bg-warning/10',
      )}
    >
      <h3 className="text-sm font-semibold">{verdictTexts.title}</h3>
      <p role="status" className="flex items-start gap-2 font-medium">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-4 shrink-0',
            check.status === 'reconciled' ? 'text-success' : 'text-warning',
          )}
        />
        {readsNothing(items) ? verdictTexts.nothingRead : headline(check)}
      </p>
      {check.documentKind === 'certification' && <p>{verdictTexts.certification}</p>}

      {figures.length > 0 && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-xs">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {verdictTexts.figureColumn}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    {verdictTexts.statedColumn}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    {verdictTexts.parsedColumn}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {verdictTexts.differenceColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.label} data-agreement={figure.agreement}>
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {figure.label}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums whitespace-nowrap">
                      {figure.stated !== undefined && formatMoney(figure.stated)}
                    </td>
                    <td className="py-1 pr-3 text-right tabular-nums whitespace-nowrap">
                      {formatMoney(figure.parsed)}
                    </td>
                    <td className="py-1 text-right tabular-nums whitespace-nowrap">
                      {figure.difference !== undefined && signedMoney(figure.difference)}
                      {figure.agreement === 'rounding' && ` ${verdictTexts.rounding}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-muted-foreground">
            {linesEdited ? userBudgetTexts.editedFiguresShown : verdictTexts.documentFiguresShown}
          </p>
        </>
      )}

      {check.amountMismatches > 0 && <p>{verdictTexts.amountMismatches(check.amountMismatches)}</p>}

      {doubts.length > 0 && (
        // Open when the doubts are the verdict's reason; folded under a mismatch's figures.
        <details open={check.status === 'review'}>
          <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {verdictTexts.doubts(doubts.length)}
          </summary>
          <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-auto pl-1 text-xs">
            {doubts.slice(0, MAX_DOUBTS_LISTED).map((doubt, index) => (
              <li key={`${doubt.kind}-${doubt.item}-${index}`} data-doubt={doubt.kind}>
                {onShowItem ? (
                  <button
                    type="button"
                    aria-label={verdictTexts.showItemLabel(doubt.item + 1, doubt.codigo)}
                    className="font-medium text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onShowItem(doubt.item)}
                  >
                    {verdictTexts.showItem(doubt.item + 1, doubt.codigo)}
                  </button>
                ) : (
                  <span className="font-medium">
                    {verdictTexts.showItem(doubt.item + 1, doubt.codigo)}
                  </span>
                )}{' '}
                {doubtReason(doubt)}
              </li>
            ))}
            {doubts.length > MAX_DOUBTS_LISTED && (
              <li>{verdictTexts.moreUnplaced(doubts.length - MAX_DOUBTS_LISTED)}</li>
            )}
          </ul>
        </details>
      )}

      {check.unplacedLines > 0 && (
        <details>
          <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {verdictTexts.unplacedLines(check.unplacedLines)}
          </summary>
          <ul className="mt-2 flex max-h-64 list-disc flex-col gap-1 overflow-auto pl-5 text-xs">
            {unplaced.map(({ line, text }, index) => (
              <li key={`${line}-${index}`}>
                {text}
                {onEdit && <PlaceUnplacedLine line={line} items={items} onEdit={onEdit} />}
              </li>
            ))}
            {check.unplacedLines > unplaced.length && (
              <li>{verdictTexts.moreUnplaced(check.unplacedLines - unplaced.length)}</li>
            )}
          </ul>
        </details>
      )}
    </section>
  );
}
