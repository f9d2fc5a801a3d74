import { useId } from 'react';
import { CornerDownRight, ListPlus } from 'lucide-react';

/**
 * Questions a reader may ask next, under a finished answer: each one asks it (a follow-up in the
 * same conversation, in the answer's mode). Buttons, so Tab and Enter reach every one.
 */
export function RelatedQuestions({
  questions,
  onAsk,
  disabled,
}: {
  questions: readonly string[];
  onAsk: (question: string) => void;
  /** True while another answer is arriving (a question cannot be asked meanwhile). */
  disabled: boolean;
}) {
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 print:hidden">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <ListPlus aria-hidden="true" className="size-4 text-primary" />
        Related
      </h3>
      <ul className="mt-2 divide-y divide-border border-y border-border">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="group flex w-full items-center gap-3 rounded-md px-1 py-2.5 text-left text-sm text-foreground transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
            >
              <CornerDownRight
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground group-hover:text-primary"
              />
              <span className="min-w-0 flex-1">{question}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
