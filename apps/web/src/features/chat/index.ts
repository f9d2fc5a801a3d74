/** The chat feature: conversation state, the question box and the conversation view. */
export { ChatProvider } from './chat-provider';
export { useChat, DEFAULT_TITLE, type ChatState } from './chat-context';
export { ChatInput, type ChatInputProps } from './components/chat-input';
export { ConversationView, preloadConversationView } from './components/lazy-conversation-view';
export { TITLE_MAX_CHARS, generateTitle } from './lib/format';
export type { Message } from './types';
export { AnswerMarkdown } from './components/markdown/answer-markdown';
export { SourcesList } from './components/sources-list';
export { ImageStrip } from './components/image-strip';
