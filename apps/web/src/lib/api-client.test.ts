import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStatusSchema } from '@pardus/protocol';
import { ApiError, apiGet, apiPost, apiPostForm, getAuthToken, setAuthToken } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  if (typeof url !== 'string' || !init) throw new Error('fetch was not called');
  return { url, init, headers: new Headers(init.headers) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAuthToken(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('apiGet', () => {
  it('calls the same origin with credentials, JSON and accept headers, and parses the answer', async () => {
    fetchMock.mockResolvedValue(json({ daily_tokens_remaining: 7 }));
    await expect(apiGet('/api/tokens/status', tokenStatusSchema)).resolves.toEqual({
      daily_tokens_remaining: 7,
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/tokens/status');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('uses the stored auth_token as bearer when none is in memory', async () => {
    localStorage.setItem('auth_token', 'stored-token');
    fetchMock.mockResolvedValue(json({ daily_tokens_remaining: 1 }));
    await apiGet('/x', tokenStatusSchema);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer stored-token');
    expect(getAuthToken()).toBe('stored-token');
  });

  it('prefers the token in memory over the stored one', async () => {
    localStorage.setItem('auth_token', 'stored-token');
    setAuthToken('memory-token');
    fetchMock.mockResolvedValue(json({ daily_tokens_remaining: 1 }));
    await apiGet('/x', tokenStatusSchema);
    expect(lastCall().headers.get('Authorization')).toBe('Bearer memory-token');
  });

  it("throws ApiError 'API request failed: {status}' with the server's code on non-OK", async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'unauthorized', message: 'Sign in first' } }, 401));
    const error = await apiGet('/x', tokenStatusSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'API request failed: 401', status: 401, code: 'unauthorized' });
  });

  it('still throws ApiError when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(apiGet('/x', tokenStatusSchema)).rejects.toMatchObject({
      message: 'API request failed: 502',
      status: 502,
      code: undefined,
    });
  });

  it('rejects answers that do not match the schema', async () => {
    fetchMock.mockResolvedValue(json({ daily_tokens_remaining: 'many' }));
    await expect(apiGet('/x', tokenStatusSchema)).rejects.toThrow();
  });
});

describe('apiPost', () => {
  it('sends the body as JSON with the standard headers', async () => {
    setAuthToken('t1');
    fetchMock.mockResolvedValue(json({ daily_tokens_remaining: 3 }));
    await apiPost('/api/msgs/get', { id: 'a', title: 'b' }, tokenStatusSchema);
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":"a","title":"b"}');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer t1');
  });
});

describe('apiPostForm', () => {
  it('sends form data without a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ daily_tokens_remaining: 3 }));
    const form = new FormData();
    form.set('field', 'value');
    await apiPostForm('/upload', form, tokenStatusSchema);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.credentials).toBe('include');
  });
});
