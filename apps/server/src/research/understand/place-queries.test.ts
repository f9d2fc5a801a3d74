import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/knowledge.js';
import { frameQuestion } from './frame.js';
import { placeQueries } from './place-queries.js';

const queries = async (question: string, max = 6) =>
  placeQueries(frameQuestion(question, await loadKnowledge()), max);

describe('placeQueries', () => {
  it('searches each place for each aspect, places taking turns', async () => {
    expect(await queries('How do the political systems of Norway and Sweden differ?')).toEqual([
      'Norway government',
      'Sweden government',
      'Norway introduction background',
      'Sweden introduction background',
      'Norway constitution history',
      'Sweden constitution history',
    ]);
  });

  it('spends the budget on sub-aspects, and ends short of it only when nothing is left to ask', async () => {
    expect(await queries('How is Switzerland governed?', 12)).toEqual([
      'Switzerland government',
      'Switzerland introduction background',
      'Switzerland',
      'Switzerland constitution history',
      'Switzerland executive branch cabinet',
      'Switzerland legislative branch',
      'Switzerland judicial branch courts',
      'Switzerland political parties elections',
      'Switzerland administrative divisions',
    ]);
  });

  it('looks up the things a single place’s facts name, before its sub-aspects', async () => {
    const planned = await queries('What are the major rivers of Brazil?');
    expect(planned.slice(0, 4)).toEqual([
      'Brazil geography location terrain',
      'Brazil',
      'Amazon Paraná river',
      'Tocantins São Francisco river',
    ]);
    // A comparison's budget goes to the places' own facts.
    expect((await queries('Compare the rivers of Brazil and Peru.')).join(' ')).not.toMatch(/Tocantins/u);
  });

  it('adds the second search of an aspect whose facts sit in two parts of an entry, when there is room', async () => {
    expect(await queries('Compare the histories of Spain and Portugal.')).toEqual([
      'Spain history introduction background',
      'Portugal history introduction background',
      'Spain independence government',
      'Portugal independence government',
      'Spain independence national holiday',
      'Portugal independence national holiday',
    ]);
  });

  it('skips a second search that another aspect of the plan already makes', async () => {
    const found = await queries('What is the history and government of Chile?');
    expect(found.filter((q) => q.includes('introduction'))).toEqual([
      'Chile history introduction background',
    ]);
  });

  it('groups aspects so that every place gets the same number of searches within the cap', async () => {
    const found = await queries(
      'Compare the climate, population, economy and energy of Egypt, Saudi Arabia and Iran.',
    );
    expect(found).toHaveLength(6);
    for (const place of ['Egypt', 'Saudi Arabia', 'Iran'])
      expect(found.filter((q) => q.startsWith(place))).toHaveLength(2);
  });

  it('has more places than searches share them, the last in pairs, so that every place is searched', async () => {
    expect(await queries('Compare the history of Norway, Sweden, Finland, Denmark and Iceland.', 4)).toEqual([
      'Norway history',
      'Sweden history',
      'Finland history',
      'Denmark Iceland history',
    ]);
  });

  it('searches a region by its name, then its places, most populous first, until the budget is spent', async () => {
    const found = await queries('What are the main environmental issues in Southeast Asia?');
    expect(found[0]).toBe('Southeast Asia environmental issues');
    expect(found[1]).toBe('Indonesia environmental issues');
    expect(found).toHaveLength(6);
  });

  it('searches a sea by its name alone first: its own entry says what it is', async () => {
    const found = await queries('Which countries ring the Caspian Sea, and what harms it?');
    expect(found[0]).toBe('Caspian Sea');
    expect(found[1]).toBe('Caspian Sea environmental issues');
  });
});
