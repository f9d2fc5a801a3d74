import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge, type Knowledge } from '../knowledge/knowledge.js';
import type { SearchProvider, WebResult } from '../search/search-provider.js';
import { findSources, readQuestion } from './find-sources.js';

let knowledge: Knowledge;
beforeAll(async () => {
  knowledge = await loadKnowledge();
});

const profile = (code: string, section: string, text: string): WebResult => ({
  url: `http://localhost:8000/library/factbook.${code}.${section}`,
  title: `${code} — ${section}`,
  snippet: text,
  content: text,
  libraryId: `factbook.${code}.${section}`,
});
const gloss = (word: string, text: string): WebResult => ({
  url: `http://localhost:8000/library/wordnet.${word}`,
  title: word,
  snippet: text,
  content: text,
  libraryId: `wordnet.${word}`,
});

/** A search that finds the same results whatever is asked: what a full-text match of shared words gives. */
const searchFinding = (results: WebResult[]): SearchProvider => ({
  name: 'library',
  search: () => Promise.resolve(results),
  searchImages: () => Promise.resolve([]),
});

async function sourcesFor(question: string, found: WebResult[]) {
  const deps = { search: searchFinding(found), knowledge: () => Promise.resolve(knowledge) };
  const read = await readQuestion(deps, question, []);
  const { results } = await findSources(deps, read, new AbortController().signal);
  return results.map((r) => r.libraryId);
}

describe('findSources: a question about named places', () => {
  const vietnam = profile(
    'vm',
    'military-and-security',
    'Vietnam has acquired arms from India, Israel and the US.',
  );
  const israel = profile('is', 'military-and-security', 'Israel: military service is compulsory.');
  const army = gloss(
    'army',
    'army (noun): a permanent organization of the military land forces of a nation.',
  );

  it('is answered from their profiles, never from another place’s that only mentions them', async () => {
    expect(await sourcesFor('Do Israelis have to fight in wars?', [vietnam, israel, army])).toEqual([
      'factbook.is.military-and-security',
      'wordnet.army',
    ]);
    // No profile of the place found: nothing of another place's stands in for it.
    expect(await sourcesFor('Do Israelis have to fight in wars?', [vietnam, army])).toEqual(['wordnet.army']);
  });

  it('keeps every place compared and a region’s places; a question naming none keeps all', async () => {
    const sweden = profile('sw', 'economy', 'Sweden exports machinery.');
    const norway = profile('no', 'economy', 'Norway exports oil.');
    expect(await sourcesFor('Does Norway trade more than Sweden?', [sweden, norway, vietnam])).toEqual([
      'factbook.sw.economy',
      'factbook.no.economy',
    ]);
    expect(
      await sourcesFor('Which Scandinavian country trades the most?', [sweden, norway, vietnam]),
    ).toEqual(['factbook.sw.economy', 'factbook.no.economy']);
    expect(await sourcesFor('Who buys the most weapons?', [vietnam, army])).toEqual([
      'factbook.vm.military-and-security',
      'wordnet.army',
    ]);
  });
});

describe('readQuestion: words the library holds nowhere', () => {
  it('are names the sources must hold, beside the names the tagger read', async () => {
    const deps = {
      knowledge: () => Promise.resolve(knowledge),
      unknownWords: (text: string) => Promise.resolve(text.includes('bieber') ? ['bieber'] : []),
    };
    const read = await readQuestion(deps, "what is justin bieber's real name", []);
    expect(read.frame?.names).toContain('bieber');
    const known = await readQuestion(deps, 'what is the capital of peru', []);
    expect(known.frame?.names).toEqual([]);
  });

  it('add nothing when the vocabulary cannot be read', async () => {
    const deps = {
      knowledge: () => Promise.resolve(knowledge),
      unknownWords: () => Promise.reject(new Error('index not built')),
    };
    const read = await readQuestion(deps, "what is justin bieber's real name", []);
    expect(read.frame?.names).not.toContain('bieber');
  });
});
