import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createErrorHandler } from './error-handler.js';
import { clientAddress, limitPerClient } from './rate-limit.js';

/** What @hono/node-server's getConnInfo reads: the TCP peer, i.e. the nearest proxy. */
const socketEnv = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

function limitedApp(trustProxy: boolean, trustProxyHops?: number) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get(
    '/',
    limitPerClient({ name: 'test', limit: 20, windowMs: 60_000, trustProxy, trustProxyHops }),
    (c) => c.text('ok'),
  );
  app.get('/who', (c) => c.text(clientAddress(c, trustProxy, trustProxyHops)));
  return app;
}

/** Sends `count` requests whose left-most X-Forwarded-For entries rotate; returns the statuses. */
async function rotatingSpoofs(app: Hono, count: number, tail: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const headers = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}, ${tail}` };
    statuses.push((await app.request('/', { headers }, socketEnv('10.0.0.2'))).status);
  }
  return statuses;
}

describe('clientAddress behind a trusted proxy', () => {
  it('keys on the right-most X-Forwarded-For entry: spoofed left-most entries do not help', async () => {
    const statuses = await rotatingSpoofs(limitedApp(true), 25, '192.0.2.7');
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('TRUST_PROXY_HOPS=2 picks the second entry from the right', async () => {
    const app = limitedApp(true, 2);
    const who = (xff: string) =>
      app.request('/who', { headers: { 'x-forwarded-for': xff } }, socketEnv('10.0.0.2'));
    expect(await (await who('203.0.113.9, 192.0.2.7, 10.0.0.1')).text()).toBe('192.0.2.7');
    expect(await (await who('2001:db8::1, 10.0.0.1')).text()).toBe('2001:db8::1');
    // Rotating what the client wrote, with the same two proxy-written entries: still one client.
    const statuses = await rotatingSpoofs(app, 21, '192.0.2.7, 10.0.0.1');
    expect(statuses.at(-1)).toBe(429);
  });

  it('falls back to the socket address when the chosen entry is missing or not an IP', async () => {
    const app = limitedApp(true, 2);
    const who = async (xff: string) =>
      (await app.request('/who', { headers: { 'x-forwarded-for': xff } }, socketEnv('10.0.0.2'))).text();
    expect(await who('192.0.2.7')).toBe('10.0.0.2');
    expect(await who('not-an-ip, 10.0.0.1')).toBe('10.0.0.2');
    expect(await who('')).toBe('10.0.0.2');
  });

  it('without TRUST_PROXY the header is ignored: the socket address is the key', async () => {
    const app = limitedApp(false);
    const who = await app.request(
      '/who',
      { headers: { 'x-forwarded-for': '192.0.2.7' } },
      socketEnv('10.0.0.2'),
    );
    expect(await who.text()).toBe('10.0.0.2');
    const statuses = await rotatingSpoofs(app, 21, '192.0.2.99');
    expect(statuses.at(-1)).toBe(429);
  });
});
