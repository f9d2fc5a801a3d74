// Prints a Deep research report for a question over the default offline library (a look, not a test).
// Usage: npx tsx apps/server/bench/deep-sample.ts "Compare the economies of Chile and Peru"
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { ResearchEvent } from '@pardus/protocol';
import { createLogger } from '../src/logger.js';
import { REPO_ROOT } from '../src/paths.js';
import { createExtractiveResearchModel } from '../src/research/model/extractive/extractive-model.js';
import { DEFAULT_RESEARCH_LIMITS } from '../src/research/research-limits.js';
import { memoryRunStore } from '../src/research/run-store.js';
import { runResearch } from '../src/research/run-research.js';
import { createLibrarySearch } from '../src/search/library/library-search.js';

const question = process.argv[2] ?? 'Compare the economies of Chile and Peru';
const dataDir = join(REPO_ROOT, 'data');
mkdirSync(dataDir, { recursive: true });
const logger = createLogger('warn');
const search = createLibrarySearch(
  {
    publicUrl: 'http://localhost:8000',
    libraryDir: join(REPO_ROOT, 'library'),
    dataDir,
    dictdDir: '/usr/share/dictd',
    clipartDir: '/usr/share/openclipart',
  },
  { logger },
);
await search.ready();
const started = performance.now();
const events: ResearchEvent[] = [];
const outcome = await runResearch(
  {
    search,
    reader: null,
    readLimit: pLimit(4),
    model: createExtractiveResearchModel(),
    store: memoryRunStore(),
    logger,
    limits: DEFAULT_RESEARCH_LIMITS,
  },
  { runId: 'sample', userId: 'u', question, history: [] },
  async (event) => {
    events.push(event);
  },
  new AbortController().signal,
);
for (const e of events)
  if (e.type !== 'report_chunk' && e.type !== 'final_report') console.log(JSON.stringify(e).slice(0, 200));
console.log(`\n${outcome.status} in ${Math.round(performance.now() - started)} ms\n`);
console.log(outcome.report);
