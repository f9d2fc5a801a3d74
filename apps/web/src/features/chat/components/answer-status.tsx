import { useState } from 'react';

/** What the live region says; the answer text itself is never put in it. */
export const ANSWER_STATUS = {
  writing: 'Writing answer...',
  ready: 'Answer ready',
  failed: 'Answer failed',
} as const;

/**
 * A polite live region for screen readers: one announcement when an answer starts and one when it
 * ends, instead of every streamed chunk (the answer's own region is aria-busy meanwhile). A
 * conversation opened from the sidebar announces nothing: only an answer seen streaming ends "ready".
 */
export function AnswerStatus({ streaming, failed }: { streaming: boolean; failed: boolean }) {
  const [sawStream, setSawStream] = useState(false);
  // Adjusting state while rendering (React's documented pattern), not in an effect: no extra pass.
  if (streaming && !sawStream) setSawStream(true);
  const text = streaming
    ? ANSWER_STATUS.writing
    : sawStream
      ? failed
        ? ANSWER_STATUS.failed
        : ANSWER_STATUS.ready
      : '';
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
