/**
 * `npx tsx apps/server/eval/inspect.ts <id | ?query>…`: prints library documents by id
 * ("factbook.ke.government", "wordnet.nairobi") or, for an argument starting with "?", what library
 * search returns for it. For looking into an eval answer; DATA_DIR reuses a built index.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../src/logger.js';
import { offlineLibrary } from '../bench/offline-app.js';

const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'pardus-inspect-')));
const { library } = await offlineLibrary(dataDir, createLogger('silent'));
const signal = new AbortController().signal;
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('?')) {
    for (const r of await library.search(arg.slice(1), { limit: 8, signal }))
      console.log(`${r.title} | ${r.url}\n   ${r.snippet.slice(0, 200)}`);
    continue;
  }
  const doc = await library.getDocument(arg);
  console.log(`=== ${arg}\n${doc?.text ?? '(no such document)'}`);
}
process.exit(0);
