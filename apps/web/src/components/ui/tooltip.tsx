import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** SPEC §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Shared by every tooltip below one provider: when the last one closed, for the skip delay. */
const LastClosed = createContext<{ at: number } | null>(null);

/** Mount once near the root; every tooltip below shares its timing. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [shared] = useState(() => ({ at: -Infinity }));
  return <LastClosed.Provider value={shared}>{children}</LastClosed.Provider>;
}

/** Viewport margin a tooltip keeps, and its gap to the trigger (px). */
const MARGIN = 8;
const GAP = 6;

/** Above the trigger and centred on it, kept inside the viewport; below when there is no room above. */
function placeTooltip(trigger: DOMRect, tip: { width: number; height: number }) {
  const left = Math.min(
    Math.max(MARGIN, trigger.left + trigger.width / 2 - tip.width / 2),
    window.innerWidth - tip.width - MARGIN,
  );
  const above = trigger.top - GAP - tip.height;
  return { left, top: above >= MARGIN ? above : trigger.bottom + GAP };
}

/**
 * Wraps one focusable child with a tooltip showing `label`: after a 700 ms rest of the pointer (at
 * once when another tooltip closed less than 300 ms ago), or at once on keyboard focus; closed by
 * leaving, blurring, pressing it, or Escape. The child is described by the tooltip while it shows.
 * Our own (a few dozen lines) rather than a positioning library in every page's first download.
 */
export function WithTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const shared = useContext(LastClosed);
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that a press caused shows no tooltip (only keyboard focus does).
  const pressed = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen && shared) shared.at = performance.now();
      return false;
    });
  }, [shared]);
  const openAfter = (ms: number) => {
    clearTimeout(timer.current);
    if (ms <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), ms);
  };
  const restDelay = () =>
    shared && performance.now() - shared.at < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  useLayoutEffect(() => {
    const trigger = wrapper.current?.firstElementChild;
    if (!open || !trigger || !tip.current) return setPosition(null);
    setPosition(placeTooltip(trigger.getBoundingClientRect(), tip.current.getBoundingClientRect()));
  }, [open]);

  const child = isValidElement<{ 'aria-describedby'?: string }>(children)
    ? cloneElement(children, { 'aria-describedby': open ? id : undefined })
    : children;
  return (
    // `display: contents`: the wrapper adds no box, so the child lays out as if unwrapped.
    <span
      ref={wrapper}
      className="contents"
      onPointerMove={(event) =>
        event.pointerType === 'mouse' && !open && !timer.current && openAfter(restDelay())
      }
      onPointerLeave={() => {
        timer.current = undefined;
        close();
      }}
      onPointerDown={() => {
        pressed.current = true;
        close();
      }}
      onPointerUp={() => (pressed.current = false)}
      onFocus={() => !pressed.current && openAfter(0)}
      onBlur={() => {
        pressed.current = false;
        close();
      }}
    >
      {child}
      {open &&
        createPortal(
          <div
            ref={tip}
            id={id}
            role="tooltip"
            style={position ?? { left: 0, top: 0, visibility: 'hidden' }}
            className="animate-fade-in pointer-events-none fixed z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
          >
            {label}
          </div>,
          document.body,
        )}
    </span>
  );
}
