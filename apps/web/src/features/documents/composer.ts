/**
 * The message box's parts (the "Search in" choice, the drop target, the uploads tray). A separate
 * entry from `index.ts` on purpose: the chat loads with the first paint, and importing the feature's
 * main entry from there would pull the documents page and viewer (and the dialog library under
 * them) into that first download instead of leaving them to load with their routes.
 */
export { SourceSelect } from './components/source-select';
export { ComposerUploads } from './components/composer-uploads';
export { SourcesHint } from './components/sources-hint';
export { DropOverlay } from './components/drop-overlay';
export { LiveAnnouncer as DocumentsAnnouncer } from './components/live-announcer';
export { useComposerDocuments, type ComposerDocuments } from './hooks/use-composer-documents';
export { peekPendingDraft, clearPendingDraft } from './lib/ask-about';
// Also light: the sidebar's link to the documents page says where its "Back to chat" returns.
export { returnToChatState } from './lib/return-to-chat';
