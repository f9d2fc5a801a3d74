import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The search field above the saved conversations; Escape or the clear button empties it. */
export function ConversationSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="search" className="px-2 pb-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Search conversations"
          placeholder="Search conversations"
          value={value}
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              // Clearing the search is what Escape does here; a drawer around it stays open.
              event.preventDefault();
              event.stopPropagation();
              onChange('');
            }
          }}
          className="h-9 w-full rounded-lg border bg-background pr-9 pl-8.5 text-sm text-foreground outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
        />
        {value !== '' && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Clear search"
            className="absolute top-1/2 right-1 size-7 -translate-y-1/2 text-muted-foreground"
            onClick={() => onChange('')}
          >
            <X className="size-3.5" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
