import { describe, expect, it } from 'vitest';
import { AnswerError, type AnswerEngine, type AnswerRequest } from './answer-engine.js';
import { withTimeouts } from './with-timeouts.js';

type Attempt = (signal: AbortSignal) => AsyncGenerator<string>;

/** An engine whose n-th call runs `attempts[n]`, recording the signal each attempt got. */
function scriptedEngine(attempts: Attempt[]): AnswerEngine & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  return {
    name: 'scripted',
    usesLanguageModel: true,
    signals,
    answer: ({ signal }) => {
      signals.push(signal);
      const attempt = attempts[signals.length - 1];
      if (!attempt) throw new Error('unexpected extra attempt');
      return attempt(signal);
    },
  };
}

/** An attempt that fails before yielding anything. */
function failing(error: Error): Attempt {
  return async function* () {
    yield* [];
    throw error;
  };
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms).unref();
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

function request(signal = new AbortController().signal): AnswerRequest {
  return { question: 'q', history: [], sources: [], signal };
}

async function collect(
  engine: AnswerEngine,
  req = request(),
): Promise<{ chunks: string[]; error?: AnswerError }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of engine.answer(req)) chunks.push(chunk);
    return { chunks };
  } catch (error) {
    if (!(error instanceof AnswerError)) throw error;
    return { chunks, error };
  }
}

const options = { firstTokenTimeoutMs: 150, idleTimeoutMs: 150, retries: 1 };

describe('withTimeouts', () => {
  it('passes chunks through and keeps the inner engine identity', async () => {
    const inner = scriptedEngine([
      async function* () {
        yield 'a';
        yield 'b';
      },
    ]);
    const engine = withTimeouts(inner, options);
    expect(engine.name).toBe('scripted');
    expect(await collect(engine)).toEqual({ chunks: ['a', 'b'] });
  });

  it('retries once when the first attempt fails before yielding', async () => {
    const inner = scriptedEngine([
      failing(new AnswerError('HTTP 500', true)),
      async function* () {
        yield 'ok';
      },
    ]);
    expect(await collect(withTimeouts(inner, options))).toEqual({ chunks: ['ok'] });
    expect(inner.signals[0]?.aborted).toBe(true);
  });

  it('gives up after one retry and reports the last error', async () => {
    const fail = failing(new AnswerError('HTTP 503', true));
    const inner = scriptedEngine([fail, fail]);
    const { error } = await collect(withTimeouts(inner, options));
    expect(error?.message).toBe('HTTP 503');
    expect(inner.signals).toHaveLength(2);
  });

  it('does not retry errors that are not retryable', async () => {
    const inner = scriptedEngine([failing(new AnswerError('HTTP 400', false))]);
    const { error } = await collect(withTimeouts(inner, options));
    expect(error?.retryable).toBe(false);
    expect(inner.signals).toHaveLength(1);
  });

  it('never retries after the first chunk, and the error is then not retryable', async () => {
    const inner = scriptedEngine([
      async function* () {
        yield 'partial';
        throw new AnswerError('reset', true);
      },
    ]);
    const result = await collect(withTimeouts(inner, options));
    expect(result.chunks).toEqual(['partial']);
    expect(result.error?.retryable).toBe(false);
    expect(inner.signals).toHaveLength(1);
  });

  it('aborts a silent attempt at the first-token timeout and retries it', async () => {
    const inner = scriptedEngine([
      async function* (signal) {
        await sleep(10_000, signal);
        yield 'late';
      },
      async function* () {
        yield 'fast';
      },
    ]);
    const started = Date.now();
    expect(await collect(withTimeouts(inner, options))).toEqual({ chunks: ['fast'] });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(inner.signals[0]?.aborted).toBe(true);
  });

  it('fails with a timeout error when every attempt stays silent', async () => {
    const silent: Attempt = async function* (signal) {
      await sleep(10_000, signal);
      yield 'late';
    };
    const inner = scriptedEngine([silent, silent]);
    const { error } = await collect(withTimeouts(inner, options));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(inner.signals.every((s) => s.aborted)).toBe(true);
  });

  it('fails on an idle stream without retrying', async () => {
    const inner = scriptedEngine([
      async function* (signal) {
        yield 'start';
        await sleep(10_000, signal);
        yield 'late';
      },
    ]);
    const result = await collect(withTimeouts(inner, options));
    expect(result.chunks).toEqual(['start']);
    expect(result.error).toMatchObject({ kind: 'timeout', retryable: false });
    expect(inner.signals).toHaveLength(1);
    expect(inner.signals[0]?.aborted).toBe(true);
  });

  it('does not count the time the consumer spends on a chunk as idle', async () => {
    const inner = scriptedEngine([
      async function* () {
        yield 'a';
        yield 'b';
      },
    ]);
    const chunks: string[] = [];
    for await (const chunk of withTimeouts(inner, options).answer(request())) {
      chunks.push(chunk);
      await sleep(300);
    }
    expect(chunks).toEqual(['a', 'b']);
  });

  it("aborts the attempt at once when the caller's signal aborts, even if the engine ignores it", async () => {
    const caller = new AbortController();
    const inner = scriptedEngine([
      async function* () {
        yield 'a';
        await sleep(10_000);
        yield 'never';
      },
    ]);
    const pending = collect(
      withTimeouts(inner, { ...options, idleTimeoutMs: 60_000 }),
      request(caller.signal),
    );
    setTimeout(() => caller.abort(), 50);
    const started = Date.now();
    const { chunks, error } = await pending;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(chunks).toEqual(['a']);
    expect(error).toMatchObject({ kind: 'aborted', retryable: false });
    expect(inner.signals[0]?.aborted).toBe(true);
  });

  it('aborts the attempt when the consumer stops reading early', async () => {
    const inner = scriptedEngine([
      async function* () {
        yield 'a';
        yield 'b';
      },
    ]);
    for await (const chunk of withTimeouts(inner, options).answer(request())) {
      expect(chunk).toBe('a');
      break;
    }
    expect(inner.signals[0]?.aborted).toBe(true);
  });

  it('treats an engine that throws on call like a failed attempt (retried once)', async () => {
    let calls = 0;
    const inner: AnswerEngine = {
      name: 'broken',
      usesLanguageModel: true,
      answer: () => {
        calls += 1;
        throw new AnswerError('cannot start', true);
      },
    };
    const { error } = await collect(withTimeouts(inner, options));
    expect(error?.message).toBe('cannot start');
    expect(calls).toBe(2);
  });

  it('wraps unexpected errors in a non-retryable AnswerError', async () => {
    const inner = scriptedEngine([failing(new TypeError('bug'))]);
    const { error } = await collect(withTimeouts(inner, options));
    expect(error).toMatchObject({ kind: 'upstream', retryable: false });
    expect(inner.signals).toHaveLength(1);
  });
});
