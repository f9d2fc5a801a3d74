import { Sparkles } from 'lucide-react';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useChat } from '../chat-context';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { ChatInput } from './chat-input';
import { ClearMessagesButton } from './clear-messages-button';
import { CopyConversationButton } from './copy-conversation-button';
import { ExportConversationButtons } from './export-conversation-buttons';
import { MessageList } from './message-list';
import { currentSourceScope } from '@/features/documents/hooks/use-source-scope';

const MESSAGES_ID = 'conversation-messages';

/**
 * The open conversation (SPEC §2): header with the title, Copy Conversation and Clear Messages,
 * and the 'Pardus' tab; the scrolling message list and the follow-up input at the bottom.
 */
export function ConversationView() {
  const { messages, title, isLoading, conversationId, send, retry } = useChat();
  const viewportRef = useStickToBottom(messages.length);
  return (
    <div className="flex h-full flex-col">
      <header className="border-b border-border bg-background/80 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 pt-3 sm:px-6">
          <h1 className="min-w-0 flex-1 truncate text-base font-semibold" title={title}>
            {title}
          </h1>
          <div className="flex shrink-0 items-center gap-1 print:hidden">
            <ExportConversationButtons />
            <CopyConversationButton />
            <ClearMessagesButton />
          </div>
        </div>
        <Tabs value="pardus" className="mx-auto max-w-3xl px-4 sm:px-6">
          <TabsList className="h-auto rounded-none bg-transparent p-0 print:hidden">
            {/* The one tab has no panel of its own: it names the message list (Radix would point
                aria-controls at a panel that never exists). */}
            <TabsTrigger
              value="pardus"
              aria-controls={MESSAGES_ID}
              className="h-9 rounded-none border-b-2 border-transparent px-1 data-[state=active]:border-primary data-[state=active]:bg-transparent data-[state=active]:shadow-none"
            >
              <Sparkles aria-hidden="true" className="text-primary" />
              Pardus
            </TabsTrigger>
          </TabsList>
        </Tabs>
      </header>
      {/* Radix wraps content in a `display: table` div that grows with wide code, tables and
          formulas; a block wrapper keeps them scrolling inside their own boxes instead. */}
      <ScrollArea className="min-h-0 flex-1" viewportRef={viewportRef} viewportClassName="[&>div]:!block">
        <div id={MESSAGES_ID} className="mx-auto max-w-3xl px-4 pt-8 pb-10 sm:px-6">
          <MessageList
            messages={messages}
            isLoading={isLoading}
            conversationId={conversationId}
            onAsk={(question, mode) => void send(question, mode ?? 'quick', currentSourceScope())}
            onRetry={() => void retry()}
          />
        </div>
      </ScrollArea>
      <div className="relative px-4 pb-4 sm:pb-6 print:hidden">
        <div className="pointer-events-none absolute inset-x-0 -top-8 h-8 bg-gradient-to-t from-background to-transparent" />
        {/* Same column as the messages, so the box lines up with the answer text. */}
        <div className="mx-auto max-w-3xl sm:px-6">
          <ChatInput placeholder="Ask a follow-up..." />
        </div>
      </div>
    </div>
  );
}
