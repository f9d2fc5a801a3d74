import { describe, expect, it } from 'vitest';
import { LIBRARY_LOADING_NOTICE, parseResearchProgress } from '@pardus/protocol';
import type { StreamLine } from '@/lib/ndjson';
import type { Message } from '../types';
import { applyResearchLine, LONG_TEXT_CHARS, MAX_SOURCE_NUMBER, startResearch } from './research-events';

const start = startResearch({
  id: 'a',
  type: 'assistant',
  content: '',
  timestamp: new Date(0),
  isProgress: true,
});
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

  it('shows a notice while the run waits, until the next status line; it is not progress text', () => {
    const waiting = run([json({ type: 'notice', content: LIBRARY_LOADING_NOTICE })]);
    expect(waiting.message).toMatchObject({ isProgress: true, content: '', notice: LIBRARY_LOADING_NOTICE });
    const going = applyResearchLine(waiting, json({ type: 'status', content: 'Generating report title' }));
    expect(going.message.notice).toBeUndefined();
    expect(going.message.content).toBe('Generating report title');
    const reported = applyResearchLine(waiting, json({ type: 'final_report', content: '# Done' }));
    expect(reported.message.notice).toBeUndefined();
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

  it('keeps the unverified citations sent after the final report', () => {
    const unverified = [{ n: 1, sentence: 'Magma rises 40 km.' }];
    const state = run([
      json({ type: 'final_report', content: '# Final\n\nMagma rises 40 km [1].' }),
      json({ type: 'citations', unverified }),
    ]);
    expect(state.message.unverifiedCitations).toEqual(unverified);
    expect(state.message.content).toBe('# Final\n\nMagma rises 40 km [1].');
    expect(state.finished).toBe(false);
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

  it('drops the report text sent before a run was resumed (it is written again) and shows progress meanwhile', () => {
    const resumed = run([
      json({ type: 'run', id: 'r1' }),
      json({ type: 'title', content: 'Volcanoes', seq: 1 }),
      json({ type: 'report_chunk', content: JSON.stringify({ content: 'Magma ri' }), seq: 2 }),
      json({ type: 'resumed', seq: 3 }),
    ]);
    expect(resumed.message.isProgress).toBe(true);
    const state = [
      json({ type: 'report_chunk', content: JSON.stringify({ content: 'Magma rises.' }) }),
    ].reduce(applyResearchLine, resumed);
    expect(state.message.content).toBe('# Volcanoes\n\nMagma rises.');
  });

  it('ignores unknown JSON', () => {
    expect(run([json({ type: 'mystery', content: 'x' })])).toEqual(start);
  });
});

const source = (n: number, extra: object = {}) =>
  json({
    type: 'source',
    n,
    url: `https://s${n}.example/page`,
    title: `Title ${n}`,
    summary: `Summary ${n}`,
    ...extra,
  });

describe('applyResearchLine: sources, images and failures', () => {
  it('numbers sources by n, ignores repeats, and keeps them when the report starts', () => {
    const state = run([
      json({ type: 'status', content: 'Searching web' }),
      source(1),
      source(2, { url: 'http://localhost:8000/library/factbook-fr', site: 'World Factbook' }),
      source(1, { url: 'https://other.example/', title: 'Repeat' }),
    ]);
    expect(state.message.isProgress).toBe(true);
    expect(state.message.sources).toEqual([
      { url: 'https://s1.example/page', title: 'Title 1', summary: 'Summary 1' },
      {
        url: 'http://localhost:8000/library/factbook-fr',
        title: 'Title 2',
        summary: 'Summary 2',
        site: 'World Factbook',
      },
    ]);
    const report = applyResearchLine(state, json({ type: 'report_chunk', content: 'Lava [1] and [2].' }));
    expect(report.message).toMatchObject({ isProgress: false, content: 'Lava [1] and [2].' });
    expect(report.message.sources).toBe(state.message.sources);
    const final = applyResearchLine(report, json({ type: 'final_report', content: 'Final [2].' }));
    expect(final.message.sources).toHaveLength(2);
  });

  it('holds a source that arrives before a lower number until the gap is filled, so [n] stays source n', () => {
    const early = run([source(1), source(3)]);
    expect(early.message.sources?.map((s) => s.url)).toEqual(['https://s1.example/page']);
    const filled = applyResearchLine(early, source(2));
    expect(filled.message.sources?.map((s) => s.url)).toEqual([
      'https://s1.example/page',
      'https://s2.example/page',
      'https://s3.example/page',
    ]);
  });

  it('shows the passage each cited source is cited for as its summary, for sources not arrived yet too', () => {
    const state = run([
      source(1),
      source(2),
      source(4),
      json({ type: 'final_report', content: 'Lava [1] and [2].' }),
      json({
        type: 'cited',
        sources: [
          { n: 2, summary: 'The cited passage.' },
          { n: 4, summary: 'Later.' },
        ],
      }),
    ]);
    expect(state.message.sources?.map((s) => s.summary)).toEqual(['Summary 1', 'The cited passage.']);
    const filled = applyResearchLine(state, source(3));
    expect(filled.message.sources?.map((s) => s.summary)).toEqual([
      'Summary 1',
      'The cited passage.',
      'Summary 3',
      'Later.',
    ]);
  });

  it('drops source numbers no citation marker can reach, and sources of the wrong shape', () => {
    const state = run([
      source(MAX_SOURCE_NUMBER + 1),
      source(0),
      json({ type: 'source', n: 1, url: 'https://x.example' }),
    ]);
    expect(state.message.sources).toBeUndefined();
    expect(state.sourceSlots).toHaveLength(0);
  });

  it('attaches images without a loading state', () => {
    const images = [{ link: 'https://a.example/p', imageUrl: 'https://a.example/i.jpg', title: 'Lava' }];
    const state = run([json({ type: 'images', images })]);
    expect(state.message.images).toEqual(images);
    expect(state.message.imagesLoading).toBeUndefined();
    expect(state.message.isProgress).toBe(true);
  });

  it('collects failures in order and goes on', () => {
    const state = run([
      json({
        type: 'failure',
        stage: 'search',
        target: 'lava types',
        reason: 'timeout',
        message: 'Search timed out',
      }),
      json({
        type: 'failure',
        stage: 'read',
        target: 'https://a.example/x',
        reason: 'http_status',
        status: 404,
        message: 'HTTP 404',
      }),
      json({ type: 'failure', stage: 'read', target: 'https://b.example', reason: 'bogus', message: 'x' }),
      json({ type: 'report_chunk', content: 'Report.' }),
    ]);
    expect(state.message.failures).toEqual([
      { stage: 'search', target: 'lava types', reason: 'timeout', message: 'Search timed out' },
      {
        stage: 'read',
        target: 'https://a.example/x',
        reason: 'http_status',
        status: 404,
        message: 'HTTP 404',
      },
    ]);
    expect(state.finished).toBe(false);
    expect(state.message.content).toBe('Report.');
  });
});

describe('applyResearchLine: error', () => {
  const error = json({ type: 'error', code: 'upstream_failed', message: 'The research run failed.' });

  it('keeps the report text and shows the error below it, ending the stream', () => {
    const state = run([
      json({ type: 'title', content: 'Lava' }),
      json({ type: 'report_chunk', content: 'Part one.' }),
      error,
    ]);
    expect(state.finished).toBe(true);
    expect(state.message).toMatchObject({
      isProgress: false,
      content: '# Lava\n\nPart one.',
      error: 'The research run failed.',
    });
  });

  it('turns a progress message without report text into an error answer, keeping its sources', () => {
    const state = run([
      json({ type: 'title', content: 'Lava' }),
      json({ type: 'status', content: 'Searching web' }),
      source(1),
      error,
    ]);
    expect(state.finished).toBe(true);
    expect(state.message).toMatchObject({
      isProgress: false,
      content: '',
      error: 'The research run failed.',
    });
    expect(state.message.sources).toHaveLength(1);
  });
});
