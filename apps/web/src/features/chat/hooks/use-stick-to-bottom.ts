import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Distance from the bottom (px) within which the view keeps following new content. */
const PIN_THRESHOLD_PX = 120;

/**
 * Keeps a scroll container at the bottom while content grows, unless the reader has scrolled up.
 * A new turn (`turnCount` grows) always scrolls down. Returns the ref for the scrolling element.
 */
export function useStickToBottom(content: unknown, turnCount: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const turns = useRef(turnCount);

  const onScroll = useCallback(() => {
    const el = viewportRef.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < PIN_THRESHOLD_PX;
  }, []);

  useEffect(() => {
    const el = viewportRef.current;
    el?.addEventListener('scroll', onScroll, { passive: true });
    return () => el?.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    if (turnCount > turns.current) pinned.current = true;
    turns.current = turnCount;
    if (pinned.current) el.scrollTop = el.scrollHeight;
  }, [content, turnCount]);

  return viewportRef;
}
