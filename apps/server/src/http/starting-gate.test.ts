import { describe, expect, it } from 'vitest';
import { startingGate, type FetchHandler } from './starting-gate.js';

const request = (path: string) => new Request(`http://localhost${path}`);
const app: FetchHandler = (req) => new Response(`app ${new URL(req.url).pathname}`);

function deferred() {
  let resolve!: (handler: FetchHandler) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<FetchHandler>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('starting gate', () => {
  it('answers liveness and "starting" at once, and holds other requests until the app exists', async () => {
    const start = deferred();
    const gate = startingGate(start.promise);
    expect(await (await gate(request('/health'), {})).json()).toEqual({ status: 'ok' });
    const ready = await gate(request('/ready'), {});
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'starting' }]);
    expect((await gate(request('/health/ready'), {})).status).toBe(503);
    let answered = false;
    const waiting = Promise.resolve(gate(request('/api/quick'), {})).then((r) => ((answered = true), r));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    start.resolve(app);
    expect(await (await waiting).text()).toBe('app /api/quick');
    // Once started, everything is the app's, health included.
    expect(await (await gate(request('/ready'), {})).text()).toBe('app /ready');
  });

  it('answers 503 to waiting and later requests when starting fails', async () => {
    const start = deferred();
    const gate = startingGate(start.promise);
    const waiting = gate(request('/'), {});
    start.reject(new Error('database locked'));
    expect((await waiting).status).toBe(503);
    expect((await gate(request('/api/msgs/title'), {})).status).toBe(503);
    expect((await gate(request('/health'), {})).status).toBe(200);
  });
});
