import { lazy, Suspense, useState, type ComponentType } from 'react';

/** The conversation view, once its chunk has loaded. */
let loaded: ComponentType | undefined;
const loadConversationView = () =>
  import('./conversation-view').then((m) => {
    loaded = m.ConversationView;
    return m;
  });
const LoadingConversationView = lazy(() =>
  loadConversationView().then((m) => ({ default: m.ConversationView })),
);

/**
 * Starts loading the conversation view (messages, answer tabs, sources, research progress, sharing)
 * ahead of need: once the page is idle after its first paint, and when the question box is used.
 */
export function preloadConversationView(): Promise<void> {
  return loadConversationView().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The open conversation (conversation-view), in a chunk of its own: the first paint of the empty
 * chat needs none of it, and it is preloaded (above) well before a question or a saved
 * conversation needs it. Once loaded it renders at once: a lazy component would still suspend on
 * its first render, and React holds a revealed fallback back for 300 ms, long enough to miss the
 * start of an answer. Chosen when it mounts, so it never remounts.
 */
export function ConversationView() {
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <LoadingConversationView />
    </Suspense>
  );
}
