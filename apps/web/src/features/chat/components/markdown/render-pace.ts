import { startTransition, useEffect, useState } from 'react';

/**
 * While `batching`, the latest `value` at most once per animation frame: chunks that arrive in one
 * frame cause one render. Otherwise `value` itself, at once.
 */
export function useFrameBatched(value: string, batching: boolean): string {
  const [frameValue, setFrameValue] = useState(value);
  useEffect(() => {
    if (!batching) return;
    const frame = requestAnimationFrame(() => setFrameValue(value));
    return () => cancelAnimationFrame(frame);
  }, [value, batching]);
  return batching ? frameValue : value;
}

/** Blocks a saved answer shows in its first render, and how many each later step adds. */
const FIRST_BLOCKS = 8;
const STEP_BLOCKS = 6;

/**
 * How many of `total` blocks to render. A long saved answer opens with its first blocks, then the
 * rest arrives a few blocks per task (as a transition React may interrupt), so opening it never
 * blocks the page in one long task. While streaming (`progressive` false) every block renders.
 */
export function useProgressiveCount(total: number, progressive: boolean): number {
  // Only a long answer opened as a whole starts short; once everything is shown (or when it first
  // rendered while streaming) later growth shows at once.
  const [count, setCount] = useState(() => (progressive && total > FIRST_BLOCKS ? FIRST_BLOCKS : Infinity));
  const shown = progressive ? Math.min(count, total) : total;
  useEffect(() => {
    if (!progressive || shown >= total) return;
    const next = shown + STEP_BLOCKS >= total ? Infinity : shown + STEP_BLOCKS;
    const timer = setTimeout(() => startTransition(() => setCount(next)), 0);
    return () => clearTimeout(timer);
  }, [progressive, shown, total]);
  return shown;
}
