import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { NO_MODEL_NOTE, NOT_ANSWERED, NOTHING_RELEVANT, NO_SOURCES, RELATED_LABEL } from './compose.js';
import { createExtractiveEngine, extractAnswer } from './extractive-engine.js';
import { senseTerms } from './query.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `https://example.org/${n}`,
  title,
  text,
});

const PARIS = source(
  1,
  'Paris - Wikipedia',
  `# Paris

**Paris** is the capital and largest city of [France](https://en.wikipedia.org/wiki/France).[1] The city has an estimated population of 2,102,650 residents as of January 2023.[3] Since the 17th century, Paris has been one of the major centres of finance, diplomacy, commerce and culture.

## Landmarks
The Eiffel Tower was completed in 1889 for the World's Fair. The Louvre is the most-visited art museum in the world.`,
);
const PARIS_COPY = source(
  2,
  'Paris travel guide',
  'Paris is the capital and the largest city of France. Visitors love the cafés along the Seine river.',
);
const DOGS = source(
  3,
  'dog (noun)',
  'dog (noun)\na member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; "the dog barked all night"',
);

function citations(text: string): number[] {
  return [...text.matchAll(/\[(\d+)\]/gu)].map((m) => Number(m[1]));
}

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('extractAnswer', () => {
  it('leads with the most relevant sentence and cites its source', () => {
    const answer = extractAnswer('What is the capital of France?', [], [PARIS, DOGS]).join('');
    expect(answer.startsWith('Paris is the capital and largest city of France [1].')).toBe(true);
    expect(answer).not.toContain('Canis');
  });

  it('picks the sentence that answers the kind of question asked', () => {
    expect(extractAnswer('When was the Eiffel Tower completed?', [], [PARIS]).join('')).toMatch(
      /^The Eiffel Tower was completed in 1889/u,
    );
    expect(extractAnswer('How many residents does Paris have?', [], [PARIS]).join('')).toMatch(
      /^The city has an estimated population of 2,102,650/u,
    );
  });

  it('does not repeat the same statement from two sources', () => {
    const answer = extractAnswer('What is the capital of France?', [], [PARIS, PARIS_COPY]).join('');
    expect(answer.match(/capital and (?:the )?largest city of France/gu)).toHaveLength(1);
  });

  it('uses the previous question to resolve a follow-up', () => {
    const history = [
      { role: 'user' as const, content: 'Tell me about Paris' },
      { role: 'assistant' as const, content: 'Paris is the capital of France [1].' },
    ];
    const otherCity = source(
      2,
      'Lyon',
      'Lyon has a population of about 520,000 residents. Lyon is known for its cuisine.',
    );
    const answer = extractAnswer(
      'What about its population?',
      history,
      [otherCity, { ...PARIS, n: 1 }].reverse(),
    ).join('');
    expect(answer).toMatch(
      /^The city has an estimated population of 2,102,650 residents as of January 2023 \[1\]\./u,
    );
  });

  it('answers a definition question from WordNet-style glosses, capitalised and without the usage example', () => {
    const answer = extractAnswer('What is a dog?', [], [DOGS]).join('');
    expect(answer).toMatch(/^A member of the genus Canis .* occurs in many breeds \[3\]\./u);
    expect(answer).not.toContain('barked');
  });

  it('answers from library WordNet entries: commonest sense first, usage examples left out', () => {
    const entry = source(
      1,
      'dog',
      [
        'dog (noun): a member of the genus Canis that has been domesticated by man since prehistoric times; occurs in many breeds. Synonyms: domestic dog, Canis familiaris. Example: "the dog barked all night".',
        'dog (noun): informal term for a man. Example: "you lucky dog".',
      ].join('\n\n'),
    );
    const answer = extractAnswer('define dog', [], [entry]).join('');
    // Senses read as sentences, never as raw entries or bare synonym lists.
    expect(answer).toMatch(/^A dog is a member of the genus Canis .* breeds \[1\]\./u);
    expect(answer).toContain('“Dog” means informal term for a man [1].');
    expect(answer).not.toMatch(/Example|barked|lucky|\(noun\)|Synonyms/u);
  });

  it('says plainly when nothing relevant is found, without citations', () => {
    const answer = extractAnswer('How does quantum entanglement work?', [], [PARIS, DOGS]).join('');
    expect(answer).toContain(NOTHING_RELEVANT);
    expect(citations(answer)).toEqual([]);
    expect(extractAnswer('Anything?', [], []).join('')).toContain(NO_SOURCES);
  });

  it('says exactly once that no language model is configured', () => {
    for (const question of ['What is the capital of France?', 'quantum entanglement']) {
      const answer = extractAnswer(question, [], [PARIS]).join('');
      expect(answer.split(NO_MODEL_NOTE)).toHaveLength(2);
      expect(answer.endsWith(NO_MODEL_NOTE)).toBe(true);
    }
  });

  it('groups supporting sentences into bullets by source, in document order', () => {
    const extra = source(
      2,
      'Paris museums',
      'Paris has more than 130 museums. The Musée d’Orsay in Paris holds impressionist art.',
    );
    const answer = extractAnswer(
      'Tell me about Paris museums and landmarks in Paris',
      [],
      [PARIS, extra],
    ).join('');
    const bullets = answer.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(2);
    for (const bullet of bullets) expect(new Set(citations(bullet)).size).toBe(1);
  });

  it('is deterministic', () => {
    const run = (): string[] => extractAnswer('What is Paris known for?', [], [PARIS, PARIS_COPY, DOGS]);
    expect(run()).toEqual(run());
  });

  it('cites only existing source numbers and ends every sentence with a citation, whatever the input', () => {
    // A small shared vocabulary, so that most generated questions do match some sentences.
    const word = fc.constantFrom(
      'river',
      'city',
      'bridge',
      'tower',
      'museum',
      'harbour',
      'is',
      'the',
      'old',
      'near',
      'built',
    );
    const sentence = fc
      .tuple(
        fc.array(word, { minLength: 4, maxLength: 14 }),
        fc.constantFrom('.', '!', '?', ' [12].', ' [2]', ''),
      )
      .map(([w, end]) => `${w.join(' ').replace(/^./u, (c) => c.toUpperCase())}${end}`);
    const noise = fc.constantFrom(
      '\n\n',
      '\n- ',
      '\n# Heading\n',
      ' [7] ',
      '`x [3]`',
      '\n```\ncode [9]\n```\n',
      'e.g. 3.5 km',
      '[a](https://x.org/1)',
    );
    const text = fc.array(fc.oneof(sentence, noise), { maxLength: 40 }).map((parts) => parts.join(' '));
    const sources = fc
      .array(text, { minLength: 1, maxLength: 6 })
      .map((texts) => texts.map((t, i) => source(i + 1, `Title ${i + 1}`, t)));
    const question = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => `${w.join(' ')}?`);
    let answered = 0;
    fc.assert(
      fc.property(sources, question, (list, q) => {
        const answer = extractAnswer(q, [], list).join('');
        for (const n of citations(answer)) expect(n >= 1 && n <= list.length).toBe(true);
        const body = answer.replace(NO_MODEL_NOTE, '').replace(NOTHING_RELEVANT, '');
        const sentences = body
          .split(/(?<=\[\d+\][.!?]?)\s+/u)
          .map((s) => s.trim())
          .filter((s) => s !== '' && s !== '-');
        for (const s of sentences) expect(s).toMatch(/\[\d+\][.!?]?$/u);
        if (citations(answer).length > 0) answered += 1;
      }),
      { numRuns: 300, seed: 42 },
    );
    expect(answered).toBeGreaterThan(100);
  });
});

