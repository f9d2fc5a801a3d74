/** The chat feature: conversation state, the question box and the conversation view. */
export { ChatProvider } from './chat-provider';
export { useChat, DEFAULT_TITLE, type ChatState } from './chat-context';
export { ChatInput, type ChatInputProps } from './components/chat-input';
export { ConversationView, preloadConversationView } from './components/lazy-conversation-view';
export { TITLE_MAX_CHARS, generateTitle } from './lib/format';
export type { Message } from './types';
// The answer's own view (for a shared report) is in './answer': importing it here would put the
// whole answer renderer in the page's first chunk, which the empty chat does not need.
