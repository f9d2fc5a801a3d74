import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestTo } from '@/test/test-utils';
import type { Message } from '../types';
import { consumeResearchStream, followResearch, NO_REPORT } from './research-api';

const encoder = new TextEncoder();
const progress: Message = {
  id: 'd',
  type: 'assistant',
  content: '',
  timestamp: new Date(0),
  isProgress: true,
};

function streamOf(lines: object[], end = 'data: [DONE]'): ReadableStream<Uint8Array> {
  const text = [...lines.map((line) => `data: ${JSON.stringify(line)}`), end].join('\n') + '\n';
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
}

const source = { type: 'source', n: 1, url: 'https://a.example/', title: 'A', summary: 'About A' };

describe('consumeResearchStream', () => {
  it("shows the server's error instead of a progress panel or 'No report generated' when the run fails", async () => {
    const updates: Message[] = [];
    const { message, interrupted } = await consumeResearchStream(
      streamOf([
        { type: 'status', content: 'Searching web' },
        source,
        { type: 'error', code: 'upstream_failed', message: 'The search service is unavailable.' },
      ]),
      progress,
      (m) => updates.push(m),
    );
    expect(interrupted).toBe(false);
    expect(message).toMatchObject({
      isProgress: false,
      content: '',
      error: 'The search service is unavailable.',
    });
    expect(message.sources).toEqual([{ url: 'https://a.example/', title: 'A', summary: 'About A' }]);
    expect(updates.at(-1)).toBe(message);
  });

  it("ends a run without report text with 'No report generated', keeping its sources", async () => {
    const { message } = await consumeResearchStream(streamOf([source]), progress, () => undefined);
    expect(message).toMatchObject({ isProgress: false, content: NO_REPORT });
    expect(message.sources).toHaveLength(1);
  });
});

describe('followResearch', () => {
  it('re-attaches after the last event seen when the view breaks off before [DONE], showing nothing twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const chunk = (content: string, seq: number) => ({
      type: 'report_chunk',
      content: JSON.stringify({ content }),
      seq,
    });
    const fetchMock = mockFetch({
      'GET /api/research/r1/events?after=3': new Response(`${JSON.stringify(chunk('world.', 4))}\n[DONE]\n`, {
        headers: { 'content-type': 'application/x-ndjson' },
      }),
    });
    const runs: string[] = [];
    const broken = streamOf(
      [
        { type: 'run', id: 'r1' },
        { type: 'title', content: 'T', seq: 1 },
        { type: 'status', content: 'Searching web', seq: 2 },
        chunk('Hello ', 3),
      ],
      '',
    );
    const done = followResearch(broken, progress, () => undefined, { onRun: (id) => runs.push(id) });
    await vi.advanceTimersByTimeAsync(1_500);
    const { message, interrupted } = await done;
    vi.useRealTimers();
    expect(runs).toEqual(['r1']);
    expect(requestTo(fetchMock, 'GET /api/research/r1/events?after=3')).toBeDefined();
    expect(interrupted).toBe(false);
    expect(message.content).toBe('# T\n\nHello world.');
  });
});
