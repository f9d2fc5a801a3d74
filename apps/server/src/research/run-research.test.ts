import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import type { ResearchEvent } from '@pardus/protocol';
import { createLogger } from '../logger.js';
import { VOLCANO_DOCS, wordSearch } from '../../test/support/research.js';
import { createExtractiveResearchModel } from './model/extractive/extractive-model.js';
import type { ResearchModel } from './model/research-model.js';
import { DEFAULT_RESEARCH_LIMITS } from './research-limits.js';
import { memoryRunStore } from './run-store.js';
import { runResearch, type ResearchDeps } from './run-research.js';
import { readCheckpoints } from './checkpoints.js';

const input = { runId: 'r', userId: 'u', question: 'How do volcanoes erupt?', history: [] };

function run(model: ResearchModel, timeCapMs: number) {
  const events: ResearchEvent[] = [];
  const store = memoryRunStore();
  void store.start({ id: input.runId, userId: input.userId, question: input.question });
  const outcome = runResearch(
    {
      search: wordSearch(VOLCANO_DOCS),
      reader: null,
      readLimit: pLimit(2),
      model,
      store,
      logger: createLogger('silent'),
      limits: { ...DEFAULT_RESEARCH_LIMITS, timeCapMs },
    },
    input,
    async (e) => void events.push(e),
    new AbortController().signal,
  );
  return { events, outcome, store };
}

/** A run over the volcano documents with the offline model and default limits. */
const offlineDeps = (overrides: Partial<ResearchDeps> = {}): ResearchDeps => ({
  search: wordSearch(VOLCANO_DOCS),
  reader: null,
  readLimit: pLimit(2),
  model: createExtractiveResearchModel(),
  store: memoryRunStore(),
  logger: createLogger('silent'),
  limits: DEFAULT_RESEARCH_LIMITS,
  ...overrides,
});

describe('runResearch caps', () => {
  it('ends within its time cap with a report when the model never finishes writing', async () => {
    const offline = createExtractiveResearchModel();
    const stuck: ResearchModel = {
      ...offline,
      usesLanguageModel: true,
      writeParts: (request) =>
        request.parts.map(async function* () {
          yield 'Begun [1]. ';
          await new Promise(() => undefined);
        }),
    };
    const started = Date.now();
    const { events, outcome } = run(stuck, 1_500);
    const result = await outcome;
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result.status).toBe('done');
    expect(result.report).toContain('Begun [');
    expect(['final_report', 'citations', 'cited', 'images']).toContain(events.at(-1)?.type);
    // "Begun" is in no passage: every part's citation of it is reported, after the report.
    const types = events.map((e) => e.type);
    expect(types.indexOf('citations')).toBeGreaterThan(types.indexOf('final_report'));
    const citations = events.find((e) => e.type === 'citations');
    const unverified = citations?.type === 'citations' ? citations.unverified : [];
    expect(unverified.length).toBeGreaterThan(0);
    expect(unverified.every((u) => u.sentence === 'Begun.')).toBe(true);
  });

  it('stands in for a planner that throws, so the run still has queries', async () => {
    const offline = createExtractiveResearchModel();
    const broken: ResearchModel = {
      ...offline,
      title: () => Promise.reject(new Error('down')),
      planQueries: () => Promise.reject(new Error('down')),
      outline: () => Promise.reject(new Error('down')),
    };
    const { events, outcome, store } = run(broken, 10_000);
    const result = await outcome;
    expect(result.status).toBe('done');
    expect(events.find((e) => e.type === 'title')?.content).toBe('How Do Volcanoes Erupt');
    expect((events.find((e) => e.type === 'queries')?.content ?? []).length).toBeGreaterThan(0);
    expect(Object.keys(store.runs.get('r')?.stages ?? {})).toEqual(
      expect.arrayContaining(['queries', 'sources', 'outline', 'sections']),
    );
  });
});

