import type { KeyboardEventHandler, PointerEventHandler, Ref, RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { ExternalLink } from 'lucide-react';
import { DOCUMENT_SITE_NAME, type Source } from '@pardus/protocol';
import { isSafeHref, sourceDisplay } from '../../lib/source-display';

/** Shown in the preview of a chip whose sentence the server could not find in the cited source. */
export const UNVERIFIED_CITATION_NOTE = 'This citation could not be verified against its source';

export interface CitationPopoverProps {
  /** The chip the preview belongs to: it is placed next to it. */
  anchor: RefObject<HTMLAnchorElement | null>;
  /** The preview's id (the chip's aria-controls); its passage is `${id}-passage`. */
  id: string;
  open: boolean;
  n: number;
  source: Source;
  unverified: boolean;
  /** Radix asks to close: a press or focus outside, or Escape (after `onEscape`). */
  onClose: () => void;
  onEscape: () => void;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
  onKeyDown: KeyboardEventHandler;
  contentRef: Ref<HTMLDivElement>;
}

/**
 * Where the chip is shown: the conversation's scrolling list (a ScrollArea viewport), or the window
 * (a shared page). The preview flips and shifts to stay inside it, so it never covers the header
 * above the list, and hides while its chip is scrolled out of it.
 */
const boundaryOf = (chip: HTMLElement | null) => chip?.closest('[data-radix-scroll-area-viewport]') ?? [];

/** A passage longer than its box scrolls: it then takes focus, so keyboards can scroll it too. */
function focusableIfScrolling(quote: HTMLElement | null) {
  if (!quote) return;
  if (quote.scrollHeight > quote.clientHeight + 1) quote.tabIndex = 0;
  else quote.removeAttribute('tabindex');
}

/**
 * The preview of one citation (loaded with the first chip a reader points at, focuses or taps): the
 * source's name and title, the passage the citation draws on and a link to open the source. Radix
 * places it beside the chip, flipped and shifted to stay in the viewport, and closes it on a press
 * or focus outside and on Escape; when it opens, focus stays where it was (see CitationChip).
 * Nothing in it loads from another host.
 */
export default function CitationPopover({
  anchor,
  id,
  open,
  n,
  source,
  unverified,
  onClose,
  onEscape,
  onPointerEnter,
  onPointerLeave,
  onKeyDown,
  contentRef,
}: CitationPopoverProps) {
  const { name, host } = sourceDisplay(source);
  // A library or document source's "host" is its title already (see sourceDisplay).
  const detail = source.site ? '' : host;
  const title = source.title?.trim() ?? '';
  const passage = source.summary.trim();
  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          id={id}
          aria-label={`Source ${n}: ${name}`}
          side="top"
          align="center"
          sideOffset={6}
          collisionPadding={8}
          // The chip is mounted before its preview is, so it is there to look from.
          collisionBoundary={boundaryOf(anchor.current)}
          hideWhenDetached
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={onEscape}
          // The chip decides for itself what a press or focus on it does.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target))
              event.preventDefault();
          }}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onKeyDown={onKeyDown}
          className="animate-fade-in z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-popover p-3 text-left text-popover-foreground shadow-lg outline-none"
        >
          <p className="flex min-w-0 items-baseline gap-2">
            <span
              aria-hidden="true"
              className="flex h-5 min-w-5 shrink-0 items-center justify-center self-center rounded-full bg-muted px-1 text-[10px] font-semibold text-muted-foreground"
            >
              {n}
            </span>
            <span className="truncate text-sm font-semibold">{name}</span>
            {detail !== '' && <span className="truncate text-xs text-muted-foreground">{detail}</span>}
          </p>
          {title !== '' && title !== name && (
            <p className="mt-1.5 line-clamp-2 text-sm leading-5 font-medium">{title}</p>
          )}
          {passage !== '' && (
            <blockquote
              // Measured as it mounts: a new passage (it arrives after the answer) is a new quote.
              key={passage}
              ref={focusableIfScrolling}
              id={`${id}-passage`}
              className="mt-2 max-h-40 overflow-y-auto rounded-sm border-l-2 border-primary/50 pl-3 text-[13px] leading-5 break-words whitespace-pre-line text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {passage}
            </blockquote>
          )}
          {unverified && (
            <p className="mt-2 flex items-start gap-1.5 text-xs leading-5 text-amber-700 dark:text-amber-400">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-amber-500" />
              {UNVERIFIED_CITATION_NOTE}
            </p>
          )}
          {isSafeHref(source.url) && (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {source.site === DOCUMENT_SITE_NAME ? 'Open document' : 'Open source'}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
