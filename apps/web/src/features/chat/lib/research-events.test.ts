import { describe, expect, it } from 'vitest';
import { parseResearchProgress } from '@pardus/protocol';
import type { StreamLine } from '@/lib/ndjson';
import type { Message } from '../types';
import { applyResearchLine, LONG_TEXT_CHARS, type ResearchState } from './research-events';

const start: ResearchState = {
  message: { id: 'a', type: 'assistant', content: '', timestamp: new Date(0), isProgress: true },
  title: null,
  report: '',
  finished: false,
};
const json = (value: object): StreamLine => ({ kind: 'json', value });
const run = (lines: StreamLine[]) => lines.reduce(applyResearchLine, start);

describe('applyResearchLine', () => {
  it('collects status lines as progress text the stage parser reads', () => {
    const state = run([
      json({ type: 'title', content: 'Volcanoes' }),
      json({ type: 'status', content: 'Generating report title' }),
      json({ type: 'queries', content: ['a', 'b'] }),
      json({ type: 'status', content: 'Generated 2 queries' }),
      json({ type: 'status', content: 'Searching web' }),
    ]);
    expect(state.message.isProgress).toBe(true);
    expect(state.message.content).toBe('Generating report title\nGenerated 2 queries\nSearching web');
    expect(parseResearchProgress(state.message.content)).toMatchObject({ stage: 2, percent: 40 });
  });

  it('turns into the report on the first chunk, decoding JSON chunk content, with the title as heading', () => {
    const state = run([
      json({ type: 'title', content: 'Volcanoes' }),
      json({ type: 'status', content: 'Writing: Intro' }),
      json({ type: 'report_chunk', content: JSON.stringify({ content: 'Magma ' }) }),
      json({ type: 'report_chunk', content: 'rises.' }),
    ]);
    const message: Message = state.message;
    expect(message.isProgress).toBe(false);
    expect(message.content).toBe('# Volcanoes\n\nMagma rises.');
  });

  it('replaces the report with final_report and ends at [DONE]', () => {
    const state = run([
      json({ type: 'report_chunk', content: 'draft' }),
      json({ type: 'final_report', content: '# Final\n\nText' }),
      { kind: 'done' },
    ]);
    expect(state.message.content).toBe('# Final\n\nText');
    expect(state.finished).toBe(true);
  });

  it('treats a long plain-text line as the report and a short one as progress', () => {
    const short = run([{ kind: 'text', text: 'Searching web' }]);
    expect(short.message).toMatchObject({ isProgress: true, content: 'Searching web' });
    const long = 'x'.repeat(LONG_TEXT_CHARS);
    const ended = run([{ kind: 'text', text: long }]);
    expect(ended.message).toMatchObject({ isProgress: false, content: long });
    expect(ended.finished).toBe(true);
  });

  it('ignores unknown JSON', () => {
    expect(run([json({ type: 'mystery', content: 'x' })])).toEqual(start);
  });
});
