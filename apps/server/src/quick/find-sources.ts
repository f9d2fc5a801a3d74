import type { ChatMessage } from '@pardus/protocol';
import type { AnswerSource } from '../answer/answer-engine.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import { askedFacts, sourcesOfFacts, type AskedFacts } from '../question/asked-facts.js';
import { understand, type QuestionFrame } from '../question/understand.js';
import { withUnknownNames, type UnknownWords } from '../question/unknown-names.js';
import type { LibrarySearch } from '../search/library/library-search.js';
import type { SearchProvider, WebResult } from '../search/search-provider.js';
import { SearchError } from '../search/search-provider.js';
import { distinctResults } from './distinct-results.js';
import { focusText } from './focus-text.js';
import { searchQueryFor } from './search-query.js';

/** Longest text of one source handed to the engine (keeps prompts bounded). */
export const SOURCE_TEXT_CHARS = 6_000;

/** Where a question's sources come from. */
export interface SourceDeps {
  search: SearchProvider;
  /** Sources per answer. */
  sourceLimit?: number;
  /** The places and facts questions are read with (the Factbook's final edition). */
  knowledge?: () => Promise<Knowledge>;
  /**
   * The library documents with these ids as results (an answer from typed facts cites the documents
   * stating them); absent when the library is not searched (a web provider, documents only).
   */
  factSources?: (ids: readonly string[], query: string) => Promise<WebResult[]>;
  /**
   * The words of a question that the library holds nowhere ("bieber"): names the sources found must
   * hold (the user's documents may). Absent with a web provider, which may hold any word.
   */
  unknownWords?: UnknownWords;
}

/** What the library lends Quick beyond its search: the documents stating facts, and its vocabulary. */
export const libraryLookups = (
  library: Pick<LibrarySearch, 'results' | 'unknownWords'>,
): Pick<SourceDeps, 'factSources' | 'unknownWords'> => ({
  factSources: (ids, query) => library.results(ids, query),
  unknownWords: (text, signal) => library.unknownWords(text, signal),
});

/** A question read once, with what to search for and the typed facts it asks. */
export interface ReadQuestion {
  frame?: QuestionFrame;
  facts?: AskedFacts;
  query: string;
  /** Whether a result may answer it: a question about named places is not answered from another place's profile. */
  onSubject?: (result: WebResult) => boolean;
}

/** Reads a question once: its frame, its search query and the Factbook facts it asks for. */
export async function readQuestion(
  deps: Pick<SourceDeps, 'knowledge' | 'factSources' | 'unknownWords'>,
  question: string,
  history: readonly ChatMessage[],
  signal: AbortSignal = new AbortController().signal,
): Promise<ReadQuestion> {
  const knowledge = deps.knowledge ? await deps.knowledge() : undefined;
  const understood = knowledge ? understand(question, history, knowledge) : undefined;
  // "what is justin bieber's real name" is about "justin bieber", whom no source can mention.
  const frame =
    understood && deps.unknownWords
      ? await withUnknownNames(understood, understood.resolved, deps.unknownWords, signal)
      : understood;
  const query = frame?.query ?? searchQueryFor(question, history);
  const facts = frame && knowledge && deps.factSources ? askedFacts(frame, knowledge) : undefined;
  const onSubject = frame && knowledge ? aboutPlacesAsked(frame, knowledge) : undefined;
  return {
    query,
    ...(frame ? { frame } : {}),
    ...(facts ? { facts } : {}),
    ...(onSubject ? { onSubject } : {}),
  };
}

/**
 * A question that names places is answered from their profiles (and from anything that is no
 * profile), never from another place's profile that merely mentions them: "do people in Israel have
 * to join the army" is not answered by Vietnam's armed forces buying arms from Israel. A region's
 * places are all asked about; a question naming no place keeps every result.
 */
function aboutPlacesAsked(
  frame: QuestionFrame,
  knowledge: Knowledge,
): ((r: WebResult) => boolean) | undefined {
  const asked = new Set([...frame.places, ...(frame.region?.places ?? [])].map((p) => p.code));
  if (frame.city) asked.add(frame.city.place.code);
  if (asked.size === 0) return undefined;
  return (result) => {
    const place = result.libraryId ? knowledge.placeOfSource(result.libraryId) : undefined;
    return place === undefined || asked.has(place.code);
  };
}

/**
 * The results a question is answered from: the documents stating the facts it asks first, whether
 * or not the search ranked them, then the search's own, repeats left out; and the same as numbered
 * sources for an engine. Quick answers and the related questions' checks both ask through here.
 */
export async function findSources(
  deps: SourceDeps,
  read: ReadQuestion,
  signal: AbortSignal,
): Promise<{ results: WebResult[]; sources: AnswerSource[] }> {
  const limit = deps.sourceLimit ?? 6;
  const [found, stated] = await Promise.all([
    searchWithRetry(deps.search, read.query, limit + 2, signal),
    read.facts && deps.factSources ? deps.factSources(sourcesOfFacts(read.facts), read.query) : [],
  ]);
  const statedUrls = new Set(stated.map((r) => r.url));
  const others = found.filter((r) => !statedUrls.has(r.url) && (read.onSubject?.(r) ?? true));
  // A few extra results stand in for the repeats left out, so copies never take a source slot.
  const results = [...stated, ...distinctResults(others, Math.max(0, limit - stated.length))];
  const sources = results.map((r, i) => ({
    n: i + 1,
    url: r.url,
    title: r.title,
    text: focusText(r.content ?? r.snippet, read.query, SOURCE_TEXT_CHARS),
  }));
  return { results, sources };
}

async function searchWithRetry(search: SearchProvider, query: string, limit: number, signal: AbortSignal) {
  try {
    return await search.search(query, { limit, signal });
  } catch (error) {
    if (!(error instanceof SearchError) || !error.retryable || signal.aborted) throw error;
    await new Promise<void>((resolve) => setTimeout(resolve, 250).unref());
    return search.search(query, { limit, signal }) satisfies Promise<WebResult[]>;
  }
}
