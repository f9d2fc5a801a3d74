/**
 * A page for `npm run bench` (apps/server/bench/web.ts): the real answer view alone, driven from
 * Playwright through `window.pardusBench`. Built only by the bench, never part of the app.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AnswerMarkdown } from '@/features/chat/components/markdown/answer-markdown';
import '../index.css';

interface Shown {
  content: string;
  streaming: boolean;
}

declare global {
  interface Window {
    pardusBench?: { show(shown: Shown): void };
  }
}

function Harness() {
  const [shown, setShown] = useState<Shown>({ content: '', streaming: false });
  useEffect(() => {
    window.pardusBench = { show: setShown };
  }, []);
  return (
    <main className="mx-auto max-w-3xl p-6">
      {shown.content && <AnswerMarkdown content={shown.content} streaming={shown.streaming} />}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Harness />);
