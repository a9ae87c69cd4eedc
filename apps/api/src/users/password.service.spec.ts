import * as argon2 from 'argon2';
import { ARGON2_OPTIONS, PasswordService } from './password.service';

describe('PasswordService', () => {
  const service = new PasswordService();
  beforeAll(() => service.onModuleInit());

  it('hashes with argon2id at the stated parameters (at least OWASP: m=19456 KiB, t=2, p=1)', async () => {
    const hash = await service.hash('correct horse battery');
    const [, type, version, params] = hash.split('$');
    expect([type, version]).toEqual(['argon2id', 'v=19']);
    expect(Object.fromEntries(params.split(',').map((p) => p.split('=')))).toEqual({ m: '65536', t: '3', p: '4' });
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    expect(await service.verify(hash, 'correct horse battery')).toBe(true);
    expect(await service.verify(hash, 'Correct horse battery')).toBe(false);
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
});
