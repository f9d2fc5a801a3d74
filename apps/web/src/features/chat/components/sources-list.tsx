import type { Source } from '@pardus/protocol';
import { BookOpen } from 'lucide-react';
import { isSafeHref, sourceDisplay } from '../lib/source-display';

function openInNewTab(url: string) {
  if (isSafeHref(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/** One numbered source row; the whole row opens the URL in a new tab. */
function SourceRow({ index, source }: { index: number; source: Source }) {
  const { name, host } = sourceDisplay(source);
  return (
    <li>
      <button
        type="button"
        onClick={() => openInNewTab(source.url)}
        className="group flex h-full w-full cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 text-left transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground group-hover:bg-primary group-hover:text-primary-foreground">
          {index}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="truncate text-sm font-medium text-foreground">{name}</span>
            {host !== '' && <span className="truncate text-xs text-muted-foreground">{host}</span>}
          </span>
          <span className="mt-0.5 line-clamp-2 text-xs leading-5 text-muted-foreground">
            {source.summary}
          </span>
          {/* Paper has no links to click: the address itself is printed (print.css draws it from
              the attribute, so it is no part of the row's text on screen). */}
          <span
            data-print-url={source.url}
            className="hidden text-xs break-all text-foreground print:block"
          />
        </span>
      </button>
    </li>
  );
}

/** SPEC §2 "Sources list": under a report, titled 'Sources', numbered as cited ([1] is the first). */
export function SourcesList({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label="Sources" className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <BookOpen className="size-4 text-muted-foreground" />
        Sources
      </h3>
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto track: that one grows to a row's
          unwrapped name and summary and ran the cards off a phone's edge. */}
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {sources.map((source, i) => (
          <SourceRow key={`${i}-${source.url}`} index={i + 1} source={source} />
        ))}
      </ol>
    </section>
  );
}
