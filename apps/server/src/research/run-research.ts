import type { LimitFunction } from 'p-limit';
import type { RelatedQuestions } from '../related/related-questions.js';
import {
  LIBRARY_LOADING_NOTICE,
  RESEARCH_STATUS,
  type ImageResult,
  type ResearchEvent,
} from '@pardus/protocol';
import type { Logger } from '../logger.js';
import type { SearchProvider } from '../search/search-provider.js';
import { selectEvidence } from './evidence/select-evidence.js';
import { writeExtractiveParts } from './model/extractive/write-parts.js';
import type { ResearchModel, ResearchQuestion } from './model/research-model.js';
import type { PageReader } from './reader/index.js';
import type { ResearchLimits } from './research-limits.js';
import type { RunStore } from './run-store.js';
import type { ResearchFailure } from './stages/failures.js';
import { reportCitations, reportPassages } from './stages/check-citations.js';
import { notEnoughEvidenceReport } from './stages/not-enough-evidence.js';
import { imagesFor } from './stages/images.js';
import { reportParts, usable } from './stages/report-parts.js';
import { writeReport } from './stages/write-report.js';
import { Deadlines } from './deadline.js';
import { questionAsRead, searchQueryFor } from '../quick/search-query.js';
import { offline, orFallback } from './stages/fallback.js';
import { planAndGather } from './stages/plan-and-gather.js';
import type { Checkpoints } from './checkpoints.js';
import { subjectDiscipline } from './evidence/on-subject.js';
import { aspectOutline } from './stages/aspect-outline.js';
import { loadKnowledge } from '../knowledge/knowledge.js';
import { frameQuestion } from './understand/frame.js';
import { withUnknownNames, type UnknownWords } from '../question/unknown-names.js';
import type { Knowledge } from '../knowledge/knowledge.js';
import { withApostrophes } from '../text/typed-contractions.js';
import type { LibraryEntries } from './evidence/glossary.js';

/** Sources a report keeps for each place it is about, at least (see selectEvidence's maxSources). */
const SOURCES_PER_PLACE = 2;

export interface ResearchDeps {
  search: SearchProvider;
  reader: PageReader | null;
  readLimit: LimitFunction;
  model: ResearchModel;
  store: RunStore;
  logger: Logger;
  limits: ResearchLimits;
  /** The places and typed facts questions read; the vendored Factbook's when not given. */
  knowledge?: Knowledge | Promise<Knowledge>;
  /**
   * The library as it loads after a start: a run that begins before it is loaded says so (a
   * `notice`) and waits, rather than searching half an index.
   */
  library?: { isReady(): boolean; ready(): Promise<void> };
  /**
   * The words of a question the library holds nowhere ("pickleball"): a concept report's evidence
   * must name them, so the entry of a neighbouring word ("tennis") writes no report. Absent with a
   * web provider.
   */
  unknownWords?: UnknownWords;
  /**
   * Library entries by id: a concept report looks up the dictionary entries of its articles'
   * subjects and section headings (evidence/glossary.ts). Absent with a web provider.
   */
  entries?: LibraryEntries;
  /** Questions offered after the report; none when absent. */
  related?: RelatedQuestions;
  /**
   * True when the run searches a web provider as well as the user's documents: the query plan is
   * then made without the documents' words (they would leave the server as search queries).
   */
  plansGoToWeb?: boolean;
}

export interface ResearchInput extends ResearchQuestion {
  runId: string;
  userId: string;
  /** Stage outputs stored by an earlier attempt of this run: those stages are not run again. */
  resume?: Checkpoints;
}

/** How a run ended; `delivered` once any report text reached the user. */
export interface ResearchOutcome {
  status: 'done' | 'insufficient' | 'cancelled';
  delivered: boolean;
  title: string;
  report: string;
}

/** Longest wait for images still being searched once the report is written. */
const IMAGE_GRACE_MS = 5_000;

/**
 * Waits for `promise` to settle, or for `signal`. A library that failed to load is waited for too:
 * its searches then fail, and each failure is reported.
 */
function untilSettledOrAborted(promise: Promise<unknown>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    promise.then(done, done);
  });
}

/**
 * One Deep research run: title ∥ query plan (∥ the question's own search) → every search at once,
 * each result read as soon as its search returns → evidence selection and the evidence gate →
 * outline → every part written at once, shown in order → each citation checked against the passages
 * its writer was given. Emits the stream events as it goes and
 * stores each stage's output with the run. Caps (searches, pages, tokens, wall time) end a stage
 * early and the run writes with what it has; it never hangs and never loops. Throws only when the
 * caller aborted or something unexpected broke (the caller reports it and refunds).
 */
