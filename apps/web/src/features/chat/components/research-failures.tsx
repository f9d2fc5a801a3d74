import { useId, useState } from 'react';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import { failureReasonText, failureSummary, STAGE_TEXT } from '../lib/failure-text';
import type { ResearchFailure } from '../types';

/**
 * A compact note under a deep-research report when some searches or page reads failed, e.g.
 * "2 searches failed and 3 pages could not be read"; it discloses each target and why. Nothing
 * when there were none.
 */
export function ResearchFailures({ failures }: { failures: readonly ResearchFailure[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (failures.length === 0) return null;
  return (
    <div className="rounded-xl border border-border bg-muted/40 text-xs text-muted-foreground">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-left transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">{failureSummary(failures)}</span>
        <ChevronDown className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul id={listId} hidden={!open} className="space-y-1 border-t border-border px-3 py-2">
        {failures.map((failure, index) => (
          <li key={`${index}-${failure.target}`} title={failure.message} className="flex gap-1.5 leading-5">
            <span className="shrink-0 font-medium text-foreground">{STAGE_TEXT[failure.stage]}</span>
            <span className="min-w-0 break-all">{failure.target}</span>
            <span className="shrink-0">— {failureReasonText(failure)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
