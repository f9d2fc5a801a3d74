import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { jsonResponse, mockFetch, requestTo } from '@/test/test-utils';
import type { Message } from '../types';
import { AUTO_SAVE_DELAY_MS, useAutoSave } from './use-auto-save';

const SAVE = 'POST /api/msgs/insert';
const turn = (content: string): Message[] => [
  { id: 'q', type: 'user', content: 'What is lava?', timestamp: new Date(0) },
  { id: 'a', type: 'assistant', content, timestamp: new Date(0) },
];

describe('useAutoSave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('saves AUTO_SAVE_DELAY_MS after an answer, with keepalive so the request outlives a reload', async () => {
    const fetchMock = mockFetch({ [SAVE]: jsonResponse({ id: 'c1', title: 'What is lava?' }) });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAutoSave(onSaved));
    const handle = { id: null, title: 'New Chat' };
    act(() => result.current(handle, turn('Molten rock.')));
    expect(requestTo(fetchMock, SAVE)).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS));
    expect(requestTo(fetchMock, SAVE)?.init.keepalive).toBe(true);
    expect(onSaved).toHaveBeenCalledWith(handle, null);
    expect(handle.id).toBe('c1');
  });

  it('sends a waiting save at once when the page is left (reload, closed tab), and only once', async () => {
    const fetchMock = mockFetch({ [SAVE]: jsonResponse({ id: 'c1', title: 'What is lava?' }) });
    const { result } = renderHook(() => useAutoSave(vi.fn()));
    act(() => result.current({ id: null, title: 'New Chat' }, turn('Molten rock.')));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
    });
    expect(requestTo(fetchMock, SAVE)).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS * 2));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('saves a conversation too long for keepalive by an ordinary request', async () => {
    const fetchMock = mockFetch({ [SAVE]: jsonResponse({ id: 'c1', title: 'What is lava?' }) });
    const { result } = renderHook(() => useAutoSave(vi.fn()));
    act(() => result.current({ id: null, title: 'New Chat' }, turn('Molten rock. '.repeat(6000))));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS));
    expect(requestTo(fetchMock, SAVE)?.init.keepalive).toBe(false);
  });
});
