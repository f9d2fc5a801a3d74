/**
 * An answer as the conversation shows it (text, images, sources), for views outside the chat such
 * as a shared report. Apart from the chat's own entry (index.ts), so that the page's first chunk,
 * which imports that one, never holds the answer renderer.
 */
export { AnswerMarkdown } from './components/markdown/answer-markdown';
export { SourcesList } from './components/sources-list';
export { ImageStrip } from './components/image-strip';
