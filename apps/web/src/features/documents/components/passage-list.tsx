import { useEffect, useRef } from 'react';
import type { DocumentPassage } from '@pardus/protocol';
import { cn } from '@/lib/utils';
import { passageLabel } from '../lib/format';

/**
 * A document's passages in order, each under "Page N" or its heading. The one a citation points at
 * (`target`) is highlighted, scrolled to and focused, so a screen reader starts reading there.
 */
export function PassageList({ passages, target }: { passages: readonly DocumentPassage[]; target?: number }) {
  const targetRef = useRef<HTMLLIElement>(null);
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    const element = targetRef.current;
    // Once per target: a refetch of the same document must not pull the reader back.
    if (target === undefined || !element || shown.current === target) return;
    shown.current = target;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target, passages.length]);

  return (
    <ol aria-label="Passages" className="grid gap-3">
      {passages.map((passage) => {
        const isTarget = passage.ordinal === target;
        const headingId = `passage-${passage.ordinal}`;
        return (
          <li
            key={passage.ordinal}
            ref={isTarget ? targetRef : undefined}
            tabIndex={isTarget ? -1 : undefined}
            aria-labelledby={headingId}
            aria-current={isTarget ? 'true' : undefined}
            data-highlighted={isTarget || undefined}
            className={cn(
              'scroll-mt-20 rounded-xl border bg-card px-5 py-4 text-card-foreground outline-none',
              isTarget && 'border-primary/60 bg-brand-soft ring-2 ring-primary/40',
            )}
          >
            <h2 id={headingId} className="mb-2 text-sm font-semibold text-muted-foreground">
              {passageLabel(passage)}
            </h2>
            <p className="text-[15px] leading-7 break-words whitespace-pre-wrap">{passage.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
