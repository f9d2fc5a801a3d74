import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { isAllowedAddress as publicUnicastOnly, type AddressPolicy } from './address-policy.js';
import type { Connector } from './http-get.js';
import { createSafeLookup, resolveWithSystemDns } from './safe-lookup.js';
import type { ResolveHost, TargetPolicy } from './target-policy.js';

/** Where outgoing requests may go: the seams tests replace, and the operator's named exceptions. */
export interface ConnectionOptions {
  /** DNS resolution. Default: the system resolver. Tests map fixture names to 127.0.0.1. */
  lookup?: ResolveHost;
  /** Which resolved addresses may be connected to. Default: public unicast only. */
  isAllowedAddress?: AddressPolicy;
  /** Hostnames (exact, case-insensitive) whose addresses are not checked: an operator's intranet. */
  allowHosts?: readonly string[];
}

/**
 * The address rules and the sockets that enforce them, for any fetcher of untrusted URLs (the page
 * reader, the image proxy). Own agents, never the global one: a pooled socket opened elsewhere
 * would skip the checking `lookup`.
 */
export function createConnection(options: ConnectionOptions): { policy: TargetPolicy; connector: Connector } {
  const policy: TargetPolicy = {
    resolve: options.lookup ?? resolveWithSystemDns,
    isAllowedAddress: options.isAllowedAddress ?? publicUnicastOnly,
    allowHosts: new Set((options.allowHosts ?? []).map((host) => host.toLowerCase())),
  };
  const connector: Connector = {
    httpAgent: new HttpAgent({ keepAlive: false }),
    httpsAgent: new HttpsAgent({ keepAlive: false }),
    lookup: createSafeLookup(policy),
  };
  return { policy, connector };
}
