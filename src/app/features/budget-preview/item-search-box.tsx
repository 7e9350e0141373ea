import { ChevronDown, ChevronUp, Search, X } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { itemSearchTexts } from '../../texts.ts';
import type { ItemSearch } from './use-item-search.ts';

/**
 * The search above the items: find as you type, the count of matches, and the keys of a
 * browser's own find bar (Enter and Shift+Enter, or the arrows, move; Escape clears).
 */
export function ItemSearchBox({ search, controls }: { search: ItemSearch; controls: string }) {
  const hintId = useId();
  const { query, matches, current } = search;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const previous = (event.key === 'Enter' && event.shiftKey) || event.key === 'ArrowUp';
    const next = (event.key === 'Enter' && !event.shiftKey) || event.key === 'ArrowDown';
    if (previous || next) {
      event.preventDefault();
      search.step(previous ? -1 : 1);
    } else if (event.key === 'Escape' && query !== '') {
      // Handled here, not by the browser's own clearing of a search field, which fires no step.
      event.preventDefault();
      search.clear();
    }
  }

  return (
    <div
      role="search"
      aria-label={itemSearchTexts.region}
      className="flex flex-wrap items-center gap-2"
    >
      <div className="relative min-w-48 grow sm:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          aria-label={itemSearchTexts.label}
          aria-controls={controls}
          aria-describedby={hintId}
          placeholder={itemSearchTexts.placeholder}
          value={query}
          onChange={(event) => search.type(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-9 w-full rounded-md border border-input bg-white pr-8 pl-8 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
        />
        {query !== '' && (
          <button
            type="button"
            aria-label={itemSearchTexts.clear}
            title={itemSearchTexts.clear}
            onClick={search.clear}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-0.5 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <span id={hintId} className="sr-only">
        {itemSearchTexts.hint}
      </span>
      {/* Always present, so that screen readers announce each new count. */}
      <span role="status" className="min-w-28 text-xs text-muted-foreground tabular-nums">
        {query.trim() === '' ? '' : itemSearchTexts.matches(current + 1, matches.length)}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="size-8 p-0"
        aria-label={itemSearchTexts.previous}
        title={itemSearchTexts.previous}
        disabled={matches.length === 0}
        onClick={() => search.step(-1)}
      >
        <ChevronUp aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="size-8 p-0"
        aria-label={itemSearchTexts.next}
        title={itemSearchTexts.next}
        disabled={matches.length === 0}
        onClick={() => search.step(1)}
      >
        <ChevronDown aria-hidden="true" />
      </Button>
    </div>
  );
}
