import { isPublicAddress, publicAddressesOf, ForbiddenAddressError } from './public-address';

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('judges a name by every address it has, and an address literal in brackets as itself', async () => {
    await expect(publicAddressesOf('localhost')).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(publicAddressesOf('[::1]')).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(publicAddressesOf('8.8.8.8')).resolves.toEqual([{ address: '8.8.8.8', family: 4 }]);
  });
});
