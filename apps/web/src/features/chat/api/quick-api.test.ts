import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api-client';
import type { Message } from '../types';
import { consumeQuickStream, openQuickStream } from './quick-api';

const encoder = new TextEncoder();
const empty: Message = { id: 'a', type: 'assistant', content: '', timestamp: new Date(0), imagesLoading: true };

/** A stream of the given text chunks that optionally fails afterwards like a dropped connection. */
function streamOf(chunks: string[], failAtEnd = false): ReadableStream<Uint8Array> {
  const queue = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next !== undefined) controller.enqueue(encoder.encode(next));
      else if (failAtEnd) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

const line = (value: object) => `${JSON.stringify(value)}\n`;

describe('consumeQuickStream', () => {
  it('collects sources in order with their title and site, appends content and attaches images', async () => {
    const updates: Message[] = [];
    const image = { link: 'https://a.org/p', imageUrl: 'https://a.org/i.png', title: 'Lava' };
    const { message, interrupted } = await consumeQuickStream(
      streamOf([
        line({ type: 'search', url: 'https://a.org', summary: 'A' }),
        line({ type: 'search', url: 'https://b.org', summary: 'B', title: 'Bee' }),
        line({ type: 'search', url: 'http://localhost:8000/library/w', summary: 'C', title: 'Lava', site: 'WordNet' }),
        line({ type: 'response', content: 'Hot ' }) + line({ type: 'response', content: 'rock [1].' }),
        line({ type: 'images', images: [image] }),
        line({ type: 'done' }),
      ]),
      empty,
      (m) => updates.push(m),
    );
    expect(interrupted).toBe(false);
    expect(message.sources).toEqual([
      { url: 'https://a.org', summary: 'A' },
      { url: 'https://b.org', summary: 'B', title: 'Bee' },
      { url: 'http://localhost:8000/library/w', summary: 'C', title: 'Lava', site: 'WordNet' },
    ]);
    expect(message.content).toBe('Hot rock [1].');
    expect(message.images).toEqual([image]);
    expect(message.imagesLoading).toBe(false);
    expect(updates.map((m) => m.content)).toEqual(['', '', '', 'Hot ', 'Hot rock [1].', 'Hot rock [1].']);
  });

  it('appends non-JSON lines as plain text and ignores unknown event types', async () => {
    const { message } = await consumeQuickStream(
      streamOf(['plain words\n', line({ type: 'mystery', content: 'x' }), line({ type: 'response', content: 'json' })]),
      empty,
      () => undefined,
    );
    expect(message.content).toBe('plain words\njson');
  });

  it('keeps partial text and shows a terminal error below it', async () => {
    const { message } = await consumeQuickStream(
      streamOf([
        line({ type: 'response', content: 'Partial' }),
        line({ type: 'error', code: 'upstream_failed', message: 'The answer engine failed.' }),
        line({ type: 'response', content: 'ignored after the terminal event' }),
      ]),
      empty,
      () => undefined,
    );
    expect(message.content).toBe('Partial');
    expect(message.error).toBe('The answer engine failed.');
  });

  it('ends silently with the partial content when the network drops', async () => {
    const { message, interrupted } = await consumeQuickStream(
      streamOf([line({ type: 'response', content: 'Half an ans' })], true),
      empty,
      () => undefined,
    );
    expect(interrupted).toBe(true);
    expect(message.content).toBe('Half an ans');
    expect(message.error).toBeUndefined();
    expect(message.imagesLoading).toBe(false);
  });
});

describe('openQuickStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthToken(null);
  });
  const history = [{ role: 'user' as const, content: 'Hi' }];

  it('refuses to send without a token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(openQuickStream(history)).rejects.toThrow('Authentication required. Please login first.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the history with the bearer token', async () => {
    setAuthToken('tok');
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"type":"done"}\n'));
    vi.stubGlobal('fetch', fetchMock);
    await openQuickStream(history);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/quick');
    expect(init.method).toBe('POST');
    expect(JSON.parse(typeof init.body === 'string' ? init.body : '')).toEqual({ message: history });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it.each([
    [403, 'Insufficient tokens. Please check your token balance.'],
    [500, 'HTTP error! status: 500'],
    [429, 'HTTP error! status: 429'],
  ])('maps HTTP %d to %j', async (status, text) => {
    setAuthToken('tok');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status })));
    await expect(openQuickStream(history)).rejects.toThrow(text);
  });
});
