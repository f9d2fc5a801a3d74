import { AppError } from './app-error.js';

/**
 * Caps concurrent answer streams per user (each holds provider connections). In-process by default;
 * with PostgreSQL the cap holds across instances (`shared-stream-limiter.ts`).
 */
export interface StreamLimiter {
  /** Takes a slot or throws 429; call the returned function exactly once when the stream ends. */
  acquire(userId: string): Promise<() => void>;
  /** Streams the user has open (on every instance, for a shared limiter). */
  openFor(userId: string): Promise<number>;
}

export const tooManyStreams = (maxPerUser: number) =>
  new AppError('too_many_streams', `At most ${maxPerUser} answers can stream at once. Please wait.`, {
    'Retry-After': '5',
  });

/** Release functions that act once, however often they are called. */
export function once(release: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}

/** The embedded default: counts in this process's memory (one instance, e.g. with PGlite). */
export function createStreamLimiter(maxPerUser: number): StreamLimiter {
  const open = new Map<string, number>();
  return {
    async acquire(userId) {
      const current = open.get(userId) ?? 0;
      if (current >= maxPerUser) throw tooManyStreams(maxPerUser);
      open.set(userId, current + 1);
      return once(() => {
        const left = (open.get(userId) ?? 1) - 1;
        if (left <= 0) open.delete(userId);
        else open.set(userId, left);
      });
    },
    openFor: async (userId) => open.get(userId) ?? 0,
  };
}
