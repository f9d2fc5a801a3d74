import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../answer-engine.js';
import { isAbstention } from './compose.js';
import { extractAnswer } from './extractive-engine.js';

const source = (n: number, title: string, text: string): AnswerSource => ({
  n,
  url: `http://localhost:8000/library/${n}`,
  title,
  text,
});
const answer = (question: string, sources: AnswerSource[]) => extractAnswer(question, [], sources).join('');

describe('questions whose verb only asks', () => {
  it('"who wrote / discovered X" is answered by a maker named by "by", a possessive or a word of making', () => {
    const hamlet = source(
      1,
      'Hamlet',
      "Hamlet (noun): the hero of William Shakespeare's tragedy who hoped to avenge the murder of his father",
    );
    const village = source(2, 'hamlet', 'hamlet (noun): a community of people smaller than a village');
    expect(answer('Who wrote Hamlet?', [hamlet, village])).toMatch(
      /^Hamlet is the hero of William Shakespeare's tragedy/u,
    );
    const curie = source(
      2,
      'Marie Curie',
      'Marie Curie (noun): French chemist (born in Poland) who won two Nobel prizes for research on radioactivity and for her discovery of radium and polonium (1867-1934)',
    );
    const radium = source(
      1,
      'radium',
      'radium (noun): an intensely radioactive metallic element that occurs in minute amounts in uranium ores',
    );
    expect(answer('Who discovered radium?', [radium, curie])).toMatch(/Curie/u);
  });

  it('a sentence naming nobody as maker does not answer "who wrote"', () => {
    const village = source(1, 'hamlet', 'hamlet (noun): a community of people smaller than a village');
    expect(isAbstention(answer('Who wrote Hamlet?', [village]))).toBe(true);
  });

  it('"who killed X" is answered by a sentence stating the killing in any of its verbs, naming the doer', () => {
    const goliath = source(
      1,
      'Goliath',
      'Goliath (noun): (Old Testament) a giant Philistine warrior who was slain by David with a slingshot',
    );
    expect(answer('who killed goliath', [goliath])).toMatch(/slain by David/u);
    const lincoln = source(
      1,
      'Abraham Lincoln',
      'Abraham Lincoln (noun): 16th President of the United States; saved the Union during the American Civil War; was assassinated by Booth (1809-1865)',
    );
    expect(answer('who shot abraham lincoln', [lincoln])).toMatch(/assassinated by Booth/u);
    // The event without the deed answers nothing: a warrior "fought" is not said to have been killed.
    const warrior = source(
      1,
      'Goliath',
      'Goliath (noun): a giant Philistine warrior who fought the Israelites',
    );
    expect(isAbstention(answer('who killed goliath', [warrior]))).toBe(true);
  });

  it('"how much did X cost" is answered by an amount of money, whatever the verb', () => {
    const report = source(
      1,
      'garden.md, § Money',
      'The garden spent 3,450 dollars on a new rainwater tank in April. A new lock was fitted on the shed.',
    );
    expect(answer('How much did the rainwater tank cost?', [report])).toMatch(
      /^The garden spent 3,450 dollars/u,
    );
    expect(isAbstention(answer('How much did the new lock cost?', [report]))).toBe(true);
  });

  it('a dictionary entry answers in the sense found, not with its other senses', () => {
    const isthmus = source(
      1,
      'isthmus',
      'isthmus (noun): a relatively narrow strip of land (with water on both sides) connecting two larger land areas\n\nisthmus (noun): a cord-like tissue connecting two larger parts of an anatomical structure',
    );
    const text = answer('What is an isthmus?', [isthmus]);
    expect(text).toMatch(/narrow strip of land/u);
    expect(text).not.toMatch(/cord-like tissue/u);
    expect(answer('What are the meanings of the word isthmus?', [isthmus])).toMatch(/cord-like tissue/u);
  });
});
