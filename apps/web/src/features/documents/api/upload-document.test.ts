import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setAuthToken } from '@/lib/api-client';
import { installFakeXhr } from '../test/fake-xhr';
import { aDocument } from '../test/fixtures';
import { UploadNetworkError, uploadDocument } from './upload-document';

afterEach(() => vi.unstubAllGlobals());

const file = (name = 'Thèse finale #2.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.7 body'], name, { type });

describe('uploadDocument', () => {
  it('posts the raw bytes with the bearer token, the type and the encoded name, reports progress and resolves with the queued document', async () => {
    setAuthToken('tok');
    const requests = installFakeXhr();
    const progress: number[] = [];
    const upload = file();
    const done = uploadDocument(upload, { onProgress: (p) => progress.push(p) });
    const [xhr] = requests;
    expect(xhr).toBeDefined();
    if (!xhr) return;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(upload);
    expect(xhr.headers.get('Authorization')).toBe('Bearer tok');
    expect(xhr.headers.get('Content-Type')).toBe('application/pdf');
    expect(xhr.headers.get('X-File-Name')).toBe('Th%C3%A8se%20finale%20%232.pdf');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    const queued = aDocument({ status: 'queued', pages: null, passages: 0, indexed_at: null });
    xhr.respond(202, { document: queued });
    await expect(done).resolves.toEqual(queued);
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends application/octet-stream when the browser knows no type', async () => {
    const requests = installFakeXhr();
    const done = uploadDocument(file('notes', ''));
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/octet-stream');
    requests[0]?.respond(202, { document: aDocument() });
    await done;
  });

  it("rejects a refusal with the server's code and message", async () => {
    const requests = installFakeXhr();
    const done = uploadDocument(file());
    requests[0]?.respond(413, { error: { code: 'payload_too_large', message: 'The file is over 20 MB.' } });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      serverMessage: 'The file is over 20 MB.',
    });
  });

  it('rejects an answer that does not match the protocol', async () => {
    const requests = installFakeXhr();
    const done = uploadDocument(file());
    requests[0]?.respond(202, { document: { id: 'd1' } });
    await expect(done).rejects.toThrow();
  });

  it('rejects a network failure and an abort distinctly', async () => {
    const requests = installFakeXhr();
    const failed = uploadDocument(file());
    requests[0]?.fail();
    await expect(failed).rejects.toBeInstanceOf(UploadNetworkError);

    const controller = new AbortController();
    const aborted = uploadDocument(file(), { signal: controller.signal });
    controller.abort();
    expect(requests[1]?.aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
