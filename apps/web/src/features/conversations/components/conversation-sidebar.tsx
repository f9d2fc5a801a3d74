import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { History, X } from 'lucide-react';
import type { ConversationTitle } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { useAuth } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useIsMobile } from '@/hooks/use-mobile';
import { useConversationTitles } from '../api/conversations-api';
import { useConversationSearch } from '../api/manage-api';
import { useConversationActions, type ConversationActionCallbacks } from '../hooks/use-conversation-actions';
import { ConversationList } from './conversation-list';
import { ConversationSearchBox } from './conversation-search-box';
import { DocumentsLink } from './documents-link';

// The confirmation (and the dialog library under it) loads when first asked for, not with the page.
const DeleteConversationDialog = lazy(() =>
  import('./delete-conversation-dialog').then((module) => ({ default: module.DeleteConversationDialog })),
);

/** Typing pause after which the search is sent (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface ConversationSidebarProps extends ConversationActionCallbacks {
  /** The open conversation, highlighted in the list. */
  activeId?: string | null;
  /** Loads a conversation (the chat's `loadConversation`); a rejection shows 'Failed to load conversation'. */
  onSelect: (id: string, title: string) => Promise<void>;
  /** Phone layout: whether the drawer is open, and how to close it. */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
}

function errorToast(description: string): void {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * Saved conversations, for signed-in users only. On wide screens a 48 px rail that widens to
 * w-80 on hover or keyboard focus, over the page; on phones a drawer.
 */
export function ConversationSidebar({
  activeId,
  onSelect,
  mobileOpen = false,
  onMobileOpenChange,
  onRenamed,
  onDeleted,
}: ConversationSidebarProps) {
  const { isAuthenticated } = useAuth();
  const isMobile = useIsMobile();
  const titles = useConversationTitles(isAuthenticated);
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const results = useConversationSearch(searched, isAuthenticated);
  const { rename, remove } = useConversationActions({ onRenamed, onDeleted });
  const [deleting, setDeleting] = useState<ConversationTitle | null>(null);

  useEffect(() => {
    if (titles.isError) errorToast('Failed to load saved conversations');
  }, [titles.isError, titles.errorUpdatedAt]);
  useEffect(() => {
    if (results.isError) errorToast('Failed to search conversations');
  }, [results.isError, results.errorUpdatedAt]);

  if (!isAuthenticated) return null;

  const select = async ({ id, title }: ConversationTitle) => {
    try {
      await onSelect(id, title);
      onMobileOpenChange?.(false);
    } catch {
      errorToast('Failed to load conversation');
    }
  };
  const searching = searched !== '';
  const searchBox = <ConversationSearchBox value={query} onChange={setQuery} />;
  const list = (
    <>
      <ConversationList
        titles={searching ? results.data : titles.data}
        isLoading={searching ? results.isPending : titles.isPending}
        activeId={activeId}
        onSelect={select}
        onRename={rename}
        onDelete={setDeleting}
        emptyText={searching ? `No conversations match “${searched}”` : 'No conversations yet'}
      />
      {deleting && (
        <Suspense fallback={null}>
          <DeleteConversationDialog item={deleting} onConfirm={remove} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </>
  );

  if (isMobile) {
    return mobileOpen ? (
      <MobileDrawer onClose={() => onMobileOpenChange?.(false)} top={searchBox} bottom={<DocumentsLink />}>
        {list}
      </MobileDrawer>
    ) : null;
  }

  return (
    <aside aria-label="Saved conversations" className="relative z-30 w-12 shrink-0">
      <div className="group/rail absolute inset-y-0 left-0 flex w-12 flex-col overflow-hidden border-r bg-card/95 backdrop-blur transition-[width,box-shadow] duration-200 ease-out hover:w-80 hover:shadow-2xl has-focus-visible:w-80 has-focus-visible:shadow-2xl">
        <div className="flex h-14 shrink-0 items-center gap-3 px-3.5">
          <History className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-sm font-semibold whitespace-nowrap opacity-0 transition-opacity group-hover/rail:opacity-100 group-has-focus-visible/rail:opacity-100">
            Conversations
          </h2>
        </div>
        <div className="w-80 shrink-0 opacity-0 transition-opacity group-hover/rail:opacity-100 group-has-focus-visible/rail:opacity-100">
          {searchBox}
        </div>
        <ScrollArea className="min-h-0 flex-1">
          <div className="w-80 opacity-0 transition-opacity group-hover/rail:opacity-100 group-has-focus-visible/rail:opacity-100">
            {list}
          </div>
        </ScrollArea>
        <DocumentsLink rail />
      </div>
    </aside>
  );
}

/** The phone version: a panel over the page with a backdrop; Escape or the backdrop closes it. */
function MobileDrawer({
  onClose,
  top,
  bottom,
  children,
}: {
  onClose: () => void;
  top: ReactNode;
  bottom: ReactNode;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // When the drawer closes, focus returns to the button that opened it.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);
  // The latest onClose, read when needed: the focus below moves into the panel once, on opening,
  // not again on every render (that would pull focus out of a confirmation or a rename field).
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // An Escape something inside already used (a confirmation closing, a search clearing) is not ours.
      if (event.key === 'Escape' && !event.defaultPrevented) close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="fixed inset-0 z-50">
      <button
        type="button"
        aria-label="Close conversations"
        className="absolute inset-0 bg-black/40 animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Saved conversations"
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col border-r bg-card shadow-2xl outline-none animate-fade-in"
      >
        <div className="flex h-14 shrink-0 items-center justify-between gap-3 pr-2 pl-4">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <History className="size-5 text-muted-foreground" aria-hidden="true" />
            Conversations
          </h2>
          <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
        {top}
        <ScrollArea className="min-h-0 flex-1">{children}</ScrollArea>
        {bottom}
      </div>
    </div>
  );
}
