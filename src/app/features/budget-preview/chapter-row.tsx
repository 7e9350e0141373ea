import { ChevronRight } from 'lucide-react';
import { memo, type Ref } from 'react';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { cn } from '../../components/ui/cn.ts';
import { outlineTexts } from '../../texts.ts';
import type { OutlineChapter } from './build-budget-outline.ts';
import { shownChapterSubtotal } from './shown-chapter-subtotal.ts';

/**
 * A chapter's heading in the preview table: a button that folds and unfolds it (its state in
 * aria-expanded), its item count, and its subtotal under the TOTAL column (see shownChapterSubtotal).
 */
export const ChapterRow = memo(function ChapterRow({
  node,
  expanded,
  rowIndex,
  columnCount,
  showSubtotal,
  stickySubtotal,
  documentFigures,
  stacked,
  controls,
  offset,
  measureRef,
  virtualIndex,
  onToggle,
}: {
  node: OutlineChapter;
  expanded: boolean;
  /** The row's aria-rowindex: its place among the shown rows, the header being 1. */
  rowIndex: number;
  columnCount: number;
  /** False when the budget has no TOTAL column (a budget read without prices). */
  showSubtotal: boolean;
  /** Whether the subtotal stays at the right edge: when the table scrolls sideways. */
  stickySubtotal: boolean;
  /** True while the lines are as read: the document's stated subtotal is shown where it has one. */
  documentFigures: boolean;
  /** A phone's layout: the title wraps whole and the row is measured (see ItemRow). */
  stacked: boolean;
  /** The table's id, for the button's aria-controls. */
  controls: string;
  offset?: number;
  measureRef?: Ref<HTMLDivElement>;
  /** The row's index among the virtualiser's rows, which it measures by. */
  virtualIndex: number;
  onToggle: (code: string) => void;
}) {
  const { chapter, depth } = node;
  const top = depth <= 1;
  return (
    <div
      ref={measureRef}
      role="row"
      aria-rowindex={rowIndex}
      data-index={virtualIndex}
      data-chapter={chapter.code}
      // One line on a wide screen: its height is known before it is measured. On a phone the
      // title wraps whole (`01 VARIOS EN CAL…` at 390 px said too little) and the row is measured.
      data-one-line={stacked ? undefined : ''}
      style={offset === undefined ? undefined : { transform: `translateY(${offset}px)` }}
      className={cn(
        'flex border-t border-border sm:grid sm:grid-cols-(--preview-columns)',
        offset !== undefined && 'absolute top-0 left-0 w-full',
        top ? 'bg-chapter font-semibold' : 'bg-subchapter font-medium',
      )}
    >
      <div
        role="cell"
        aria-colspan={showSubtotal ? columnCount - 1 : columnCount}
        className={cn('min-w-0 grow', showSubtotal ? 'sm:col-[1/-2]' : 'sm:col-span-full')}
      >
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={controls}
          onClick={() => onToggle(chapter.code)}
          // Each level one step further in, so the tree reads at a glance.
          style={{ paddingLeft: `${0.25 + (depth - 1) * 0.875}rem` }}
          className="flex w-full min-w-0 items-center gap-1 py-1.5 pr-2 text-left hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-90')}
          />
          <span className="sr-only">{outlineTexts.chapterWord} </span>
          <span className="shrink-0 tabular-nums">{chapter.code}</span>{' '}
          <span className={cn('min-w-0', stacked ? 'break-words' : 'truncate')}>
            {chapter.title}
          </span>{' '}
          <span className="ml-1 shrink-0 font-normal text-muted-foreground max-sm:sr-only">
            ({outlineTexts.itemCount(node.itemCount)})
          </span>
        </button>
      </div>
      {showSubtotal && (
        <div
          role="cell"
          className={cn(
            'shrink-0 bg-inherit px-2 py-1.5 text-right whitespace-nowrap tabular-nums',
            stickySubtotal && 'sm:sticky sm:right-0',
          )}
        >
          <span className="sr-only">{outlineTexts.subtotal(chapter.code)}: </span>
          {formatMoney(shownChapterSubtotal(node, documentFigures))}
        </div>
      )}
    </div>
  );
});
