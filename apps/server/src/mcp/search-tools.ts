import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpDocumentListOutput, McpSearchOutput, SourceScope } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import { documentsAhead, documentView, listDocuments } from '../documents/document.repository.js';
import { scopedSearch, type DocumentSearch } from '../documents/scoped-search.js';
import type { StreamLimiter } from '../http/stream-limiter.js';
import type { SearchProvider, WebResult } from '../search/search-provider.js';
import { toolResult } from './tool-results.js';

/** Results one search returns (the web app's Quick answers read as many). */
const SEARCH_LIMIT = 10;

export interface SearchToolDeps {
  db: Db;
  search: SearchProvider;
  documents: DocumentSearch;
  limiter: StreamLimiter;
}

function resultsText(results: readonly WebResult[]): string {
  if (results.length === 0) return 'Nothing found.';
  return results.map((r, i) => `${i + 1}. ${r.title} — ${r.url}\n   ${r.snippet}`).join('\n');
}

const asOutput = (results: readonly WebResult[]): McpSearchOutput => ({
  results: results.map((r) => ({ title: r.title, url: r.url, snippet: r.snippet })),
});

/**
 * One search while holding one of the user's stream slots (the cap that bounds a user's load on the
 * providers, 429 past it); free of tokens, as the web app never charges for a search alone.
 */
async function withSlot<T>(deps: SearchToolDeps, userId: string, run: () => Promise<T>): Promise<T> {
  const release = await deps.limiter.acquire(userId);
  try {
    return await run();
  } finally {
    release();
  }
}

/**
 * search: ranked results from the configured provider or library, or the caller's documents. The
 * documents are searched in our own database only; their words never reach an outside provider.
 */
export async function searchTool(
  deps: SearchToolDeps,
  userId: string,
  args: { query: string; sources?: SourceScope | undefined },
  signal: AbortSignal,
): Promise<CallToolResult> {
  const provider = scopedSearch(deps.search, deps.documents, userId, args.sources ?? 'web');
  const results = await withSlot(deps, userId, () =>
    provider.search(args.query, { limit: SEARCH_LIMIT, signal }),
  );
  return toolResult(resultsText(results), asOutput(results));
}

/** search_my_documents: passages of the caller's own documents, best first (filtered by owner in SQL). */
export const searchMyDocuments = (
  deps: SearchToolDeps,
  userId: string,
  args: { query: string },
  signal: AbortSignal,
): Promise<CallToolResult> => searchTool(deps, userId, { query: args.query, sources: 'documents' }, signal);

/** list_my_documents: the caller's documents with their state, newest first. */
export async function listMyDocuments(deps: SearchToolDeps, userId: string): Promise<CallToolResult> {
  const [rows, ahead] = await Promise.all([listDocuments(deps.db, userId), documentsAhead(deps.db, userId)]);
  const documents = rows.map((row) => documentView(row, ahead));
  const text =
    documents.length === 0
      ? 'You have no documents. Upload them in Pardus (Documents).'
      : documents.map((d) => `- ${d.name} (${d.status}, id ${d.id})`).join('\n');
  const output: McpDocumentListOutput = { documents };
  return toolResult(text, output);
}
