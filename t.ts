import { splitPassages } from './apps/server/src/research/evidence/passages.js';
import { createLogger } from './apps/server/src/logger.js';
import { offlineLibrary } from './apps/server/bench/offline-app.js';
const { library } = await offlineLibrary('node_modules/.cache/pardus-eval-deep', createLogger('silent'));
const doc = await library.getDocument('factbook.ja.environment');
for (const p of splitPassages(1, doc!.text)) console.log(p.id, JSON.stringify(p.text));
process.exit(0);
