import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy.js';
import { ReadError } from './read-error.js';

/** One address a hostname resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address it has (the DNS step, injectable for tests). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where the reader may connect: the resolver, the address rule and the operator's named exceptions. */
export interface TargetPolicy {
  resolve: ResolveHost;
  isAllowedAddress: AddressPolicy;
  /** Lower-cased hostnames whose addresses are not checked (an operator's intranet hosts). */
  allowHosts: ReadonlySet<string>;
}

/**
 * Parses a page URL (relative ones against `base`, for redirects) and refuses anything but
 * http(s) without credentials: other schemes reach files or local services, and `user:pass@`
 * would send secrets we were never given to a third party.
 */
export function parseHttpUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch (cause) {
    throw new ReadError('invalid_url', 'Not a valid URL', { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ReadError('invalid_url', `Only http and https URLs can be read, not ${url.protocol}`);
  if (url.username || url.password) throw new ReadError('invalid_url', 'URLs with credentials are not read');
  if (!url.hostname) throw new ReadError('invalid_url', 'The URL has no host');
  return url;
}

/** The URL's host without IPv6 brackets, as Node's connect sees it. */
export function connectHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** True when the operator named this host in `allowHosts` (exact, case-insensitive). */
export function isAllowedHost(hostname: string, policy: TargetPolicy): boolean {
  return policy.allowHosts.has(hostname.toLowerCase());
}

/**
 * Node connects to an IP-literal host without calling `lookup`, so the safe lookup never sees it:
 * literal addresses are checked here, before the request is made.
 */
export function assertLiteralHostAllowed(url: URL, policy: TargetPolicy): void {
  const host = connectHost(url);
  if (isIP(host) === 0 || isAllowedHost(host, policy)) return;
  if (!policy.isAllowedAddress(host)) throw new ReadError('blocked', `Address ${host} is not public`);
}
