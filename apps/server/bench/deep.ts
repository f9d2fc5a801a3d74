/**
 * Deep research speed, for `npm run bench`:
 * - the pipeline's parallelism: with stub search, reader and model of fixed latencies, a run's wall
 *   time divided by its critical path (the longest chain of dependent stub calls); 1.00 is perfect;
 * - the offline run over the bundled library through HTTP: time to the first status line, to the
 *   first report text and to the end.
 */
import pLimit from 'p-limit';
import type { ResearchEvent } from '@pardus/protocol';
import type { App } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import type { ResearchModel } from '../src/research/model/research-model.js';
import type { PageReader } from '../src/research/reader/index.js';
import { DEFAULT_RESEARCH_LIMITS } from '../src/research/research-limits.js';
import { memoryRunStore } from '../src/research/run-store.js';
import { runResearch } from '../src/research/run-research.js';
import type { SearchProvider } from '../src/search/search-provider.js';
import { authed } from '../test/support/test-app.js';

const LATENCY = { search: 100, read: 150, structured: 200, chunk: 40, chunks: 5, images: 50 };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stubSearch: SearchProvider = {
  name: 'stub',
  async search(query) {
    await wait(LATENCY.search);
    const slug = query.toLowerCase().replace(/\W+/g, '-');
    return [1, 2, 3].map((i) => ({
      url: `https://stub.test/${slug}/${i}`,
      title: `${query} ${i}`,
      snippet: `About ${query}.`,
    }));
  },
  async searchImages(query) {
    await wait(LATENCY.images);
    return [
      {
        link: 'https://stub.test/p',
        imageUrl: `https://stub.test/${encodeURIComponent(query)}.png`,
        title: query,
      },
    ];
  },
};

const stubReader: PageReader = {
  async read(url) {
    await wait(LATENCY.read);
    const topic = url.split('/').at(-2) ?? 'topic';
    const text = `Lava and magma facts about ${topic.replace(/-/g, ' ')}. Volcanoes erupt when magma pressure rises in the chamber. Lava flows cool into basalt rock over many years.`;
    return {
      url,
      finalUrl: url,
      title: topic,
      markdown: `## ${topic}\n\n${text}\n\n${text.replace('Lava', 'Hot lava')}`,
      bytes: 400,
    };
  },
};

const stubModel: ResearchModel = {
  usesLanguageModel: true,
  plansFromProbe: false,
  title: async () => (await wait(LATENCY.structured), 'Volcanoes'),
  planQueries: async () => (await wait(LATENCY.structured), ['volcano lava', 'magma chamber', 'basalt rock']),
  outline: async () => (
    await wait(LATENCY.structured),
    [
      { title: 'Lava', focus: 'lava flows' },
      { title: 'Magma', focus: 'magma pressure chamber' },
      { title: 'Rock', focus: 'basalt rock' },
    ]
  ),
  writeParts: (request) =>
    request.parts.map(async function* () {
      for (let i = 0; i < LATENCY.chunks; i++) {
        await wait(LATENCY.chunk);
        yield `Volcanoes erupt [1]. `;
      }
    }),
};

/** Wall time ÷ critical path of a run whose every outside call has a fixed latency. */
export async function benchCriticalPath(runs = 5): Promise<{ p50: number; max: number; critical: number }> {
  const critical =
    LATENCY.structured + LATENCY.search + LATENCY.read + LATENCY.structured + LATENCY.chunk * LATENCY.chunks;
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await runResearch(
      {
        search: stubSearch,
        reader: stubReader,
        readLimit: pLimit(16),
        model: stubModel,
        store: memoryRunStore(),
        logger: createLogger('silent'),
        limits: DEFAULT_RESEARCH_LIMITS,
      },
      { runId: `bench-${i}`, userId: 'bench', question: 'How do volcanoes erupt?', history: [] },
      async () => undefined,
      new AbortController().signal,
    );
    ratios.push((performance.now() - started) / critical);
  }
  const sorted = ratios.sort((a, b) => a - b);
  console.log(
    `deep research, stub providers: critical path ${critical} ms; wall ÷ critical path p50 ${sorted[Math.floor(runs / 2)]?.toFixed(3)}, max ${sorted.at(-1)?.toFixed(3)} (target ≤ 1.15)`,
  );
  return { p50: sorted[Math.floor(runs / 2)] ?? NaN, max: sorted.at(-1) ?? NaN, critical };
}

/** The offline Deep run through HTTP: first status, first report text, end (ms). */
export async function benchOfflineDeep(app: App, token: string, questions: readonly string[]): Promise<void> {
  for (const question of questions) {
    const started = performance.now();
    const response = await authed(app, token, '/api/spysearch', {
      method: 'POST',
      json: { query: question, messages: [] },
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstStatus = NaN;
    let firstReport = NaN;
    for (;;) {
      const chunk: { done: boolean; value?: Uint8Array } = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
      const now = performance.now() - started;
      if (Number.isNaN(firstStatus) && text.includes('"type":"status"')) firstStatus = now;
      if (Number.isNaN(firstReport) && text.includes('"type":"report_chunk"')) firstReport = now;
    }
    const total = performance.now() - started;
    const events = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as ResearchEvent);
    const sections = events.filter((e) => e.type === 'section_complete').length;
    const sources = events.filter((e) => e.type === 'source').length;
    console.log(
      `deep research offline "${question}": first status ${firstStatus.toFixed(0)} ms, first report text ${firstReport.toFixed(0)} ms, total ${total.toFixed(0)} ms (${sections} sections, ${sources} sources; targets warm: total < 1 000 ms, first status ≤ 300 ms)`,
    );
  }
}
