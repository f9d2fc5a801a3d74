import { describe, expect, it } from 'vitest';
import { useStarterLibrary } from '../../../test/support/starter-library.js';

/** The default offline setup: the bundled starter library, WordNet and the World Factbook. */
const starterLibrary = useStarterLibrary();
const options = { limit: 5, signal: new AbortController().signal };

const SOUTHEAST_ASIA = new Set(
  'Brunei Burma Cambodia Indonesia Laos Malaysia Philippines Singapore Thailand Timor-Leste Vietnam'.split(
    ' ',
  ),
);

describe('library ranking on the starter library, WordNet and the Factbook', () => {
  it('answers "What is a volcano?" with the volcano article first, its definition as snippet', async () => {
    const [first, second] = await starterLibrary().search('What is a volcano?', options);
    expect(first!.title).toBe('Volcano');
    expect(first!.url).toMatch(/^http:\/\/localhost:8000\/library\/science-volcanoes-[0-9a-f]{8}$/);
    expect(first!.snippet).toMatch(/^A volcano is an opening in the crust/);
    expect(first!.content!.length).toBeGreaterThan(4_000);
    expect(second!.url).toBe('http://localhost:8000/library/wordnet.volcano');
  });

  it.each([
    ['What is a dog?', 'dog'],
    ['What is a tree?', 'tree'],
    ['What are volcanoes?', 'Volcano'],
  ])('puts the entry named like the subject of %s above compounds of the word', async (query, title) => {
    expect((await starterLibrary().search(query, options))[0]?.title).toBe(title);
  });

  it('finds the bundled volcano diagram as an image linking to the article', async () => {
    const [article] = await starterLibrary().search('volcano', options);
    const [image] = await starterLibrary().searchImages('volcano magma chamber', options);
    expect(image).toMatchObject({ title: 'Volcano cross section', link: article!.url });
    expect(image!.imageUrl).toMatch(
      /^http:\/\/localhost:8000\/library\/science-images-volcano-cross-section-[0-9a-f]{8}$/,
    );
  });

  it('answers "define serendipity" from WordNet', async () => {
    const [first] = await starterLibrary().search('define serendipity', options);
    expect(first).toMatchObject({
      title: 'serendipity',
      url: 'http://localhost:8000/library/wordnet.serendipity',
      snippet: expect.stringContaining('good luck in making unexpected and fortunate discoveries') as string,
    });
  });

  it.each([
    ['How does photosynthesis work?', 'Photosynthesis'],
    ['black hole event horizon', 'Black hole'],
    ['fall of the Western Roman Empire', 'The Roman Empire'],
    ['what is typescript', 'TypeScript'],
    ['evaporation and precipitation', 'The water cycle'],
    ['DNA double helix', 'DNA'],
    ['greenhouse gases warming', 'Climate change'],
    // Named after part of the question: the article, not the many entries that mention its words.
    ['What causes climate change?', 'Climate change'],
  ])('%s → %s', async (query, title) => {
    expect((await starterLibrary().search(query, options))[0]?.title).toBe(title);
  });

  it('ranks both economies first for a comparison of two countries', async () => {
    const results = await starterLibrary().search('Compare the economies of Chile and Peru', {
      ...options,
      limit: 6,
    });
    expect(results.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Chile — Economy', 'Peru — Economy']),
    );
    expect(results[0]).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:8000\/library\/factbook\.(ci|pe)\.economy$/) as string,
      site: 'World Factbook',
    });
  });

  it.each([
    ['What currency does Japan use?', 'Japan — Economy'],
    ['How many people live in Iceland?', 'Iceland — People and Society'],
    ['What is the capital of Kenya?', 'Kenya — Government'],
  ])('ranks the section holding the field %s asks for among the first results', async (query, title) => {
    const results = await starterLibrary().search(query, options);
    expect(results.slice(0, 3).map((r) => r.title)).toContain(title);
  });

  it('finds the environment sections of several Southeast Asian countries', async () => {
    const results = await starterLibrary().search(
      'What are the main environmental issues in Southeast Asia?',
      {
        ...options,
        limit: 8,
      },
    );
    const countries = results
      .map((r) => /^(.+) — Environment$/.exec(r.title)?.[1])
      .filter((country) => country !== undefined && SOUTHEAST_ASIA.has(country));
    expect(new Set(countries).size).toBeGreaterThanOrEqual(4);
  });

  it('shows the flags of the countries a question names, linking to their entries', async () => {
    const images = await starterLibrary().searchImages('Compare the economies of Chile and Peru', options);
    expect(images.slice(0, 2).map((i) => [i.title, i.link.split('/').pop()])).toEqual(
      expect.arrayContaining([
        ['Flag of Chile', 'factbook.ci.introduction'],
        ['Flag of Peru', 'factbook.pe.introduction'],
      ]),
    );
  });

  it('names the collection of each result as its site', async () => {
    const [article, entry] = await starterLibrary().search('What is a volcano?', options);
    expect([article!.site, entry!.site]).toEqual(['Library', 'WordNet']);
    expect((await starterLibrary().search('economy of Japan', options))[0]).toMatchObject({
      title: 'Japan — Economy',
      site: 'World Factbook',
    });
  });

  it('serves WordNet entries as documents with every sense', async () => {
    const doc = await starterLibrary().getDocument('wordnet.black_hole');
    expect(doc).toMatchObject({ title: 'black hole', kind: 'wordnet', sourcePath: 'WordNet 3.1' });
    expect(doc!.text).toContain('black hole (noun):');
  });

  it('answers in milliseconds', async () => {
    await starterLibrary().search('volcano eruption hazards', options);
    const started = performance.now();
    for (let i = 0; i < 10; i++) await starterLibrary().search('how do volcanoes erupt lava', options);
    expect((performance.now() - started) / 10).toBeLessThan(200);
  });
});
