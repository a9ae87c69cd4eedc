import * as dns from 'node:dns';
import * as net from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE=true: a URL typed by staff must not
 * make the server call its own admin ports, the private network or a cloud metadata service (SSRF).
 */
const FORBIDDEN = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the metadata service at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local, with AWS's metadata service at fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** Whether a webhook may connect to this address (IPv4-mapped IPv6 addresses are judged as the IPv4 they carry). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class ForbiddenAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private, loopback, link-local or metadata address`);
  }
}

export class UnresolvableHostError extends Error {
  constructor(readonly host: string) {
    super(`${host} could not be resolved`);
  }
}

/**
 * Every address `host` resolves to, refused (ForbiddenAddressError) when any is not public: a name
 * with one public and one private address could be answered either way.
 */
export async function publicAddressesOf(host: string): Promise<dns.LookupAddress[]> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: dns.LookupAddress[];
  try {
    addresses = net.isIP(bare) ? [{ address: bare, family: net.isIP(bare) }] : await dns.promises.lookup(bare, { all: true, verbatim: true });
  } catch {
    throw new UnresolvableHostError(bare);
  }
  if (addresses.length === 0) throw new UnresolvableHostError(bare);
  if (addresses.some((entry) => !isPublicAddress(entry.address))) throw new ForbiddenAddressError(bare);
  return addresses;
}
