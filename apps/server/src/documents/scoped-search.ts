import type { SourceScope } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { SearchProvider, WebResult } from '../search/search-provider.js';
import { passageResult, searchDocuments } from './document-search.js';

/** Searches one user's documents; results link to the web app's document viewer. */
export interface DocumentSearch {
  search(userId: string, query: string, limit: number): Promise<WebResult[]>;
}

export function createDocumentSearch(db: Db, publicUrl: string): DocumentSearch {
  return {
    async search(userId, query, limit) {
      const hits = await searchDocuments(db, userId, query, limit);
      return hits.map((hit) => passageResult(publicUrl, hit, query));
    },
  };
}

/** Alternates two ranked lists (documents first), dropping none until `limit`. */
function interleave(first: readonly WebResult[], second: readonly WebResult[], limit: number): WebResult[] {
  const merged: WebResult[] = [];
  for (let i = 0; merged.length < limit && (i < first.length || i < second.length); i++) {
    if (i < first.length) merged.push(first[i]!);
    if (i < second.length && merged.length < limit) merged.push(second[i]!);
  }
  return merged;
}

/**
 * A query as every source is asked it. Control characters mean nothing to any search, and one of
 * them, NUL, is refused with an error by PostgreSQL, where the documents are searched (a question
 * holding one ended with `error internal` over documents while the library, searched in memory,
 * answered): they become spaces, whichever source is asked.
 */
export const cleanQuery = (query: string): string => query.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** `provider` asked only clean queries (`cleanQuery`). */
function askedClean(provider: SearchProvider): SearchProvider {
  return {
    name: provider.name,
    search: (query, options) => provider.search(cleanQuery(query), options),
    searchImages: (query, options) => provider.searchImages(cleanQuery(query), options),
  };
}

/**
 * The search a question asked with `scope` uses: the configured provider (web or library), the
 * user's documents, or both side by side, each asked the same clean query. Documents are searched
 * in our own database only: their words never go to an outside provider. A documents-only question
 * searches no images either, so nothing about it leaves the server.
 */
export function scopedSearch(
  web: SearchProvider,
  documents: DocumentSearch | undefined,
  userId: string,
  scope: SourceScope = 'web',
): SearchProvider {
  return askedClean(scopedProvider(web, documents, userId, scope));
}

function scopedProvider(
  web: SearchProvider,
  documents: DocumentSearch | undefined,
  userId: string,
  scope: SourceScope,
): SearchProvider {
  if (scope === 'web' || !documents) return web;
  if (scope === 'documents') {
    return {
      name: 'documents',
      search: (query, options) => documents.search(userId, query, options.limit),
      searchImages: async () => [],
    };
  }
  return {
    name: `documents+${web.name}`,
    async search(query, options) {
      const [own, found] = await Promise.all([
        documents.search(userId, query, options.limit),
        web.search(query, options),
      ]);
      return interleave(own, found, options.limit);
    },
    searchImages: (query, options) => web.searchImages(query, options),
  };
}
