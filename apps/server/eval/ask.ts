/**
 * `npx tsx apps/server/eval/ask.ts "<question>" …`: asks each question through the real Quick path
 * over the bundled library and prints the answer with its sources, for looking into a question
 * without running a whole eval. A `@` before a question asks it over the eval user's documents;
 * DATA_DIR reuses a built index (the first run builds it).
 */
import { createEvalHarness } from './harness.js';

const harness = await createEvalHarness();
for (const arg of process.argv.slice(2)) {
  const documents = arg.startsWith('@');
  const question = documents ? arg.slice(1) : arg;
  const { answer, sources, related, ms } = await harness.ask(question, [], { documents });
  console.log(`=== ${question} (${ms.toFixed(0)} ms)\n${answer.trim()}`);
  for (const s of sources) console.log(`  [${s.n}] ${s.title} | ${s.url}`);
  if (related.length > 0) console.log(`  next: ${related.join(' | ')}`);
  console.log();
}
await harness.close();
process.exit(0);
