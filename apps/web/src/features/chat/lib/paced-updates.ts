/**
 * How often at most a streaming answer is re-rendered (ms). A model sends a few characters every
 * frame or two; each update re-renders the conversation and re-parses the growing block. At 20
 * updates a second the text still flows, for well under half the main-thread time that updating
 * on every chunk costs.
 */
export const STREAM_RENDER_INTERVAL_MS = 50;

/** A stream's updates, applied at most once per interval: the latest one wins. */
export interface PacedUpdates<T> {
  /** The first update applies at once; later ones within the interval wait, the latest replacing the rest. */
  push: (value: T) => void;
  /** Applies the update still waiting, if any, now (the stream ended). */
  flush: () => void;
  /** Drops the update still waiting (the stream was abandoned, or its last word is applied directly). */
  cancel: () => void;
}

/**
 * Paces `apply` for one stream. Timers, not animation frames, so a stream in a background tab still
 * reaches the conversation (and its saving) as it arrives.
 */
export function pacedUpdates<T>(
  apply: (value: T) => void,
  intervalMs = STREAM_RENDER_INTERVAL_MS,
): PacedUpdates<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let appliedAt = -Infinity;
  const applyPending = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    appliedAt = performance.now();
    apply(value);
  };
  return {
    push: (value) => {
      pending = { value };
      if (timer !== undefined) return;
      const wait = appliedAt + intervalMs - performance.now();
      if (wait <= 0) applyPending();
      else timer = setTimeout(applyPending, wait);
    },
    flush: () => {
      clearTimeout(timer);
      applyPending();
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  };
}
