import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConversationSidebar } from '@/features/conversations';
import { EmptyState } from './empty-state';
import { TopBar } from './top-bar';

// Settings open on demand: their code loads then (a local chunk of a few kB), not with the first paint.
const SettingsScreen = lazy(() =>
  import('@/features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);

export interface HomeLayoutProps {
  conversationId: string | null;
  /** False shows the empty state (clock, tagline, `input`); true shows `conversation`. */
  hasMessages: boolean;
  onNewConversation: () => void;
  onSelectConversation: (id: string, title: string) => Promise<void>;
  /** A saved conversation was renamed or deleted from the sidebar. */
  onConversationRenamed?: (id: string, title: string) => void;
  onConversationDeleted?: (id: string) => void;
  /** The input box of the empty state. */
  input: ReactNode;
  /** Under the empty state: what to ask and where answers come from. */
  guide?: ReactNode;
  /** The open conversation (header, messages, follow-up input). */
  conversation: ReactNode;
}

/** The main screen's frame: sidebar, top bar, content and the settings screen over it. */
export function HomeLayout({
  conversationId,
  hasMessages,
  onNewConversation,
  onSelectConversation,
  onConversationRenamed,
  onConversationDeleted,
  input,
  guide,
  conversation,
}: HomeLayoutProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  // Focus goes back to what opened settings. Remembered here, at the click: the page turns inert
  // at once, which takes the focus away before the settings code (loaded on demand) could note it.
  const opener = useRef<HTMLElement | null>(null);
  const openSettings = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  };
  useEffect(() => {
    if (settingsOpen || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [settingsOpen]);

  return (
    <div className="relative h-dvh overflow-hidden bg-background">
      {/* While settings cover the page, what lies beneath cannot be focused or clicked. */}
      <div className="flex h-full" inert={settingsOpen}>
        <ConversationSidebar
          activeId={conversationId}
          onSelect={onSelectConversation}
          mobileOpen={historyOpen}
          onMobileOpenChange={setHistoryOpen}
          onRenamed={onConversationRenamed}
          onDeleted={onConversationDeleted}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            onNewConversation={onNewConversation}
            onOpenSettings={openSettings}
            onOpenHistory={() => setHistoryOpen(true)}
          />
          <main className="min-h-0 flex-1">
            {hasMessages ? (
              conversation
            ) : (
              <div className="h-full overflow-y-auto">
                <EmptyState input={input} guide={guide} />
              </div>
            )}
          </main>
        </div>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsScreen onBack={closeSettings} />
        </Suspense>
      )}
    </div>
  );
}
