import { describe, expect, it } from 'vitest';
import { analyze } from '../../../text/analyzer.js';
import { unansweredSentences } from './unanswered.js';

const said = (text: string) => new Set(analyze(text));

describe('unansweredSentences', () => {
  it('names the part of a question nothing in the report answers', () => {
    const report = said('Forty-two volunteers gave their time at the spring planting day in the garden.');
    expect(
      unansweredSentences(
        'What happened in the garden in 2025 and what is planned next?',
        report,
        new Set(),
        true,
      ),
    ).toEqual(['The sources found do not answer “What is planned next?”']);
    expect(
      unansweredSentences(
        'What happened in the garden and what is planned next?',
        said('Next spring the garden plans a new greenhouse.'),
        new Set(),
        true,
      ),
    ).toEqual([]);
  });

  it('takes a part as answered where the report names what it asks about, or asks nothing of its own', () => {
    const rome = said(
      'In the third century the empire nearly broke apart. Emperor Diocletian restored order by reorganising it.',
    );
    expect(
      unansweredSentences(
        'What went wrong for Rome in the third century, and how did Diocletian and Constantine respond?',
        rome,
        new Set(analyze('Rome Diocletian Constantine')),
        true,
      ),
    ).toEqual([]);
    expect(
      unansweredSentences(
        'What went wrong at the garden, and what was done about it?',
        said('The garden shed was broken into twice, so a new lock was fitted.'),
        new Set(),
        true,
      ),
    ).toEqual([]);
  });

  it('says a one-line report holds nothing more on what was asked about, only with a word of it', () => {
    const atlantis = said(
      'According to legend, an island in the Atlantic Ocean that Plato said was swallowed.',
    );
    expect(
      unansweredSentences(
        'What is known about the lost city of Atlantis?',
        atlantis,
        new Set(['atlanti']),
        false,
      ),
    ).toEqual(['The sources found hold nothing more on the lost city of Atlantis.']);
    // Nothing but the subject's name: a sentence of no content, not said.
    expect(
      unansweredSentences('What is known about Atlantis?', atlantis, new Set(analyze('Atlantis')), false),
    ).toEqual([]);
    // A report with sections of its own says nothing of the kind.
    expect(
      unansweredSentences('What is known about the lost city of Atlantis?', atlantis, new Set(), true),
    ).toEqual([]);
  });
});
