/** The user's own documents: the page that manages them, the viewer, and the message box's parts. */
export { DocumentsPanel } from './components/documents-panel';
export { DocumentViewer } from './components/document-viewer';
export { SourceSelect } from './components/source-select';
export { ComposerUploads } from './components/composer-uploads';
export { SourcesHint } from './components/sources-hint';
export { DropOverlay } from './components/drop-overlay';
export { LiveAnnouncer as DocumentsAnnouncer } from './components/live-announcer';
export { useComposerDocuments, type ComposerDocuments } from './hooks/use-composer-documents';
export { useSourceScope, SOURCE_SCOPE_STORAGE_KEY } from './hooks/use-source-scope';
export { documentKeys, useDocuments, fetchDocuments } from './api/documents-api';
export { usageText } from './lib/format';
