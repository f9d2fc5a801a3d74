import { useState } from 'react';
import { Brain, ChevronRight } from 'lucide-react';

/** The model's reasoning, collapsed by default (SPEC §2 'AI Thinking Process'). */
export function ThinkSection({ text, inProgress }: { text: string; inProgress: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-4 rounded-xl border border-border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ChevronRight className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
        <Brain className="size-4" />
        AI Thinking Process
        {inProgress && (
          <span className="ml-auto flex items-center gap-1.5 text-xs font-normal">
            <span className="size-1.5 animate-pulse rounded-full bg-primary" />
            In progress
          </span>
        )}
      </button>
      {open && (
        <div className="border-t border-border px-4 py-3 text-sm leading-6 whitespace-pre-wrap text-muted-foreground">
          {text}
        </div>
      )}
    </div>
  );
}
