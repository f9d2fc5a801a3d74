import type { ChatMessage, QuickEvent } from '@pardus/protocol';
import { TOKEN_COST } from '@pardus/protocol';
import type { AnswerEngine, AnswerSource } from '../answer/answer-engine.js';
import { AnswerError } from '../answer/answer-engine.js';
import { checkCitations } from '../answer/citation-check.js';
import type { Budget } from '../budget/budget.service.js';
import type { NdjsonWriter } from '../http/ndjson.js';
import type { Logger } from '../logger.js';
import type { WebResult } from '../search/search-provider.js';
import { SearchError } from '../search/search-provider.js';
import { citedPassages } from '../answer/cited-passages.js';
import type { RelatedQuestions } from '../related/related-questions.js';
import { isAbstention } from '../answer/extractive/compose.js';
import { findSources, readQuestion, type SourceDeps } from './find-sources.js';
import { asMeant } from '../text/typed-contractions.js';

export interface QuickAnswerDeps extends SourceDeps {
  answer: AnswerEngine;
  budget: Budget;
  logger: Logger;
  imageLimit?: number;
  /** How long `done` may wait for images that are still on their way after the answer. */
  imageGraceMs?: number;
  /** Questions to offer after the answer (sent once its last line is out); none when absent. */
  related?: RelatedQuestions;
}

export interface QuickAnswerInput {
  userId: string;
  /** The request's budget reservation (already made). */
  requestId: string;
  messages: ChatMessage[];
}

export const QUICK_COST = TOKEN_COST.quick;

/**
 * One Quick answer: search (images in parallel), stream the sources, then stream the engine's
 * answer, then the citations it could not verify against their sources (if any), then `done`. Settles the reservation once any answer text reached the user; refunds it
 * when the answer failed (or the user left) before that.
 */
export async function runQuickAnswer(
  deps: QuickAnswerDeps,
  input: QuickAnswerInput,
  writer: NdjsonWriter<QuickEvent>,
) {
  const { signal } = writer;
  const send = (event: QuickEvent) => writer.send(event);
  // Read as meant: "whats a fjord" asks what a fjord is, "what went wrong" for the problems.
  const question = asMeant(input.messages.at(-1)?.content.trim() ?? '');
  const history = input.messages.slice(0, -1);
  // The question is read once: the search, the facts and the answer all work from this reading.
  const read = await readQuestion(deps, question, history, signal);
  const { query } = read;
  const images = deps.search
    .searchImages(query, { limit: deps.imageLimit ?? 8, signal })
    .then((found) =>
      found.length > 0 && !signal.aborted ? send({ type: 'images', images: found }) : undefined,
    )
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'image search failed'));

  let answered = false;
  try {
    // A few extra results stand in for the repeats left out, so copies never take a source slot.
    const { results, sources } = await findSources(deps, read, signal);
    // Queued together (the writer keeps their order, so they still come before the answer): a
    // language model is asked while they are on their way, not after.
    const sourcesSent = Promise.all(
      results.map((r) =>
        send({
          type: 'search',
          url: r.url,
          summary: r.snippet,
          title: r.title,
          ...(r.site ? { site: r.site } : {}),
        }),
      ),
    );
    // An engine that computes on this thread (extractive) would hold them back until it is done.
    if (!deps.answer.usesLanguageModel) await writer.flush();
    signal.throwIfAborted(); // the user may have left while the search ran
    let text = '';
    try {
      const reading = {
        ...(read.frame ? { frame: read.frame } : {}),
        ...(read.facts ? { facts: read.facts } : {}),
      };
      for await (const chunk of deps.answer.answer({ question, history, sources, signal, ...reading })) {
        signal.throwIfAborted();
        if (!chunk) continue;
        answered = true;
        text += chunk;
        await send({ type: 'response', content: chunk });
      }
    } finally {
      await sourcesSent;
    }
    signal.throwIfAborted();
    // Node writes the socket only once this turn's microtasks end: the checks below would hold
    // back the answer's last lines (the first ones too, when the engine sent them in one go).
    await writer.flush();
    const unverified = unverifiedCitations(text, sources, deps.logger);
    if (unverified.length > 0) await send({ type: 'citations', unverified });
    const cited = citedPassages(text, sources);
    if (cited.length > 0) await send({ type: 'cited', sources: cited });
    // Found once the answer is out (they never hold it back), while images have their grace.
    const [related] = await Promise.all([
      relatedQuestions(deps, {
        question: query,
        askedAs: read.frame?.resolved ?? question,
        history,
        text,
        results: citedFirst(results, cited),
        signal,
      }),
      Promise.race([images, delay(deps.imageGraceMs ?? 1500)]),
    ]);
    if (related.length > 0) await send({ type: 'related', questions: related });
    await writer.flush(); // the answer reaches the reader before the budget's queries run
    await deps.budget.settle(input.userId, input.requestId);
    await send({ type: 'done' });
  } catch (error) {
    if (answered) await deps.budget.settle(input.userId, input.requestId);
    else await deps.budget.refund(input.userId, input.requestId);
    if (signal.aborted) {
      deps.logger.info({ answered }, 'quick answer cancelled by the client');
      return;
    }
    deps.logger.warn({ err: error, answered }, 'quick answer failed');
    await send({ type: 'error', ...describeFailure(error) });
  }
}

/** The results the answer cites, then the others: related questions start from what was cited. */
function citedFirst(results: readonly WebResult[], cited: readonly { n: number }[]): WebResult[] {
  const citedResults = cited.map((c) => results[c.n - 1]).filter((r): r is WebResult => r !== undefined);
  return [...citedResults, ...results.filter((r) => !citedResults.includes(r))];
}

/** The questions to offer after the answer; a failure costs the questions, never the answer. */
async function relatedQuestions(
  deps: QuickAnswerDeps,
  input: {
    question: string;
    askedAs: string;
    history: ChatMessage[];
    text: string;
    results: WebResult[];
    signal: AbortSignal;
  },
): Promise<string[]> {
  if (!deps.related) return [];
  try {
    return await deps.related.suggest({
      question: input.question,
      askedAs: input.askedAs,
      asked: input.history.filter((m) => m.role === 'user').map((m) => m.content),
      answer: input.text,
      found: !isAbstention(input.text),
      sourceTitles: input.results.map((r) => r.title),
      sources: input.results.map((r) => ({
        title: r.title,
        text: r.content ?? r.snippet,
        ...(r.site ? { site: r.site } : {}),
      })),
      search: deps.search,
      ...(deps.factSources ? { factSources: deps.factSources } : {}),
      signal: input.signal,
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'related questions failed');
    return [];
  }
}

/**
 * The answer's citations that its sources do not support. Only the count is logged: logs hold no answer
 * text. A failing check costs the marks, never the answer.
 */
function unverifiedCitations(answer: string, sources: readonly AnswerSource[], logger: Logger) {
  try {
    const unverified = checkCitations(answer, new Map(sources.map((s) => [s.n, `${s.title}\n${s.text}`])));
    logger.info({ unverified: unverified.length }, 'quick answer citations checked');
    return unverified;
  } catch (error) {
    logger.warn({ err: error }, 'citation check failed');
    return [];
  }
}

function describeFailure(error: unknown): { code: string; message: string } {
  if (error instanceof SearchError) {
    return { code: 'upstream_failed', message: 'The search provider did not answer. Please try again.' };
  }
  if (error instanceof AnswerError) {
    return { code: 'upstream_failed', message: 'The language model did not answer. Please try again.' };
  }
  return { code: 'internal', message: 'Something went wrong while answering. Please try again.' };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
