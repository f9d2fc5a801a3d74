import { useState } from 'react';
import { Loader2, MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import type { ConversationTitle } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { RenameField } from './rename-field';

interface ConversationListProps {
  titles: readonly ConversationTitle[] | undefined;
  isLoading: boolean;
  activeId: string | null | undefined;
  onSelect: (item: ConversationTitle) => Promise<void>;
  /** Saves a new title; rejects with the reason the field shows. */
  onRename: (id: string, title: string) => Promise<void>;
  /** Asks to delete (the sidebar confirms first). */
  onDelete: (item: ConversationTitle) => void;
  /** What an empty list says ('No conversations yet', or that a search found nothing). */
  emptyText?: string;
  /** Hidden but focusable while the rail is collapsed; focusing it expands the rail. */
  className?: string;
}

const displayTitle = (item: ConversationTitle) => item.title.trim() || 'Untitled';

/** The saved conversations, in the order the server gives (newest first), each with Rename and Delete. */
export function ConversationList({
  titles,
  isLoading,
  activeId,
  onSelect,
  onRename,
  onDelete,
  emptyText = 'No conversations yet',
  className,
}: ConversationListProps) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

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
    return <p className={cn('px-4 py-3 text-sm text-muted-foreground', className)}>{emptyText}</p>;
  }

  const select = (item: ConversationTitle) => {
    setPendingId(item.id);
    void onSelect(item).finally(() => setPendingId(null));
  };

  return (
    <ul aria-label="Conversation history" className={cn('space-y-0.5 px-2 py-1', className)}>
      {titles.map((item) => {
        const active = item.id === activeId;
        const title = displayTitle(item);
        if (item.id === editingId) {
          return (
            <li key={item.id}>
              <RenameField item={item} onRename={onRename} onDone={() => setEditingId(null)} />
            </li>
          );
        }
        return (
          <li key={item.id} className="group/item relative">
            <button
              type="button"
              onClick={() => select(item)}
              aria-current={active ? 'true' : undefined}
              title={item.title}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm transition-colors outline-none',
                'group-focus-within/item:pr-17 group-hover/item:pr-17 pointer-coarse:pr-17 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
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
              <span className="truncate">{title}</span>
            </button>
            {/* Shown on hover or keyboard focus of the row, always on touch screens (nothing hovers
                there); always reachable with Tab. */}
            <div className="absolute inset-y-0 right-1 flex items-center gap-0.5 opacity-0 transition-opacity group-focus-within/item:opacity-100 group-hover/item:opacity-100 pointer-coarse:opacity-100">
              <Button
                variant="ghost"
                size="icon"
                className="size-7 text-muted-foreground hover:text-foreground"
                aria-label={`Rename ${title}`}
                title="Rename"
                onClick={() => setEditingId(item.id)}
              >
                <Pencil className="size-3.5" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Delete ${title}`}
                title="Delete"
                onClick={() => onDelete(item)}
              >
                <Trash2 className="size-3.5" aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
