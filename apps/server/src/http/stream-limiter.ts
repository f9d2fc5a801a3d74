import { AppError } from './app-error.js';

/**
 * Caps concurrent answer streams per user on this instance (each holds a provider connection).
 * With several instances the effective cap is per instance, which still bounds any one user.
 */
export function createStreamLimiter(maxPerUser: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a slot or throws 429; call the returned function exactly once when the stream ends. */
    acquire(userId: string): () => void {
      const current = open.get(userId) ?? 0;
      if (current >= maxPerUser) {
        throw new AppError('too_many_streams', `At most ${maxPerUser} answers can stream at once. Please wait.`, {
          'Retry-After': '5',
        });
      }
      open.set(userId, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left <= 0) open.delete(userId);
        else open.set(userId, left);
      };
    },
    openFor: (userId: string) => open.get(userId) ?? 0,
  };
}

export type StreamLimiter = ReturnType<typeof createStreamLimiter>;
