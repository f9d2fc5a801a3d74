import { ChatInput, ChatProvider, ConversationView, useChat } from '@/features/chat';
import { HomeLayout } from '../shell/home-layout';

function ChatHome() {
  const chat = useChat();
  return (
    <HomeLayout
      conversationId={chat.conversationId}
      hasMessages={chat.messages.length > 0}
      onNewConversation={chat.newConversation}
      onSelectConversation={chat.loadConversation}
      onConversationRenamed={chat.conversationRenamed}
      onConversationDeleted={chat.conversationDeleted}
      input={<ChatInput />}
      conversation={<ConversationView />}
    />
  );
}

/** `/` (optionally `?c=<id>`): the chat. */
export function HomePage() {
  return (
    <ChatProvider>
      <ChatHome />
    </ChatProvider>
  );
}