describe('createExtractiveEngine', () => {
  it('streams the answer in several chunks and needs no language model', async () => {
    const engine = createExtractiveEngine();
    expect(engine.usesLanguageModel).toBe(false);
    const chunks = await collect(
      engine.answer({
        question: 'What is Paris?',
        history: [],
        sources: [PARIS],
        signal: new AbortController().signal,
      }),
    );
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.join('')).toBe(extractAnswer('What is Paris?', [], [PARIS]).join(''));
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const chunks = await collect(
      createExtractiveEngine().answer({
        question: 'What is Paris?',
        history: [],
        sources: [PARIS],
        signal: controller.signal,
      }),
    );
    expect(chunks).toEqual([]);
  });
});

describe('extractive answers never cite what is not a statement', () => {
  it('opens an explanation where its thought starts, not on a sentence that leans on the one before', () => {
    const greenhouse = source(
      1,
      'Climate change',
      `# Climate change

## Physics
The climate has always varied naturally. Sunlight passes through the atmosphere and warms the surface, which gives off infrared radiation. Certain gases absorb part of this radiation and send some of it back toward the surface. This natural greenhouse effect keeps the Earth roughly 33 degrees warmer than it would otherwise be. A stronger greenhouse effect keeps the Earth warmer still. The Earth stays warm because the greenhouse effect traps heat.`,
    );
    const answer = extractAnswer(
      'How does the greenhouse effect keep the Earth warm?',
      [],
      [greenhouse],
    ).join('');
    expect(answer).toMatch(/^Certain gases absorb part of this radiation/u);
    expect(answer).toContain('This natural greenhouse effect keeps the Earth');
  });

  it('leaves out bare synonym lists and heading lines', () => {
    const article = source(
      1,
      'The Roman Empire',
      'The fall of the West and the survival of the East\n\nThe Western Roman Empire fell in 476, while the East survived for another thousand years. The West was overrun by Germanic peoples during the fifth century. Constantinople remained the capital of the Roman East.\n\nSynonyms: Roman Empire, Imperium Romanum, the Empire of the West and East.',
    );
    const answer = extractAnswer(
      'Tell me about the Roman Empire in the West and the East',
      [],
      [article],
    ).join('');
    expect(answer).toContain('fell in 476');
    expect(answer).not.toMatch(/survival of the East|Synonyms/u);
  });
});

