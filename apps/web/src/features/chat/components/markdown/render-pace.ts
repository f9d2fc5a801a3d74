import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { STREAM_RENDER_INTERVAL_MS } from '../../lib/paced-updates';

/** The longest wait between two renders of a stream (ms), however costly they are. */
const LONGEST_INTERVAL_MS = 250;
/** A render may take at most this share of the time between renders (a long table or code block still growing costs more). */
const RENDER_SHARE = 0.1;

/** The wait before the next render of a stream, after a render that took `renderMs` of the main thread. */
export function pacingInterval(renderMs: number): number {
  return Math.min(LONGEST_INTERVAL_MS, Math.max(STREAM_RENDER_INTERVAL_MS, renderMs / RENDER_SHARE));
}

/**
 * Calls `measured` with the main-thread time of the browser's next frame (its animation-frame
 * callbacks, style, layout and paint), read by a task queued from that frame's first callback,
 * which runs once the frame is done. Returns a cancel function.
 */
function afterNextFrame(measured: (frameMs: number) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    const started = performance.now();
    timer = setTimeout(() => measured(performance.now() - started), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * While `pacing`, the latest `value`, rendered on an animation frame at most once per interval:
 * STREAM_RENDER_INTERVAL_MS, or longer when the renders cost more (pacingInterval, from the time
 * from setting the value to the commit of the component using this, children included, plus the
 * browser's next frame, which styles, lays out and paints it). Chunks that arrive meanwhile cause
 * one render. Otherwise `value` itself, at once.
 */
export function usePacedValue(value: string, pacing: boolean): string {
  const [pacedValue, setPacedValue] = useState(value);
  const setAt = useRef<number | null>(null);
  const renderedAt = useRef(-Infinity);
  const interval = useRef(STREAM_RENDER_INTERVAL_MS);
  // Layout effects run once the whole subtree has committed. The browser then styles, lays out
  // and paints what was committed in its next frame, which for formulas and tables costs as much
  // as the render again: that counts too, once measured.
  useLayoutEffect(() => {
    if (setAt.current === null) return;
    const renderMs = performance.now() - setAt.current;
    setAt.current = null;
    interval.current = pacingInterval(renderMs);
    return afterNextFrame((frameMs) => {
      interval.current = pacingInterval(renderMs + frameMs);
    });
  }, [pacedValue]);
  useEffect(() => {
    if (!pacing) return;
    let frame = 0;
    const render = () => {
      frame = requestAnimationFrame(() => {
        renderedAt.current = setAt.current = performance.now();
        setPacedValue(value);
      });
    };
    const wait = renderedAt.current + interval.current - performance.now();
    const timer = wait > 0 ? setTimeout(render, wait) : undefined;
    if (timer === undefined) render();
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [value, pacing]);
  return pacing ? pacedValue : value;
}

/** A saved answer's first render shows at most this many blocks and this much text (at least one block). */
const FIRST = { blocks: 8, chars: 1_200 };
/** Each later step adds at most this many blocks and this much text (at least one block). */
const STEP = { blocks: 6, chars: 4_000 };

/** How many blocks to show after the first `shown`, adding blocks within `budget`; Infinity once all fit. */
function countWithin(blocks: readonly string[], shown: number, budget: { blocks: number; chars: number }) {
  let count = shown;
  let chars = 0;
  while (count < blocks.length && count - shown < budget.blocks) {
    chars += blocks[count]!.length;
    if (count > shown && chars > budget.chars) break;
    count++;
  }
  return count >= blocks.length ? Infinity : count;
}

/**
 * How many of `blocks` to render. A long saved answer opens with its first blocks, then the rest
 * arrives a few blocks per task (as a transition React may interrupt), so opening it never blocks
 * the page in one long task; the steps are measured in text too, as a block of code, a table or a
 * formula costs more than a line of prose. While streaming (`progressive` false) every block renders.
 */
export function useProgressiveCount(blocks: readonly string[], progressive: boolean): number {
  const total = blocks.length;
  // Only a long answer opened as a whole starts short; once everything is shown (or when it first
  // rendered while streaming) later growth shows at once.
  const [count, setCount] = useState(() => (progressive ? countWithin(blocks, 0, FIRST) : Infinity));
  const shown = progressive ? Math.min(count, total) : total;
  useEffect(() => {
    if (!progressive || shown >= total) return;
    const next = countWithin(blocks, shown, STEP);
    const timer = setTimeout(() => startTransition(() => setCount(next)), 0);
    return () => clearTimeout(timer);
  }, [progressive, shown, total, blocks]);
  return shown;
}
