import { useId } from 'react';
import { Landmark, Lightbulb, Scale, Telescope, type LucideIcon } from 'lucide-react';
import { TOKEN_COST } from '@pardus/protocol';
import { useChat } from '@/features/chat';
import { currentSourceScope } from '@/features/documents/hooks/use-source-scope';
import type { ExampleQuestion } from '@/features/setup';

const ICONS: Record<ExampleQuestion['kind'], LucideIcon> = {
  fact: Landmark,
  comparison: Scale,
  concept: Lightbulb,
  report: Telescope,
};

/**
 * Questions this configuration answers well, each a button that asks it in its mode (and leaves
 * the mode chosen for the conversation, as the toggle would). Signed out, asking starts sign-in.
 */
export function ExampleQuestions({ examples }: { examples: readonly ExampleQuestion[] }) {
  const { send, setMode, isLoading } = useChat();
  const headingId = useId();
  const ask = ({ question, mode }: ExampleQuestion) => {
    setMode(mode);
    void send(question, mode, currentSourceScope());
  };
  return (
    <section aria-labelledby={headingId} className="w-full">
      <h2 id={headingId} className="mb-2 text-center text-xs font-medium text-muted-foreground">
        Try asking
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {examples.map((example) => {
          const Icon = ICONS[example.kind];
          return (
            <li key={example.question}>
              <button
                type="button"
                disabled={isLoading}
                onClick={() => ask(example)}
                className="group flex h-full w-full cursor-pointer items-center gap-2.5 rounded-xl border border-border bg-card px-3 py-2.5 text-left text-sm text-foreground shadow-xs transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">{example.question}</span>
                {example.mode === 'deep' && (
                  <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground">
                    Deep · {TOKEN_COST.deep} tokens
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
