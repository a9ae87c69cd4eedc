import { isIPv4, isIPv6 } from 'node:net';

/** The key every request whose address Express could not tell shares (a socket already gone). */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The key a per-client limit counts a request under (logins, leads, second-factor codes, password
 * checks, searches, renders), from `req.ip` as Express reads it behind TRUST_PROXY:
 * - IPv4: the address itself;
 * - IPv4-mapped IPv6 (`::ffff:192.0.2.7`, `::ffff:c000:207`): the IPv4 address, so one client
 *   reached over a dual-stack socket is one client;
 * - any other IPv6 address: its /64 (`2001:db8:1:2::/64`). A single subscriber, home or server is
 *   handed a whole /64 and picks addresses in it at will (RFC 4291, privacy addresses of RFC 8981),
 *   so counting per address would give each of them 2^64 buckets.
 * A zone (`fe80::1%eth0`) is dropped; text that is no address is kept as given.
 */
export function clientKey(ip: string | undefined): string {
  const text = ip?.trim();
  if (!text) return UNKNOWN_CLIENT;
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return text;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((piece) => {
      if (!piece.includes('.')) return [parseInt(piece, 16)];
      const [a, b, c, d] = piece.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head, tail] = address.toLowerCase().split('::');
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
