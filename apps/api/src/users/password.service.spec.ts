import { Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import { loadConfig } from '../config/load-config';
import { ARGON2_OPTIONS, PasswordService } from './password.service';

const paramsOf = (hash: string): Record<string, string> =>
  Object.fromEntries(
    hash
      .split('$')[3]
      .split(',')
      .map((p) => p.split('=') as [string, string]),
  );

/**
 * An argon2 operation at production cost is 1.0-1.3 s of CPU on a quiet 2-core machine, by design; in CI,
 * with four test steps sharing those cores, one took over 5 s (Jest's default limit). The time here is the
 * hash's own work, not a wait on anything else, so these tests get a limit that such work fits in.
 */
jest.setTimeout(30_000);

describe('PasswordService', () => {
  // Production's configuration: no PASSWORD_HASH_COST set.
  const service = new PasswordService(loadConfig({}));
  /**
   * One hash at production cost (64 MiB, three passes: about a second, several on a busy machine), made
   * once and shared: no test or hook runs more than one operation at that cost within Jest's 5 s.
   */
  let productionHash: string;
  beforeAll(() => service.onModuleInit());
  beforeAll(async () => {
    productionHash = await service.hash('correct horse battery');
  });

  it('hashes with argon2id at the stated parameters (at least OWASP: m=19456 KiB, t=2, p=1) unless told otherwise', async () => {
    const [, type, version, params] = productionHash.split('$');
    expect([type, version]).toEqual(['argon2id', 'v=19']);
    expect(Object.fromEntries(params.split(',').map((p) => p.split('=')))).toEqual({ m: '65536', t: '3', p: '4' });
    expect(loadConfig({}).passwordHashCost).toBe('production');
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    expect(await service.verify(productionHash, 'correct horse battery')).toBe(true);
  });

  it('refuses another password', async () => {
    expect(await service.verify(productionHash, 'Correct horse battery')).toBe(false);
  });

  it('still verifies hashes made with other parameters', async () => {
    const owaspMinimum = await argon2.hash('an older password', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await service.verify(owaspMinimum, 'an older password')).toBe(true);
    expect(await service.verify(owaspMinimum, 'another password')).toBe(false);
  });

  it('answers false for an unknown account or a malformed hash', async () => {
    expect(await service.verify(undefined, 'a password nobody has, for timing')).toBe(false);
    expect(await service.verify('not-a-hash', 'anything')).toBe(false);
  });

  it("hashes cheaply with PASSWORD_HASH_COST=test (test runs), and either verifies the other's hashes", async () => {
    const cheap = new PasswordService(loadConfig({ PASSWORD_HASH_COST: 'test' }));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await cheap.onModuleInit();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PASSWORD_HASH_COST=test'));
    warn.mockRestore();
    const hash = await cheap.hash('correct horse battery');
    expect(hash.split('$')[1]).toBe('argon2id');
    expect(paramsOf(hash)).toEqual({ m: '1024', t: '1', p: '1' });
    expect(await service.verify(hash, 'correct horse battery')).toBe(true);
    expect(await cheap.verify(productionHash, 'correct horse battery')).toBe(true);
    expect(await cheap.verify(undefined, 'a password nobody has, for timing')).toBe(false);
  });

  it('runs one hash or verify at a time, in the order asked, and a failed one does not hold up the next', async () => {
    const cheap = await argon2.hash('one mebibyte', { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const settled: string[] = [];
    // Side by side, the cheap verify (about a millisecond) would settle long before the 64 MiB one.
    await Promise.all([
      service.verify(productionHash, 'correct horse battery').then((ok) => settled.push(`slow ${ok}`)),
      service.verify('not-a-hash', 'anything').then((ok) => settled.push(`malformed ${ok}`)),
      service.verify(cheap, 'one mebibyte').then((ok) => settled.push(`cheap ${ok}`)),
    ]);
    expect(settled).toEqual(['slow true', 'malformed false', 'cheap true']);
  });
});
