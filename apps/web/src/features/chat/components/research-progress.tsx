import { Check, Telescope } from 'lucide-react';
import { parseResearchProgress, RESEARCH_STAGE_LABELS } from '@pardus/protocol';
import { cn } from '@/lib/utils';

/**
 * SPEC §2 "Deep-research progress panel", read from the running status text; `notice` says what
 * the run waits for, when it waits (the library loading after a start).
 */
export function ResearchProgress({ statusText, notice }: { statusText: string; notice?: string }) {
  const { stage, percent, task } = parseResearchProgress(statusText);
  const rounded = Math.round(percent);
  return (
    <section
      aria-label="Deep Research in Progress"
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-primary">
          <Telescope className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">Deep Research in Progress</h3>
          <p className="text-sm text-muted-foreground">Generating comprehensive report...</p>
        </div>
        <span className="text-sm font-semibold text-primary tabular-nums">{rounded}%</span>
      </div>
      <p className="mt-4 truncate text-sm font-medium" aria-live="polite">
        {task}
      </p>
      {notice && (
        <p className="mt-1 text-xs text-muted-foreground" role="status">
          {notice}
        </p>
      )}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-label="Research progress"
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {RESEARCH_STAGE_LABELS.map((label, index) => {
          const done = index < stage;
          const current = index === stage;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-xl border px-2.5 py-2 text-xs',
                done && 'border-primary/30 bg-brand-soft/60 text-foreground',
                current && 'animate-pulse border-primary/60 text-foreground',
                !done && !current && 'border-border text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full text-[10px] font-semibold',
                  done ? 'bg-primary text-primary-foreground' : 'bg-muted',
                )}
              >
                {done ? <Check className="size-3" aria-label="done" /> : index + 1}
              </span>
              <span className="leading-tight">{label}</span>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-xs text-muted-foreground">Estimated time: 30-60 seconds</p>
    </section>
  );
}
