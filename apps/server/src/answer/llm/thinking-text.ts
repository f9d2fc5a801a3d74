import type { TextStreamPart, ToolSet } from 'ai';
import { AnswerError } from '../answer-engine.js';
import { toAnswerError } from './errors.js';

/**
 * Flattens the AI SDK's stream parts into answer text. Reasoning parts are wrapped in `<think>…</think>`
 * (the web shows them as "AI Thinking Process"); `<think>` written inline by the model passes through as text.
 * Error and abort parts become thrown `AnswerError`s.
 */
export async function* thinkingText(
  parts: AsyncIterable<TextStreamPart<ToolSet>>,
  signal: AbortSignal,
): AsyncGenerator<string> {
  let thinking = false;
  for await (const part of parts) {
    switch (part.type) {
      case 'reasoning-delta':
        if (part.text === '') break;
        if (!thinking) yield '<think>';
        thinking = true;
        yield part.text;
        break;
      case 'text-delta':
        if (part.text === '') break;
        if (thinking) yield '</think>\n\n';
        thinking = false;
        yield part.text;
        break;
      case 'error':
        throw toAnswerError(part.error, signal);
      case 'abort':
        throw new AnswerError('The answer was aborted', false, { kind: 'aborted' });
      default:
        break;
    }
  }
  if (thinking) yield '</think>\n\n';
}
