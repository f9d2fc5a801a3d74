import { describe, expect, it } from 'vitest';
import { isAspect, resolveFollowUp, subjectOf } from './follow-up.js';

const chile = ['What is the capital of Chile?'];

describe('subjectOf', () => {
  it('finds the proper name a question asks about, or the thing a "What is" question names', () => {
    expect(subjectOf('What is the capital of Chile?')?.text).toBe('Chile');
    expect(subjectOf('Who was Julius Caesar?')?.text).toBe('Julius Caesar');
    expect(subjectOf('How do the political systems of Norway and Sweden differ?')?.text).toBe(
      'Norway and Sweden',
    );
    expect(subjectOf('What is photosynthesis?')?.text).toBe('photosynthesis');
    expect(subjectOf('How does photosynthesis work?')?.text).toBe('photosynthesis');
  });

  it('finds none in a question that only points back', () => {
    expect(subjectOf('What is its population?')).toBeUndefined();
    expect(subjectOf('And how does it work?')).toBeUndefined();
    expect(subjectOf('Why?')).toBeUndefined();
  });
});

describe('resolveFollowUp', () => {
  it('puts the subject in place of a pronoun', () => {
    expect(resolveFollowUp('And what is its population?', chile)).toBe('What is Chile’s population?');
    expect(resolveFollowUp('How many people live there?', chile)).toBe('How many people live in Chile?');
    expect(resolveFollowUp('How does it work?', ['What is photosynthesis?'])).toBe(
      'How does photosynthesis work?',
    );
    expect(resolveFollowUp('When did he die?', ['Who was Julius Caesar?'])).toBe(
      'When did Julius Caesar die?',
    );
  });

  it('asks the previous question of a new subject, keeping the aspect', () => {
    const turns = [...chile, 'And what is its population?'];
    expect(resolveFollowUp('What about Peru?', turns)).toBe('What is Peru’s population?');
    expect(resolveFollowUp('And Peru?', turns)).toBe('What is Peru’s population?');
    expect(resolveFollowUp('how about Norway?', ['What languages are spoken in Sweden?'])).toBe(
      'What languages are spoken in Norway?',
    );
    expect(resolveFollowUp('What about black holes?', ['What is a volcano?'])).toBe('What is black holes?');
  });

  it('asks a new aspect of the same subject', () => {
    expect(resolveFollowUp('and the economy?', chile)).toBe('What is the economy of Chile?');
    expect(resolveFollowUp('And its exports?', chile)).toBe('What are the exports of Chile?');
    const turns = [...chile, 'And what is its population?', 'What about Peru?'];
    expect(resolveFollowUp('and the economy?', turns)).toBe('What is the economy of Peru?');
  });

  it('leaves a question that stands on its own as it is', () => {
    expect(resolveFollowUp('What is the capital of Peru?', chile)).toBe('What is the capital of Peru?');
    expect(resolveFollowUp('What is DNA and how is it copied?', chile)).toBe(
      'What is DNA and how is it copied?',
    );
    expect(resolveFollowUp('What does it mean when a person is taciturn?', chile)).toBe(
      'What does it mean when a person is taciturn?',
    );
    expect(resolveFollowUp('And what is its population?', [])).toBe('And what is its population?');
    expect(resolveFollowUp('Is there a volcano?', chile)).toBe('Is there a volcano?');
    // The pronoun's antecedent is in the question itself.
    expect(resolveFollowUp('Why do cats purr when they are happy?', chile)).toBe(
      'Why do cats purr when they are happy?',
    );
    expect(resolveFollowUp('What languages do they speak there?', ['What is the capital of Japan?'])).toBe(
      'What languages do Japan speak in Japan?',
    );
  });

  it('tells an aspect from a subject', () => {
    expect(isAspect('the economy')).toBe(true);
    expect(isAspect('population')).toBe(true);
    expect(isAspect('Peru')).toBe(false);
  });
});
