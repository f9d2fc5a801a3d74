import { randomUUID } from 'node:crypto';
import type { ChatMessage, QuickEvent, SourceScope } from '@pardus/protocol';
import { scopedSearch, type DocumentSearch } from '../documents/scoped-search.js';
import type { NdjsonWriter } from '../http/ndjson.js';
import { reserveStream } from '../http/reserve-stream.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import { withImageLinks, type ImageLinks, type ImageViewer } from '../images/index.js';
import { QUICK_COST, runQuickAnswer, type QuickAnswerDeps } from './quick-answer.js';

export interface QuickServiceDeps extends QuickAnswerDeps {
  limiter: StreamLimiter;
  documents?: DocumentSearch;
  /** Outside images reach the asker as proxy links made for its credential. */
  images?: ImageLinks;
}

export interface QuickAsk {
  userId: string;
  /** Whom image links are made for; without one, images are left out of the search. */
  viewer?: ImageViewer;
  messages: ChatMessage[];
  sources?: SourceScope;
}

/**
 * Quick answers as every caller asks them (POST /api/quick, the MCP server's quick_answer): one
 * stream slot and the token reserved before any provider is called, then the pipeline into a writer.
 */
export function createQuickService(deps: QuickServiceDeps) {
  return {
    /**
     * Takes a stream slot (429 past the cap) and reserves the cost (403 when short), then returns the
     * answer to run into a writer; it releases the slot when done. Nothing is held when this throws.
     */
    async reserve(ask: QuickAsk): Promise<(writer: NdjsonWriter<QuickEvent>) => Promise<void>> {
      const { userId, viewer, sources } = ask;
      const requestId = randomUUID();
      const { release } = await reserveStream(deps, { userId, requestId, cost: QUICK_COST, mode: 'Quick' });
      return async (writer) => {
        try {
          const scoped = scopedSearch(deps.search, deps.documents, userId, sources);
          const search = deps.images && viewer ? withImageLinks(scoped, deps.images, viewer) : scoped;
          // Only the user's documents were asked: the library's facts are not among the sources. Its
          // vocabulary still tells names from words: a name is then looked for in the documents found.
          const { factSources, ...rest } = deps;
          const answerDeps =
            sources === 'documents' ? rest : { ...rest, ...(factSources ? { factSources } : {}) };
          await runQuickAnswer(
            { ...answerDeps, search },
            { userId, requestId, messages: ask.messages },
            writer,
          );
        } finally {
          release();
        }
      };
    },
  };
}

export type QuickService = ReturnType<typeof createQuickService>;
