import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Decides whether the reader may connect to one resolved IP address. */
export type AddressPolicy = (address: string) => boolean;

/** IPv6 global unicast (2000::/3): ipaddr.js calls every unlisted address "unicast", even ::7f00:1. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * The default policy: only public unicast addresses. ipaddr.js's `range()` names every special
 * block (private, loopback, link-local, CGNAT, multicast, unspecified, broadcast, reserved,
 * benchmarking, unique-local, 6to4, Teredo, NAT64…), so anything it does not call `unicast` is
 * refused, which also covers the cloud metadata endpoints (169.254.169.254 is link-local,
 * fd00:ec2::254 unique-local, 100.100.100.200 CGNAT, 192.0.0.192 reserved). IPv4-mapped IPv6
 * addresses are judged as the IPv4 address they carry. Anything but a canonical IP is refused
 * (ipaddr.js alone would read the legacy `1.2.3` as 1.2.0.3).
 */
export function isAllowedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  // Outside 2000::/3 nothing is public today (e.g. the deprecated IPv4-compatible ::a.b.c.d).
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/** True when the default policy refuses `address` (see {@link isAllowedAddress}). */
export function isBlockedAddress(address: string): boolean {
  return !isAllowedAddress(address);
}
