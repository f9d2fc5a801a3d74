/**
 * A page for `npm run bench` (apps/server/bench/web.ts): the real answer view alone, driven from
 * Playwright through `window.pardusBench`. Built only by the bench, never part of the app.
 */
import { type Ref, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ScrollArea } from '@/components/ui/scroll-area';
import { AnswerMarkdown } from '@/features/chat/components/markdown/answer-markdown';
import { useStickToBottom } from '@/features/chat/hooks/use-stick-to-bottom';
import { pacedUpdates } from '@/features/chat/lib/paced-updates';
import '../index.css';

interface Shown {
  content: string;
  streaming: boolean;
  /** Keep the end of the answer in view as the conversation does (its scroll area follows new text). */
  follow?: boolean;
}

/** A model's stream, driven from the page itself: `chunk` characters of `content` every `everyMs`, from `from` to `to`. */
interface Paced {
  content: string;
  from: number;
  to: number;
  chunk: number;
  everyMs: number;
  follow: boolean;
}

declare global {
  interface Window {
    pardusBench?: { show(shown: Shown): void; stream(paced: Paced): Promise<void> };
  }
}

function Harness() {
  const [shown, setShown] = useState<Shown>({ content: '', streaming: false });
  useEffect(() => {
    // The chunks reach the view as a stream's reach the conversation (chat-provider): paced.
    const stream = ({ content, from, to, chunk, everyMs, follow }: Paced) =>
      new Promise<void>((resolve) => {
        const chunks = pacedUpdates(setShown);
        let end = from;
        const timer = setInterval(() => {
          end = Math.min(to, end + chunk);
          chunks.push({ content: content.slice(0, end), streaming: true, follow });
          if (end >= to) {
            clearInterval(timer);
            chunks.flush();
            resolve();
          }
        }, everyMs);
      });
    window.pardusBench = { show: setShown, stream };
  }, []);
  return shown.follow ? <FollowingView shown={shown} /> : <AnswerView shown={shown} />;
}

/** As the conversation view: a scroll area that keeps the end of the answer in view as it grows. */
function FollowingView({ shown }: { shown: Shown }) {
  return <AnswerView shown={shown} viewportRef={useStickToBottom(1)} />;
}

/** The answer in the conversation's own scroll area (its scrollbar overlays the text: no relayout when it appears). */
function AnswerView({ shown, viewportRef }: { shown: Shown; viewportRef?: Ref<HTMLDivElement> }) {
  return (
    <ScrollArea className="h-screen" viewportRef={viewportRef} viewportClassName="[&>div]:!block">
      <main className="mx-auto max-w-3xl p-6">
        {shown.content && <AnswerMarkdown content={shown.content} streaming={shown.streaming} />}
      </main>
    </ScrollArea>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Harness />);