describe('extractive answers say so when the sources do not answer', () => {
  const neptune = source(
    1,
    'Neptune',
    'Neptune is the eighth and farthest known planet from the Sun. Triton is the largest moon of Neptune and orbits it backwards. Neptune was discovered in 1846 by mathematical prediction.',
  );

  it('does not pass a related sentence off as a count', () => {
    const answer = extractAnswer('How many moons does Neptune have?', [], [neptune]).join('');
    expect(answer.startsWith(NOT_ANSWERED)).toBe(true);
    expect(answer).toContain(RELATED_LABEL);
    expect(answer).toMatch(/^- .*Triton is the largest moon of Neptune.*\[1\]\.$/mu);
  });

  it('leads with the sentence that holds the date asked for', () => {
    const answer = extractAnswer('When was Neptune discovered?', [], [neptune]).join('');
    expect(answer).toMatch(/^Neptune was discovered in 1846/u);
  });
});

describe('extractive answers follow the sense a qualifier picks', () => {
  const io = source(
    1,
    'Io',
    'Io (noun): (Greek mythology) a maiden loved by Zeus, whom the Romans called Jupiter, and turned into a white heifer by Hera.\n\nIo (noun): the innermost of the four large Galilean moons of Jupiter; the most volcanically active body in the solar system.',
  );

  it('answers "Io, the moon of Jupiter" with the satellite only', () => {
    const answer = extractAnswer('What is Io, the moon of Jupiter?', [], [io]).join('');
    expect(answer).toMatch(/^Io is the innermost of the four large Galilean moons of Jupiter/u);
    expect(answer).not.toMatch(/Zeus|heifer/u);
  });

  it('reads the qualifier of "X, the Y" and "X, as in Y"', () => {
    expect([...senseTerms('What is Io, the moon of Jupiter?')]).toEqual(['moon', 'jupit']);
    expect([...senseTerms('bank, as in the bank of a river')]).toEqual(['river']);
    expect([...senseTerms('Who was Mars, the Roman god?')]).toEqual(['roman', 'god']);
    expect([...senseTerms('What is a volcano?')]).toEqual([]);
  });
});
