import { describe, expect, it } from 'vitest';
import { NO_MODEL_NOTE } from '@pardus/protocol';
import { displayedAnswer, reportTitle, withoutNoModelNote } from './answer-display';
import { restates } from './restates';

describe('restates', () => {
  it.each([
    ['How Is Switzerland Governed', 'How is Switzerland governed?'],
    ['Comparing the Economies of Chile and Peru', 'Compare the economies of Chile and Peru'],
    ['Economy of Chile', 'What drives the economies of Chile?'],
    ['Compare the population of Spain and...', 'Compare the population of Spain and Portugal'],
  ])('%j restates %j', (heading, question) => expect(restates(heading, question)).toBe(true));

  it.each([
    ["Switzerland's Federal System", 'How is Switzerland governed?'],
    ['New Conversation', 'What is the capital of Australia?'],
    ['Lava notes', 'How do volcanoes form?'],
    ['', 'How do volcanoes form?'],
  ])('%j says more than %j', (heading, question) => expect(restates(heading, question)).toBe(false));

  it('reads a heading still arriving without its last, perhaps cut, word', () => {
    expect(restates('How Is Switz', 'How is Switzerland governed?', { partial: true })).toBe(true);
    expect(restates('', 'How is Switzerland governed?', { partial: true })).toBe(true);
    expect(restates('A Federal Sys', 'How is Switzerland governed?', { partial: true })).toBe(false);
  });
});

describe('reportTitle', () => {
  it('is the opening # line, complete once its line has ended', () => {
    expect(reportTitle('# Title\n\nLead.')).toEqual({ title: 'Title', rest: '\nLead.', complete: true });
    expect(reportTitle('# Tit')).toEqual({ title: 'Tit', rest: '', complete: false });
    expect(reportTitle('Lead.\n\n# Later')).toBeNull();
    expect(reportTitle('## Section\n')).toBeNull();
  });
});

describe('displayedAnswer', () => {
  const report = `# How Is Switzerland Governed\n\nSwitzerland is a federal republic [1].\n\n## Legislature\n\nText [1].\n\n${NO_MODEL_NOTE}`;

  it("drops a report's title that restates its question, and keeps one that says more", () => {
    expect(displayedAnswer(report, { question: 'How is Switzerland governed?', note: true })).toBe(
      `Switzerland is a federal republic [1].\n\n## Legislature\n\nText [1].\n\n${NO_MODEL_NOTE}`,
    );
    const own = report.replace('How Is Switzerland Governed', 'A Confederation of Cantons');
    expect(displayedAnswer(own, { question: 'How is Switzerland governed?', note: true })).toBe(own);
    expect(displayedAnswer(report, { question: undefined, note: true })).toBe(report);
  });

  it('hides a title still arriving while it restates the question so far', () => {
    expect(displayedAnswer('# How Is Switz', { question: 'How is Switzerland governed?', note: true })).toBe(
      '',
    );
  });

  it('leaves the no-model note out unless asked to keep it', () => {
    const answer = `Canberra [1].\n\n${NO_MODEL_NOTE}`;
    expect(displayedAnswer(answer, { question: 'What is the capital of Australia?', note: false })).toBe(
      'Canberra [1].',
    );
    expect(displayedAnswer(answer, { question: 'What is the capital of Australia?', note: true })).toBe(
      answer,
    );
    expect(withoutNoModelNote(`Lead.\n\n${NO_MODEL_NOTE}\n\n## More\n\nText.`)).toBe(
      'Lead.\n\n## More\n\nText.',
    );
  });
});