export async function runResearch(
  deps: ResearchDeps,
  asked: ResearchInput,
  emit: (event: ResearchEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<ResearchOutcome> {
  const { limits, model, store, logger } = deps;
  // Read as meant: "whats the economy of chile like" asks what it is.
  const input = { ...asked, question: withApostrophes(asked.question) };
  // Before the clock of the run's time cap starts: the wait is the server's, not the run's.
  if (deps.library && !deps.library.isReady()) {
    void emit({ type: 'notice', content: LIBRARY_LOADING_NOTICE });
    await untilSettledOrAborted(deps.library.ready(), signal);
    signal.throwIfAborted();
  }
  const started = performance.now();
  const deadlines = new Deadlines(signal);
  const deadline = (share: number) => deadlines.after(limits.timeCapMs * share);
  try {
    const runSignal = deadline(1);
    const failures: ResearchFailure[] = [];
    const onFailure = (failure: ResearchFailure) => {
      failures.push(failure);
      void emit({ type: 'failure', ...failure });
    };
    const stored: Promise<void>[] = [];
    const save = (stage: string, output: unknown) =>
      stored.push(
        store
          .saveStage(input.runId, stage, output)
          .catch((error: unknown) => logger.warn({ err: error, stage }, 'research stage not stored')),
      );
    const warn = (what: string) => (error: unknown) => {
      if (!signal.aborted) logger.warn({ err: error }, `${what} failed; the offline model stands in`);
    };

    // A follow-up ("and its economy?") is searched with the question before it, as Quick does.
    const subject = searchQueryFor(input.question, input.history);
    // What the question is about (places, aspects, shape) decides the plan, the evidence and the outline.
    const knowledge = await (deps.knowledge ?? loadKnowledge());
    const { gazetteer } = knowledge;
    const framed = frameQuestion(questionAsRead(input.question, input.history), knowledge);
    // A place report is chosen by place and aspect; a concept's names are what its evidence must say.
    const frame =
      framed.shape === 'concept' && deps.unknownWords
        ? await withUnknownNames(framed, subject, deps.unknownWords, runSignal)
        : framed;
    // A language model reads the history itself; the offline model plans from the resolved question.
    const offlineInput = { ...input, question: subject, frame };
    const planningInput = model.usesLanguageModel ? { ...input, frame } : offlineInput;
    const resume = input.resume ?? {};
    const images = deps.search
      .searchImages(subject, { limit: limits.images, signal: runSignal })
      .catch((error: unknown): ImageResult[] => {
        logger.warn({ err: error }, 'research image search failed');
        return [];
      });
    const discipline = subjectDiscipline(frame, gazetteer);
    const { title, gathered } = await planAndGather({
      discipline,
      deps,
      input,
      subject,
      planningInput,
      offlineInput,
      emit,
      save,
      failures,
      onFailure,
      deadline,
      warn,
      signal,
    });
    // Every place asked keeps two sections (its introduction and the aspect's own): seven countries
    // of a region need more sources than one country's report.
    const evidenceLimits = {
      ...limits.evidence,
      maxSources: Math.max(limits.evidence.maxSources, SOURCES_PER_PLACE * frame.places.length),
    };
    const evidence = selectEvidence(gathered.docs, subject, evidenceLimits, discipline);
    save('sources', evidence.sources);
    logger.info(
      { ...gathered.stats, sources: evidence.sources.length, ms: Math.round(performance.now() - started) },
      'research evidence gathered',
    );

    // Once the report is out: what a reader may ask next (never before its last line).
    const offerRelated = async (report: string, found: boolean) => {
      if (!deps.related) return;
      try {
        const questions = await deps.related.suggest({
          question: subject,
          askedAs: input.question,
          asked: [...input.history.filter((m) => m.role === 'user').map((m) => m.content), input.question],
          answer: report,
          found,
          sourceTitles: evidence.sources.map((s) => s.title),
          search: deps.search,
          signal,
        });
        if (questions.length > 0) await emit({ type: 'related', questions });
      } catch (error) {
        if (!signal.aborted) logger.warn({ err: error }, 'related questions failed');
      }
    };

    if (!evidence.sufficient) {
      const report = notEnoughEvidenceReport(title, gathered.searched, gathered.stats);
      await emit({ type: 'final_report', content: report });
      await offerRelated(report, false);
      await Promise.all(stored);
      return { status: 'insufficient', delivered: false, title, report };
    }
    // Images go out as soon as they are found (the strip shows while the report is written).
    const imagesSent = imagesFor(deps, subject, evidence, images, runSignal).then(async (found) => {
      if (found.length > 0 && !signal.aborted)
        await emit({ type: 'images', images: found.slice(0, limits.images) });
    });
    for (const source of evidence.sources) {
      await emit({
        type: 'source',
        n: source.n,
        url: source.url,
        title: source.title,
        summary: source.summary,
        ...(source.site ? { site: source.site } : {}),
      });
    }

    /** The passages the report's citations draw on: each replaces its source's snippet. */
    const emitPassages = async (report: string) => {
      const cited = reportPassages(report, evidence, logger);
      if (cited.length > 0) await emit({ type: 'cited', sources: cited });
    };

    const planOutline = async () => {
      await emit({ type: 'status', content: RESEARCH_STATUS.planningStructure });
      if (frame.shape !== 'concept') {
        // Places are reported by aspect, side by side, whoever writes: the outline is the plan's.
        const byAspect = aspectOutline(frame, evidence);
        save('outline', byAspect);
        return byAspect;
      }
      const outlineInput = { ...planningInput, reportTitle: title };
      const sectionLimits = { min: limits.minSections, max: limits.maxSections };
      const planned = await orFallback(
        async () =>
          usable(
            await model.outline(
              outlineInput,
              evidence,
              sectionLimits,
              deadline(limits.gatherShare + limits.planShare),
            ),
            limits.maxSections,
          ),
        () => offline.outline({ ...offlineInput, reportTitle: title }, evidence, sectionLimits, signal),
        warn('outline'),
      );
      signal.throwIfAborted();
      save('outline', planned);
      return planned;
    };

    if (resume.outline && resume.report) {
      // Every part was written before the restart: only the ending is left.
      await emit({ type: 'final_report', content: resume.report.text });
      await emitPassages(resume.report.text);
      await offerRelated(resume.report.text, true);
      await Promise.all(stored);
      return { status: 'done', delivered: true, title, report: resume.report.text };
    }
    const outline = resume.outline ?? (await planOutline());

    await emit({ type: 'status', content: RESEARCH_STATUS.generatingContent });
    const parts = reportParts(subject, outline, evidence, limits.packChars, frame);
    const request = {
      ...input,
      frame,
      reportTitle: title,
      parts,
      maxTokensPerPart: Math.max(256, Math.floor(limits.maxLlmTokens / parts.length)),
    };
    // Parts written before a restart are not written again: the model gets only the others.
    const storedParts = resume.parts ?? new Map<number, string>();
    const partTexts: Record<number, string> = Object.fromEntries(storedParts);
    const toWrite = parts.map((_, i) => i).filter((i) => !storedParts.has(i));
    const fresh = model.writeParts({ ...request, parts: toWrite.map((i) => parts[i]!) }, runSignal);
    const streams = parts.map((_, i): AsyncIterable<string> => fresh[toWrite.indexOf(i)] ?? emptyStream());
    let offlineTexts: string[] | undefined;
    const fallback = (index: number) => (offlineTexts ??= writeExtractiveParts(request))[index] ?? '';
    const written = await writeReport(title, parts, streams, {
      emit,
      onFailure,
      fallback,
      signal: runSignal,
      stored: storedParts,
      onPartWritten: (index, text) => {
        partTexts[index] = text;
        save('parts', { ...partTexts });
      },
    });
    signal.throwIfAborted();
    save('sections', written.parts);
    save('report', { text: written.text });
    await emit({ type: 'final_report', content: written.text });
    const unverified = reportCitations(parts, written.parts, logger);
    await emit({ type: 'citations', unverified });
    save('citations', unverified);
    await emitPassages(written.text);
    // A slow image search may hold the end of the stream a little, never the report.
    await Promise.all([
      offerRelated(written.text, true),
      Promise.race([imagesSent, new Promise((resolve) => setTimeout(resolve, IMAGE_GRACE_MS).unref())]),
    ]);
    await Promise.all(stored);
    return { status: 'done', delivered: true, title, report: written.text };
  } finally {
    deadlines.dispose();
  }
}

/** The stream of a part that is not written (it was stored before a restart). */
async function* emptyStream(): AsyncIterable<string> {
  yield* [];
}
