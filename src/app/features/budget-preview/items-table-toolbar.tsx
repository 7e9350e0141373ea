import { Button } from '../../components/ui/button.tsx';
import { outlineTexts } from '../../texts.ts';
import { ItemSearchBox } from './item-search-box.tsx';
import type { ItemSearch } from './use-item-search.ts';

/** Above the items: the search, and for a budget with chapters, unfold all and fold all. */
export function ItemsTableToolbar({
  search,
  controls,
  onUnfoldAll,
  onFoldAll,
}: {
  search: ItemSearch;
  /** The table's id. */
  controls: string;
  onUnfoldAll?: () => void;
  onFoldAll?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="min-w-0 grow">
        <ItemSearchBox search={search} controls={controls} />
      </div>
      {onUnfoldAll && onFoldAll && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            title={outlineTexts.expandAllLabel}
            aria-controls={controls}
            onClick={onUnfoldAll}
          >
            {outlineTexts.expandAll}
          </Button>
          <Button
            variant="outline"
            size="sm"
            title={outlineTexts.collapseAllLabel}
            aria-controls={controls}
            onClick={onFoldAll}
          >
            {outlineTexts.collapseAll}
          </Button>
        </div>
      )}
    </div>
  );
}
