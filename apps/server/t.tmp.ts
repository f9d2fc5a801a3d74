import { loadKnowledge } from './src/knowledge/knowledge.js';
import { askedFacts } from './src/question/asked-facts.js';
import { understand } from './src/question/understand.js';
import { factbookDocuments, readFactbook, installedFactbook } from './src/search/library/sources/factbook.js';
import { extractAnswer, QUICK_ANSWER_LIMITS } from './src/answer/extractive/extractive-engine.js';
import { checkCitations } from './src/answer/citation-check.js';
const knowledge = await loadKnowledge();
const docs = new Map((await factbookDocuments(await readFactbook(installedFactbook()))).map(({ doc }) => [doc.id, doc]));
for (const q of process.argv.slice(2)) {
  const frame = understand(q, [], knowledge);
  const facts = askedFacts(frame, knowledge);
  const ids = facts ? [...new Set((facts.shape === 'ranked' ? [facts.fact] : facts.facts).map((f) => f.fact.source.id))] : [];
  const sources = ids.map((id, i) => ({ n: i + 1, url: `http://x/library/${id}`, title: docs.get(id)!.title, text: docs.get(id)!.text }));
  const a = extractAnswer(q, [], sources, QUICK_ANSWER_LIMITS, { frame, ...(facts ? { facts } : {}) }).join('');
  console.log(a, JSON.stringify(checkCitations(a, new Map(sources.map((s) => [s.n, `${s.title}\n${s.text}`])))));
}
