import { memo } from 'react';
import { hasNoModelNote } from '../lib/answer-display';
import { retryTarget } from '../lib/retry';
import type { Message } from '../types';
import { AnswerActions } from './answer-actions';
import { AnswerStatus } from './answer-status';
import { AssistantMessage } from './assistant-message';
import { RelatedQuestions } from './related-questions';
import { RetryButton } from './retry-button';

/** A question, shown as the heading of its answer. */
const UserMessage = memo(function UserMessage({ message, first }: { message: Message; first: boolean }) {
  return (
    <h2
      // The conversation's header shows its title only once this has scrolled away (see ConversationView).
      data-first-question={first ? '' : undefined}
      className="text-xl leading-snug font-semibold tracking-tight break-words whitespace-pre-wrap text-foreground sm:text-2xl"
    >
      {message.content}
    </h2>
  );
});

/** The conversation's first answer that says no language model wrote it: the one place it is said. */
function noteAnswerId(messages: readonly Message[]): string | undefined {
  return messages.find((m) => m.type === 'assistant' && !m.isProgress && hasNoModelNote(m.content))?.id;
}

/**
 * For each answer: the question before it and its number among the answers, counted as they are
 * saved (progress panels are not saved), which is how a share link names an answer.
 */
function answerContext(messages: readonly Message[]) {
  const context = new Map<string, { question: string | undefined; index: number }>();
  let question: string | undefined;
  for (const message of messages) {
    if (message.type === 'user') question = message.content;
    else if (!message.isProgress) context.set(message.id, { question, index: context.size });
  }
  return context;
}

/** The conversation as question/answer turns; only the last answer can be streaming. */
export function MessageList({
  messages,
  isLoading,
  conversationId = null,
  onAsk,
  onRetry,
}: {
  messages: readonly Message[];
  isLoading: boolean;
  /** The saved conversation, for share links; none, no Share button. */
  conversationId?: string | null;
  /** Asks a related question as a follow-up, in the mode of the answer it was offered under. */
  onAsk?: (question: string, mode: Message['mode']) => void;
  /** Asks the last answer again (Retry); none, no Retry button. */
  onRetry?: () => void;
}) {
  const last = messages.at(-1);
  const lastId = last?.id;
  const context = answerContext(messages);
  const noteId = noteAnswerId(messages);
  const firstQuestionId = messages.find((m) => m.type === 'user')?.id;
  // Only the last answer, once it has ended; one that failed before any text can be retried too.
  const retry = onRetry && !isLoading ? retryTarget(messages) : undefined;
  return (
    <>
      <AnswerStatus streaming={isLoading} failed={last?.error !== undefined} />
      <ol aria-label="Messages" className="flex flex-col">
        {messages.map((message) => (
          <li
            key={message.id}
            className={
              message.type === 'user'
                ? 'border-border pt-8 first:pt-0 [&:not(:first-child)]:mt-8 [&:not(:first-child)]:border-t'
                : 'pt-5'
            }
            // Screen readers wait for the whole answer instead of reading every streamed chunk.
            aria-busy={isLoading && message.id === lastId ? true : undefined}
          >
            {message.type === 'user' ? (
              <UserMessage message={message} first={message.id === firstQuestionId} />
            ) : (
              <>
                <AssistantMessage
                  message={message}
                  streaming={isLoading && message.id === lastId}
                  question={context.get(message.id)?.question}
                  showNote={message.id === noteId}
                />
                {!(isLoading && message.id === lastId) && !message.isProgress && message.content !== '' && (
                  <div className="mt-3">
                    <AnswerActions
                      message={message}
                      question={context.get(message.id)?.question}
                      answerIndex={context.get(message.id)?.index ?? 0}
                      conversationId={conversationId}
                      onRetry={retry?.answer.id === message.id ? onRetry : undefined}
                    />
                    {onAsk && (
                      <RelatedQuestions
                        questions={message.related ?? []}
                        onAsk={(question) => onAsk(question, message.mode)}
                        disabled={isLoading}
                      />
                    )}
                  </div>
                )}
                {retry?.answer.id === message.id && message.content === '' && onRetry && (
                  <div className="mt-3 print:hidden">
                    <RetryButton mode={retry.mode} onRetry={onRetry} />
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
