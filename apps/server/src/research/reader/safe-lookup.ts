import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { ReadError } from './read-error.js';
import { isAllowedHost, type ResolvedAddress, type TargetPolicy } from './target-policy.js';

/** The system resolver (getaddrinfo, so /etc/hosts counts: `localhost` is loopback and refused). */
export async function resolveWithSystemDns(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.flatMap(({ address, family }) => (family === 4 || family === 6 ? [{ address, family }] : []));
}

function wantedFamily(options: LookupOptions): 4 | 6 | undefined {
  const { family } = options;
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return undefined;
}

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
}

async function resolveChecked(
  hostname: string,
  options: LookupOptions,
  policy: TargetPolicy,
): Promise<ResolvedAddress[]> {
  const all = await policy.resolve(hostname);
  // One private address among public ones is enough to refuse: the host is not what it seems.
  const blocked = isAllowedHost(hostname, policy)
    ? undefined
    : all.find((a) => !policy.isAllowedAddress(a.address));
  if (blocked)
    throw new ReadError('blocked', `${hostname} resolves to ${blocked.address}, which is not public`);
  const family = wantedFamily(options);
  const usable = family ? all.filter((a) => a.family === family) : all;
  if (usable.length === 0) throw notFound(hostname);
  return usable;
}

/**
 * A `lookup` for Node's sockets that refuses non-public addresses. It runs inside `net.connect`,
 * so the address checked is the address connected to: a DNS answer that changes between a check
 * and the connect (rebinding) cannot slip through. Handles both callback shapes Node uses
 * (`all: true` with autoSelectFamily, a single address otherwise).
 */
export function createSafeLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(hostname, options, policy).then(
      (addresses) =>
        process.nextTick(() => {
          if (options.all) {
            const list: LookupAddress[] = addresses.map(({ address, family }) => ({ address, family }));
            callback(null, list);
          } else {
            const [first] = addresses;
            if (first) callback(null, first.address, first.family);
          }
        }),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        process.nextTick(() => callback(failure, ''));
      },
    );
  };
}
