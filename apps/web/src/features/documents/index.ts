/** The user's own documents: the page that manages them and the viewer. */
export { DocumentsPanel } from './components/documents-panel';
export { DocumentViewer } from './components/document-viewer';
export { documentKeys, useDocuments, fetchDocuments } from './api/documents-api';
export { usageText } from './lib/format';
