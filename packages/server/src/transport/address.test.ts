import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './address';

const req = (remote: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: remote },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage; // clientAddress reads these two only

describe('the address a connection is counted under', () => {
  it('IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('trusts X-Forwarded-For only when told to, and then only its last entry (the proxy’s)', () => {
    expect(clientAddress(req('127.0.0.1', '198.51.100.1'), false)).toBe('127.0.0.1');
    expect(clientAddress(req('127.0.0.1', '198.51.100.1'), true)).toBe('198.51.100.1');
    // A client may send its own header: the proxy appends the address it saw.
    expect(clientAddress(req('127.0.0.1', '10.9.9.9, 198.51.100.1'), true)).toBe('198.51.100.1');
    expect(clientAddress(req('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});
