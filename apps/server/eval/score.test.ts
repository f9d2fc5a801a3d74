import { describe, expect, it } from 'vitest';
import type { EvalQuestion } from './questions.js';
import {
  checkSupport,
  countBareSynonyms,
  countDictionaryFormatting,
  hasFact,
  isAbstention,
  isCitedHeading,
  scoreAnswer,
  splitSentences,
  type CitedSource,
} from './score.js';
import { formatSummary, quantile, summarize, summarizeFollowUps, type EvalResult } from './summary.js';

const NOTE = '\n\n_Answered by extracting sentences from the sources — no language model is configured._';
const ARTICLE: CitedSource = {
  n: 1,
  url: 'http://localhost:8000/library/dna',
  kind: 'markdown',
  text: 'DNA\n\nHumans normally have 46 chromosomes in 23 pairs.\n\nGenes and the genome\n\nThe double helix was described in 1953 by James Watson and Francis Crick.',
};

describe('hasFact', () => {
  it('matches strings as whole tokens, numbers included', () => {
    expect(hasFact('Humans have 46 chromosomes.', '46')).toBe(true);
    expect(hasFact('It was 1946.', '46')).toBe(false);
    expect(hasFact('A ratio of 4.6 or 0.46', '46')).toBe(false);
    expect(hasFact('about 5.0 percent', '0.5')).toBe(false);
    expect(hasFact('Limassol is a port', 'Lima')).toBe(false);
    expect(hasFact('The capital is LIMA.', 'Lima')).toBe(true);
    expect(hasFact('Population: 66,553,766 (2015)', '66,553,766')).toBe(true);
  });

  it('uses regexes as they are', () => {
    expect(
      hasFact('it absorbs part of this\ninfrared radiation', /absorb(?:s)? part of this\s+infrared/i),
    ).toBe(true);
  });
});

describe('splitSentences', () => {
  it('ends a sentence at its citation and keeps the cited numbers', () => {
    const sentences = splitSentences(
      `Paris is the capital [1]. It lies on the Seine [1, 2].\n\n- Mount St. Helens erupted in 1980 [3].${NOTE}`,
    );
    expect(sentences).toEqual([
      { text: 'Paris is the capital [1].', citations: [1] },
      { text: 'It lies on the Seine [1, 2].', citations: [1, 2] },
      { text: 'Mount St. Helens erupted in 1980 [3].', citations: [3] },
    ]);
  });

  it('splits uncited text at sentence ends and drops markdown emphasis', () => {
    expect(splitSentences('**No.** I could not find it. Try again.').map((s) => s.text)).toEqual([
      'No.',
      'I could not find it.',
      'Try again.',
    ]);
  });
});

describe('abstention', () => {
  it("recognises the engine's wording and plain variants in the lead paragraph only", () => {
    expect(isAbstention(`I could not find anything in the sources that answers this question.${NOTE}`)).toBe(
      true,
    );
    expect(isAbstention('No sources were found for this question, so there is nothing to answer from.')).toBe(
      true,
    );
    expect(isAbstention('The sources do not say how many moons Uranus has.\n\nRelated: …')).toBe(true);
    expect(isAbstention('Uranus has many satellites [1].\n\nThe sources do not say how many.')).toBe(false);
  });
});

describe('noise', () => {
  it('counts raw dictionary entries and bare synonym lines', () => {
    const answer =
      'Bank (noun): sloping land [1]. Bank (verb): tip laterally [1].\n\nSynonyms: cant, camber [1].';
    expect(countDictionaryFormatting(answer)).toBe(2);
    expect(countBareSynonyms(splitSentences(answer))).toBe(1);
    expect(countBareSynonyms(splitSentences('A bank has synonyms: cant [1].'))).toBe(0);
  });

  it('finds a cited heading of the cited source, but not a Factbook field or a real sentence', () => {
    const [heading, sentence] = splitSentences(
      'Genes and the genome [1]. Humans normally have 46 chromosomes in 23 pairs [1].',
    );
    expect(isCitedHeading(heading!, [ARTICLE])).toBe(true);
    expect(isCitedHeading(sentence!, [ARTICLE])).toBe(false);
    const factbook: CitedSource = {
      n: 1,
      url: 'x',
      kind: 'factbook',
      text: '# Kenya — Government\n\nCapital — name: Nairobi',
    };
    expect(isCitedHeading(splitSentences('Capital — name: Nairobi [1].')[0]!, [factbook])).toBe(false);
  });
});

describe('checkSupport', () => {
  it('supports a sentence quoted from the source', () => {
    expect(
      checkSupport('Humans normally have 46 chromosomes in 23 pairs [1].', ARTICLE.text!).supported,
    ).toBe(true);
  });

  it('rejects a number the source does not contain, as a whole token', () => {
    const check = checkSupport('Humans normally have 48 chromosomes in 23 pairs [1].', ARTICLE.text!);
    expect(check).toMatchObject({ supported: false, missingNumbers: ['48'] });
  });

  it('rejects a sentence whose words are mostly not in the source', () => {
    expect(
      checkSupport('Dogs bark loudly at passing postmen every morning [1].', ARTICLE.text!).supported,
    ).toBe(false);
  });
});

