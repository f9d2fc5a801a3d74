import type { LookupAddress, LookupOptions } from 'node:dns';
import { createServer, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address-policy.js';
import { ReadError } from './read-error.js';
import { createSafeLookup, resolveWithSystemDns } from './safe-lookup.js';
import type { ResolvedAddress, TargetPolicy } from './target-policy.js';

const HOSTS: Record<string, ResolvedAddress[]> = {
  'public.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1::1', family: 6 },
  ],
  'loopback.test': [{ address: '127.0.0.1', family: 4 }],
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'intranet.test': [{ address: '10.0.0.8', family: 4 }],
};

function policy(allowHosts: string[] = []): TargetPolicy {
  return {
    resolve: async (hostname) => HOSTS[hostname] ?? [],
    isAllowedAddress,
    allowHosts: new Set(allowHosts),
  };
}

type Outcome = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

function lookup(hostname: string, options: LookupOptions, target = policy()): Promise<Outcome> {
  return new Promise((resolve) => {
    createSafeLookup(target)(hostname, options, (error, address, family) =>
      resolve({ error, address, family }),
    );
  });
}

describe('createSafeLookup', () => {
  it('answers with one address or with all of them, as Node asks', async () => {
    expect(await lookup('public.test', {})).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect((await lookup('public.test', { all: true })).address).toEqual(HOSTS['public.test']);
    expect(await lookup('public.test', { family: 6 })).toMatchObject({
      address: '2606:2800:220:1::1',
      family: 6,
    });
  });

  it('refuses a host that resolves to loopback, or to any private address among public ones', async () => {
    for (const host of ['loopback.test', 'mixed.test', 'intranet.test']) {
      const { error } = await lookup(host, { all: true });
      expect(error, host).toBeInstanceOf(ReadError);
      expect(error, host).toMatchObject({ reason: 'blocked' });
    }
  });

  it('skips the address check only for hosts the operator allowed', async () => {
    expect(await lookup('intranet.test', {}, policy(['intranet.test']))).toMatchObject({
      error: null,
      address: '10.0.0.8',
    });
    expect((await lookup('loopback.test', {}, policy(['intranet.test']))).error).toMatchObject({
      reason: 'blocked',
    });
  });

  it('reports an unknown host as ENOTFOUND', async () => {
    expect((await lookup('nowhere.test', {})).error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('refuses localhost through the system resolver', async () => {
    const system: TargetPolicy = { resolve: resolveWithSystemDns, isAllowedAddress, allowHosts: new Set() };
    expect((await lookup('localhost', { all: true }, system)).error).toMatchObject({ reason: 'blocked' });
  });

  it('stops a real socket before it connects to a refused address', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const error = await new Promise<unknown>((resolve) => {
        const socket = connect({ host: 'loopback.test', port, lookup: createSafeLookup(policy()) });
        socket.on('connect', () => resolve('connected'));
        socket.on('error', resolve);
      });
      expect(error).toBeInstanceOf(ReadError);
      expect(error).toMatchObject({ reason: 'blocked' });
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
