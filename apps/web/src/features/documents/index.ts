/**
 * The user's own documents: the page that manages them, the viewer, and the list for other places
 * (settings). The message box's parts have their own entry, `./composer` (see why there).
 */
export { DocumentsPanel } from './components/documents-panel';
export { DocumentViewer } from './components/document-viewer';
export { documentKeys, useDocuments, fetchDocuments } from './api/documents-api';
export { useSourceScope, SOURCE_SCOPE_STORAGE_KEY } from './hooks/use-source-scope';
export { usageText } from './lib/format';
export { returnToChatState, returnToChatPath } from './lib/return-to-chat';
export { BackToChatLink } from './components/back-to-chat-link';
