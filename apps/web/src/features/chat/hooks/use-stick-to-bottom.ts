import { useEffect, useLayoutEffect, useRef } from 'react';

/** Distance from the bottom (px) within which the view keeps following new content. */
const PIN_THRESHOLD_PX = 120;

/** How long after the reader's own input (wheel, touch, keys, scrollbar) a scroll counts as theirs. */
const READER_INPUT_MS = 1_000;
const READER_INPUTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a scroll container at the bottom while its content grows, until the reader scrolls up; a
 * reader who scrolls back down near the bottom is followed again. A new turn (`turnCount` grows)
 * always scrolls down. Returns the ref for the scrolling element.
 *
 * The content's size is watched (ResizeObserver), not the data it shows: an answer renders a frame
 * after its text arrives, and formulas and code grow once typeset. Its callback runs once layout is
 * done anyway; scrolling on each change of the data would force a layout of its own per chunk. And only the reader unpins: the
 * browser also moves the view up by itself (scroll anchoring when a block above changes height, a
 * shorter answer replacing a longer one), which must not stop the following.
 */
export function useStickToBottom(turnCount: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const turns = useRef(turnCount);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let lastTop = el.scrollTop;
    const toBottom = () => {
      if (!pinned.current) return;
      el.scrollTop = el.scrollHeight;
      lastTop = el.scrollTop;
    };
    let readerInputAt = -Infinity;
    const onReaderInput = () => {
      readerInputAt = performance.now();
    };
    const onScroll = () => {
      // Not the reader's: following goes on. Nothing is read then, as reading the position here
      // would lay out the page once more in each frame that streamed text changed.
      if (performance.now() - readerInputAt > READER_INPUT_MS) return;
      const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
      const up = el.scrollTop < lastTop;
      lastTop = el.scrollTop;
      if (fromBottom < PIN_THRESHOLD_PX) pinned.current = true;
      else if (up) pinned.current = false;
    };
    // The scroll area's root holds the scrollbar too (dragging its thumb is the reader's input).
    const area = el.parentElement ?? el;
    for (const type of READER_INPUTS) area.addEventListener(type, onReaderInput, { passive: true });
    el.addEventListener('scroll', onScroll, { passive: true });
    // Runs after layout, before paint: the new end shows in the same frame it appears.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(toBottom) : null;
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      for (const type of READER_INPUTS) area.removeEventListener(type, onReaderInput);
      el.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    if (turnCount > turns.current) pinned.current = true;
    turns.current = turnCount;
    if (pinned.current) el.scrollTop = el.scrollHeight;
  }, [turnCount]);

  return viewportRef;
}
