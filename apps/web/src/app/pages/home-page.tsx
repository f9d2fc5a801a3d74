import { useEffect } from 'react';
import { ChatInput, ChatProvider, ConversationView, preloadConversationView, useChat } from '@/features/chat';
import { HomeGuide } from '@/features/home';
import { HomeLayout } from '../shell/home-layout';

function ChatHome() {
  const chat = useChat();
  // The conversation view is a chunk of its own: fetched once the first paint is done.
  useEffect(() => {
    const timer = setTimeout(() => void preloadConversationView(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <HomeLayout
      conversationId={chat.conversationId}
      hasMessages={chat.messages.length > 0}
      onNewConversation={chat.newConversation}
      onSelectConversation={chat.loadConversation}
      onConversationRenamed={chat.conversationRenamed}
      onConversationDeleted={chat.conversationDeleted}
      input={<ChatInput />}
      guide={<HomeGuide />}
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
