import { memo } from 'react';
import type { Message } from '../types';
import { AnswerStatus } from './answer-status';
import { AssistantMessage } from './assistant-message';

/** A question, shown as the heading of its answer. */
const UserMessage = memo(function UserMessage({ message }: { message: Message }) {
  return (
    <h2 className="text-xl leading-snug font-semibold tracking-tight break-words whitespace-pre-wrap text-foreground sm:text-2xl">
      {message.content}
    </h2>
  );
});

/** The conversation as question/answer turns; only the last answer can be streaming. */
export function MessageList({ messages, isLoading }: { messages: readonly Message[]; isLoading: boolean }) {
  const last = messages.at(-1);
  const lastId = last?.id;
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
              <UserMessage message={message} />
            ) : (
              <AssistantMessage message={message} streaming={isLoading && message.id === lastId} />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
