import type { Budget } from '../budget/budget.service.js';
import { AppError } from './app-error.js';
import type { StreamLimiter } from './stream-limiter.js';

/**
 * What every answer stream does before any provider is called: take one of the user's stream
 * slots (429 past the limit), then reserve the mode's cost (403 when short). On failure nothing is
 * held; on success the caller must `release()` the slot once the stream ends.
 */
export async function reserveStream(
  deps: { budget: Budget; limiter: StreamLimiter },
  request: { userId: string; requestId: string; cost: number; mode: 'Quick' | 'Deep' },
): Promise<{ release: () => void }> {
  const release = await deps.limiter.acquire(request.userId);
  try {
    const reserved = await deps.budget.reserve(request.userId, request.cost, request.requestId);
    if (!reserved.ok) {
      throw new AppError(
        'insufficient_tokens',
        `Insufficient tokens: a ${request.mode} search needs ${request.cost} and you have ${reserved.remaining} remaining.`,
      );
    }
  } catch (error) {
    release();
    throw error;
  }
  return { release };
}
