/**
 * The address a connection is counted under for the per-address limits (opening tables). Behind
 * a reverse proxy every connection comes from the proxy, so with `trustProxy` the address is the
 * last entry of `X-Forwarded-For`, the one the proxy in front added (entries before it are the
 * client's word). An IPv6 address counts by its /64: one host is usually given a whole /64 and
 * could take a new address for every table.
 */
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = trustProxy
    ? (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim()
    : undefined;
  return addressKey(last || req.socket.remoteAddress || 'unknown');
}

/** An IPv4 address as it is; an IPv6 one as its /64 (`2001:db8:0:1::/64`). */
export function addressKey(address: string): string {
  const a = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(a)) return a;
  // A dotted IPv4 tail stands for two groups.
  const [left = '', right] = a.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0').split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  const groups =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
