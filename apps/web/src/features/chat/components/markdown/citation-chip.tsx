import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useCitedSource } from './citation-sources';

const loadPopover = () => import('./citation-popover');
const CitationPopover = lazy(loadPopover);
const preload = () => void loadPopover().catch(() => undefined);

/** A pointer resting on a chip opens its preview after this long (passing over it does nothing). */
export const PREVIEW_OPEN_DELAY_MS = 300;
/** A pointer that left the chip and its preview closes it after this long (time to cross the gap). */
export const PREVIEW_CLOSE_DELAY_MS = 200;

/** What opened a preview: only one opened by hovering closes when the pointer leaves. */
type Opener = 'hover' | 'focus' | 'tap';

const tabbables = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('a[href], [tabindex]:not([tabindex="-1"])'),
];

/**
 * A citation chip `[n]`: a link to source n that previews it (CitationPopover, loaded on first use).
 * Mouse: the preview opens after the pointer rests on the chip and stays while it is on the chip or
 * the preview; a click opens the source. Keyboard: focus opens it and Tab moves into it, Tab past its
 * end goes on to what follows the chip, Escape closes it and leaves focus on the chip. Touch: a tap
 * opens it instead of following the link (the preview's own link opens the source), a tap on the chip
 * or anywhere else closes it.
 */
export function CitationChip({
  n,
  href,
  unverified,
  className,
  children,
}: {
  n: number;
  href: string;
  unverified: boolean;
  className: string;
  children: ReactNode;
}) {
  const source = useCitedSource(n);
  const id = useId();
  const chip = useRef<HTMLAnchorElement>(null);
  const [opener, setOpener] = useState<Opener | null>(null);
  // Mounted from the first open on, so the popover's code loads only for readers who use it.
  const [used, setUsed] = useState(false);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The kind of pointer pressing the chip, until its click: focus from a press opens nothing.
  const pressedBy = useRef<string | null>(null);
  // Set while focus is put back on the chip by the preview itself: that focus opens nothing.
  const quiet = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  const clear = () => clearTimeout(timer.current);
  const later = (action: () => void, ms: number) => {
    clear();
    timer.current = setTimeout(action, ms);
  };
  const show = (by: Opener) => {
    clear();
    if (!source) return;
    setUsed(true);
    setOpener(by);
  };
  const hide = () => {
    clear();
    setOpener(null);
  };
  const focusChip = () => {
    if (!chip.current || document.activeElement === chip.current) return;
    quiet.current = true;
    chip.current.focus();
    quiet.current = false;
  };
  const open = opener !== null;
  const leave = (event: { pointerType: string }) => {
    if (event.pointerType !== 'mouse') return;
    if (opener === 'hover') later(hide, PREVIEW_CLOSE_DELAY_MS);
    else if (!open) clear();
  };

  return (
    <>
      <a
        ref={chip}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-unverified={unverified ? 'true' : undefined}
        aria-haspopup={source ? 'dialog' : undefined}
        aria-expanded={source ? open : undefined}
        aria-controls={open && content ? id : undefined}
        aria-describedby={open && content && source?.summary.trim() ? `${id}-passage` : undefined}
        className={className}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          if (open) return clear();
          preload();
          later(() => show('hover'), PREVIEW_OPEN_DELAY_MS);
        }}
        onPointerLeave={leave}
        onPointerDown={(event) => {
          pressedBy.current = event.pointerType;
          preload();
        }}
        onFocus={() => {
          if (!quiet.current && pressedBy.current === null) show('focus');
        }}
        onBlur={(event) => {
          pressedBy.current = null;
          const into = event.relatedTarget instanceof Node && content?.contains(event.relatedTarget);
          if (opener !== 'hover' && !into) hide();
        }}
        onClick={(event) => {
          const by = pressedBy.current;
          pressedBy.current = null;
          if (source && (by === 'touch' || by === 'pen')) {
            event.preventDefault();
            if (open) hide();
            else show('tap');
          } else hide(); // the source opens: its preview is done with
        }}
        onKeyDown={(event) => {
          const first = content && tabbables(content)[0];
          if (event.key !== 'Tab' || event.shiftKey || !open || !first) return;
          event.preventDefault();
          first.focus();
        }}
      >
        {children}
      </a>
      {used && source && (
        <Suspense fallback={null}>
          <CitationPopover
            anchor={chip}
            id={id}
            open={open}
            n={n}
            source={source}
            unverified={unverified}
            contentRef={setContent}
            onClose={hide}
            // Focus in the preview goes back to its chip; focus anywhere else stays where it is.
            onEscape={() => content?.contains(document.activeElement) && focusChip()}
            onPointerEnter={(event) => event.pointerType === 'mouse' && clear()}
            onPointerLeave={leave}
            onKeyDown={(event) => {
              if (event.key !== 'Tab' || !content) return;
              const items = tabbables(content);
              if (event.shiftKey && document.activeElement === items[0]) {
                event.preventDefault();
                focusChip();
              } else if (!event.shiftKey && document.activeElement === items.at(-1)) {
                // From the chip, the browser's own Tab moves on to whatever follows it.
                focusChip();
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