describe('scoreAnswer', () => {
  const chromosomes: EvalQuestion = {
    question: 'How many chromosomes do humans have?',
    kind: 'number',
    expected: ['46'],
    forbidden: ['Algeria'],
  };

  it('is correct with the fact present, and leads when the first sentence carries it', () => {
    const score = scoreAnswer(chromosomes, `Humans normally have 46 chromosomes in 23 pairs [1].${NOTE}`, [
      ARTICLE,
    ]);
    expect(score).toMatchObject({ correct: true, lead: true, abstained: false });
    expect(score.citations).toEqual({ total: 1, supported: 1, unsupported: [] });
  });

  it('is wrong when a forbidden phrase appears or the answer says not found', () => {
    expect(
      scoreAnswer(chromosomes, 'Humans have 46 chromosomes [1]. Constantine is in Algeria [1].', [ARTICLE]),
    ).toMatchObject({ correct: false, reason: 'forbidden "Algeria"' });
    expect(scoreAnswer(chromosomes, 'I could not find anything in the sources.', [])).toMatchObject({
      correct: false,
      abstained: true,
    });
  });

  it('needs every fact when match is "all", and marks a late answer as not leading', () => {
    const both: EvalQuestion = {
      question: 'Who?',
      kind: 'person',
      expected: ['Watson', 'Crick'],
      match: 'all',
      forbidden: [],
    };
    expect(scoreAnswer(both, 'Watson did [1].', [ARTICLE]).correct).toBe(false);
    expect(
      scoreAnswer(both, 'DNA is a molecule [1]. Watson and Crick described it in 1953 [1].', [ARTICLE]),
    ).toMatchObject({ correct: true, lead: false });
  });

  it('scores an unanswerable question by abstention alone', () => {
    const dog: EvalQuestion = {
      question: 'Dog chromosomes?',
      kind: 'number',
      expected: [],
      forbidden: ['46'],
      abstain: true,
    };
    expect(scoreAnswer(dog, 'Humans normally have 46 chromosomes [1].', [ARTICLE]).correct).toBe(false);
    expect(
      scoreAnswer(dog, 'I could not find that in the sources.\n\nRelated: humans have 46 [1].', [ARTICLE]),
    ).toMatchObject({ correct: true, lead: null });
  });

  it('checks a strict unanswerable question over the whole answer, related material included', () => {
    const mona: EvalQuestion = {
      question: 'Who painted the Mona Lisa?',
      kind: 'person',
      expected: [],
      forbidden: [/\bmonas\b/i],
      abstain: true,
      strict: true,
    };
    const related = 'I could not find that in the sources.\n\n- A monas is a metaphysical entity [1].';
    expect(scoreAnswer(mona, related, [ARTICLE]).correct).toBe(false);
    expect(scoreAnswer({ ...mona, strict: undefined }, related, [ARTICLE]).correct).toBe(true);
  });

  it('counts a wrong answer given with a citation, never an honest "not found"', () => {
    const dog: EvalQuestion = {
      question: 'Dog?',
      kind: 'number',
      expected: ['78'],
      forbidden: [],
      abstain: undefined,
    };
    expect(scoreAnswer(dog, 'Humans have 46 chromosomes [1].', [ARTICLE]).wrongCited).toBe(true);
    expect(scoreAnswer(dog, 'Humans have 46 chromosomes.', [ARTICLE]).wrongCited).toBe(false);
    expect(
      scoreAnswer(dog, 'I could not find that in the sources.\n\n- Humans have 46 [1].', [ARTICLE])
        .wrongCited,
    ).toBe(false);
    expect(
      scoreAnswer({ ...dog, expected: [], abstain: true }, 'Humans have 46 [1].', [ARTICLE]).wrongCited,
    ).toBe(true);
  });
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('follow-up summary', () => {
  const result = (correct: boolean, lead: boolean): EvalResult => ({
    correct,
    reason: correct ? 'ok' : 'missing',
    abstained: false,
    lead,
    noise: { dictionary: 0, synonyms: 0, headings: 0 },
    citations: { total: 1, supported: 1, unsupported: [] },
    wrongCited: false,
    question: 'What about Peru?',
    kind: 'number',
    abstain: false,
    ms: 10,
    answer: '',
    sources: [],
    followUp: true,
  });

  it('counts follow-ups apart and reports them on their own line', () => {
    const followUps = summarizeFollowUps([result(true, true), result(true, false), result(false, false)]);
    expect(followUps).toEqual({ total: 3, correct: 2, lead: 1 });
    const text = formatSummary(summarize([result(true, true)]), followUps);
    expect(text).toContain('follow-ups          subject and aspect carried 2/3');
    expect(formatSummary(summarize([result(true, true)]))).not.toContain('follow-ups');
  });
});
