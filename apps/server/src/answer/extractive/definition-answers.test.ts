import { describe, expect, it } from 'vitest';
import { extractAnswer } from './extractive-engine.js';
import { useStarterLibrary } from '../../../test/support/starter-library.js';

/** The default offline setup: the bundled starter library plus WordNet. */
const starterLibrary = useStarterLibrary();

async function answer(question: string): Promise<string> {
  const results = await starterLibrary().search(question, { limit: 6, signal: new AbortController().signal });
  const sources = results.map((r, i) => ({
    n: i + 1,
    url: r.url,
    title: r.title,
    text: r.content ?? r.snippet,
  }));
  const text = extractAnswer(question, [], sources).join('');
  for (const match of text.matchAll(/\[(\d+)\]/gu))
    expect(Number(match[1])).toBeLessThanOrEqual(sources.length);
  return text;
}

describe('definition questions over the starter library and WordNet', () => {
  it('answers "What is a volcano?" about volcanoes, not islands or mountains named after them', async () => {
    const text = await answer('What is a volcano?');
    expect(text).toMatch(/^A volcano is an opening in the crust/u);
    expect(text).not.toContain('Volcano Islands');
    expect(text).not.toContain('Asama');
  });

  it('leads with the commonest sense of a word however short its gloss ("large Old World boas")', async () => {
    expect(await answer('what is a python')).toMatch(
      /^A python is large Old World boas|^“Python” means large Old World boas/u,
    );
  });

  it('leads "What is a cat?" with the feline, not the cat box', async () => {
    const text = await answer('What is a cat?');
    expect(text).toMatch(/^“Cat” means feline mammal/u);
    expect(text).not.toMatch(/cat box|cat food|alley cat/iu);
  });

  it('drops compounds of the subject ("Black Hole of Calcutta") but keeps the article', async () => {
    const text = await answer('What is a black hole?');
    expect(text).toMatch(/^A black hole is a region of space/u);
    expect(text).not.toContain('Calcutta');
  });

  it('leads with the main sense of a common word, not one that merely says "is" or repeats the word', async () => {
    expect(await answer('What is a dog?')).toMatch(/^A dog is a member of the genus Canis/u);
    expect(await answer('What is a tree?')).toMatch(/^A tree is a/u);
  });
});
