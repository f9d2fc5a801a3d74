import { DOCUMENT_SITE_NAME, RESEARCH_STATUS, type ResearchEvent } from '@pardus/protocol';
import type { WebResult } from '../../search/search-provider.js';
import type { GatheredCheckpoint } from '../checkpoints.js';
import type { ResearchQuestion } from '../model/research-model.js';
import type { ResearchDeps, ResearchInput } from '../run-research.js';
import { offline, orFallback } from './fallback.js';
import type { ResearchFailure } from './failures.js';
import { Gatherer } from './gather.js';
import { placeQueries } from '../understand/place-queries.js';
import type { SubjectDiscipline } from '../evidence/on-subject.js';
import { splitPassages } from '../evidence/passages.js';
import { glossaryDocs } from '../evidence/glossary.js';

/** What the first two stages share with the rest of a run. */
export interface PlanGatherContext {
  deps: ResearchDeps;
  input: ResearchInput;
  /** The question as searched (a follow-up resolved with the one before it). */
  subject: string;
  planningInput: ResearchQuestion;
  /** What the report may use: a result of the probe it would not is no topic to search for. */
  discipline: SubjectDiscipline;
  offlineInput: ResearchQuestion;
  emit: (event: ResearchEvent) => Promise<void>;
  save: (stage: string, output: unknown) => void;
  failures: ResearchFailure[];
  onFailure: (failure: ResearchFailure) => void;
  /** A signal that aborts at `share` of the run's time cap. */
  deadline: (share: number) => AbortSignal;
  warn: (what: string) => (error: unknown) => void;
  signal: AbortSignal;
}

/**
 * Plan (title ∥ queries, ∥ the question's own search) and gather (every search at once, each
 * result read as soon as its search returns), or what a resumed run stored of them: a stored plan
 * is not planned again, stored documents are not searched or read again. Stores both checkpoints.
 */
export async function planAndGather(
  ctx: PlanGatherContext,
): Promise<{ title: string; gathered: GatheredCheckpoint }> {
  const {
    deps,
    input,
    subject,
    planningInput,
    discipline,
    offlineInput,
    emit,
    save,
    failures,
    onFailure,
    deadline,
    warn,
    signal,
  } = ctx;
  const { limits, model } = deps;
  const resume = input.resume ?? {};
  let title: string;
  let gathered: GatheredCheckpoint;
  if (resume.plan && resume.gathered) {
    // Resumed after searching and reading: the stored documents stand in for both.
    title = resume.plan.title;
    gathered = resume.gathered;
    failures.push(...gathered.failures);
    await emit({ type: 'title', content: title });
  } else {
    const gatherSignal = deadline(limits.gatherShare);
    const gatherer = new Gatherer(
      { search: deps.search, reader: deps.reader, readLimit: deps.readLimit },
      limits.gather,
      gatherSignal,
      onFailure,
    );
    // The question's own search starts at once: its results feed the offline plan and the evidence.
    const probe = gatherer.add(subject);
    let queries: string[];
    if (resume.plan) {
      ({ title, queries } = resume.plan);
      await emit({ type: 'title', content: title });
    } else {
      await emit({ type: 'status', content: RESEARCH_STATUS.generatingTitle });
      const planSignal = deadline(limits.planShare);
      // When the planned queries go to a web search provider, a user's documents never shape them:
      // their headings and words would leave the server as search queries.
      // A namesake the evidence would leave out ("Black Hole of Calcutta" for black holes) is no
      // topic to spend a search on.
      const onSubject = (r: WebResult) =>
        discipline.kept(r.title, splitPassages(0, r.content ?? r.snippet), r.site).length > 0;
      const probeResults = async (): Promise<WebResult[]> =>
        (await probe).filter((r) => onSubject(r) && !(deps.plansGoToWeb && r.site === DOCUMENT_SITE_NAME));
      const titleInput = { ...input, ...(offlineInput.frame ? { frame: offlineInput.frame } : {}) };
      const [planned, plannedQueries] = await Promise.all([
        orFallback(
          // The title is of the question as asked, read with its frame (places and aspects).
          () => model.title(titleInput, planSignal),
          () => offline.title(titleInput, signal),
          warn('title'),
        ),
        orFallback(
          async () =>
            // Places are searched place by aspect whoever writes (the plan both writers share).
            planningInput.frame && planningInput.frame.shape !== 'concept'
              ? placeQueries(planningInput.frame, limits.maxQueries)
              : model.planQueries(
                  planningInput,
                  model.plansFromProbe ? await probeResults() : [],
                  limits.maxQueries,
                  planSignal,
                ),
          async () => offline.planQueries(offlineInput, await probeResults(), limits.maxQueries, signal),
          warn('query plan'),
        ),
      ]);
      signal.throwIfAborted();
      title = planned;
      // A short concept is searched by itself first: "bank", not "different meanings word bank".
      const concept = planningInput.frame?.concept;
      queries = [
        ...new Set([...(concept ? [concept] : []), ...plannedQueries].map((q) => q.trim()).filter(Boolean)),
      ].slice(0, limits.maxQueries);
      await emit({ type: 'title', content: title });
      await emit({ type: 'status', content: RESEARCH_STATUS.generatedQueries(queries.length) });
      await emit({ type: 'queries', content: queries });
      save('queries', queries);
      save('plan', { title, queries });
    }
    await emit({ type: 'status', content: RESEARCH_STATUS.searchingWeb });
    for (const query of queries) void gatherer.add(query);
    const found = await gatherer.settle();
    signal.throwIfAborted();
    // A concept's articles bring the library's entries of their subject and parts (its glossary).
    const glossary =
      planningInput.frame?.shape === 'concept' && deps.entries
        ? await glossaryDocs(found, deps.entries, subject).catch((error: unknown) => {
            warn('glossary')(error);
            return [];
          })
        : [];
    const docs = [...found, ...glossary];
    gathered = { docs, searched: [...gatherer.searched], stats: gatherer.stats, failures: [...failures] };
    save('gather', { searched: gathered.searched, stats: gathered.stats, failures });
    save('gathered', gathered);
  }
  return { title, gathered };
}
