import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isBlockedAddress } from './address-policy.js';

const BLOCKED: Record<string, string[]> = {
  'private 10/8': ['10.0.0.1', '10.255.255.254'],
  'private 172.16/12': ['172.16.0.1', '172.31.255.1'],
  'private 192.168/16': ['192.168.1.1'],
  'loopback 127/8': ['127.0.0.1', '127.1.2.3'],
  'loopback ::1': ['::1'],
  'link-local': ['169.254.1.1', 'fe80::1', 'febf::1'],
  'unique-local fc00::/7': ['fc00::1', 'fd12:3456::1'],
  'CGNAT 100.64/10': ['100.64.0.1', '100.127.255.254'],
  'cloud metadata': ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '192.0.0.192'],
  unspecified: ['0.0.0.0', '0.1.2.3', '::'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
  broadcast: ['255.255.255.255'],
  reserved: ['240.0.0.1', '192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:db8::1'],
  benchmarking: ['198.18.0.1', '2001:2::1'],
  'IPv4-mapped IPv6': ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:7f00:1'],
  '6to4 and Teredo': ['2002:7f00:1::1', '2002:a00:1::', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  'NAT64 and IPv4-compatible': ['64:ff9b::a00:1', '64:ff9b:1::1', '::127.0.0.1', '::a00:1'],
  'not an address': ['', 'localhost', '1.2.3', '::ffff:zzzz', '10.0.0.1 '],
};

describe('address policy', () => {
  for (const [kind, addresses] of Object.entries(BLOCKED)) {
    it(`blocks ${kind}`, () => {
      for (const address of addresses) {
        expect(isBlockedAddress(address), address).toBe(true);
        expect(isAllowedAddress(address), address).toBe(false);
      }
    });
  }

  it('allows public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isAllowedAddress(address), address).toBe(true);
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });
});
