import { describe, expect, it } from 'vitest';
import type { AnswerSource } from './answer-engine.js';
import { checkCitations } from './citation-check.js';
import { syntheticSources } from './extractive/benchmark.js';
import { extractAnswer } from './extractive/extractive-engine.js';

const PARIS = `# Paris

**Paris** is the capital and largest city of [France](https://en.wikipedia.org/wiki/France).[1] The city has an estimated population of 2,102,650 residents as of January 2023.[3] Since the 17th century, Paris has been one of the major centres of finance, diplomacy, commerce and culture.

## Landmarks
The Eiffel Tower was completed in 1889 for the World's Fair. The Louvre is the most-visited art museum in the world.`;
const NEPTUNE =
  'Neptune is the eighth and farthest known planet from the Sun. Triton is the largest moon of Neptune, discovered by William Lassell in 1846. The planet has a mass of about 17 times that of Earth.';
const DOG =
  'dog (noun)\na member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; "the dog barked all night"';
const VERSION =
  'The dose was reduced to 0.5 mg per day. The museum received 2500 visitors on its opening day.';

const sources = (...texts: string[]) => new Map(texts.map((text, i) => [i + 1, text]));

describe('checkCitations', () => {
  it('passes sentences quoted from the cited source', () => {
    const answer =
      "Paris is the capital and largest city of France [1]. The city has an estimated population of 2,102,650 residents as of January 2023 [1].\n\nThe Eiffel Tower was completed in 1889 for the World's Fair [1].";
    expect(checkCitations(answer, sources(PARIS))).toEqual([]);
  });

  it('passes every citation the extractive engine writes, since it quotes its sources', () => {
    const answerSources: AnswerSource[] = [PARIS, NEPTUNE, DOG].map((text, i) => ({
      n: i + 1,
      url: `https://example.org/${i + 1}`,
      title: `Source ${i + 1}`,
      text,
    }));
    const questions = [
      'What is the capital of France?',
      'When was the Eiffel Tower completed?',
      'How many residents does Paris have?',
      'What is the largest moon of Neptune?',
      'Who discovered Triton?',
      'What is a dog?',
      'Tell me about Neptune',
    ];
    const map = new Map(answerSources.map((s) => [s.n, s.text]));
    let cited = 0;
    for (const question of questions) {
      const answer = extractAnswer(question, [], answerSources).join('');
      if (/\[\d\]/u.test(answer)) cited += 1;
      expect(checkCitations(answer, map), question).toEqual([]);
    }
    expect(cited).toBeGreaterThanOrEqual(5);
  });

  it('passes the extractive engine over markdown-heavy sources (headings, lists, links, decimals)', () => {
    const words = 'river city population climate history museum bridge tower railway harbour'.split(' ');
    let cited = 0;
    for (let seed = 1; seed <= 8; seed += 1) {
      const answerSources = syntheticSources(6, 2_000, seed);
      const map = new Map(answerSources.map((s) => [s.n, `${s.title}\n${s.text}`]));
      const question = `What is the ${words[seed % words.length]} ${words[(seed * 3) % words.length]}?`;
      const answer = extractAnswer(question, [], answerSources).join('');
      cited += (answer.match(/\[\d/gu) ?? []).length;
      expect(checkCitations(answer, map), answer).toEqual([]);
    }
    expect(cited).toBeGreaterThan(20);
  });

  it('flags a sentence with an invented number', () => {
    const answer = 'The city has an estimated population of 3,400,000 residents as of January 2023 [1].';
    expect(checkCitations(answer, sources(PARIS))).toEqual([
      { n: 1, sentence: 'The city has an estimated population of 3,400,000 residents as of January 2023.' },
    ]);
  });

  it('passes a ratio the sentence computes from its own cited figures, and flags one it does not', () => {
    const seats = sources(
      'Canada. Lower chamber seats: 343 (all directly elected)',
      'Australia. Lower chamber seats: 150',
    );
    const computed =
      "Canada's seats in the lower chamber, 343 [1], are higher than Australia's, 150 [2], about 2.3 times as much.";
    expect(checkCitations(computed, seats)).toEqual([]);
    const exports = sources('Chile. Exports: $111.123 billion', 'Peru. Exports: $55.3 million');
    const scaled =
      "Chile's exports, $111.123 billion [1], are higher than Peru's, $55.3 million [2], over a thousand times as much.";
    expect(checkCitations(scaled, exports)).toEqual([]);
    const invented =
      "Canada's seats in the lower chamber, 343 [1], are higher than Australia's, 150 [2], about 4.1 times as much.";
    expect(checkCitations(invented, seats).map((u) => u.n)).toEqual([1, 2]);
  });

  it('passes a ranking across a region named in its lead-in, and still checks what follows it', () => {
    const trade = sources(
      'Turkey. Exports: $372.756 billion (2024 est.)',
      'Ukraine. Exports: $56.114 billion (2024 est.)',
    );
    const ranking =
      "Around the Black Sea, Turkey's exports are the highest, $372.756 billion (2024 est.) [1], and Ukraine's the lowest, $56.114 billion (2024 est.) [2].";
    expect(checkCitations(ranking, trade)).toEqual([]);
    const invented =
      "Around the Black Sea, Turkey's exports are the highest, $400 billion (2024 est.) [1], and Ukraine's the lowest, $56.114 billion (2024 est.) [2].";
    expect(checkCitations(invented, trade).map((u) => u.n)).toEqual([1]);
    // A lead-in that ranks nothing is checked like the rest.
    expect(checkCitations("In Georgia, Turkey's exports are large [1].", trade)).toHaveLength(1);
  });

  it('flags an invented date and an invented name', () => {
    expect(
      checkCitations('The Eiffel Tower was completed in 1901 for the fair [1].', sources(PARIS)),
    ).toHaveLength(1);
    expect(
      checkCitations('The Eiffel Tower was designed by Gustave Eiffel [1].', sources(PARIS)),
    ).toHaveLength(1);
    expect(checkCitations('Triton was discovered by William Lassell in 1846 [1].', sources(NEPTUNE))).toEqual(
      [],
    );
  });

  it('matches numbers as whole tokens only', () => {
    expect(checkCitations('The dose was reduced to 5.0 mg per day [1].', sources(VERSION))).toHaveLength(1);
    expect(checkCitations('The dose was reduced to 5 mg per day [1].', sources(VERSION))).toHaveLength(1);
    expect(checkCitations('The dose was reduced to 0.5 mg per day [1].', sources(VERSION))).toEqual([]);
    expect(
      checkCitations('The museum received 2,500 visitors on its opening day [1].', sources(VERSION)),
    ).toEqual([]);
    expect(
      checkCitations('The museum received 250 visitors on its opening day [1].', sources(VERSION)),
    ).toHaveLength(1);
    expect(checkCitations('It had 2,500 visitors [1].', sources('The museum had 2500 visitors.'))).toEqual(
      [],
    );
  });

  it('flags a claim from another source cited as [1] (misattribution)', () => {
    const answer = 'Triton is the largest moon of Neptune [1].';
    expect(checkCitations(answer, sources(PARIS, NEPTUNE))).toEqual([
      { n: 1, sentence: 'Triton is the largest moon of Neptune.' },
    ]);
    expect(checkCitations('Triton is the largest moon of Neptune [2].', sources(PARIS, NEPTUNE))).toEqual([]);
  });

  it('flags a sentence whose words mostly do not occur in the cited text', () => {
    const answer =
      'Paris hosts enormous festivals celebrating regional cheese, bread and wine every summer [1].';
    expect(checkCitations(answer, sources(PARIS))).toHaveLength(1);
  });

  it('passes a close paraphrase (most content words kept)', () => {
    const answer = 'Triton, discovered in 1846 by William Lassell, is the largest moon of Neptune [1].';
    expect(checkCitations(answer, sources(NEPTUNE))).toEqual([]);
  });

  it('passes [1][2] and [1, 2] when either cited source supports the sentence', () => {
    const map = sources(PARIS, NEPTUNE);
    expect(checkCitations('Triton is the largest moon of Neptune [1][2].', map)).toEqual([]);
    expect(checkCitations('Triton is the largest moon of Neptune [1, 2].', map)).toEqual([]);
    expect(checkCitations('Triton is the largest moon of Neptune [1].', map)).toHaveLength(1);
  });

  it('reports each citation of a failing sentence', () => {
    const answer = 'Mars has 14 moons named after Greek gods [1, 2].';
    expect(checkCitations(answer, sources(PARIS, NEPTUNE))).toEqual([
      { n: 1, sentence: 'Mars has 14 moons named after Greek gods.' },
      { n: 2, sentence: 'Mars has 14 moons named after Greek gods.' },
    ]);
  });

  it('gives a marker placed after the full stop to the sentence before it', () => {
    const answer =
      'The Louvre is the most-visited art museum in the world. [1] Neptune is the eighth planet. [2]';
    expect(checkCitations(answer, sources(PARIS, NEPTUNE))).toEqual([]);
    expect(checkCitations(answer, sources(NEPTUNE, PARIS))).toEqual([
      { n: 1, sentence: 'The Louvre is the most-visited art museum in the world.' },
      { n: 2, sentence: 'Neptune is the eighth planet.' },
    ]);
  });

  it('ignores code blocks, inline code and uncited sentences', () => {
    const answer = [
      'Here is an example:',
      '',
      '```python',
      'population = 9_999_999  # made up [1].',
      '```',
      '',
      'Run `echo 42 [1]` to try it. Mars has 14 moons.',
    ].join('\n');
    expect(checkCitations(answer, sources(PARIS))).toEqual([]);
  });

  it('strips markdown from list items, headings, emphasis and links before checking', () => {
    const answer = [
      '## Paris',
      '',
      '- **Paris** is the capital and largest city of [France](https://example.org) [1].',
      '- The *Eiffel Tower* was completed in 1889 [1].',
      '',
      '| City | Note |',
      '| --- | --- |',
      '| Paris | The Louvre is the most-visited art museum in the world [1]. |',
    ].join('\n');
    expect(checkCitations(answer, sources(PARIS))).toEqual([]);
    expect(checkCitations('- The *Eiffel Tower* was completed in **1999** [1].', sources(PARIS))).toEqual([
      { n: 1, sentence: 'The Eiffel Tower was completed in 1999.' },
    ]);
  });

  it('reports a citation of a source it was not given', () => {
    expect(checkCitations('Paris is the capital of France [3].', sources(PARIS))).toEqual([
      { n: 3, sentence: 'Paris is the capital of France.' },
    ]);
    expect(checkCitations('Paris is the capital of France [1][3].', sources(PARIS))).toEqual([
      { n: 3, sentence: 'Paris is the capital of France.' },
    ]);
  });
});