describe('runResearch follow-ups', () => {
  it('searches a short follow-up together with the question before it', async () => {
    const search = wordSearch(VOLCANO_DOCS);
    const events: ResearchEvent[] = [];
    await runResearch(
      offlineDeps({ search }),
      {
        ...input,
        question: 'And how dangerous are they?',
        history: [
          { role: 'user', content: 'How do volcanoes erupt?' },
          { role: 'assistant', content: 'They erupt when pressure builds.' },
        ],
      },
      async (e) => void events.push(e),
      new AbortController().signal,
    );
    expect(search.queries[0]).toContain('volcanoes');
    expect(events.filter((e) => e.type === 'source').length).toBeGreaterThan(0);
  });
});

describe('runResearch and words the library holds nowhere', () => {
  const ask = (question: string, unknown: string[]) =>
    runResearch(
      offlineDeps({
        unknownWords: async (text) => unknown.filter((word) => text.toLowerCase().includes(word)),
      }),
      { ...input, question },
      async () => {},
      new AbortController().signal,
    );

  it('ends a concept question about such a word as not enough evidence, whatever its neighbours say', async () => {
    const outcome = await ask('How do volcanoes erupt on a zorblat?', ['zorblat']);
    expect(outcome.status).toBe('insufficient');
    expect(outcome.report).toContain('Not enough evidence');
  });

  it('writes the report when every word is known', async () => {
    expect((await ask('How do volcanoes erupt?', ['zorblat'])).status).toBe('done');
  });
});

describe('runResearch cited passages', () => {
  it('gives each cited source, after the report, a passage of its evidence the report draws on', async () => {
    const { events, outcome } = run(createExtractiveResearchModel(), 30_000);
    const { report } = await outcome;
    const types = events.map((e) => e.type);
    expect(types.indexOf('cited')).toBeGreaterThan(types.indexOf('final_report'));
    const cited = events.find((e) => e.type === 'cited');
    const passages = cited?.type === 'cited' ? cited.sources : [];
    expect(passages.length).toBeGreaterThan(0);
    const sources = new Map(events.flatMap((e) => (e.type === 'source' ? [[e.n, e] as const] : [])));
    for (const { n, summary } of passages) {
      expect(report).toContain(`[${n}]`);
      const source = sources.get(n);
      const doc = VOLCANO_DOCS.find((d) => d.url === source?.url);
      // The words the source holds (not its search snippet), the passage's own words.
      expect(doc?.content?.replace(/\s+/g, ' ')).toContain(summary.replace(/…$/, '').slice(0, 60));
      expect(summary).not.toBe(source?.summary);
    }
  });
});

describe('runResearch resumed', () => {
  it('does not write again the parts stored before a restart, and shows them as they were', async () => {
    const offline = createExtractiveResearchModel();
    const first = run(offline, 30_000);
    await first.outcome;
    const stages = { ...first.store.runs.get(input.runId)!.stages };
    // A crash after the first two parts: the whole report and the later parts were never stored.
    delete stages.report;
    delete stages.sections;
    const written = stages.parts as Record<string, string>;
    stages.parts = { 0: written['0'], 1: written['1'] };
    const resume = readCheckpoints(stages);
    expect([...(resume.parts?.keys() ?? [])]).toEqual([0, 1]);

    const asked: string[] = [];
    const recording: ResearchModel = {
      ...offline,
      writeParts: (request, signal) => {
        asked.push(...request.parts.map((p) => p.title));
        return offline.writeParts(request, signal);
      },
    };
    const events: ResearchEvent[] = [];
    const store = memoryRunStore();
    void store.start({ id: input.runId, userId: input.userId, question: input.question });
    const result = await runResearch(
      {
        search: wordSearch(VOLCANO_DOCS),
        reader: null,
        readLimit: pLimit(2),
        model: recording,
        store,
        logger: createLogger('silent'),
        limits: DEFAULT_RESEARCH_LIMITS,
      },
      { ...input, resume },
      async (e) => void events.push(e),
      new AbortController().signal,
    );
    const outline = resume.outline ?? [];
    expect(asked).not.toContain(outline[0]?.title);
    // Summary, sections and conclusion, less the summary and first section already written.
    expect(asked).toHaveLength(outline.length);
    expect(result.report).toContain(resume.parts!.get(0)!);
    expect(result.report).toContain(resume.parts!.get(1)!);
  });
});
