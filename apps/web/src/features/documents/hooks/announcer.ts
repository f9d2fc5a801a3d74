import { useSyncExternalStore } from 'react';

/**
 * The one sentence screen readers should hear about documents ("thesis.pdf indexed"), shared by
 * every live region that shows it, so an upload started in the composer is still announced after
 * the user moved to the documents page.
 */
let current = { text: '', id: 0 };
const listeners = new Set<() => void>();

/** Says `text` through the documents' live region. */
export function announce(text: string): void {
  current = { text, id: current.id + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

/** The latest announcement; `id` changes even when the same words are said twice. */
export function useAnnouncement(): { text: string; id: number } {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Test helper. */
export function resetAnnouncementsForTests(): void {
  current = { text: '', id: 0 };
}
