import { lazy, Suspense } from 'react';

const loadConversationView = () => import('./conversation-view');
const LoadedConversationView = lazy(() =>
  loadConversationView().then((m) => ({ default: m.ConversationView })),
);

/**
 * Starts loading the conversation view (messages, answer tabs, sources, research progress, sharing)
 * ahead of need: once the page is idle after its first paint, and when the question box is used.
 */
export function preloadConversationView(): void {
  loadConversationView().catch(() => undefined);
}

/**
 * The open conversation (conversation-view), in a chunk of its own: the first paint of the empty
 * chat needs none of it, and it is preloaded (above) well before a question or a saved
 * conversation needs it.
 */
export function ConversationView() {
  return (
    <Suspense fallback={null}>
      <LoadedConversationView />
    </Suspense>
  );
}
