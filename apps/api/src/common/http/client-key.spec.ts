import { clientKey, UNKNOWN_CLIENT } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey(' 127.0.0.1 ')).toBe('127.0.0.1');
  });

  it.each([
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['0:0:0:0:0:ffff:c000:0207', '192.0.2.7'],
    ['::ffff:c000:207', '192.0.2.7'],
  ])('reads the IPv4-mapped address %j as %j', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = new Set(Array.from({ length: 12 }, (_, i) => clientKey(`2001:db8:1:2::${(i + 1).toString(16)}`)));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });

  it.each([
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['[2001:db8::7]', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['1::', '1:0:0:0::/64'],
    ['64:ff9b::192.0.2.7', '64:ff9b:0:0::/64'],
  ])('reads %j as the /64 %j', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('puts a request without an address under one key, and keeps text that is no address', () => {
    expect(clientKey(undefined)).toBe(UNKNOWN_CLIENT);
    expect(clientKey('')).toBe(UNKNOWN_CLIENT);
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});
