import pLimit from 'p-limit';
import { RESEARCH_STREAM_END, researchEventSchema, type ResearchEvent } from '@pardus/protocol';
import type { App } from '../../src/app.js';
import { createStreamLimiter } from '../../src/http/stream-limiter.js';
import { createLogger } from '../../src/logger.js';
import { createExtractiveResearchModel } from '../../src/research/model/extractive/extractive-model.js';
import type { ResearchModel } from '../../src/research/model/research-model.js';
import type { PageReader } from '../../src/research/reader/index.js';
import { DEFAULT_RESEARCH_LIMITS, type ResearchLimits } from '../../src/research/research-limits.js';
import { createResearchJobs, type ResearchJobs } from '../../src/research/jobs/index.js';
import type { Db } from '../../src/db/create-db.js';
import type { ImageService } from '../../src/images/index.js';
import type { Budget } from '../../src/budget/budget.service.js';
import type { SearchProvider, WebResult } from '../../src/search/search-provider.js';
import type { DbKind } from './test-db.js';
import type { DocumentSearch } from '../../src/documents/scoped-search.js';
import type { ResearchDeps } from '../../src/research/run-research.js';
import { authed, createTestApp, signIn, type TestApp } from './test-app.js';

export interface ResearchStream {
  events: ResearchEvent[];
  /** Every raw line, `[DONE]` included. */
  lines: string[];
}

/** Reads a whole research stream: every line but `[DONE]` must parse as a protocol event. */
export async function readResearch(response: Response): Promise<ResearchStream> {
  const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
  const events = lines
    .filter((line) => line !== RESEARCH_STREAM_END)
    .map((line) => researchEventSchema.parse(JSON.parse(line)));
  return { events, lines };
}

export const reportOf = (events: ResearchEvent[]) =>
  events.find((e) => e.type === 'final_report')?.content ?? '';
