/**
 * `npx tsx apps/server/eval/deep/check-questions.ts`: checks the question set against the library, not
 * the writer. Every expected fact must occur in the library text of the question's subjects (a country's
 * Factbook sections, a region's members', the documents library search finds for a concept); for an
 * unanswerable question it prints what search finds, for a person to judge; a document question's facts
 * must occur in the eval user's documents (`eval/documents/`). DATA_DIR reuses a built index.
 * `--held-out` checks the held-out set instead, printing only its totals unless EVAL_SHOW_HELD_OUT=1.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../../src/logger.js';
import { offlineLibrary } from '../../bench/offline-app.js';
import { factLabel, hasFact } from '../score.js';
import { libraryIdOf } from '../harness.js';
import { loadFactbookVocabulary } from './factbook-vocabulary.js';
import { EVAL_DOCUMENTS_DIR } from './harness.js';
import { DEEP_QUESTIONS } from './questions.js';
import { HELD_OUT_DEEP_QUESTIONS } from './questions-held-out.js';

const SECTIONS = [
  'introduction',
  'geography',
  'environment',
  'people-and-society',
  'government',
  'economy',
  'energy',
  'communications',
  'transportation',
  'military-and-security',
  'transnational-issues',
];

const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'pardus-check-')));
const { library } = await offlineLibrary(dataDir, createLogger('silent'));
const { gazetteer } = await loadFactbookVocabulary();
const signal = new AbortController().signal;

async function textsOf(subject: string): Promise<string[]> {
  const codes = gazetteer.resolve(subject);
  const ids = codes.length
    ? codes.flatMap((code) => SECTIONS.map((s) => `factbook.${code}.${s}`))
    : (await library.search(subject, { limit: 5, signal })).flatMap((r) => libraryIdOf(r.url) ?? []);
  const docs = await Promise.all(ids.map((id) => library.getDocument(id)));
  return docs.flatMap((d) => (d ? [d.text] : []));
}

/** The eval user's own documents, as uploaded: what a document question is asked over. */
const userDocuments = await Promise.all(
  (await readdir(EVAL_DOCUMENTS_DIR)).map((name) => readFile(path.join(EVAL_DOCUMENTS_DIR, name), 'utf8')),
);

const heldOut = process.argv.includes('--held-out');
const questions = heldOut ? HELD_OUT_DEEP_QUESTIONS : DEEP_QUESTIONS;
/** The held-out questions are not shown one by one unless asked (they check generalisation). */
const show = !heldOut || process.env.EVAL_SHOW_HELD_OUT === '1';
const print = (text: string) => {
  if (show) console.log(text);
};

let problems = 0;
for (const q of questions) {
  const text =
    q.kind === 'document'
      ? userDocuments.join('\n\n')
      : (await Promise.all(q.subjects.map(textsOf))).flat().join('\n\n');
  if (q.kind === 'unanswerable') {
    const hits = await library.search(q.question, { limit: 3, signal });
    print(`? ${q.question}\n    search finds: ${hits.map((h) => h.title).join(' | ') || 'nothing'}`);
    continue;
  }
  const missing = q.expected.filter((f) => !hasFact(text, f));
  if (missing.length) problems++;
  print(
    `${missing.length ? '✗' : '✓'} ${q.question}${missing.length ? ` — not in the library: ${missing.map(factLabel).join(', ')}` : ''}`,
  );
}
console.log(
  `\n${questions.length} ${heldOut ? 'held-out ' : ''}questions, ${problems} with facts the library does not hold`,
);
process.exit(0);
