import { ScrollArea } from '@/components/ui/scroll-area';
import { cn } from '@/lib/utils';
import { useChat } from '../chat-context';
import { useInView } from '../hooks/use-in-view';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { restates } from '../lib/restates';
import { ChatInput } from './chat-input';
import { ClearMessagesButton } from './clear-messages-button';
import { CopyConversationButton } from './copy-conversation-button';
import { ExportConversationButtons } from './export-conversation-buttons';
import { MessageList } from './message-list';
import { currentSourceScope } from '@/features/documents/hooks/use-source-scope';

const MESSAGES_ID = 'conversation-messages';

/**
 * The open conversation (SPEC §2): header with the title, Copy Conversation and Clear Messages;
 * the scrolling message list and the follow-up input at the bottom. Each answer has its own
 * Pardus / Images / Sources tabs, so the header repeats none of them. A title that only restates
 * the first question shows once that question has scrolled out of view: never twice on screen.
 */
export function ConversationView() {
  const { messages, title, isLoading, conversationId, send, retry } = useChat();
  const viewportRef = useStickToBottom(messages.length);
  const firstQuestion = messages.find((m) => m.type === 'user')?.content;
  const questionInView = useInView(viewportRef, '[data-first-question]', firstQuestion);
  const titleRepeats = firstQuestion !== undefined && questionInView && restates(title, firstQuestion);
  return (
    <div className="flex h-full flex-col">
      <header className="border-b border-border bg-background/80 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5 sm:px-6">
          <h1
            className={cn(
              'min-w-0 flex-1 truncate text-base font-semibold transition-opacity duration-200',
              titleRepeats && 'opacity-0',
            )}
            title={title}
          >
            {title}
          </h1>
          <div className="flex shrink-0 items-center gap-1 print:hidden">
            <ExportConversationButtons />
            <CopyConversationButton />
            <ClearMessagesButton />
          </div>
        </div>
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
