import { rememberSourceScope } from '../hooks/use-source-scope';

/** The composer's text for a question about one file; the user types the rest after it. */
export function askAboutDraft(fileName: string): string {
  return `About "${fileName}": `;
}

// A module variable, not storage: the draft only crosses one in-app navigation, never a reload.
let pendingDraft: string | null = null;

/** Readies the chat's composer to ask about `fileName`: its text set and "My documents" chosen. */
export function prepareAskAbout(fileName: string): void {
  pendingDraft = askAboutDraft(fileName);
  rememberSourceScope('documents');
}

/** The draft waiting for the composer, if any (read on mount; cleared with `clearPendingDraft`). */
export function peekPendingDraft(): string {
  return pendingDraft ?? '';
}

/** Forgets the draft once a composer has taken it, so the next one starts empty. */
export function clearPendingDraft(): void {
  pendingDraft = null;
}
