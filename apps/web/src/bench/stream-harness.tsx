/**
 * A page for `npm run bench` (apps/server/bench/web.ts): the real answer view alone, driven from
 * Playwright through `window.pardusBench`. Built only by the bench, never part of the app.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ScrollArea } from '@/components/ui/scroll-area';
import { AnswerMarkdown } from '@/features/chat/components/markdown/answer-markdown';
import { useStickToBottom } from '@/features/chat/hooks/use-stick-to-bottom';
import '../index.css';

interface Shown {
  content: string;
  streaming: boolean;
  /** Keep the end of the answer in view as the conversation does (its scroll area follows new text). */
  follow?: boolean;
}

declare global {
  interface Window {
    pardusBench?: { show(shown: Shown): void };
  }
}

function Harness() {
  const [shown, setShown] = useState<Shown>({ content: '', streaming: false });
  // As the conversation view: a scroll area that sticks to the bottom while text arrives.
  const viewportRef = useStickToBottom(shown.follow ? shown.content : null, 1);
  useEffect(() => {
    window.pardusBench = { show: setShown };
  }, []);
  return (
    // The conversation's own scroll area (its scrollbar overlays the text: no relayout when it appears).
    <ScrollArea className="h-screen" viewportRef={viewportRef} viewportClassName="[&>div]:!block">
      <main className="mx-auto max-w-3xl p-6">
        {shown.content && <AnswerMarkdown content={shown.content} streaming={shown.streaming} />}
      </main>
    </ScrollArea>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Harness />);