export const citedNumbers = (text: string) =>
  [...text.matchAll(/\[(\d+(?:,\s*\d+)*)\]/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((n) => Number(n.trim())),
  );

export interface ResearchSetup {
  search: SearchProvider;
  model?: ResearchModel;
  reader?: PageReader | null;
  limits?: Partial<ResearchLimits>;
  daily?: number;
  kind: DbKind;
  /** Lease of a run without heartbeat (short in takeover tests). */
  leaseMs?: number;
  maxRunsPerUser?: number;
  /** False: the worker is left stopped (start it with `jobs.start()`). */
  startWorker?: boolean;
  pollMs?: number;
  /** PostgreSQL: listen for run events (LISTEN/NOTIFY) on this database. */
  databaseUrl?: string;
  /** Users' documents, searched by runs that ask for them. */
  documents?: DocumentSearch;
  /** The library as it loads: runs started before it is loaded wait for it. */
  library?: ResearchDeps['library'];
  /** Questions offered after reports. */
  related?: ResearchDeps['related'];
  /** The words the library holds nowhere (the library's own lookup, as the app wires it). */
  unknownWords?: ResearchDeps['unknownWords'];
  /** Library entries by id (the library's own lookup, as the app wires it). */
  entries?: ResearchDeps['entries'];
}

/** Durable research over `db` as main.ts builds it, with short polls for tests; its worker started. */
export function testResearchJobs(
  base: { db: Db; budget: Budget; images?: ImageService },
  setup: Omit<ResearchSetup, 'kind' | 'daily'>,
): ResearchJobs {
  const jobs = createResearchJobs(
    {
      search: setup.search,
      ...(setup.documents ? { documents: setup.documents } : {}),
      ...(setup.library ? { library: setup.library } : {}),
      ...(setup.related ? { related: setup.related } : {}),
      ...(setup.unknownWords ? { unknownWords: setup.unknownWords } : {}),
      ...(setup.entries ? { entries: setup.entries } : {}),
      reader: setup.reader ?? null,
      readLimit: pLimit(4),
      model: setup.model ?? createExtractiveResearchModel(),
      db: base.db,
      budget: base.budget,
      limiter: createStreamLimiter(3),
      logger: createLogger('silent'),
      limits: { ...DEFAULT_RESEARCH_LIMITS, ...setup.limits },
      ...(base.images ? { images: base.images.links } : {}),
    },
    {
      concurrency: 4,
      leaseMs: setup.leaseMs ?? 5_000,
      pollMs: setup.pollMs ?? 50,
      retentionHours: 24,
      maxRunsPerUser: setup.maxRunsPerUser ?? 2,
      ...(setup.databaseUrl ? { databaseUrl: setup.databaseUrl } : {}),
    },
  );
  if (setup.startWorker !== false) jobs.start();
  return jobs;
}

/** The real app with /api/spysearch mounted over the given providers, and a signed-in user. */
export async function researchApp(
  setup: ResearchSetup,
): Promise<{ t: TestApp; app: App; token: string; remaining: () => Promise<number>; jobs: ResearchJobs }> {
  let jobs: ResearchJobs | undefined;
  const made = await createTestApp({
    kind: setup.kind,
    daily: setup.daily ?? 20,
    extra: (base) => {
      jobs = testResearchJobs(base, setup);
      return { extraApiRoutes: jobs.apiRoutes };
    },
  });
  if (!jobs) throw new Error('research jobs were not built');
  const started = jobs;
  // The worker stops before the database goes away.
  const t: TestApp = { ...made, close: async () => (await started.stop(0), made.close()) };
  const { token } = await signIn(t.app, 'deep@example.com');
  const remaining = async () =>
    ((await (await authed(t.app, token, '/api/tokens/status')).json()) as { daily_tokens_remaining: number })
      .daily_tokens_remaining;
  return { t, app: t.app, token, remaining, jobs: started };
}

/** A small offline web: documents found by any shared word, with Markdown bodies. */
export const VOLCANO_DOCS: WebResult[] = [
  {
    url: 'https://geo.example/volcano',
    title: 'Volcano - Geo Encyclopedia',
    snippet: 'A volcano is an opening in the crust of a planet.',
    content:
      `# Volcano\n\nA volcano is an opening in the crust of a planet through which molten rock and gases escape. Volcanoes are found on Earth and on other planets.\n\n## Formation\n\nMagma forms where mantle rock melts because pressure drops or water lowers its melting point. The magma rises because it is less dense than the rock around it.\n\nMost volcanoes sit along the boundaries of tectonic plates, where plates pull apart or one sinks beneath another.\n\n## Eruptions\n\nAn eruption begins when the pressure of magma and dissolved gases exceeds the strength of the rock above. Runny basaltic lava gives gentle eruptions, while sticky gas-rich magma explodes violently.\n\n## Hazards\n\nPyroclastic flows race down a volcano at hundreds of kilometres per hour and are the deadliest volcanic hazard. Ash clouds ground aircraft and collapse roofs far from the vent.`.repeat(
        1,
      ),
  },
  {
    url: 'https://science.example/volcano-types?utm_source=feed',
    title: 'Types of volcano | Science Daily',
    snippet: 'Shield volcanoes, stratovolcanoes and cinder cones.',
    content: `# Types of volcano\n\n## Shield volcanoes\n\nShield volcanoes have broad gentle slopes built from runny lava that flows a long way before it cools. Mauna Loa in Hawaii is the largest shield volcano on Earth.\n\n## Stratovolcanoes\n\nStratovolcanoes are steep cones built from alternating layers of lava, ash and rock. Mount Fuji and Vesuvius are stratovolcanoes, and their eruptions can be violent.\n\n## Cinder cones\n\nCinder cones are small steep hills of loose volcanic fragments thrown out around a single vent during one eruption.`,
  },
  {
    url: 'https://science.example/volcano-types',
    title: 'Types of volcano (mirror)',
    snippet: 'The same page again without tracking parameters.',
    content: 'This copy must collapse into the first one because its canonical address is the same.',
  },
  {
    url: 'https://observatory.example/monitoring',
    title: 'How scientists monitor volcanoes',
    snippet: 'Earthquakes, ground swelling and gas measurements warn of eruptions.',
    content: `# Monitoring volcanoes\n\nVolcano observatories watch for swarms of small earthquakes as magma moves underground. Satellites and GPS stations measure the swelling of the ground before an eruption.\n\nChanges in the gases escaping from vents, such as more sulfur dioxide, can signal that fresh magma is rising. Warnings based on monitoring have saved thousands of lives, for example at Mount Pinatubo in 1991.`,
  },
];

/** A search over `docs`: a document matches when it shares a word of four letters or more with the query. */
export function wordSearch(
  docs: readonly WebResult[],
  options: { fail?: (query: string, call: number) => Error | undefined } = {},
) {
  let calls = 0;
  const queries: string[] = [];
  const provider: SearchProvider & { queries: string[] } = {
    name: 'words',
    queries,
    async search(query, { limit, signal }) {
      signal.throwIfAborted();
      calls += 1;
      queries.push(query);
      const failure = options.fail?.(query, calls);
      if (failure) throw failure;
      const words = query.toLowerCase().match(/[a-z]{4,}/g) ?? [];
      return docs
        .filter((d) =>
          words.some((w) => `${d.title} ${d.content ?? ''}`.toLowerCase().includes(w.replace(/s$/, ''))),
        )
        .slice(0, limit);
    },
    async searchImages(query) {
      return /volcan/i.test(query)
        ? [
            {
              link: 'https://geo.example/volcano',
              imageUrl: 'https://geo.example/volcano.png',
              title: 'Volcano cross-section',
            },
          ]
        : [];
    },
  };
  return provider;
}

/** The offline model writing each part slowly (one chunk every `ms`), so a run can be caught mid-report. */
export function slowWriter(ms: number): ResearchModel {
  const model = createExtractiveResearchModel();
  const pause = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), {
        once: true,
      });
    });
  return {
    ...model,
    usesLanguageModel: model.usesLanguageModel,
    plansFromProbe: model.plansFromProbe,
    writeParts(request, signal) {
      return model.writeParts(request, signal).map((stream) => ({
        async *[Symbol.asyncIterator]() {
          for await (const chunk of stream) {
            for (const word of chunk.split(/(?<= )/)) {
              await pause(signal);
              yield word;
            }
          }
        },
      }));
    },
  };
}

/** Reads NDJSON lines from a live stream until `until(line)` holds; returns the lines read. */
export async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (line: string) => boolean,
): Promise<string[]> {
  const decoder = new TextDecoder();
  const lines: string[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return lines;
    buffer += decoder.decode(value, { stream: true });
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts.filter((l) => l.trim() !== '')) {
      lines.push(line);
      if (until(line)) return lines;
    }
  }
}

/**
 * Asks `probe` every 25 ms until `ok` holds of its value or `ms` pass; returns the last value, for the
 * test to assert (background work such as a run's refund or a worker's heartbeat lands a moment later).
 */
export async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
