import type { ImageResult } from '@pardus/protocol';
import type { AnswerEngine, AnswerRequest } from '../../src/answer/answer-engine.js';
import type { SearchProvider, WebResult } from '../../src/search/search-provider.js';

/** A search provider that answers from a fixed list, or fails as scripted (upstream failure tests). */
export function scriptedSearch(
  results: WebResult[],
  options: { fail?: () => Error; images?: ImageResult[]; imageDelayMs?: number } = {},
): SearchProvider & { calls: number } {
  const provider = {
    name: 'scripted',
    calls: 0,
    async search() {
      provider.calls += 1;
      const failure = options.fail?.();
      if (failure) throw failure;
      return results;
    },
    async searchImages() {
      await new Promise((r) => setTimeout(r, options.imageDelayMs ?? 0));
      return options.images ?? [];
    },
  };
  return provider;
}

/** An answer engine that yields scripted chunks, optionally failing or waiting for abort. */
export function scriptedEngine(
  chunks: string[],
  options: { failAfter?: number; hangAfter?: number } = {},
): AnswerEngine & { requests: AnswerRequest[]; aborted: boolean } {
  const engine = {
    name: 'scripted',
    usesLanguageModel: true,
    requests: [] as AnswerRequest[],
    aborted: false,
    async *answer(request: AnswerRequest) {
      engine.requests.push(request);
      for (const [i, chunk] of chunks.entries()) {
        if (options.failAfter === i) throw new Error('model exploded');
        if (options.hangAfter === i) {
          await new Promise<void>((_, reject) => {
            const stop = () => {
              engine.aborted = true;
              reject(new Error('aborted'));
            };
            if (request.signal.aborted) stop();
            else request.signal.addEventListener('abort', stop);
          });
        }
        yield chunk;
      }
      if (options.failAfter === chunks.length) throw new Error('model exploded');
    },
  };
  return engine;
}
