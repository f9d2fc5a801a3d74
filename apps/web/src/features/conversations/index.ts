export { savedToMessages, messagesToSaved } from './saved-messages';
export {
  conversationKeys,
  fetchConversation,
  fetchConversationTitles,
  saveConversation,
  useConversationTitles,
} from './api/conversations-api';
export { ConversationSidebar, type ConversationSidebarProps } from './components/conversation-sidebar';
export { deleteConversation, renameConversation, searchConversations } from './api/manage-api';
