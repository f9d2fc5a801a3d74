import { createLogger } from '../src/logger.js';
import { offlineLibrary } from '../bench/offline-app.js';
const { library } = await offlineLibrary(process.env.DATA_DIR ?? '/tmp/evaldata', createLogger('silent'));
for (const id of process.argv.slice(2)) {
  if (id.startsWith('?')) {
    const results = await library.search(id.slice(1), { limit: 8, signal: new AbortController().signal });
    for (const r of results) console.log(`${r.title} | ${r.url}\n   ${r.snippet.slice(0, 200)}`);
    continue;
  }
  const doc = await library.getDocument(id);
  console.log(`=== ${id}\n${doc?.text.slice(0, 3000)}`);
}
process.exit(0);
