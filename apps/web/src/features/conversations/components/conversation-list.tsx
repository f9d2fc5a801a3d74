import { useState } from 'react';
import { Loader2, MessageSquareText } from 'lucide-react';
import type { ConversationTitle } from '@pardus/protocol';
import { cn } from '@/lib/utils';

interface ConversationListProps {
  titles: readonly ConversationTitle[] | undefined;
  isLoading: boolean;
  activeId: string | null | undefined;
  onSelect: (item: ConversationTitle) => Promise<void>;
  /** Hidden but focusable while the rail is collapsed; focusing it expands the rail. */
  className?: string;
}

/** The saved conversations, in the order the server gives (newest first). */
export function ConversationList({
  titles,
  isLoading,
  activeId,
  onSelect,
  className,
}: ConversationListProps) {
  const [pendingId, setPendingId] = useState<string | null>(null);

  if (isLoading) {
    return (
      <div
        className={cn('space-y-2 px-3 py-2', className)}
        aria-busy="true"
        aria-label="Loading conversations"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-8 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
    );
  }
  if (!titles || titles.length === 0) {
    return <p className={cn('px-4 py-3 text-sm text-muted-foreground', className)}>No conversations yet</p>;
  }

  const select = (item: ConversationTitle) => {
    setPendingId(item.id);
    void onSelect(item).finally(() => setPendingId(null));
  };

  return (
    <ul aria-label="Conversation history" className={cn('space-y-0.5 px-2 py-1', className)}>
      {titles.map((item) => {
        const active = item.id === activeId;
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => select(item)}
              aria-current={active ? 'true' : undefined}
              title={item.title}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition-colors outline-none',
                'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                active
                  ? 'bg-accent font-medium text-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {pendingId === item.id ? (
                <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              ) : (
                <MessageSquareText className="size-4 shrink-0 opacity-70" aria-hidden="true" />
              )}
              <span className="truncate">{item.title.trim() || 'Untitled'}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
