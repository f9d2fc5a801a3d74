import { APICallError } from 'ai';
import { AnswerError } from '../answer-engine.js';
import { ConnectTimeoutError } from './connect-timeout-fetch.js';

/**
 * Turns whatever the AI SDK or fetch threw into an `AnswerError`. HTTP failures keep the SDK's verdict on
 * retrying (408/409/429/5xx); network failures are retryable; anything else (a malformed stream) is not.
 * Response bodies are not copied into the message: they may echo the prompt.
 */
export function toAnswerError(error: unknown, signal: AbortSignal): AnswerError {
  if (error instanceof AnswerError) return error;
  if (signal.aborted)
    return new AnswerError('The answer was aborted', false, { kind: 'aborted', cause: error });
  if (error instanceof ConnectTimeoutError)
    return new AnswerError(error.message, true, { kind: 'timeout', cause: error });
  if (APICallError.isInstance(error)) {
    const what =
      error.statusCode === undefined ? 'could not be reached' : `answered HTTP ${error.statusCode}`;
    return new AnswerError(`The language model API ${what}`, error.isRetryable, { cause: error });
  }
  if (error instanceof TypeError)
    return new AnswerError('The language model API could not be reached', true, { cause: error });
  return new AnswerError('The language model API sent an invalid response', false, { cause: error });
}
