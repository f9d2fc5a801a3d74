import { describe, expect, it } from 'vitest';
import {
  articleQuestions,
  derivations,
  headingQuestions,
  sourceQuestions,
  wordQuestions,
} from './source-questions.js';

const ARTICLE = `# Glacier

A glacier is a body of ice. Glaciers move.

## How glaciers form

Snow builds up.

## Kinds of glacier

### Crevasses and moraines

Cracks and ridges.

## Hazards

Floods.

## From ice age to today

A story.
`;

describe('article questions', () => {
  it('ask the article headings that name subtopics, subsections first, in the subject as written', () => {
    expect(articleQuestions(ARTICLE)).toEqual([
      'What are crevasses?',
      'What are moraines?',
      'How do glaciers form?',
      'What are the kinds of glacier?',
      'What are the hazards of glaciers?',
    ]);
  });

  it('word a heading for what it names, and leave out a heading that tells a story', () => {
    expect(headingQuestions('The Calvin cycle', 'photosynthesis')).toEqual(['What is the Calvin cycle?']);
    expect(headingQuestions('Structure', 'DNA')).toEqual(['What is the structure of DNA?']);
    expect(headingQuestions('Static typing', 'TypeScript')).toEqual(['What is static typing?']);
    expect(headingQuestions('Where the water is', 'the water cycle')).toEqual([]);
    expect(headingQuestions('The two stages', 'photosynthesis')).toEqual([]);
  });
});

describe('word questions', () => {
  const ENTRY =
    'ephemeral (adjective): lasting a very short time. Synonyms: passing, short-lived, transient. Example: "x".\n\n' +
    'ephemeral (noun): anything short-lived, as an insect that lives only for a day. Synonyms: ephemeron.';

  it("ask each sense's synonyms in turn, then derived forms and the nouns of the definitions", () => {
    expect(wordQuestions(ENTRY)).toEqual([
      'What does "passing" mean?',
      'What does "ephemeron" mean?',
      'What does "short-lived" mean?',
      'What does "transient" mean?',
      'What does "ephemerality" mean?',
      'What does "insect" mean?',
    ]);
    expect(
      wordQuestions('serendipity (noun): good luck in making unexpected and fortunate discoveries.'),
    ).toEqual([
      'What does "serendipitous" mean?',
      'What does "serendipous" mean?',
      'What does "luck" mean?',
      'What does "discovery" mean?',
    ]);
    expect(derivations('melancholy')).toEqual(['melancholic']);
  });

  it('never ask what was asked, nor the definition words of an entry beside an article', () => {
    const sources = [
      { title: 'Glacier', text: ARTICLE, site: 'Library' },
      {
        title: 'glacier',
        text: 'glacier (noun): a slowly moving mass of ice. Synonyms: ice sheet.',
        site: 'WordNet',
      },
    ];
    const asked = sourceQuestions('How do glaciers form?', sources);
    expect(asked).not.toContain('How do glaciers form?');
    expect(asked).toContain('What does "ice sheet" mean?');
    expect(asked).not.toContain('What does "mass" mean?');
  });

  it("ask nothing of a maker's work as a word, and only the synonyms of an entry a non-definition cites", () => {
    const hamlet = {
      title: 'Hamlet',
      text: "Hamlet (noun): the hero of William Shakespeare's tragedy. Synonyms: Prince Hamlet.\n\nhamlet (noun): a community of people smaller than a village. Synonyms: crossroads.",
      site: 'WordNet',
    };
    expect(sourceQuestions('Who wrote Hamlet?', [hamlet])).toEqual([]);
    const asked = sourceQuestions('Why is Hamlet famous?', [hamlet]);
    expect(asked).toContain('What does "crossroads" mean?');
    expect(asked).not.toContain('What does "village" mean?');
    expect(sourceQuestions('What is a hamlet?', [hamlet])).toContain('What does "village" mean?');
  });
});
